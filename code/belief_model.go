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
	t := p.tally(need)
	d0 := float64(t.dist())
	switch ev.phase {
	case phaseTurn:
		if m.Kind == Pass {
			return 1
		}
		b.discards(p, &t, ev.top, NoCard, m, score)
		for c := firstAct; c <= Reset; c++ {
			if h[c] == 0 {
				continue
			}
			switch c {
			case Swap:
				if ev.swapNum {
					score(m.Kind == Play && m.A == Swap && m.N == SwapNumber, t.swapped(ev.top))
				}
				if ev.act != NoCard {
					score(m.Kind == Play && m.A == Swap && m.N == SwapAction, t.swapped(ev.act))
				}
				continue
			case PlusTwo:
				score(m.Kind == Play && m.A == c, t.less(c, NoCard)-plusTwoBonus)
			case Skip, Gift:
				score(m.Kind == Play && m.A == c, t.less(c, NoCard)-skipBonus)
			default:
				score(m.Kind == Play && m.A == c, t.less(c, NoCard))
			}
		}
		score(m.Kind == Draw, d0+b.drawCost(&t))
	case phaseDrawn:
		b.discards(p, &t, ev.top, p.drawn, m, score)
		score(m.Kind == Keep, d0)
	case phasePlusTwo:
		if h[PlusTwo] > 0 {
			score(m.Kind == Play, t.less(PlusTwo, NoCard)-plusTwoBonus)
		}
		score(m.Kind == TakePenalty, d0+float64(ev.pending)*b.drawCost(&t))
	case phaseGiftOffer:
		for c := Card(1); c < numFaces; c++ {
			if h[c] > 0 {
				score(m.A == c, t.less(c, NoCard))
			}
		}
	case phaseGiftTake:
		if b.offer == NoCard {
			return 1
		}
		score(m.Kind == TakeGift, t.with(b.offer))
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
func (b *belief) discards(p *particle, t *tally, top, must Card, m Move, score func(bool, float64)) {
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
			score(isDiscard && m.B == NoCard && m.A == c, t.less(c, NoCard))
		}
		want := tab.digit[top] - tab.digit[c]
		if want < tab.digit[c] {
			continue // each pair once, from its lower digit
		}
		for f := digitSet[want]; f != 0; f &= f - 1 {
			x := f.first()
			if h[x] == 0 || (x == c && h[c] < 2) || (x < c && tab.digit[x] == tab.digit[c]) {
				continue
			}
			if must != NoCard && c != must && x != must {
				continue
			}
			lo, hi := c, x
			if hi < lo {
				lo, hi = hi, lo
			}
			score(isDiscard && obsA == lo && obsB == hi, t.less(c, x))
		}
	}
}

// drawCost is how much a card drawn is expected to add to the distance: +1 unless it is a digit
// the code still misses (−1), judged from the unseen cards' digits.
func (b *belief) drawCost(t *tally) float64 {
	useful := 0
	for d := range numDigits {
		if t.have[d] < int(t.need[d]) {
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
	t := tallyOf(h, need)
	return t.dist()
}

// tally is a hand summed up for its distance from one code: its number cards by digit, its cards
// other than Jokers, its Jokers. The inference judges every move open to a guess against the same
// hand, so it sums the hand once (tallyOf) and judges each move by adjusting the sums (less,
// swapped, with) instead of recounting the hand's 47 faces.
type tally struct {
	have   [numDigits]int
	others int
	jokers int
	need   *[numDigits]uint8
}

// tallyOf sums up hand h against the code whose digits are need.
func tallyOf(h *[numFaces]uint8, need *[numDigits]uint8) tally {
	t := tally{need: need, jokers: int(h[Joker])}
	for c := Card(1); c <= numNumbers; c++ {
		t.have[tab.digit[c]] += int(h[c])
	}
	for _, n := range t.have {
		t.others += n
	}
	for c := firstAct; c <= Reset; c++ {
		t.others += int(h[c])
	}
	t.others -= t.jokers
	return t
}

// dist is the tallied hand's distance from the code.
func (t *tally) dist() int { return digitDistance(&t.have, t.need, t.others, t.jokers) }

// add counts n more of card c (n < 0: fewer); NoCard counts nothing.
func (t *tally) add(c Card, n int) {
	if c != NoCard {
		countCard(c, n, &t.have, &t.others, &t.jokers)
	}
}

// countCard adds n of card c (n < 0: takes them away) to a hand's sums, whatever the width of its
// counts: a number counts for its digit and among the cards other than jokers, a joker among the
// jokers, any other card among the others. (A particle's sums and a tally's are both kept by it.)
func countCard[T int8 | int](c Card, n T, have *[numDigits]T, others, jokers *T) {
	switch {
	case c == Joker:
		*jokers += n
	case c.IsNumber():
		have[tab.digit[c]] += n
		*others += n
	default:
		*others += n
	}
}

// less is the distance with a, and b unless NoCard, taken out of the hand.
func (t *tally) less(a, b Card) float64 {
	u := *t
	u.add(a, -1)
	u.add(b, -1)
	return float64(u.dist())
}

// swapped is the distance after a Swap that takes c into the hand.
func (t *tally) swapped(c Card) float64 {
	u := *t
	u.add(Swap, -1)
	u.add(c, 1)
	return float64(u.dist())
}

// with is the distance with c added to the hand.
func (t *tally) with(c Card) float64 {
	u := *t
	u.add(c, 1)
	return float64(u.dist())
}
