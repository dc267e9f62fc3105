package sim

import (
	"context"
	"runtime"
	rtmetrics "runtime/metrics"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// liveHeap collects garbage and returns the bytes of heap the collection found live, which
// allocations made after it (by workers still running) do not disturb.
func liveHeap() uint64 {
	runtime.GC()
	sample := []rtmetrics.Sample{{Name: "/gc/heap/live:bytes"}}
	rtmetrics.Read(sample)
	return sample[0].Value.Uint64()
}

// Counting a match allocates nothing once the kinds of moves have been seen: the counters keep
// no per-match record.
func TestSimTallyAddsMatchesWithoutAllocating(t *testing.T) {
	tally := newTally(2)
	seatPlayer := []int{1, 0}
	mm := newMatchMoves(2)
	mm.add(mm.slot("heads"), 0, 3)
	mm.add(mm.slot("heads"), 1, 1)
	mm.add(mm.slot("tails"), 1, 2)
	o := matchOutcome{result: cards.Result{Winners: []cards.Seat{1}, Scores: []int{3, 1}, Reason: "the coin fell"}, moves: 8, turns: 8}
	tally.addMatch(o, seatPlayer, mm)
	allocs := testing.AllocsPerRun(10000, func() { tally.addMatch(o, seatPlayer, mm) })
	if allocs != 0 {
		t.Errorf("adding a match allocates %v times, want 0", allocs)
	}
	if tally.matches != 10002 {
		t.Errorf("counted %d matches, want 10002", tally.matches)
	}
}

// The live heap while a run is going does not grow with the number of matches played:
// sampled (after a collection) at every progress report of a 400,000-match run, the last sample
// is within 4 MiB of the second. Keeping as little as 10 bytes per match would add 4 MB; the
// margin absorbs what the workers allocate while the collector marks.
func TestSimMemoryStaysFlat(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 400,000 matches")
	}
	var samples []uint64
	cfg := Config{Game: coin, Players: coinPlayers(cards.LevelRandom, cards.LevelRandom), Games: 400_000, Workers: 2,
		Classify: func(m string) string { return m },
		OnProgress: func(done int) {
			samples = append(samples, liveHeap())
		}}
	rep, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(samples) < 3 {
		t.Skipf("the run was too quick to sample (%d samples)", len(samples))
	}
	// The first sample may precede the workers' first allocations; compare the second and the last.
	first, last := samples[1], samples[len(samples)-2]
	if last > first+4<<20 {
		t.Errorf("heap grew from %d to %d bytes over %d matches", first, last, rep.Finished)
	}
	t.Logf("heap %d → %d bytes over %d samples, %d matches", first, last, len(samples), rep.Finished)
}
