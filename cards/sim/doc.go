// Package sim runs simulations: many matches of one game between computer players (Run), or every
// entrant against every other (RunMatrix), on several goroutines, with reports whose figures depend
// only on the configuration and its seed. Its statistics (Histogram, Wilson intervals, Summary) keep
// counters, never per-match records, so memory stays flat however many matches a run plays.
package sim
