//go:build linux && cgo && !ci

package lazym

/*
#cgo LDFLAGS: -ldl
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

// lazym_sym finds a libm function, opening libm on the first call (the loader keeps it open);
// libm comes with the C library, so its absence ends the program.
static void *lazym_sym(const char *name) {
	void *lib = dlopen("libm.so.6", RTLD_LAZY | RTLD_LOCAL);
	void *f = lib == NULL ? NULL : dlsym(lib, name);
	if (f == NULL) {
		fprintf(stderr, "flaskdeck: cannot load %s from libm.so.6: %s\n", name, dlerror());
		abort();
	}
	return f;
}

typedef float (*lazym_powf)(float, float);
typedef double (*lazym_round)(double);

// powf is libm's, found on its first call.
float powf(float x, float y) {
	static lazym_powf real;
	lazym_powf f = __atomic_load_n(&real, __ATOMIC_ACQUIRE);
	if (f == NULL) {
		f = (lazym_powf)lazym_sym("powf");
		__atomic_store_n(&real, f, __ATOMIC_RELEASE);
	}
	return f(x, y);
}

// round is libm's, found on its first call.
double round(double x) {
	static lazym_round real;
	lazym_round f = __atomic_load_n(&real, __ATOMIC_ACQUIRE);
	if (f == NULL) {
		f = (lazym_round)lazym_sym("round");
		__atomic_store_n(&real, f, __ATOMIC_RELEASE);
	}
	return f(x);
}
*/
import "C"

// powf and round call the C functions this package defines (for its test: a _test.go file
// cannot use cgo).
func powf(x, y float32) float32 { return float32(C.powf(C.float(x), C.float(y))) }

func round(x float64) float64 { return float64(C.round(C.double(x))) }
