// Package cpuclock reads the CPU time the process has used, for benchmarks that report CPU per
// operation beside wall time: on a machine shared with other work, CPU time depends much less on
// the others' load.
package cpuclock

import (
	"syscall"
	"time"
)

// Process returns the user and system CPU time of the process so far (0 if it cannot be read).
func Process() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
