//go:build linux && cgo && !ci && amd64

package lazyx11

import (
	"debug/elf"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestTrampolinesLoadOnFirstCallAndPassArguments calls Xlib through the trampolines before Load
// (the slow path loads libX11 and keeps the arguments) and again after it.
func TestTrampolinesLoadOnFirstCallAndPassArguments(t *testing.T) {
	for i, want := range []string{"blue", "red"} {
		got, found := roundtrip("flaskdeck.colour: "+want+"\nother.colour: no\n", "flaskdeck.colour", "Flaskdeck.Colour")
		if !found || got != want {
			t.Fatalf("call %d: XrmGetResource gave %q, %v; want %q", i, got, found, want)
		}
		if err := Load(); err != nil {
			t.Fatal(err)
		}
	}
	if _, found := roundtrip("a.b: c\n", "a.x", "A.X"); found {
		t.Error("a missing resource was found")
	}
}

// TestTheBinaryLoadsNoX11AtStart builds flaskdeck as the desktop build does and checks that no
// X11 or GL library is among those loaded before main, nor libm (internal/lazym), and that it
// calls no Xlib function the trampolines do not define (so the list here covers GLFW's) and no
// libm function (internal/lazym defines the two GLFW calls).
func TestTheBinaryLoadsNoX11AtStart(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the whole binary")
	}
	bin := filepath.Join(t.TempDir(), "flaskdeck")
	cmd := exec.Command("go", "build", "-o", bin, "../..")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	f, err := elf.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	libs, err := f.ImportedLibraries()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range libs {
		if strings.HasPrefix(l, "libX") || strings.HasPrefix(l, "libxcb") || strings.HasPrefix(l, "libGL") || strings.HasPrefix(l, "libm.") {
			t.Errorf("flaskdeck loads %s at start (all: %v)", l, libs)
		}
	}
	syms, err := f.ImportedSymbols()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range syms {
		if strings.HasPrefix(s.Name, "X") {
			t.Errorf("flaskdeck imports %s, which no trampoline defines", s.Name)
		}
	}
}
