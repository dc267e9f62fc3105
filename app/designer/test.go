package designer

import (
	"context"
	"math"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/flaskdeck/flaskdeck/app/lab"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/cards/sim"
	"github.com/flaskdeck/flaskdeck/flask"
)

// DefaultGames is the number of matches per opponent of a test when Options.Games is 0.
const DefaultGames = 1000

// Options say how a deck is tested.
type Options struct {
	Field   []flask.Deck  // the opponents (nil: DefaultField)
	Games   int           // matches per opponent (0: DefaultGames); the deck changes seat every match
	Bot     cards.BotSpec // the computer players' level for both seats (zero: greedy)
	Seed    uint64        // decides every deal and choice
	Workers int           // matches played at once (0: one per core)
	// OnProgress, if set, is called with the matches finished and the total, a few times a second
	// and once at the end, from one goroutine.
	OnProgress func(done, total int)
}

// DefaultField returns the four preset colour decks (red, green, blue, yellow).
func DefaultField() []flask.Deck {
	var out []flask.Deck
	for _, d := range flask.Presets() {
		if d.Size() == flask.Standard.DeckSize() {
			out = append(out, d)
		}
	}
	return out
}

// Opponent is the tested deck's record against one deck of the field.
type Opponent struct {
	Name    string       `json:"name" yaml:"name"`
	Matches int          `json:"matches" yaml:"matches"`
	Win     sim.Interval `json:"win" yaml:"win"` // the deck's score rate (a draw counts half), 95 %
}

// CardStats is what one card of the tested deck did over a test.
type CardStats struct {
	Name    string `json:"name"`
	Code    string `json:"code"`
	Played  int    `json:"played"`  // times announced from hand
	Matches int    `json:"matches"` // matches in which it was played
	// WinShare is the deck's score rate in the matches in which the card was played.
	WinShare float64 `json:"win_share"`
	// Per play, on average: resources its owner gained, cards drawn, and resources and cards
	// taken from the opponent (effects of the card resolving from a reaction pile included).
	Gained        float64 `json:"gained"`
	Drew          float64 `json:"drew"`
	TookResources float64 `json:"took_resources"`
	TookCards     float64 `json:"took_cards"`

	wonHalves, gained, drew, tookResources, tookCards int
}

// Report is the result of a test.
type Report struct {
	Deck      string       `json:"deck"`
	Level     string       `json:"level"`
	Seed      uint64       `json:"seed"`
	Games     int          `json:"games_per_opponent"`
	Opponents []Opponent   `json:"opponents"`
	Overall   sim.Interval `json:"overall"`
	// FirstSeat is the score rate of whoever moved first (both decks counted), 95 %.
	FirstSeat  sim.Interval  `json:"first_seat"`
	Turns      float64       `json:"mean_turns"` // mean match length in turns
	Unfinished int           `json:"unfinished"` // matches stopped by the move cap (counted as draws)
	Cards      []CardStats   `json:"cards"`
	Elapsed    time.Duration `json:"-"`
	Stopped    bool          `json:"stopped,omitempty"` // the test was stopped: nothing is reported
}

// Test plays the deck against every deck of the field and reports. A cancelled context stops it
// and returns ctx.Err(). Equal options give equal reports, whatever the number of workers.
func Test(ctx context.Context, d flask.Deck, opt Options) (*Report, error) {
	start := time.Now()
	defer lab.TuneGC()() // matches allocate much short-lived memory, as in sim
	if opt.Field == nil {
		opt.Field = DefaultField()
	}
	if opt.Games <= 0 {
		opt.Games = DefaultGames
	}
	l, err := newLineup(d, opt.Field, opt.Bot, opt.Seed, opt.Workers)
	if err != nil {
		return nil, err
	}
	total := opt.Games * len(l.opps)
	var done atomic.Int64
	stop := progress(opt.OnProgress, &done, total)
	out, obs, err := l.play(ctx, []int{0}, 0, opt.Games, true, func() { done.Add(1) })
	stop()
	if err != nil {
		return nil, err
	}
	rep := summarise(d, opt, l.opps, out[0], obs)
	rep.Level = l.bot.String()
	rep.Elapsed = time.Since(start)
	return rep, nil
}

// summarise works out the report of a finished test: outs are the deck's outcomes against each
// opponent, obs its per-card counts.
func summarise(d flask.Deck, opt Options, opps []flask.Deck, outs [][]outcome, obs *cardObserver) *Report {
	rep := &Report{Deck: d.Name, Seed: opt.Seed, Games: opt.Games}
	var halves, firstHalves, turns, n int
	for j, outs := range outs {
		h := 0
		for _, o := range outs {
			h += int(o.score)
			if o.first {
				firstHalves += int(o.score)
			} else {
				firstHalves += 2 - int(o.score)
			}
			turns += int(o.turns)
			if o.unfinished {
				rep.Unfinished++
			}
		}
		halves += h
		n += len(outs)
		rep.Opponents = append(rep.Opponents, Opponent{Name: opponentName(opps, j), Matches: len(outs), Win: sim.Wilson(float64(h)/2, len(outs), sim.Z95)})
	}
	rep.Overall = sim.Wilson(float64(halves)/2, n, sim.Z95)
	rep.FirstSeat = sim.Wilson(float64(firstHalves)/2, n, sim.Z95)
	rep.Turns = float64(turns) / float64(max(n, 1))
	for _, c := range obs.stats {
		if c.Played > 0 {
			p := float64(c.Played)
			c.Gained, c.Drew = float64(c.gained)/p, float64(c.drew)/p
			c.TookResources, c.TookCards = float64(c.tookResources)/p, float64(c.tookCards)/p
		}
		if c.Matches > 0 {
			c.WinShare = float64(c.wonHalves) / 2 / float64(c.Matches)
		}
		rep.Cards = append(rep.Cards, c)
	}
	return rep
}

// opponentName labels opponent j: its deck name, numbered when two opponents share it.
func opponentName(opps []flask.Deck, j int) string {
	name := opps[j].Name
	same, nth := 0, 0
	for k, o := range opps {
		if o.Name == name {
			same++
			if k <= j {
				nth++
			}
		}
	}
	if same > 1 {
		return name + " #" + strconv.Itoa(nth)
	}
	return name
}

// progress calls f with the count of done from one goroutine every 150 ms until stop is called,
// which reports the final count.
func progress(f func(done, total int), done *atomic.Int64, total int) (stop func()) {
	if f == nil {
		return func() {}
	}
	quit, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(150 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-quit:
				f(int(done.Load()), total)
				return
			case <-t.C:
				f(int(done.Load()), total)
			}
		}
	}()
	return func() { close(quit); <-finished }
}

// round rounds x to d decimals, for reports that must read the same on every machine.
func round(x float64, d int) float64 {
	p := math.Pow(10, float64(d))
	return math.Round(x*p) / p
}
