// Package lazyx11 loads the X11 client library (libX11 and the xcb libraries it needs) when the
// desktop app starts, rather than at every start of flaskdeck. GLFW, which Fyne's desktop driver
// compiles into the binary, calls some hundred Xlib functions directly, so the linker listed
// libX11 among the libraries loaded before main, and every command line run paid for loading it
// and its five dependencies (docs/performance.md, "Where start-up goes"). This package defines
// each of those functions in the binary as a small trampoline that jumps through a table filled
// from libX11 by dlopen on the first call (or by Load); with all of them defined, the linker
// (which links with --as-needed) drops libX11, as internal/lazygl does for libGL.
//
// Only the Linux amd64 build with cgo, the desktop app's, has the trampolines; elsewhere Load does
// nothing and libX11 stays linked as before.
package lazyx11
