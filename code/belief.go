package code

import (
	"math"

	"github.com/flaskdeck/flaskdeck/cards"
)

// What the search infers of the other seat's hidden cards in a two-player game (Belief): instead
// of dealing the other hand uniformly from the unseen cards, it follows the public history with a
// set of particles, each a guess of the other's code and hand, weighted by how likely the other's
// observed moves were under a model of a greedy-like player (belief_model.go). Each sample of the
// search then starts from one particle, drawn by weight.

// beliefParticles is how many guesses of the other seat's code and hand the inference follows.
const beliefParticles = 256

// particle is one guess of the other seat's hidden state while the history is replayed.
type particle struct {
	hand  [numFaces]uint8 // the whole hand: the known cards (belief.pinned) and the guessed ones
	n     uint8           // cards in hand
	code  uint8           // index of the guessed code
	drawn Card            // the card the pending draw brought (for the decision about it)
	// The hand summed up as tally sums it (kept by put and take): number cards by digit, cards
	// other than Jokers, Jokers.
	have           [numDigits]int8
	others, jokers int8
}

// put adds c to p's hand.
func (p *particle) put(c Card) {
	p.hand[c]++
	p.n++
	p.count(c, 1)
}

// take removes c, which p holds, from p's hand.
func (p *particle) take(c Card) {
	p.hand[c]--
	p.n--
	p.count(c, -1)
}

// count keeps p's sums with n more of c (n < 0: fewer).
func (p *particle) count(c Card, n int8) { countCard(c, n, &p.have, &p.others, &p.jokers) }

// tally is p's hand summed up against the code whose digits are need.
func (p *particle) tally(need *[numDigits]uint8) tally {
	t := tally{need: need, others: int(p.others), jokers: int(p.jokers)}
	for d, n := range p.have {
		t.have[d] = int(n)
	}
	return t
}

// belief is the inference's working state, from observer's view of the other seat opp.
type belief struct {
	s        *State
	obs, opp int8
	parts    []particle
	w        []float64
	pinned   [numFaces]uint8    // cards everyone knows to be in opp's hand (taken, laid out, drawn and shown)
	pool     [numFaces]uint8    // the cards observer cannot see now: opp's unknown cards and the deck
	poolN    int                // cards in pool
	poolDig  [numDigits]int     // pool's number cards by digit
	codes    []uint8            // the codes opp may hold: every code but observer's
	need     [][numDigits]uint8 // each code's digits
	offer    Card               // the card observer laid out for opp's Gift
	r        *cards.Rand
	scratch  []particle
}

// Belief returns the search's sampler for observer (cards.Believer): in a two-player game with a
// public history, a dealer of worlds that follows the history (see above); nil otherwise, and the
// search then samples with Determinize. It reads only what observer may know: the public history,
// observer's own hand and code, the cards known to be held, and which cards are unseen as a whole.
func (s *State) Belief(observer cards.Seat, r *cards.Rand) func(world cards.Engine[Move], r *cards.Rand) {
	if s.n != 2 || len(s.hist) == 0 || s.resigned[0] || s.resigned[1] || s.phase == phaseOver {
		return nil
	}
	b := newBelief(s, int8(observer), r)
	for i := range s.hist {
		b.step(i)
	}
	return b.dealer()
}

// newBelief sets up the particles at the start of the history: opp's hand size then, its cards
// dealt from the cards observer cannot see now, its code any but observer's.
func newBelief(s *State, obs int8, r *cards.Rand) *belief {
	b := &belief{s: s, obs: obs, opp: 1 - obs, r: r}
	for c := Card(1); c < numFaces; c++ {
		b.pool[c] = s.hands[b.opp][c] - s.known[b.opp][c]
	}
	for _, c := range s.deck[:s.deckN] {
		b.pool[c]++
	}
	for c := Card(1); c < numFaces; c++ {
		b.poolN += int(b.pool[c])
		if c.IsNumber() {
			b.poolDig[tab.digit[c]] += int(b.pool[c])
		}
	}
	b.need = make([][numDigits]uint8, len(s.codes))
	for i, c := range s.codes {
		b.need[i] = c.need()
		if uint8(i) != s.codeOf[obs] {
			b.codes = append(b.codes, uint8(i))
		}
	}
	n0 := b.startSize()
	b.parts = make([]particle, beliefParticles)
	b.w = make([]float64, beliefParticles)
	for k := range b.parts {
		p := &b.parts[k]
		p.code = b.codes[r.Intn(len(b.codes))]
		for range n0 {
			if c, _ := b.drawFor(p, anyCard); c != NoCard {
				p.put(c)
			}
		}
		b.w[k] = 1
	}
	return b
}

