package app

import (
	"os"
	"runtime/debug"
)

// simGCPercent is the garbage collector's target during a simulation. Matches allocate much
// short-lived memory while the live heap stays a few megabytes, so collecting less often saves
// CPU time per match (and leaves more of the cores to the workers) for a few megabytes more.
const simGCPercent = 400

// tuneGCForSim sets the collector's target for a simulation, unless the user set GOGC, and
// returns the function that restores the previous target.
func tuneGCForSim() (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	old := debug.SetGCPercent(simGCPercent)
	return func() { debug.SetGCPercent(old) }
}
