package flask

import (
	"math"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Evaluate scores the position for seat s between 0 and 1: the game's result when it is over,
// otherwise the logistic of how seat s stands against its living opponents (see standing): against
// one, the logistic of the standing; against several, the product of the logistic of each
// standing (see opponents).
func (e *State) Evaluate(s cards.Seat) float64 {
	if e.phase == phaseOver {
		return e.Result().Payoff(s)
	}
	return 1 / (1 + math.Exp(-e.Score(s)/evalScale))
}

// Score is how seat s stands against its living opponents, in points (see standing and
// opponents): Evaluate is its logistic. A game over scores +Inf for a sole winner, -Inf for a loser and 0 for
// a shared win; a seat out of the game -Inf (cards.Scorer, which greedy compares positions by).
func (e *State) Score(s cards.Seat) float64 {
	if e.phase == phaseOver {
		switch p := e.Result().Payoff(s); {
		case p >= 1:
			return math.Inf(1)
		case p > 0:
			return 0
		}
		return math.Inf(-1)
	}
	if s < 0 || int(s) >= int(e.n) || e.seat[s].out {
		return math.Inf(-1)
	}
	me := uint8(s)
	if e.living() == 2 {
		for i := uint8(0); i < e.n; i++ {
			if i != me && !e.seat[i].out {
				return e.standing(me, i)
			}
		}
	}
	var them opponents
	for i := uint8(0); i < e.n; i++ {
		if i != me && !e.seat[i].out {
			lo, hi := min(me, i), max(me, i)
			them.add(pairOdds(e.standing(lo, hi)), me == hi)
		}
	}
	return them.score()
}

// Scores writes Score(s) of every seat s into dst, which holds Seats() values (cards.SeatScorer):
// the same values, each living seat's assets counted once rather than once per pair of seats, and
// with more than two seats in play each pair's standing once.
func (e *State) Scores(dst []float64) {
	if e.phase == phaseOver {
		for s := range dst {
			dst[s] = e.Score(cards.Seat(s))
		}
		return
	}
	var assets [maxSeats]float64
	for i := uint8(0); i < e.n; i++ {
		if !e.seat[i].out {
			assets[i] = e.assets(i)
		}
	}
	if e.living() == 2 {
		for a := uint8(0); a < e.n; a++ {
			dst[a] = math.Inf(-1)
			for b := uint8(0); b < e.n; b++ {
				if b != a && !e.seat[a].out && !e.seat[b].out {
					dst[a] = e.standingOf(a, b, assets[a], assets[b])
				}
			}
		}
		return
	}
	var them [maxSeats]opponents
	for a := uint8(0); a < e.n; a++ {
		for b := a + 1; b < e.n && !e.seat[a].out; b++ {
			if !e.seat[b].out {
				t := pairOdds(e.standingOf(a, b, assets[a], assets[b]))
				them[a].add(t, false)
				them[b].add(t, true)
			}
		}
	}
	for a := uint8(0); a < e.n; a++ {
		dst[a] = math.Inf(-1)
		if !e.seat[a].out {
			dst[a] = them[a].score()
		}
	}
}

// Evaluation weights, in points of standing (evalScale points of lead give about 73 %). Nearly
// every game ends when a deck runs out, so the deck-out race weighs most; then the counters that
// keep a player in the game and pay for cards, the cards in hand, and the reaction piles waiting.
const (
	evalScale     = 3.0
	wRace         = 3.0 // per turn of lead in the deck-out race
	wLife         = 1.0 // per resource, up to lifeSafe
	wLifeExtra    = 0.4 // per resource above lifeSafe
	lifeSafe      = 6   // resources that keep a player out of reach of one attack
	wHand         = 0.8 // per hand card (the turn player's coming draw included, half the others')
	wPlayable     = 0.4 // per hand card its counters (and other hand cards) can pay now
	wPile         = 0.6 // per reaction pile: it can answer an opponent's card
	wPileCard     = 0.9 // per card under a reaction pile, resolving later
	wDeckCushion  = 0.3 // per deck card beyond the race: slack against milling
	deckCushionAt = 3   // the deck size below which milling becomes a threat
)

// standing is how seat a stands against seat b, in points: positive when a is ahead.
func (e *State) standing(a, b uint8) float64 {
	return e.standingOf(a, b, e.assets(a), e.assets(b))
}

// standingOf is standing with the assets of a and b already counted (assetsA, assetsB), and the
// kill the race leaves to a seat that cannot draw (killStakes).
func (e *State) standingOf(a, b uint8, assetsA, assetsB float64) float64 {
	lead := e.raceLead(a, b)
	return wRace*lead + assetsA - assetsB + e.killStakes(a, b, lead)
}

// killStakes is what standing adds when the seat losing the deck-out race holds no card that
// draws (Draw): it cannot change its place in the race (only a draw from the discard pile does),
// so its only way to win is to take every resource the leader has, down to all four counters at
// 0. Then the leader's resources above lifeSafe count as fully as those below (wLife, not
// wLifeExtra), for both: the trailer gains by attacking what the leader keeps beyond one attack's
// reach, the leader by keeping it. The standing stays zero-sum (standing(a, b) is
// -standing(b, a)). Session 15: greedy with yellow, first to move against random's green, used to
// hoard its cards while its deck ran out (it played a card in 20 of its 396 turns of the 33
// matches it so lost); docs/bots.md, "Flask, session 15".
func (e *State) killStakes(a, b uint8, lead float64) float64 {
	trailer, leader, sign := a, b, -1.0
	if lead > 0 {
		trailer, leader, sign = b, a, 1.0
	}
	if e.tab.drawers&(1<<trailer) != 0 {
		return 0
	}
	over := e.cappedLife(&e.seat[leader]) - lifeSafe
	if over <= 0 {
		return 0
	}
	return sign * (wLife - wLifeExtra) * float64(over)
}

// raceLead is a's lead over b in the deck-out race, in turns: the turns each can still start
// (the turn player's coming draw already taken from its deck), with half a turn to the seat that
// wins a tie, the one whose turn start comes later (a player goes out when a turn starts on an
// empty deck).
func (e *State) raceLead(a, b uint8) float64 {
	fa, fb := e.turnsLeft(a), e.turnsLeft(b)
	lead := float64(fa - fb)
	if e.startsLater(a, b) {
		return lead + 0.5
	}
	return lead - 0.5
}

// turnsLeft is how many more turns seat i can start: its deck, less the card the turn player
// draws at the end of the turn in progress.
func (e *State) turnsLeft(i uint8) int {
	return turnsLeftOf(e, i, e.seat[i].deck.n)
}

// startsLater tells whether a's next turn start comes after b's.
func (e *State) startsLater(a, b uint8) bool {
	if a == e.turn {
		return true
	}
	if b == e.turn {
		return false
	}
	return (a+e.n-e.turn)%e.n > (b+e.n-e.turn)%e.n
}

// cappedLife is the sum of p's counters, each counted up to the cap the end of a turn applies.
func (e *State) cappedLife(p *seatState) int {
	life := 0
	for _, c := range p.counters {
		v := int(c)
		if e.tab.cap > 0 && v > int(e.tab.cap) {
			v = int(e.tab.cap)
		}
		life += v
	}
	return life
}

// assets is what seat i holds besides its place in the race, in points.
func (e *State) assets(i uint8) float64 {
	p := &e.seat[i]
	v := lifeValue(e.cappedLife(p))
	hand := float64(p.handSize())
	if p.deck.n > 0 {
		hand += e.drawShare(i)
	}
	v += wHand*hand + wPlayable*float64(p.playable(e.tab))
	v += wPile*float64(p.pileN) + wPileCard*float64(int(p.piles.n)-int(p.pileN))
	v += wDeckCushion * float64(min(int(p.deck.n), deckCushionAt))
	return v
}

// lifeValue is what counters summing to life (each within the cap) are worth: each resource up to
// lifeSafe, less for each one beyond.
func lifeValue(life int) float64 {
	v := wLife * float64(min(life, lifeSafe))
	if life > lifeSafe {
		v += wLifeExtra * float64(life-lifeSafe)
	}
	return v
}

// drawShare is how much of its next draw counts in seat i's hand: all of it for the turn player,
// whose draw comes at the end of the turn in progress, half of it for the others. The difference of
// one half keeps a position's score the same across the end of a turn (the turn player's draw is
// taken and the next player's counts fully), so ending the turn is judged by what the turn did,
// like the half turn of the deck-out race, and not penalized for handing the next draw over.
func (e *State) drawShare(i uint8) float64 {
	if i == e.turn {
		return 1
	}
	return 0.5
}

// playable counts seat p's hand cards that its counters and its other hand cards could pay now
// (ignoring the one-reaction-pile-a-turn rule). A hand that can act is worth more than one waiting
// for resources, and counters that pay for the hand more than counters that do not: so greedy grows
// the colour its cards need and keeps the resources they cost (weight from greedy against random,
// 1,500 matches: 92.9 % without, 97.1 % at 0.5, 97.3 % at 0.3).
//
// The four counters are tested at once (SWAR): each sits in a 16-bit lane of one word under a set
// top bit; subtracting a card's packed costs (below 128 each) borrows no lane's top bit from the next
// one, and leaves a lane's top bit set exactly when that counter covers its cost. Counters lie in
// 0..counterMax, so a lane's top bit is free.
func (p *seatState) playable(t *cardTable) int {
	pays := newPayTest(&p.counters, p.handSize())
	return pays.payable(t.costs, p.known.cards()) + pays.payable(t.costs, p.hidden.cards())
}

// payTest is playable's packed test of one seat: its counters in lanes under set top bits
// (lanes), and the sum of its counters and how many other hand cards a card in its hand can take,
// each in a 16-bit lane above its lane's top bit (count: the sum in bits 0-15, the other cards in
// bits 16-31, each plus 0x8000). Subtracting a card's packed cost (kindCost.res, kindCost.count)
// leaves every top bit set exactly when the seat covers it; no lane borrows from the next (the
// counts stay far inside ±0x8000).
type payTest struct {
	lanes uint64
	count uint64
}

// newPayTest is the test of counters c for a hand of handSize cards.
func newPayTest(c *[4]int16, handSize int) payTest {
	return payTest{
		lanes: uint64(uint16(c[0])) | uint64(uint16(c[1]))<<16 | uint64(uint16(c[2]))<<32 | uint64(uint16(c[3]))<<48 | payTops,
		count: uint64(uint16(c[0]+c[1]+c[2]+c[3])+0x8000) | uint64(uint16(handSize-1)+0x8000)<<16,
	}
}

// addHave adds d to the sum of the counters the test counts (|d| below 128).
func (pt *payTest) addHave(d int16) {
	pt.count += uint64(int64(d))
}

// payTops are the lanes' top bits; countTops those of payTest.count.
const (
	payTops   = 0x8000_8000_8000_8000
	countTops = 0x8000_8000
)

// payable is how many cards of hand (card kinds, their costs in costs) the seat could pay now.
func (pt payTest) payable(costs *[256]kindCost, hand []uint8) int {
	n := 0
	for _, k := range hand {
		n += int(pt.coverMask(&costs[k]) & 1)
	}
	return n
}

// coverMask is all ones when the seat could pay a card of cost kc now (covers), else 0: the same
// test without a branch, for the loops that count payable cards.
func (pt payTest) coverMask(kc *kindCost) uint64 {
	bad := ((pt.lanes-kc.res)&payTops ^ payTops) | ((pt.count-uint64(kc.count))&countTops ^ countTops)
	return (bad|-bad)>>63 - 1
}

// countMask is all ones when the seat has the other hand cards and the sum of resources a card of
// cost kc asks for (covers but for the lanes), else 0, without a branch.
func (pt payTest) countMask(kc *kindCost) uint64 {
	bad := (pt.count-uint64(kc.count))&countTops ^ countTops
	return (bad|-bad)>>63 - 1
}

// covers tells whether the seat could pay a card of cost kc now.
func (pt payTest) covers(kc *kindCost) bool {
	return (pt.count-uint64(kc.count))&countTops == countTops && (pt.lanes-kc.res)&payTops == payTops
}