// startSize is opp's hand size when the history starts: its size now less what the history added.
func (b *belief) startSize() int {
	n := int(b.s.handN[b.opp])
	for _, ev := range b.s.hist {
		m := ev.move
		switch {
		case ev.seat == b.opp && m.Kind == Discard:
			n++
			if m.B != NoCard {
				n++
			}
		case ev.seat == b.opp && m.Kind == Draw, ev.seat == b.opp && m.Kind == TakeGift:
			n--
		case ev.seat == b.opp && m.Kind == Play && m.A != Swap:
			n++
		case ev.seat == b.opp && m.Kind == TakePenalty:
			n -= int(m.N)
		}
	}
	return max(0, n)
}

// available returns how many copies of c particle p could still draw: unseen and not already
// guessed in its hand.
func (b *belief) available(p *particle, c Card) int {
	guessed := int(p.hand[c]) - int(b.pinned[c])
	return max(0, int(b.pool[c])-max(0, guessed))
}

// drawFor picks a card p could draw among the faces of set, and the share of the cards p could
// draw that lie in set: the caller weighs the choice by it. The card is NoCard when there is none.
func (b *belief) drawFor(p *particle, set cardSet) (Card, float64) {
	all, total := 0, 0
	var avail [numFaces]int
	for c := Card(1); c < numFaces; c++ {
		a := b.available(p, c)
		all += a
		if set.has(c) {
			avail[c] = a
			total += a
		}
	}
	share := 1.0
	if all > 0 {
		share = float64(total) / float64(all)
	}
	if total == 0 {
		return NoCard, share
	}
	i := b.r.Intn(total)
	for c := Card(1); c < numFaces; c++ {
		if i < avail[c] {
			return c, share
		}
		i -= avail[c]
	}
	return NoCard, share
}

// anyCard is every face a hand may hold.
const anyCard = cardSet(1<<numFaces - 2)

// ensure makes sure p holds c before opp shows it (discards, plays or lays it out): a guessed card
// of p becomes c when p has none, as if it had been c all along.
func (b *belief) ensure(p *particle, c Card) {
	if p.hand[c] > 0 || c == NoCard {
		return
	}
	var spare, any [numFaces]uint8
	nSpare, nAny := 0, 0
	t := p.tally(&b.need[p.code])
	d0 := float64(t.dist())
	for f := Card(1); f < numFaces; f++ {
		g := int(p.hand[f]) - int(b.pinned[f])
		if g <= 0 {
			continue
		}
		any[f] = uint8(g)
		nAny += g
		if t.less(f, NoCard) < d0 {
			spare[f] = uint8(g)
			nSpare += g
		}
	}
	switch {
	case nSpare > 0 && b.r.Float64() < repairSpare:
		p.take(pickFrom(&spare, nSpare, b.r))
	case nAny > 0:
		p.take(pickFrom(&any, nAny, b.r))
	}
	p.put(c)
}

// repairSpare is how often ensure turns a guessed card the guess's code does not need into the card
// shown, rather than any guessed card: greedy-like players shed what their code does not need, so
// the cards they keep are more often needed ones. Half the time put the guesses' distance from their
// code where the real hands' lies (3.4 against 3.3 over greedy matches; always: 2.7; never: 4.2).
const repairSpare = 0.5

// remove takes c out of p's hand, when it holds one.
func (b *belief) remove(p *particle, c Card) {
	if p.hand[c] > 0 {
		p.take(c)
	}
}

// unpin forgets one known copy of c (opp gave it away).
func (b *belief) unpin(c Card) {
	if b.pinned[c] > 0 {
		b.pinned[c]--
	}
}

// resample draws the particles anew by weight (systematic resampling) once their weights have
// grown so uneven that fewer than half count.
func (b *belief) resample() {
	var sum, sq float64
	for _, w := range b.w {
		sum += w
		sq += w * w
	}
	if sum <= 0 || math.IsNaN(sum) {
		for k := range b.w {
			b.w[k] = 1
		}
		return
	}
	if sum*sum >= sq*float64(len(b.w))/2 {
		return
	}
	n := len(b.parts)
	b.scratch = append(b.scratch[:0], b.parts...)
	step := sum / float64(n)
	u := b.r.Float64() * step
	acc, j := b.w[0], 0
	for k := range n {
		for u > acc && j < n-1 {
			j++
			acc += b.w[j]
		}
		b.parts[k] = b.scratch[j]
		u += step
	}
	for k := range b.w {
		b.w[k] = 1
	}
}
