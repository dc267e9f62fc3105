package designer

import (
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/cards/sim"
	"github.com/flaskdeck/flaskdeck/flask"
)

// maxMoves ends a match that has not finished after this many moves as a draw; it guards the lab
// against a deck that never ends a game.
const maxMoves = 20000

// outcome is what a test keeps of one match.
type outcome struct {
	score      uint8 // the tested deck's result in halves: 2 a win, 1 a draw or unfinished, 0 a loss
	first      bool  // the tested deck moved first
	turns      uint16
	unfinished bool
}

// matchSeed returns the seed of match i against opponent j: the same for every candidate deck,
// so that two decks are compared on the same deals and the same computer players' choices.
func matchSeed(seed uint64, opp, i int) uint64 { return sim.MatchSeed(sim.MatchSeed(seed, opp), i) }

// seatings is a tested deck against one opponent, prepared for dealing: [0] with the deck at
// seat 1, [1] at seat 2.
type seatings [2]*flask.Undealt

// prepare checks and sets up both seatings of deck against opp.
func prepare(deck, opp flask.Deck, rules flask.Rules) (seatings, error) {
	var s seatings
	var err error
	if s[0], err = flask.Prepare([]flask.Deck{deck, opp}, rules); err != nil {
		return s, err
	}
	s[1], err = flask.Prepare([]flask.Deck{opp, deck}, rules)
	return s, err
}

// table is what a worker keeps from match to match, so that playing one allocates nothing of
// the harness's own: the computer player, the match's state and the players' random numbers.
type table struct {
	bot cards.Bot[flask.Move]
	e   flask.State
	rng cards.Rand
}

// play plays match i with the seed on the worker's table: the tested deck sits at seat 1 in even
// matches and seat 2 in odd ones, and the table's bot plays both seats. obs, if not nil, watches
// the tested deck's cards.
func (s *seatings) play(t *table, seed uint64, i int, obs *cardObserver) (outcome, error) {
	me := i % 2
	e := &t.e
	s[me].DealInto(e, seed)
	if obs != nil {
		obs.start(me)
		e.SetObserver(obs)
	}
	t.rng = cards.NewRand(sim.MatchSeed(seed, -1)) // the players' choices: not the deal's numbers
	bot, rng := t.bot, &t.rng
	o := outcome{first: int(e.ToMove()) == me, turns: 1}
	moves := 0
	for !e.Over() {
		if moves >= maxMoves {
			o.unfinished = true
			break
		}
		m := bot.Choose(e, rng)
		if err := e.Play(m); err != nil {
			return o, err
		}
		if m.Kind == flask.MoveEnd {
			o.turns++
		}
		moves++
	}
	o.score = 1
	if !o.unfinished {
		won, others := e.Won(cards.Seat(me)), e.Won(cards.Seat(1-me))
		switch {
		case won && !others:
			o.score = 2
		case !won:
			o.score = 0
		}
	}
	if obs != nil {
		obs.finish(o.score)
	}
	return o, nil
}

// cardObserver gathers what the tested deck's cards do (flask.Observer).
type cardObserver struct {
	index  map[string]int // card label → index in the deck
	me     int
	played uint64 // bit i: card i was played this match
	stats  []CardStats
}

// newCardObserver watches the cards of d, written with the rule set's codes.
func newCardObserver(d flask.Deck, rs *flask.RuleSet) *cardObserver {
	o := &cardObserver{index: map[string]int{}, stats: make([]CardStats, len(d.Cards))}
	for i, c := range d.Cards {
		code := rs.Code(c.Composition)
		name := strings.TrimSpace(c.Name)
		for _, key := range []string{name, name + " [" + code + "]", "[" + code + "]"} {
			if _, taken := o.index[key]; !taken {
				o.index[key] = i
			}
		}
		o.stats[i].Name = c.Name
		o.stats[i].Code = code
	}
	return o
}

func (o *cardObserver) start(me int) { o.me, o.played = me, 0 }

// Observe counts an effect of one of the tested deck's cards.
func (o *cardObserver) Observe(seat int, card string, what flask.Observed, n int) {
	if seat != o.me {
		return
	}
	i, ok := o.index[card]
	if !ok {
		return
	}
	s := &o.stats[i]
	switch what {
	case flask.ObservedPlayed:
		s.Played++
		o.played |= 1 << uint(i)
	case flask.ObservedGained:
		s.gained += n
	case flask.ObservedDrew:
		s.drew += n
	case flask.ObservedTookResources:
		s.tookResources += n
	case flask.ObservedTookCards:
		s.tookCards += n
	}
}

// finish closes a match the deck scored (in halves).
func (o *cardObserver) finish(score uint8) {
	for i := range o.stats {
		if o.played&(1<<uint(i)) != 0 {
			o.stats[i].Matches++
			o.stats[i].wonHalves += int(score)
		}
	}
}

// merge adds another observer's counts.
func (o *cardObserver) merge(x *cardObserver) {
	for i := range o.stats {
		a, b := &o.stats[i], &x.stats[i]
		a.Played += b.Played
		a.Matches += b.Matches
		a.wonHalves += b.wonHalves
		a.gained += b.gained
		a.drew += b.drew
		a.tookResources += b.tookResources
		a.tookCards += b.tookCards
	}
}
