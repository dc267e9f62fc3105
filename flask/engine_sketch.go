package flask

import (
	"math"
	"math/bits"
)

// The sketch of the seats that the fast playout rule (engine_playout.go) weighs its moves on:
// what a card can change of a seat, and the seat-level steps (pay, gain, lose, draw) on it.

// sketchSeat is what the fast playout rule tracks of one seat while it weighs a move: the parts of
// the evaluation a card can change.
type sketchSeat struct {
	counters  [4]int16
	hand      [2 * maxCards]uint8
	hn        uint8
	deck      uint8 // cards left in the deck (drawn from the top of the real one)
	disc      uint8 // cards left in the real discard pile (drawn from its top)
	extra     [4]uint8
	en        uint8 // cards put on the discard pile meanwhile, drawn first
	pileN     uint8
	pileCards uint8 // cards under reaction piles
	real      *seatState
}

// sketchBoard is the sketch of every seat, and each seat's assets as they stand.
type sketchBoard struct {
	seat   [maxSeats]sketchSeat
	assets [maxSeats]float64
}

// loadSketch fills b from the position.
func (e *State) loadSketch(b *sketchBoard) {
	for i := uint8(0); i < e.n; i++ {
		s, q := &e.seat[i], &b.seat[i]
		q.load(s)
		b.assets[i] = 0
		if !s.out {
			b.assets[i] = e.sketchAssets(i, q)
		}
	}
}

// loadSketchPayable is loadSketch with the turn player's payable hand cards already counted
// (payable, playableOf's count): the same board, one pass over that hand fewer.
func (e *State) loadSketchPayable(b *sketchBoard, payable int) {
	for i := uint8(0); i < e.n; i++ {
		s, q := &e.seat[i], &b.seat[i]
		q.load(s)
		b.assets[i] = 0
		switch {
		case s.out:
		case i == e.turn:
			b.assets[i] = e.assetsOwning(i, q, lifeOf(e.life(&q.counters))+wPlayable*float64(payable))
		default:
			b.assets[i] = e.sketchAssets(i, q)
		}
	}
}

// load sketches seat s.
func (q *sketchSeat) load(s *seatState) {
	q.counters = s.counters
	// Whole stacks copied (fixed sizes, no call): only hand[:hn] is read.
	*(*[maxCards]uint8)(q.hand[:maxCards]) = s.known.c
	*(*[maxCards]uint8)(q.hand[s.known.n : s.known.n+maxCards]) = s.hidden.c
	q.hn = s.known.n + s.hidden.n
	q.deck, q.disc, q.en = s.deck.n, s.discard.n, 0
	q.pileN, q.pileCards = s.pileN, s.piles.n-s.pileN
	q.real = s
}

// turnsLeftOf is turnsLeft for a deck of d cards.
func turnsLeftOf(e *State, i, d uint8) int {
	if i == e.turn && d > 0 {
		d--
	}
	return int(d)
}

// sketchAssets is assets (the evaluation's) of seat i as q sketches it.
func (e *State) sketchAssets(i uint8, q *sketchSeat) float64 {
	return e.assetsOwning(i, q, e.ownValue(q))
}

// assetsOwning is sketchAssets of seat i as q sketches it, own being ownValue(q).
func (e *State) assetsOwning(i uint8, q *sketchSeat, own float64) float64 {
	hand := float64(q.hn)
	if q.deck > 0 {
		hand += e.drawShare(i)
	}
	v := own + wHand*hand
	v += wPile*float64(q.pileN) + wPileCard*float64(q.pileCards)
	return v + wDeckCushion*float64(min(int(q.deck), deckCushionAt))
}

// ownValue is the part of the assets that the choice of a counter or a hand card changes: the
// counters' worth and what the hand can pay for.
func (e *State) ownValue(q *sketchSeat) float64 {
	pays := newPayTest(&q.counters, int(q.hn))
	return lifeOf(e.lifeLanes(pays.lanes^payTops)) + wPlayable*float64(pays.payable(e.tab.costs, q.hand[:q.hn]))
}

// life is the sum of counters c, each within the cap (the evaluation's life).
func (e *State) life(c *[4]int16) int {
	return e.lifeLanes(uint64(uint16(c[0])) | uint64(uint16(c[1]))<<16 | uint64(uint16(c[2]))<<32 | uint64(uint16(c[3]))<<48)
}

