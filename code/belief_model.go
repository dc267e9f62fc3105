package code

import "math"

// beliefSharpness is how sure the model of the other player is that it takes the move that brings
// its hand closest to its code: each card of distance more makes a move e^beliefSharpness times
// less likely (a softmax over the moves, as a greedy player would rank them).
const beliefSharpness = 2.0

// Bonuses of the model, in cards of distance, for the moves that hurt the other player (as the
// playout rule's, policy.go).
const (
	plusTwoBonus = 0.75
	skipBonus    = 0.25
)

// likelihood is the chance, under the model, that opp with particle p's hand and code made the
// move of ev: a softmax over the moves it had of −beliefSharpness × the distance from its code
// each leaves (a draw counts the distance it is expected to add).
func (b *belief) likelihood(p *particle, ev *event) float64 {
	need := &b.need[p.code]
	m := ev.move
	var mx, obs float64 = math.Inf(-1), math.Inf(-1)
	var scores [64]float64
	n := 0
	score := func(mine bool, dist float64) {
		v := -beliefSharpness * dist
		if mine {
			obs = v
		}
		if n < len(scores) {
			scores[n] = v
			n++
		}
		mx = max(mx, v)
	}
	h := &p.hand
	d0 := float64(handDistance(h, need))
	switch ev.phase {
	case phaseTurn:
		if m.Kind == Pass {
			return 1
		}
		b.discards(p, ev.top, NoCard, m, score)
		for c := firstAct; c <= Reset; c++ {
			if h[c] == 0 {
				continue
			}
			switch c {
			case Swap:
				if ev.swapNum {
					score(m.Kind == Play && m.A == Swap && m.N == SwapNumber, distanceSwapped(h, need, ev.top))
				}
				if ev.act != NoCard {
					score(m.Kind == Play && m.A == Swap && m.N == SwapAction, distanceSwapped(h, need, ev.act))
				}
				continue
			case PlusTwo:
				score(m.Kind == Play && m.A == c, distanceLess(h, need, c, NoCard)-plusTwoBonus)
			case Skip, Gift:
				score(m.Kind == Play && m.A == c, distanceLess(h, need, c, NoCard)-skipBonus)
			default:
				score(m.Kind == Play && m.A == c, distanceLess(h, need, c, NoCard))
			}
		}
		score(m.Kind == Draw, d0+b.drawCost(h, need))
	case phaseDrawn:
		b.discards(p, ev.top, p.drawn, m, score)
		score(m.Kind == Keep, d0)
	case phasePlusTwo:
		if h[PlusTwo] > 0 {
			score(m.Kind == Play, distanceLess(h, need, PlusTwo, NoCard)-plusTwoBonus)
		}
		score(m.Kind == TakePenalty, d0+float64(ev.pending)*b.drawCost(h, need))
	case phaseGiftOffer:
		for c := Card(1); c < numFaces; c++ {
			if h[c] > 0 {
				score(m.A == c, distanceLess(h, need, c, NoCard))
			}
		}
	case phaseGiftTake:
		if b.offer == NoCard {
			return 1
		}
		h[b.offer]++
		score(m.Kind == TakeGift, float64(handDistance(h, need)))
		h[b.offer]--
		score(m.Kind == TakeNothing, d0)
	default:
		return 1
	}
	if math.IsInf(obs, -1) {
		return 1e-3 // not a move the model lists for this guess
	}
	sum := 0.0
	for _, v := range scores[:n] {
		sum += math.Exp(v - mx)
	}
	return math.Exp(obs-mx) / sum
}

// discards scores p's discards on top: single cards of the same digit or colour and pairs whose
// digits sum to the top's; with must a card, only those that include it (the card just drawn).
// Pairs are scored once whichever card lies on top.
func (b *belief) discards(p *particle, top, must Card, m Move, score func(bool, float64)) {
	need := &b.need[p.code]
	h := &p.hand
	obsA, obsB := m.A, m.B
	if m.Kind == Discard && obsB != NoCard && obsB < obsA {
		obsA, obsB = obsB, obsA
	}
	isDiscard := m.Kind == Discard
	for c := Card(1); c <= numNumbers; c++ {
		if h[c] == 0 {
			continue
		}
		if c.Matches(top) && (must == NoCard || c == must) {
			score(isDiscard && m.B == NoCard && m.A == c, distanceLess(h, need, c, NoCard))
		}
		want := cardDigits[top] - cardDigits[c]
		if want < cardDigits[c] {
			continue // each pair once, from its lower digit
		}
		for f := digitSet[want]; f != 0; f &= f - 1 {
			x := f.first()
			if h[x] == 0 || (x == c && h[c] < 2) || (x < c && cardDigits[x] == cardDigits[c]) {
				continue
			}
			if must != NoCard && c != must && x != must {
				continue
			}
			lo, hi := c, x
			if hi < lo {
				lo, hi = hi, lo
			}
			score(isDiscard && obsA == lo && obsB == hi, distanceLess(h, need, c, x))
		}
	}
}

// drawCost is how much a card drawn is expected to add to the distance: +1 unless it is a digit
// the code still misses (−1), judged from the unseen cards' digits.
func (b *belief) drawCost(h *[numFaces]uint8, need *[numDigits]uint8) float64 {
	var have [numDigits]int
	for c := Card(1); c <= numNumbers; c++ {
		have[cardDigits[c]] += int(h[c])
	}
	useful := 0
	for d := range numDigits {
		if have[d] < int(need[d]) {
			useful += b.poolDig[d]
		}
	}
	if b.poolN == 0 {
		return 1
	}
	return 1 - 2*float64(useful)/float64(b.poolN)
}

// handDistance is the distance from the code whose digits are need of hand h (as State.distance):
// the digits missing plus the cards to shed, a Joker standing for a missing digit.
func handDistance(h *[numFaces]uint8, need *[numDigits]uint8) int {
	var have [numDigits]int
	others := 0
	for c := Card(1); c < numFaces; c++ {
		n := int(h[c])
		if n == 0 {
			continue
		}
		if c.IsNumber() {
			have[cardDigits[c]] += n
		}
		if c != Joker {
			others += n
		}
	}
	jokers := int(h[Joker])
	return digitDistance(&have, need, others, jokers)
}

// distanceLess is handDistance with a, and b unless NoCard, taken out of h.
func distanceLess(h *[numFaces]uint8, need *[numDigits]uint8, a, b Card) float64 {
	h[a]--
	if b != NoCard {
		h[b]--
	}
	d := handDistance(h, need)
	h[a]++
	if b != NoCard {
		h[b]++
	}
	return float64(d)
}

// distanceSwapped is handDistance after a Swap that takes c into h.
func distanceSwapped(h *[numFaces]uint8, need *[numDigits]uint8, c Card) float64 {
	h[Swap]--
	h[c]++
	d := handDistance(h, need)
	h[c]--
	h[Swap]++
	return float64(d)
}
