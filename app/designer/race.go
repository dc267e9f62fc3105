package designer

import (
	"context"
	"slices"
)

// scorer plays matches [from, to) of candidate c (-1: the deck as it is) against every opponent
// and returns their outcomes, [opponent][match-from]. The search calls it with growing ranges,
// so a candidate's matches are those of every other candidate: the same seeds, the same deals.
type scorer func(ctx context.Context, c, from, to int) ([][]outcome, error)

// plan is a race: how many candidates stay after each round and how many matches per opponent
// each of them has played by its end.
type plan struct {
	keep  []int // candidates left after round r
	games []int // matches per opponent played by the end of round r (even: seats rotate)
}

// makePlan spreads total matches over successive-halving rounds: every round keeps the best third
// of the candidates (at least top) and spends about the same number of matches, so the finalists
// are measured far more precisely than the field of all edits. opponents is the field's size.
func makePlan(candidates, top, opponents, total int) plan {
	var p plan
	left := candidates
	for {
		p.keep = append(p.keep, left)
		if left <= top {
			break
		}
		left = max(top, (left+2)/3)
	}
	rounds := len(p.keep)
	prev := 0
	for r, k := range p.keep {
		n := total / rounds / max(1, k) / max(1, opponents)
		n = max(n&^1, prev+2, 2)
		if r == rounds-1 {
			n = max(n, 2*prev)
		}
		p.games = append(p.games, n)
		prev = n
	}
	return p
}

// cost returns the matches a plan plays, the deck's own included.
func (p plan) cost(opponents int) int {
	total, prev := 0, 0
	for r, n := range p.games {
		total += p.keep[r] * (n - prev) * opponents
		prev = n
	}
	return total + prev*opponents
}

// race runs the plan: it plays the deck and every candidate still in the race, ranks them by
// value (higher is better) after every round and drops the worst. It returns the finalists,
// best first, with the outcomes of the deck and of every finalist. A cancelled context ends it
// early with what was measured so far (stopped).
func race(ctx context.Context, p plan, candidates int, play scorer, value func(base, cand [][]outcome) float64) (order []int, base [][]outcome, outs map[int][][]outcome, stopped bool, err error) {
	outs = map[int][][]outcome{}
	alive := make([]int, candidates)
	for i := range alive {
		alive[i] = i
	}
	prev := 0
	for r, n := range p.games {
		more, err := play(ctx, -1, prev, n)
		if err != nil {
			if ctx.Err() != nil {
				return rank(alive, base, outs, value), base, outs, true, nil
			}
			return nil, nil, nil, false, err
		}
		base = appendOutcomes(base, more)
		for _, c := range alive {
			more, err := play(ctx, c, prev, n)
			if err != nil {
				if ctx.Err() != nil {
					return rank(alive, base, outs, value), base, outs, true, nil
				}
				return nil, nil, nil, false, err
			}
			outs[c] = appendOutcomes(outs[c], more)
		}
		prev = n
		alive = rank(alive, base, outs, value)
		alive = alive[:min(len(alive), p.keep[min(r+1, len(p.keep)-1)])]
	}
	return alive, base, outs, false, nil
}

// rank orders candidates by value, best first; ties keep the candidates' order. Candidates
// whose matches are fewer than the deck's (a round cut short) come last.
func rank(alive []int, base [][]outcome, outs map[int][][]outcome, value func(base, cand [][]outcome) float64) []int {
	full := len(base) > 0 && len(base[0]) > 0
	v := make(map[int]float64, len(alive))
	var ok []int
	var short []int
	for _, c := range alive {
		o := outs[c]
		if full && len(o) == len(base) && len(o[0]) == len(base[0]) {
			v[c] = value(base, o)
			ok = append(ok, c)
		} else {
			short = append(short, c)
		}
	}
	slices.SortStableFunc(ok, func(a, b int) int {
		switch {
		case v[a] > v[b]:
			return -1
		case v[a] < v[b]:
			return 1
		}
		return 0
	})
	return append(ok, short...)
}

// appendOutcomes adds more matches per opponent.
func appendOutcomes(to, more [][]outcome) [][]outcome {
	if to == nil {
		to = make([][]outcome, len(more))
	}
	for j := range more {
		to[j] = append(to[j], more[j]...)
	}
	return to
}
