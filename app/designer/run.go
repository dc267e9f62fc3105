package designer

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// ErrInvalid is returned for a test that cannot run: an illegal deck, an empty field, a bad level.
var ErrInvalid = msgerr.New("cannot test the deck")

// lineup is a deck, the candidate edits of it and the field, ready to play: every match of a
// deck against an opponent is dealt from their prepared seatings (made once, on first use).
type lineup struct {
	decks   []flask.Deck // [0] the deck as it is, then the candidates
	opps    []flask.Deck
	rules   flask.Rules
	bot     cards.BotSpec
	seed    uint64
	workers int
	rs      *flask.RuleSet
	tables  [][]seatings // [deck][opponent]; nil until the deck first plays
}

// rulesFor returns the rules a deck is tested under: the standard variants, in the rule set the
// deck names (the built-in one when it names none).
func rulesFor(d flask.Deck) flask.Rules {
	r := flask.StandardRules
	r.Set = d.Set
	return r
}

// newLineup checks the deck and the field under the deck's rule set.
func newLineup(d flask.Deck, field []flask.Deck, bot cards.BotSpec, seed uint64, workers int) (*lineup, error) {
	rs := d.RuleSetOr(flask.Standard)
	if err := rs.ValidateError(d); err != nil {
		return nil, msgerr.Errorf("%w: %q: %v", ErrInvalid, d.Name, err)
	}
	if len(field) == 0 {
		return nil, msgerr.Errorf("%w: no opponents", ErrInvalid)
	}
	if bot.Level == cards.LevelNone {
		bot.Level = cards.LevelGreedy
	}
	for _, o := range field {
		if err := rs.ValidateError(o); err != nil {
			return nil, msgerr.Errorf("%w: opponent %q: %v", ErrInvalid, o.Name, err)
		}
	}
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	return &lineup{decks: []flask.Deck{d}, opps: field, rules: rulesFor(d), bot: bot, seed: seed, workers: workers, rs: rs,
		tables: make([][]seatings, 1)}, nil
}

// add adds candidate decks; the first is number 1 (0 is the deck as it is).
func (l *lineup) add(decks []flask.Deck) {
	l.decks = append(l.decks, decks...)
	l.tables = append(l.tables, make([][]seatings, len(decks))...)
}

// ready prepares the seatings of the decks that have not played yet.
func (l *lineup) ready(decks []int) error {
	for _, k := range decks {
		if l.tables[k] != nil {
			continue
		}
		t := make([]seatings, len(l.opps))
		for j, o := range l.opps {
			var err error
			if t[j], err = prepare(l.decks[k], o, l.rules); err != nil {
				return msgerr.Errorf("against %q: %w", o.Name, err)
			}
		}
		l.tables[k] = t
	}
	return nil
}

// play plays matches from..to-1 of each of the decks against every opponent, all in one queue
// shared by the workers, and returns their outcomes, [deck of decks][opponent][match-from], in
// place, so runs are exact whatever the number of workers. withCards gathers the per-card
// counts of decks[0]. done is called after every match (from any goroutine). A cancelled
// context stops it with ctx.Err().
func (l *lineup) play(ctx context.Context, decks []int, from, to int, withCards bool, done func()) ([][][]outcome, *cardObserver, error) {
	if err := l.ready(decks); err != nil {
		return nil, nil, err
	}
	n, opps := to-from, len(l.opps)
	out := make([][][]outcome, len(decks))
	for k := range out {
		out[k] = make([][]outcome, opps)
		flat := make([]outcome, opps*n) // one allocation per deck and call, none per match
		for j := range out[k] {
			out[k][j] = flat[j*n : (j+1)*n : (j+1)*n]
		}
	}
	total := len(decks) * opps * n
	workers := min(l.workers, max(1, total))
	var (
		next     atomic.Int64
		wg       sync.WaitGroup
		errOnce  sync.Once
		firstErr error
	)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	observers := make([]*cardObserver, workers)
	for w := range workers {
		if withCards {
			observers[w] = newCardObserver(l.decks[decks[0]], l.rs)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			t := &table{bot: cards.NewBot[flask.Move](l.bot)} // the worker's own, for all its matches
			for {
				q := int(next.Add(1)) - 1
				if q >= total || ctx.Err() != nil {
					return
				}
				k, j, i := q/(opps*n), q/n%opps, from+q%n
				var obs *cardObserver
				if k == 0 {
					obs = observers[w]
				}
				o, err := l.tables[decks[k]][j].play(t, matchSeed(l.seed, j, i), i, obs)
				if err != nil {
					errOnce.Do(func() { firstErr = msgerr.Errorf("against %q, match %d: %w", l.opps[j].Name, i, err); cancel() })
					return
				}
				out[k][j][i-from] = o
				if done != nil {
					done()
				}
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return nil, nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	var obs *cardObserver
	if withCards {
		obs = observers[0]
		for _, o := range observers[1:] {
			obs.merge(o)
		}
	}
	return out, obs, nil
}
