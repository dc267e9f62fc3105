//go:build linux && cgo && !ci

package lazym

import (
	"math"
	"os"
	"strings"
	"testing"
)

func libmLoaded(t *testing.T) bool {
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		t.Fatal(err)
	}
	return strings.Contains(string(maps), "/libm.so")
}

// TestLibmLoadsOnFirstCall checks that the test binary starts without libm, that the first call
// loads it, and that both functions give libm's results.
func TestLibmLoadsOnFirstCall(t *testing.T) {
	if libmLoaded(t) {
		t.Fatal("libm is loaded before the first call")
	}
	if got := powf(2, 10); got != 1024 {
		t.Errorf("powf(2, 10) = %v, want 1024", got)
	}
	if !libmLoaded(t) {
		t.Error("libm is not loaded after powf")
	}
	for _, c := range []struct{ x, want float32 }{{9, 3}, {0.25, 0.5}, {0, 0}} {
		if got := powf(c.x, 0.5); got != c.want {
			t.Errorf("powf(%v, 0.5) = %v, want %v", c.x, got, c.want)
		}
	}
	if got := powf(-1, 0.5); !math.IsNaN(float64(got)) {
		t.Errorf("powf(-1, 0.5) = %v, want NaN", got)
	}
	for _, c := range []struct{ x, want float64 }{
		{2.5, 3}, {-2.5, -3}, {0.49999999999999994, 0}, {-0.4, math.Copysign(0, -1)}, {1e300, 1e300}, {59.94, 60},
	} {
		if got := round(c.x); got != c.want || math.Signbit(got) != math.Signbit(c.want) {
			t.Errorf("round(%v) = %v, want %v", c.x, got, c.want)
		}
	}
}
