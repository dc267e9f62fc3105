package play

import (
	"slices"
	"testing"
	"time"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestUIStaysResponsiveWhileTheSearchPlayerThinks lets a search player think for a second on a
// Stones match while the test goroutine plays the UI goroutine's part: every 5 ms an event is posted
// to it (as the driver posts input and paint events), and the time until it runs is measured. If the
// search ran on the UI goroutine, Start would block for the whole search and events would wait as long.
func TestUIStaysResponsiveWhileTheSearchPlayerThinks(t *testing.T) {
	p, loop, _ := newTestSection(t, stonesGame{})
	p.BotDelay = time.Millisecond
	think := time.Second
	setup := playSetup{Game: stonesGame{}, Rules: map[string]string{"pile": "11"}, Seed: 1,
		Seats: []playSeat{{Name: "Deep", Bot: &cards.BotSpec{Level: cards.LevelMCTS, Duration: think}}, {Name: "Ann"}}}
	// The search player must move first, or there is nothing to measure: take the first seed that says so.
	for ; ; setup.Seed++ {
		m, err := setup.newMatch()
		if err != nil {
			t.Fatal(err)
		}
		if m.Table.ToMove() == 0 {
			break
		}
	}
	// A first match warms up what the first window paint loads once (theme, fonts), so the figure
	// below is the cost of starting a match with a thinking computer, not of the first paint.
	warm := setup
	warm.Seats = []playSeat{{Name: "A"}, {Name: "B"}}
	if err := p.StartMatch(warm); err != nil {
		t.Fatal(err)
	}
	started := time.Now()
	if err := p.StartMatch(setup); err != nil {
		t.Fatal(err)
	}
	startCost := time.Since(started)
	c := p.Match.Ctrl
	if c.Thinking != 0 {
		t.Fatalf("the search player is not thinking after the start")
	}
	if !p.Match.Spinner.Visible() || p.Match.Thinking.Text != "Deep is thinking…" {
		t.Errorf("no visible thinking indicator: %q", p.Match.Thinking.Text)
	}

	stop := make(chan struct{})
	var latencies []time.Duration
	go func() {
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				posted := time.Now()
				loop.Post(func() { latencies = append(latencies, time.Since(posted)) })
			}
		}
	}()
	loop.RunUntil(t, "the search player's move", func() bool { return c.Thinking == cards.NoSeat }, 10*time.Second)
	close(stop)
	thought := time.Since(started)

	if len(latencies) < 20 {
		t.Fatalf("only %d events ran while the search player thought for %v", len(latencies), thought)
	}
	sorted := append([]time.Duration(nil), latencies...)
	slices.Sort(sorted)
	median, p99, worst := sorted[len(sorted)/2], sorted[len(sorted)*99/100], sorted[len(sorted)-1]
	t.Logf("search %v: Start returned in %v; %d events while thinking, latency median %v, p99 %v, max %v",
		thought.Round(time.Millisecond), startCost, len(latencies), median, p99, worst)
	if startCost > think/4 {
		t.Errorf("starting the match took %v: the search runs on the UI goroutine", startCost)
	}
	if worst > think/4 {
		t.Errorf("an event waited %v while the search player thought: the UI stalls", worst)
	}
	if len(c.Match.Log.Moves) != 1 || c.Match.Table.ToMove() != 1 {
		t.Errorf("after thinking the log is %q", c.Match.Log.Moves)
	}
}
