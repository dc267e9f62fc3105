// Package lazygl loads the OpenGL library when the desktop app first asks for a GL function,
// rather than at every start of flaskdeck. Imported for its side effect by the app's package, it
// defines glXGetProcAddress, the only libGL function the GL bindings call directly (go-gl/gl's
// loader; GLFW opens libGL itself when it makes a context): with it defined in the binary, the
// linker (which links with --as-needed) no longer lists libGL among the libraries loaded at start,
// and so neither libGLX nor libGLdispatch, which every command line run paid for in load time and
// memory (docs/performance.md, "Where start-up goes"). Only the Linux build with cgo, the desktop
// app's, has it; other builds have nothing here.
package lazygl