// lifeLanes is life of the counters packed in x's 16-bit lanes (a payTest's lanes without their
// top bits), without a branch (whether a counter lies beyond the cap is data the predictor cannot
// learn): a lane at or above lim (0x8000 plus it less lim keeps its top bit; no lane borrows)
// takes lim, a lane below 0 (its own top bit set) takes 0, and the sum of the four, below 4*999,
// is the top lane of the lanes times ones.
func (e *State) lifeLanes(x uint64) int {
	lim := e.tab.limLanes
	ge := (((x | payTops) - lim) & payTops >> 15) * 0xffff // all ones in each lane at or above lim
	neg := (x & payTops >> 15) * 0xffff                    // all ones in each lane below 0
	return int(((x&^ge | lim&ge) &^ neg) * payOnes >> 48)
}

// playableOf is seatState.playable for a hand given as a list of card kinds (the same SWAR test;
// a sketch's counters are never negative).
func playableOf(t *cardTable, counters *[4]int16, hand []uint8) int {
	return newPayTest(counters, len(hand)).payable(t.costs, hand)
}

// payBest takes one resource from q's counters: the one whose loss q minds least (sign 1, or any
// other value but -1) or, with sign -1, the one q minds most (an attacker choosing the victim's
// loss).
func (q *sketchSeat) payBest(e *State, sign int) {
	c := &q.counters
	// The counters above 0, as bits, without a branch per counter.
	pos := uint(-int(c[0]))>>63 | uint(-int(c[1]))>>63<<1 | uint(-int(c[2]))>>63<<2 | uint(-int(c[3]))>>63<<3
	if pos&(pos-1) == 0 { // one option or none
		if pos != 0 {
			c[bits.TrailingZeros(pos)]--
		}
		return
	}
	var vs [4]float64
	e.ownValuesAdding(q, -1, &vs)
	best, bestV := -1, math.Inf(-1)
	for ; pos != 0; pos &= pos - 1 {
		i := bits.TrailingZeros(pos)
		v := vs[i]
		if sign == -1 {
			v = -v
		}
		if v > bestV {
			best, bestV = i, v
		}
	}
	if best >= 0 {
		c[best]--
	}
}

// gainBest adds n to the counter where q gains most.
func (q *sketchSeat) gainBest(e *State, n int16) {
	var vs [4]float64
	e.ownValuesAdding(q, n, &vs)
	best, bestV := 0, math.Inf(-1)
	for c, v := range vs {
		if v > bestV {
			best, bestV = c, v
		}
	}
	q.counters[best] += n
}

// bestLoss is the hand card q misses least (to pay a card cost with or to discard).
func (e *State) bestLoss(q *sketchSeat) (uint8, bool) {
	if q.hn == 0 {
		return 0, false
	}
	w := e.newWithout(q)
	best, bestV := uint8(0), math.Inf(-1)
	var seen [4]uint64
	for _, k := range q.hand[:q.hn] {
		if seen[k>>6]&(1<<(k&63)) != 0 {
			continue // another card of a kind already weighed weighs the same
		}
		seen[k>>6] |= 1 << (k & 63)
		if v := w.value(k); v > bestV {
			best, bestV = k, v
		}
	}
	return best, true
}

// draw draws one card for q: from the discard pile when it may and it holds a card, else the deck.
func (q *sketchSeat) draw(discardOK bool) {
	switch {
	case discardOK && q.en > 0:
		q.en--
		q.add(q.extra[q.en])
	case discardOK && q.disc > 0:
		q.disc--
		q.add(q.real.discard.c[q.disc])
	case q.deck > 0:
		q.deck--
		q.add(q.real.deck.c[q.deck])
	}
}

// discardPush puts card k on q's discard pile (the sketch remembers a few).
func (q *sketchSeat) discardPush(k uint8) {
	if int(q.en) < len(q.extra) {
		q.extra[q.en] = k
		q.en++
	}
}

// take removes one card of kind k from q's hand.
func (q *sketchSeat) take(k uint8) {
	for i := int(q.hn) - 1; i >= 0; i-- {
		if q.hand[i] == k {
			q.hn--
			q.hand[i] = q.hand[q.hn]
			return
		}
	}
}

// add puts card k in q's hand (a full sketch hand drops it).
func (q *sketchSeat) add(k uint8) {
	if int(q.hn) < len(q.hand) {
		q.hand[q.hn] = k
		q.hn++
	}
}

func (q *sketchSeat) total() int {
	return int(q.counters[0]) + int(q.counters[1]) + int(q.counters[2]) + int(q.counters[3])
}
