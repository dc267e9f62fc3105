package cpuclock

import "testing"

func TestProcessTimeAdvances(t *testing.T) {
	start := Process()
	x := 0
	for i := 0; i < 50_000_000 && Process() == start; i++ {
		x += i
	}
	if Process() <= start {
		t.Fatalf("no CPU time counted after busy work (%d)", x)
	}
}
