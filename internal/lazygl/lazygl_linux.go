//go:build linux && cgo && !ci

package lazygl

/*
#cgo LDFLAGS: -ldl
#include <dlfcn.h>
#include <stddef.h>

typedef void (*lazygl_proc)(void);
typedef lazygl_proc (*lazygl_getproc)(const unsigned char *);

// glXGetProcAddress opens libGL.so.1 on its first call (GLFW has opened it by then, so this
// finds it loaded) and forwards to libGL's own glXGetProcAddress; NULL if libGL is missing.
lazygl_proc glXGetProcAddress(const unsigned char *name) {
	static lazygl_getproc real;
	lazygl_getproc f = __atomic_load_n(&real, __ATOMIC_ACQUIRE);
	if (f == NULL) {
		void *lib = dlopen("libGL.so.1", RTLD_LAZY | RTLD_GLOBAL);
		if (lib == NULL) {
			lib = dlopen("libGL.so", RTLD_LAZY | RTLD_GLOBAL);
		}
		if (lib == NULL) {
			return NULL;
		}
		f = (lazygl_getproc)dlsym(lib, "glXGetProcAddress");
		if (f == NULL) {
			return NULL;
		}
		__atomic_store_n(&real, f, __ATOMIC_RELEASE);
	}
	return f(name);
}
*/
import "C"
