package designer

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/flaskdeck/flaskdeck/app/lab"
	"github.com/flaskdeck/flaskdeck/flask"
)

// DefaultBudget is the average number of matches per candidate edit of a suggestion when
// SuggestOptions gives neither Budget nor Duration.
const DefaultBudget = 160

// SuggestOptions say how edits are searched; Options give the field, level, seed and progress
// (whose total is the planned number of matches).
type SuggestOptions struct {
	Options
	Goal Goal // GoalNone: GoalStronger
	// Budget is the average number of matches per candidate edit (0: DefaultBudget, or what
	// Duration allows). Most go to the best candidates: every round drops two thirds.
	Budget int
	// Duration, if set, sizes the budget to finish in about that time (measured on the deck's own
	// first matches), so the result depends on the machine's speed as well as the seed.
	Duration time.Duration
	Top      int          // suggestions listed (0: 5)
	Pool     []flask.Deck // decks whose cards replacements may take (nil: the field and the presets)
}

// Suggestion is one edit with its measured effect.
type Suggestion struct {
	Edit   Edit       `json:"edit"`
	Kind   string     `json:"kind"`
	Text   string     `json:"text"`
	Deck   flask.Deck `json:"-"`      // the deck with the edit made
	Effect float64    `json:"effect"` // points gained for the goal (higher is better)
	Low    float64    `json:"low"`    // the 95 % interval of the effect, in points
	High   float64    `json:"high"`
	Rates  []float64  `json:"rates"`   // the edited deck's score rate against each opponent
	Games  int        `json:"matches"` // matches per opponent behind the figures
}

// Suggestions is the result of a search.
type Suggestions struct {
	Deck       string        `json:"deck"`
	Goal       string        `json:"goal"`
	Level      string        `json:"level"`
	Seed       uint64        `json:"seed"`
	Opponents  []string      `json:"opponents"`
	Rates      []float64     `json:"rates"` // the deck's own rate against each opponent (finalists' matches)
	Candidates int           `json:"candidates"`
	Matches    int           `json:"matches"` // matches played in all
	Rounds     int           `json:"rounds"`
	List       []Suggestion  `json:"suggestions"`
	Stopped    bool          `json:"stopped,omitempty"`
	Elapsed    time.Duration `json:"-"`
}

// Suggest searches the one-step edits of d (OneStepEdits) for the best for the goal. Every
// candidate plays the same matches as the deck (common random numbers), in rounds that keep the
// best third, and the best Top are listed with their effect and its 95 % interval. A cancelled
// context stops the search and lists the best found so far (Stopped set).
func Suggest(ctx context.Context, d flask.Deck, opt SuggestOptions) (*Suggestions, error) {
	start := time.Now()
	defer lab.TuneGC()()
	if opt.Field == nil {
		opt.Field = DefaultField()
	}
	if opt.Goal == GoalNone {
		opt.Goal = GoalStronger
	}
	if opt.Top <= 0 {
		opt.Top = 5
	}
	if opt.Pool == nil {
		opt.Pool = append(append([]flask.Deck(nil), opt.Field...), DefaultField()...)
	}
	pairs, err := newPairings(d, opt.Field, opt.Bot)
	if err != nil {
		return nil, err
	}
	rs := d.RuleSetOr(flask.Standard)
	edits := OneStepEdits(d, rs, opt.Pool)
	if len(edits) == 0 {
		return nil, fmt.Errorf("%w: %q has no legal one-step edit", ErrInvalid, d.Name)
	}
	decks := make([]flask.Deck, len(edits))
	for i, e := range edits {
		decks[i] = e.Apply(d)
	}
	var done atomic.Int64
	play := func(ctx context.Context, c, from, to int) ([][]outcome, error) {
		deck := d
		if c >= 0 {
			deck = decks[c]
		}
		ps := make([]pairing, len(pairs))
		for j, p := range pairs {
			p.deck = deck
			ps[j] = p
		}
		b := &batch{pairs: ps, seed: opt.Seed, from: from, to: to, rs: rs}
		err := b.run(ctx, opt.Workers, false, func() { done.Add(1) })
		return b.out, err
	}
	budget := opt.Budget
	if budget <= 0 && opt.Duration > 0 {
		budget, err = calibrate(ctx, play, len(edits), len(pairs), opt.Duration)
		if err != nil {
			return nil, err
		}
	}
	if budget <= 0 {
		budget = DefaultBudget
	}
	p := makePlan(len(edits), opt.Top, len(pairs), budget*len(edits))
	stop := progress(opt.OnProgress, &done, p.cost(len(pairs)))
	order, base, outs, stopped, err := race(ctx, p, len(edits), play, opt.Goal.value)
	stop()
	if err != nil {
		return nil, err
	}
	res := &Suggestions{Deck: d.Name, Goal: opt.Goal.String(), Level: pairs[0].bot.String(), Seed: opt.Seed,
		Candidates: len(edits), Matches: int(done.Load()), Rounds: len(p.games), Stopped: stopped}
	for j := range pairs {
		res.Opponents = append(res.Opponents, opponentName(pairs, j))
	}
	res.Rates = rates(base)
	for _, c := range order[:min(opt.Top, len(order))] {
		o := outs[c]
		if len(o) == 0 || len(base) == 0 || len(o[0]) != len(base[0]) {
			continue
		}
		est, lo, hi := opt.Goal.effect(base, o, opt.Seed^uint64(c))
		res.List = append(res.List, Suggestion{Edit: edits[c], Kind: edits[c].Kind.String(), Text: edits[c].Describe(d, rs), Deck: decks[c],
			Effect: round(est, 2), Low: round(lo, 2), High: round(hi, 2), Rates: rates(o), Games: len(o[0])})
	}
	res.Elapsed = time.Since(start)
	return res, nil
}

// rates returns the score rate against each opponent, rounded for reports.
func rates(outs [][]outcome) []float64 {
	out := make([]float64, len(outs))
	for j, o := range outs {
		h, n := halves(o, nil)
		out[j] = round(float64(h)/2/float64(max(n, 1)), 4)
	}
	return out
}

// calibrate plays a few of the deck's matches to learn the machine's speed and returns the
// average matches per candidate that fit in the duration.
func calibrate(ctx context.Context, play scorer, candidates, opponents int, d time.Duration) (int, error) {
	const probe = 8
	t := time.Now()
	if _, err := play(ctx, -1, 0, probe); err != nil {
		return 0, err
	}
	per := time.Since(t) / time.Duration(probe*opponents)
	left := d - time.Since(t)
	if per <= 0 || left <= 0 {
		return 2 * opponents, nil
	}
	return max(2*opponents, int(left/per)/candidates*9/10), nil
}

// QuickBudget is the average number of matches per candidate edit of a quick search (the
// editor's default): a pass over every one-step edit of a preset in about a minute on two cores
// at greedy level.
const QuickBudget = 60
