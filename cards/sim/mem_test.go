package sim

import (
	"context"
	"runtime"
	rtmetrics "runtime/metrics"
	"slices"
	"testing"
	"unsafe"

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

// The live heap while a run is going does not grow with the number of matches played: sampled
// (after a collection) at every progress report of a 2,000,000-match run, the least sample of the
// last third is within 4 MiB of the least of the first (the first sample left out: it may precede
// the workers' first allocations). A sample also counts what the workers allocate while the
// collector marks, a few MiB at random, which only adds: the least of several is the live heap
// itself. Keeping as little as 2 bytes per match would add 4 MB.
func TestSimMemoryStaysFlat(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 2,000,000 matches")
	}
	var samples []uint64
	cfg := Config{Game: coin, Players: coinPlayers(cards.LevelRandom, cards.LevelRandom), Games: 2_000_000, Workers: 2,
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
	third := max(1, (len(samples)-1)/3)
	first, last := slices.Min(samples[1:1+third]), slices.Min(samples[len(samples)-third:])
	if last > first+4<<20 {
		t.Errorf("heap grew from %d to %d bytes over %d matches", first, last, rep.Finished)
	}
	t.Logf("least live heap %d → %d bytes over %d samples, %d matches", first, last, len(samples), rep.Finished)
}

// What a worker's match player writes every match sits on cache lines of its own: the winners'
// memory fills whole lines, and the player ends with a line that nothing writes, so that the
// other worker's player, which may follow it in memory, never shares a line it writes. (Two
// workers sharing the winners' line cost them about 5 % more CPU a match.)
func TestMatchPlayerWritesOnLinesOfItsOwn(t *testing.T) {
	c, err := Config{Game: coin, Players: coinPlayers(cards.LevelRandom, cards.LevelRandom), Games: 1}.check()
	if err != nil {
		t.Fatal(err)
	}
	p := c.newMatchPlayer()
	for i, r := range p.results {
		if size := uintptr(cap(r.Winners)) * unsafe.Sizeof(cards.Seat(0)); size == 0 || size%cacheLine != 0 {
			t.Errorf("result %d: winners' memory of %d bytes, want whole cache lines", i, size)
		}
	}
	end := unsafe.Offsetof(p.results) + unsafe.Sizeof(p.results)
	if pad := unsafe.Sizeof(*p) - end; pad < cacheLine {
		t.Errorf("%d bytes after the results, want at least a cache line (%d)", pad, cacheLine)
	}
}
