//go:build linux && cgo && !ci && amd64

package lazyx11

/*
#cgo LDFLAGS: -ldl
#include <stdlib.h>
extern const char *lazyx11_load(void);
extern int lazyx11_roundtrip(const char *db, const char *name, const char *class, char *out, int n);
*/
import "C"

import (
	"errors"
	"unsafe"
)

// Load opens libX11 and fills the trampolines' table, once; the app calls it before GLFW starts,
// so that a missing library is an error rather than an abort at the first Xlib call.
func Load() error {
	if msg := C.lazyx11_load(); msg != nil {
		return errors.New("the desktop app needs the X11 client library: " + C.GoString(msg))
	}
	return nil
}

// roundtrip parses the resource database db through libX11's trampolines and returns the value of
// the resource name (of class class), and whether it was found: the package's test calls it
// before Load, so that its first call goes through the trampolines' slow path.
func roundtrip(db, name, class string) (string, bool) {
	cdb, cname, cclass := C.CString(db), C.CString(name), C.CString(class)
	defer C.free(unsafe.Pointer(cdb))
	defer C.free(unsafe.Pointer(cname))
	defer C.free(unsafe.Pointer(cclass))
	var out [256]C.char
	found := C.lazyx11_roundtrip(cdb, cname, cclass, &out[0], C.int(len(out)))
	return C.GoString(&out[0]), found != 0
}
