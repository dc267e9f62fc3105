// Package lazym loads the C maths library (libm) on the first call of one of the two functions
// the desktop app's C code (GLFW) takes from it, powf and round, rather than at every start of
// flaskdeck. Imported for its side effect by the app's package, it defines both in the binary,
// each opening libm.so.6 on its first call and forwarding to libm's own: with every libm function
// the binary calls defined, the linker (which links with --as-needed) no longer lists libm among
// the libraries loaded at start, and every command line run saves loading and relocating it and
// its pages (docs/performance.md, "Where start-up goes"). The results are libm's, bit for bit.
// Only the Linux build with cgo, the desktop app's, has it; other builds have nothing here.
package lazym
