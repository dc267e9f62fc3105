package designer

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask"
)

// ErrInvalid is returned for a test that cannot run: an illegal deck, an empty field, a bad level.
var ErrInvalid = errors.New("cannot test the deck")

// batch is a run of matches of one deck against the field: matches from..to-1 against every
// opponent, their outcomes kept in place so runs are exact whatever the number of workers.
type batch struct {
	pairs    []pairing
	seed     uint64
	from, to int
	out      [][]outcome   // [opponent][match-from]
	obs      *cardObserver // merged per-card counts (nil: none gathered)
	rs       *flask.RuleSet
}

// rulesFor returns the rules a deck is tested under: the standard variants, in the rule set the
// deck names (the built-in one when it names none).
func rulesFor(d flask.Deck) flask.Rules {
	r := flask.StandardRules
	r.Set = d.Set
	return r
}

// newPairings checks the deck and the field under the deck's rule set and pairs them.
func newPairings(d flask.Deck, field []flask.Deck, bot cards.BotSpec) ([]pairing, error) {
	rs := d.RuleSetOr(flask.Standard)
	if err := rs.ValidateError(d); err != nil {
		return nil, fmt.Errorf("%w: %q: %v", ErrInvalid, d.Name, err)
	}
	if len(field) == 0 {
		return nil, fmt.Errorf("%w: no opponents", ErrInvalid)
	}
	if bot.Level == cards.LevelNone {
		bot.Level = cards.LevelGreedy
	}
	pairs := make([]pairing, len(field))
	for j, o := range field {
		if err := rs.ValidateError(o); err != nil {
			return nil, fmt.Errorf("%w: opponent %q: %v", ErrInvalid, o.Name, err)
		}
		pairs[j] = pairing{deck: d, opp: o, rules: rulesFor(d), bot: bot}
	}
	return pairs, nil
}

// run plays the batch on workers goroutines; done is called after every match (from any
// goroutine). A cancelled context stops it with ctx.Err().
func (b *batch) run(ctx context.Context, workers int, withCards bool, done func()) error {
	n := b.to - b.from
	total := n * len(b.pairs)
	b.out = make([][]outcome, len(b.pairs))
	for j := range b.out {
		b.out[j] = make([]outcome, n)
	}
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, max(1, total))
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
			observers[w] = newCardObserver(b.pairs[0].deck, b.rs)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				k := int(next.Add(1)) - 1
				if k >= total || ctx.Err() != nil {
					return
				}
				j, i := k/n, b.from+k%n
				o, err := b.pairs[j].play(matchSeed(b.seed, j, i), i, observers[w])
				if err != nil {
					errOnce.Do(func() { firstErr = fmt.Errorf("against %q, match %d: %w", b.pairs[j].opp.Name, i, err); cancel() })
					return
				}
				b.out[j][i-b.from] = o
				if done != nil {
					done()
				}
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	if withCards {
		b.obs = observers[0]
		for _, o := range observers[1:] {
			b.obs.merge(o)
		}
	}
	return ctx.Err()
}
