package sim

import (
	"math"

	"github.com/flaskdeck/flaskdeck/cards"
)

// payoffUnit turns payoffs into exact integers: 1/k for k ≤ 12 winners is a whole number of
// units, so sums do not depend on the order matches finish in (floats would, in the last bits).
const payoffUnit = 27720

// statUnit is the fixed-point resolution of engine figures (MatchStats) in the counters.
const statUnit = 1e6

// moveCount counts one kind of move over a run.
type moveCount struct {
	plays       int64 // how often it was played
	winnerUnits int64 // plays weighted by the player's payoff in payoffUnit
}

// Tally holds the counters of a simulation: everything the report says, with no per-match
// records, so its size does not grow with the number of matches. Tallies of disjoint sets of
// matches merge exactly.
type Tally struct {
	players     int
	matches     int64 // finished matches
	unfinished  int64 // matches ended by the move cap
	shared      int64 // matches with several winners
	noWinner    int64 // finished matches with no winner
	playerUnits []int64
	playerWins  []int64 // sole wins
	playerDraws []int64 // shared wins or nobody won
	seatUnits   []int64
	pairUnits   []int64 // payoff of player p at seat s, at p*players+s
	pairGames   []int64 // matches of player p at seat s, at p*players+s
	firstUnits  int64   // payoff of the seat that moved first
	moves       Histogram
	turns       Histogram
	scores      []Histogram // per player, when the game counts points
	reasons     map[string]int64
	moveCounts  map[string]*moveCount
	stats       map[string]int64 // engine figures in statUnit
	statMatches int64
	variantRuns map[string]int64 // matches replayed with NAME=VALUE
	variantDiff map[string]int64 // of which the winners changed
	units       []int64          // scratch: the payoff of each player in the match being added
}

// newTally returns empty counters for a run with the given number of players.
func newTally(players int) *Tally {
	return &Tally{
		players:     players,
		playerUnits: make([]int64, players),
		playerWins:  make([]int64, players),
		playerDraws: make([]int64, players),
		seatUnits:   make([]int64, players),
		pairUnits:   make([]int64, players*players),
		pairGames:   make([]int64, players*players),
		scores:      make([]Histogram, players),
		reasons:     map[string]int64{},
		moveCounts:  map[string]*moveCount{},
		stats:       map[string]int64{},
		variantRuns: map[string]int64{},
		variantDiff: map[string]int64{},
		units:       make([]int64, players),
	}
}

// addMatch counts a match whose participant at seat s is seatPlayer[s]. mm (nil for none) holds
// the moves of each kind each participant played in it.
func (t *Tally) addMatch(o matchOutcome, seatPlayer []int, mm *matchMoves) {
	if o.unfinished {
		t.unfinished++
		return
	}
	t.matches++
	r := o.result
	switch len(r.Winners) {
	case 0:
		t.noWinner++
	case 1:
	default:
		t.shared++
	}
	units := t.units
	for s, p := range seatPlayer {
		u := int64(math.Round(r.Payoff(cards.Seat(s)) * payoffUnit))
		units[p] = u
		t.playerUnits[p] += u
		t.seatUnits[s] += u
		t.pairUnits[p*t.players+s] += u
		t.pairGames[p*t.players+s]++
		if len(r.Winners) == 1 && r.Winners[0] == cards.Seat(s) {
			t.playerWins[p]++
		} else if len(r.Winners) != 1 && (len(r.Winners) == 0 || r.Won(cards.Seat(s))) {
			t.playerDraws[p]++
		}
		if s < len(r.Scores) {
			t.scores[p].Add(r.Scores[s])
		}
	}
	if o.firstMover >= 0 && int(o.firstMover) < len(seatPlayer) {
		t.firstUnits += units[seatPlayer[o.firstMover]]
	}
	t.moves.Add(o.moves)
	t.turns.Add(o.turns)
	if r.Reason != "" {
		t.reasons[r.Reason]++
	}
	if mm != nil {
		for _, slot := range mm.touched {
			mc := t.moveCounter(mm, slot)
			for p, n := range mm.counts[slot] {
				mc.plays += int64(n)
				mc.winnerUnits += int64(n) * units[p]
			}
		}
	}
	if o.stats != nil {
		t.statMatches++
		for name, v := range o.stats {
			t.stats[name] += int64(math.Round(v * statUnit))
		}
	}
}

// moveCounter returns the counter of mm's slot, which mm keeps once found (mm belongs to the
// worker that owns t).
func (t *Tally) moveCounter(mm *matchMoves, slot int) *moveCount {
	for len(mm.counters) <= slot {
		mm.counters = append(mm.counters, nil)
	}
	if mc := mm.counters[slot]; mc != nil {
		return mc
	}
	name := mm.names[slot]
	mc := t.moveCounts[name]
	if mc == nil {
		mc = &moveCount{}
		t.moveCounts[name] = mc
	}
	mm.counters[slot] = mc
	return mc
}

// addVariant counts a replay of a match with rule NAME=VALUE and whether its winners changed.
func (t *Tally) addVariant(rule string, changed bool) {
	t.variantRuns[rule]++
	if changed {
		t.variantDiff[rule]++
	}
}

// Merge adds the counters of o (of other matches of the same run) to t.
func (t *Tally) Merge(o *Tally) {
	t.matches += o.matches
	t.unfinished += o.unfinished
	t.shared += o.shared
	t.noWinner += o.noWinner
	for p := 0; p < t.players; p++ {
		t.playerUnits[p] += o.playerUnits[p]
		t.playerWins[p] += o.playerWins[p]
		t.playerDraws[p] += o.playerDraws[p]
		t.seatUnits[p] += o.seatUnits[p]
		t.scores[p].Merge(&o.scores[p])
	}
	for i := range t.pairUnits {
		t.pairUnits[i] += o.pairUnits[i]
		t.pairGames[i] += o.pairGames[i]
	}
	t.firstUnits += o.firstUnits
	t.moves.Merge(&o.moves)
	t.turns.Merge(&o.turns)
	for k, v := range o.reasons {
		t.reasons[k] += v
	}
	for k, v := range o.moveCounts {
		mc := t.moveCounts[k]
		if mc == nil {
			mc = &moveCount{}
			t.moveCounts[k] = mc
		}
		mc.plays += v.plays
		mc.winnerUnits += v.winnerUnits
	}
	for k, v := range o.stats {
		t.stats[k] += v
	}
	t.statMatches += o.statMatches
	for k, v := range o.variantRuns {
		t.variantRuns[k] += v
	}
	for k, v := range o.variantDiff {
		t.variantDiff[k] += v
	}
}
