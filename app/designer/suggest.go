package designer

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/flaskdeck/flaskdeck/app/lab"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// DefaultBudget is the average number of matches per candidate edit of a suggestion when
// SuggestOptions gives neither Budget nor Duration: a pass over the hundred or so one-step edits
// of a preset plays about 45,000 matches, some 23 s of CPU at greedy level (0.5 ms a match).
const DefaultBudget = 400

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
	// Screened is the effect measured in the race that chose the edit: leaning high, since the
	// edit was kept for measuring well there (the winner's curse). Effect, Low and High come from
	// fresh matches only, unless the search was stopped before them (Suggestions.Confirmed).
	Screened float64 `json:"screened"`
	// File is the edited deck as a YAML deck file, to save and test on its own.
	File string `json:"deck_file"`
}

// Suggestions is the result of a search.
type Suggestions struct {
	Deck       string    `json:"deck"`
	Goal       string    `json:"goal"`
	Level      string    `json:"level"`
	Seed       uint64    `json:"seed"`
	Opponents  []string  `json:"opponents"`
	Rates      []float64 `json:"rates"` // the deck's own rate against each opponent, on the matches of the figures
	Candidates int       `json:"candidates"`
	Finalists  int       `json:"finalists"` // candidates left by the race and measured again
	Matches    int       `json:"matches"`   // matches played in all
	Rounds     int       `json:"rounds"`
	// Confirmed says the figures come from fresh matches that chose nothing (false: the search
	// was stopped first, and the figures are the race's, leaning high).
	Confirmed bool          `json:"confirmed"`
	List      []Suggestion  `json:"suggestions"`
	Stopped   bool          `json:"stopped,omitempty"`
	Elapsed   time.Duration `json:"-"`
}

// Suggest searches the one-step edits of d (OneStepEdits) for the best for the goal. Every
// candidate plays the same matches as the deck (common random numbers) in a race that screens
// all of them with a few matches and keeps the best third each round, down to Top; these
// finalists, listed in the race's order, then play fresh matches, which alone give their effect
// and 95 % interval. A cancelled context
// stops the search and lists the best found so far (Stopped set).
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
	l, err := newLineup(d, opt.Field, opt.Bot, opt.Seed, opt.Workers)
	if err != nil {
		return nil, err
	}
	edits := OneStepEdits(d, l.rs, opt.Pool)
	if len(edits) == 0 {
		return nil, msgerr.Errorf("%w: %q has no legal one-step edit", ErrInvalid, d.Name)
	}
	decks := make([]flask.Deck, len(edits))
	for i, e := range edits {
		decks[i] = e.Apply(d)
	}
	l.add(decks)
	var done atomic.Int64
	play := func(ctx context.Context, cands []int, from, to int) ([][][]outcome, error) {
		idx := make([]int, len(cands))
		for k, c := range cands {
			idx[k] = c + 1 // the lineup's deck 0 is the deck as it is
		}
		out, _, err := l.play(ctx, idx, from, to, false, func() { done.Add(1) })
		return out, err
	}
	opps := len(l.opps)
	budget := opt.Budget
	if budget <= 0 && opt.Duration > 0 {
		budget, err = calibrate(ctx, play, len(edits), opps, opt.Duration)
		if err != nil {
			return nil, err
		}
	}
	if budget <= 0 {
		budget = DefaultBudget
	}
	p := makePlan(len(edits), opt.Top, opps, budget*len(edits))
	stop := progress(opt.OnProgress, &done, p.cost(opps)+int(done.Load()))
	m, err := search(ctx, p, len(edits), play, opt.Goal.value)
	stop()
	if err != nil {
		return nil, err
	}
	res := &Suggestions{Deck: d.Name, Goal: opt.Goal.String(), Level: l.bot.String(), Seed: opt.Seed, Candidates: len(edits),
		Finalists: p.finalists(), Matches: int(done.Load()), Rounds: len(p.games), Confirmed: m.confirmed, Stopped: m.stopped}
	for j := range l.opps {
		res.Opponents = append(res.Opponents, opponentName(l.opps, j))
	}
	base, outs := m.base, m.race
	if m.confirmed {
		base, outs = m.freshBase, m.fresh
	}
	res.Rates = rates(base)
	for _, c := range m.order[:min(opt.Top, len(m.order))] {
		o := outs[c]
		if len(o) == 0 || len(base) == 0 || len(o[0]) != len(base[0]) {
			continue
		}
		est, lo, hi := opt.Goal.effect(base, o, opt.Seed^uint64(c))
		s := Suggestion{Edit: edits[c], Kind: edits[c].Kind.String(), Text: edits[c].Describe(d, l.rs), Deck: decks[c],
			Effect: round(est, 2), Low: round(lo, 2), High: round(hi, 2), Rates: rates(o), Games: len(o[0])}
		if data, err := flask.EncodeDeckYAML(decks[c]); err == nil {
			s.File = string(data)
		}
		if r := m.race[c]; len(r) > 0 && len(m.base) > 0 && len(r[0]) == len(m.base[0]) {
			s.Screened = round(opt.Goal.value(m.base, r), 2)
		}
		res.List = append(res.List, s)
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
	if _, err := play(ctx, []int{-1}, 0, probe); err != nil {
		return 0, err
	}
	per := time.Since(t) / time.Duration(probe*opponents)
	left := d - time.Since(t)
	if per <= 0 || left <= 0 {
		return 2 * opponents, nil
	}
	return max(2*opponents, int(left/per)/candidates*9/10), nil
}
