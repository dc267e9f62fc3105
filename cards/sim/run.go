package sim

import (
	"context"
	"errors"
	"maps"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/flaskdeck/flaskdeck/cards"
)

// progressEvery is how often a run reports its progress.
const progressEvery = 150 * time.Millisecond

// Run plays cfg.Games matches on cfg.Workers goroutines and returns the report. Matches are
// handed out by index and their counters merged exactly, so the report's figures depend on the
// configuration and seed only, never on the number of workers or their timing.
//
// When ctx is cancelled (Ctrl+C) the run stops at once: matches in play are abandoned, and the
// report counts the matches that had finished, with Stopped set. An error comes only from a
// configuration the game refuses or a game that refuses its own computer player's move.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	c, err := cfg.check()
	if err != nil {
		return nil, err
	}
	if _, err := c.Game.New(c.matchConfig(0, c.Rules)); err != nil {
		return nil, err
	}
	total, err := c.run(ctx, c.Workers)
	if err != nil {
		return nil, err
	}
	rep := total.Report(c)
	rep.Stopped = ctx.Err() != nil && total.matches+total.unfinished < int64(c.Games)
	return rep, nil
}

// run plays every match and returns the merged counters.
func (c Config) run(ctx context.Context, workers int) (*Tally, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		next, done atomic.Int64
		firstErr   error
		errOnce    sync.Once
		wg         sync.WaitGroup
	)
	tallies := make([]*Tally, workers)
	alternatives := c.alternativeRules()
	for w := range workers {
		wg.Go(func() {
			tallies[w] = newTally(len(c.Players))
			err := c.work(ctx, tallies[w], alternatives, &next, &done)
			if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
				errOnce.Do(func() { firstErr = err })
				cancel()
			}
		})
	}
	stopProgress := c.reportProgress(&done)
	wg.Wait()
	stopProgress()
	if firstErr != nil {
		return nil, firstErr
	}
	total := newTally(len(c.Players))
	for _, t := range tallies {
		total.Merge(t)
	}
	return total, nil
}

// work plays matches by taking the next index until none is left or ctx is cancelled.
func (c Config) work(ctx context.Context, tally *Tally, alternatives []ruleChange, next, done *atomic.Int64) error {
	p := c.newMatchPlayer()
	// Matches are claimed a few at a time, so workers seldom touch the shared counter.
	i, end := 0, 0
	for {
		if i == end {
			end = int(next.Add(claimBatch))
			i = end - claimBatch
		}
		if i >= c.Games {
			return nil
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		o, err := p.play(ctx, i, c.Rules, true)
		if err != nil {
			return err
		}
		tally.addMatch(o, p.seatPlayer, p.mm)
		for _, alt := range alternatives {
			o2, err := p.play(ctx, i, alt.rules, false)
			if err != nil {
				return err
			}
			tally.addVariant(alt.name, !sameOutcome(o, o2))
		}
		done.Add(1)
		i++
	}
}

// claimBatch is how many match indices a worker claims at once.
const claimBatch = 4

// reportProgress calls OnProgress from one goroutine until the returned stop is called, which
// reports the final count.
func (c Config) reportProgress(done *atomic.Int64) (stop func()) {
	if c.OnProgress == nil {
		return func() {}
	}
	quit := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		tick := time.NewTicker(progressEvery)
		defer tick.Stop()
		for {
			select {
			case <-quit:
				c.OnProgress(int(done.Load()))
				return
			case <-tick.C:
				c.OnProgress(int(done.Load()))
			}
		}
	}()
	return func() {
		close(quit)
		<-finished
	}
}

// ruleChange is the run's rules with one variant set to another value.
type ruleChange struct {
	name  string // NAME=VALUE
	rules cards.Rules
}

// alternativeRules lists, when VariantImpact is set, every other value of every variant.
func (c Config) alternativeRules() []ruleChange {
	if !c.VariantImpact {
		return nil
	}
	var out []ruleChange
	for _, v := range c.Game.Variants() {
		for _, value := range v.Values {
			if value == c.Rules[v.Name] {
				continue
			}
			rules := make(cards.Rules, len(c.Rules))
			maps.Copy(rules, c.Rules)
			rules[v.Name] = value
			out = append(out, ruleChange{name: v.Name + "=" + value, rules: rules})
		}
	}
	return out
}

// sameOutcome tells whether two plays of a match ended with the same winners.
func sameOutcome(a, b matchOutcome) bool {
	if a.unfinished || b.unfinished {
		return a.unfinished == b.unfinished
	}
	x, y := slices.Clone(a.result.Winners), slices.Clone(b.result.Winners)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}
