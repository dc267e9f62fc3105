package designer

import (
	"context"
	"slices"
)

// scorer plays matches [from, to) of each candidate of cands (-1: the deck as it is) against
// every opponent and returns their outcomes, [candidate of cands][opponent][match-from]. The
// search calls it with growing ranges, so a candidate's matches are those of every other
// candidate: the same seeds, the same deals (common random numbers).
type scorer func(ctx context.Context, cands []int, from, to int) ([][][]outcome, error)

// plan is a search: a race (successive halving) that screens every candidate with a few matches
// and keeps the best third each round, then fresh matches that re-measure the finalists.
type plan struct {
	keep    []int // candidates left after round r
	games   []int // matches per opponent played by the end of round r (even: seats rotate)
	confirm int   // fresh matches per opponent of each finalist and of the deck
}

// raceShare is the part of a search's matches spent screening; the rest re-measures the finalists
// on fresh seeds, so that their reported figures are not the lucky draws that chose them.
const raceShare = 0.7

// makePlan spreads total matches over a search of candidates edits against opponents: the race
// rounds, each spending about the same number of matches and keeping the best third (at least
// finalists), then the re-measure of the finalists.
func makePlan(candidates, finalists, opponents, total int) plan {
	var p plan
	finalists = max(1, min(finalists, candidates))
	left := candidates
	for {
		p.keep = append(p.keep, left)
		if left <= finalists {
			break
		}
		left = max(finalists, (left+2)/3)
	}
	opponents = max(1, opponents)
	race := int(float64(total) * raceShare)
	prev := 0
	for _, k := range p.keep {
		n := prev + race/len(p.keep)/max(1, k)/opponents // the round's share, spread over the candidates left
		n = max(n&^1, prev+2)
		p.games = append(p.games, n)
		prev = n
	}
	p.confirm = max(((total-race)/((finalists+1)*opponents))&^1, 2)
	return p
}

// finalists returns how many candidates the race leaves.
func (p plan) finalists() int { return p.keep[len(p.keep)-1] }

// cost returns the matches a plan plays, the deck's own included.
func (p plan) cost(opponents int) int {
	total, prev := 0, 0
	for r, n := range p.games {
		total += p.keep[r] * (n - prev) * opponents
		prev = n
	}
	return total + prev*opponents + (p.finalists()+1)*p.confirm*opponents
}

// measured is what the search learnt: the candidates ranked best first by the race, and per
// candidate its outcomes (with the deck's, base) in the race and on the fresh matches of the
// re-measure.
type measured struct {
	order           []int
	base, freshBase [][]outcome
	race, fresh     map[int][][]outcome
	confirmed       bool // the finalists were re-measured (order is by the fresh matches)
	stopped         bool
}

// search runs the plan: the race, then the re-measure of its finalists on matches that chose
// nothing. The finalists stay in the race's order: were they ranked by the fresh matches, the
// first would again be the luckiest of them. A cancelled context ends it early with what was
// measured so far (stopped, unconfirmed).
func search(ctx context.Context, p plan, candidates int, play scorer, value func(base, cand [][]outcome) float64) (*measured, error) {
	m := &measured{race: map[int][][]outcome{}, fresh: map[int][][]outcome{}}
	alive := make([]int, candidates)
	for i := range alive {
		alive[i] = i
	}
	prev := 0
	for r, n := range p.games {
		outs, err := play(ctx, append([]int{-1}, alive...), prev, n)
		if err != nil {
			if ctx.Err() != nil {
				m.order, m.stopped = rank(alive, m.base, m.race, value), true
				return m, nil
			}
			return nil, err
		}
		m.base = appendOutcomes(m.base, outs[0])
		for k, c := range alive {
			m.race[c] = appendOutcomes(m.race[c], outs[k+1])
		}
		prev = n
		alive = rank(alive, m.base, m.race, value)
		alive = alive[:min(len(alive), p.keep[min(r+1, len(p.keep)-1)])]
	}
	m.order = alive
	outs, err := play(ctx, append([]int{-1}, alive...), prev, prev+p.confirm)
	if err != nil {
		if ctx.Err() != nil {
			m.stopped = true
			return m, nil
		}
		return nil, err
	}
	m.freshBase = outs[0]
	for k, c := range alive {
		m.fresh[c] = outs[k+1]
	}
	m.confirmed = true // the order stays the race's: ranking by the fresh matches would curse them too
	return m, nil
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
