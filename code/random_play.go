package code

import (
	"math/bits"

	"github.com/flaskdeck/flaskdeck/cards"
)

// PlayRandom plays a uniformly random legal move other than resigning for the seat to move and
// returns it. It chooses exactly as Play(Legal(buf)[r.Intn(len-1)]) would, drawing the same number
// from r, but spends less: on a turn it counts the moves rather than listing them, and it does not
// check a move it has picked itself. The fast path of random playouts and benchmarks. On a
// finished game it plays nothing and returns the zero Move.
func (s *State) PlayRandom(r *cards.Rand) Move {
	actor := s.cur
	var m Move
	switch s.phase {
	case phaseTurn:
		s.moves++
		s.changed = 0
		m = s.playRandomTurn(r)
	case phaseOver:
		return Move{}
	case phaseDrawn:
		s.moves++
		s.changed = 0
		m = s.playRandomAfterDraw(r)
	default: // a +2 or a Gift: a few moves, listed on the stack
		s.moves++
		s.changed = 0
		var room [16]Move
		list := s.appendMoves(room[:0])
		m = list[r.Intn(len(list))]
		s.apply(m)
	}
	if s.mayHaveWon() {
		s.checkWin(actor)
	}
	return m
}

// playRandomTurn plays uniformly one of the moves appendMoves lists on a turn (phaseTurn) and
// returns it. It counts each group of moves and builds only the chosen one; the groups and their
// order are appendMoves's: single discards, pairs, action cards, then draw or pass. The chosen
// move is carried out directly (it is known to be legal), not through apply.
func (s *State) playRandomTurn(r *cards.Rand) Move {
	held := s.held[s.cur]
	singles := held & s.topSet
	nSingles := bits.OnesCount64(uint64(singles))
	target := int(s.topDigit)
	nPairs := 0
	for ds := pairDigits(held, target); ds != 0; ds &= ds - 1 {
		d := bits.TrailingZeros16(ds)
		nPairs += facesOf(held, d) * facesOf(held, target-d)
	}
	if halves := held & halfDigitSet[target]; halves != 0 {
		nPairs -= s.singleCopies(halves) // a face pairs with itself only with two copies
	}
	acts := held & actionSet
	nActs := bits.OnesCount64(uint64(acts))
	if acts.has(Swap) {
		nActs += b2i(s.numPileN >= 2) + b2i(s.actPileN >= 1) - 1
	}
	if acts.has(Reset) {
		nActs += s.active() - 2 // one move per other player still in the game
	}
	k := r.Intn(nSingles + nPairs + nActs + 1)
	switch {
	case k < nSingles:
		c := nth(singles, k)
		s.discard(c, NoCard)
		return DiscardMove(c)
	case k < nSingles+nPairs:
		m := s.nthPair(held, k-nSingles)
		s.discard(m.A, m.B)
		return m
	case k < nSingles+nPairs+nActs:
		m := s.nthAction(acts, k-nSingles-nPairs)
		s.playAction(m)
		return m
	case s.canDraw():
		s.draw()
		return Move{Kind: Draw}
	}
	s.endTurn()
	return Move{Kind: Pass}
}

// playRandomAfterDraw plays uniformly one of the moves appendMoves lists right after a draw
// (phaseDrawn) and returns it: the drawn card alone, the pairs that include it, or keep, counted
// without listing them.
func (s *State) playRandomAfterDraw(r *cards.Rand) Move {
	must := s.drawn
	nSingle := b2i(s.topSet.has(must))
	nPairs := 0
	if partner := s.topDigit - cardDigits[must]; partner >= 0 {
		n := bits.OnesCount64(uint64(s.held[s.cur] & digitSet[partner]))
		if partner == cardDigits[must] { // the drawn card is among its partners: never paired with itself unless doubled
			n--
			nPairs = b2i(s.hands[s.cur][must] >= 2)
		}
		nPairs += 2 * n // the drawn card under a partner, and a partner under it
	}
	k := r.Intn(nSingle + nPairs + 1)
	switch {
	case k < nSingle:
		s.discard(must, NoCard)
		return DiscardMove(must)
	case k < nSingle+nPairs:
		m := s.nthPairWith(must, k-nSingle)
		s.discard(m.A, m.B)
		return m
	}
	s.endTurn()
	return Move{Kind: Keep}
}

// nthPairWith returns the k-th pair discard that includes card must, in appendDiscards's order.
func (s *State) nthPairWith(must Card, k int) Move {
	held, target := s.held[s.cur], int(s.topDigit)
	for ds := pairDigits(held, target); ds != 0; ds &= ds - 1 {
		d := bits.TrailingZeros16(ds)
		for lows := held & digitSet[d]; lows != 0; lows &= lows - 1 {
			a := lows.first()
			for ps := held & digitSet[target-d]; ps != 0; ps &= ps - 1 {
				b := ps.first()
				if (a == b && s.hands[s.cur][a] < 2) || (a != must && b != must) {
					continue
				}
				if k == 0 {
					return PairMove(a, b)
				}
				k--
			}
		}
	}
	return Move{} // not reached: k is below the number of pairs
}

// singleCopies counts the faces of set that the hand of the seat to move holds only once.
func (s *State) singleCopies(set cardSet) int {
	n := 0
	for ; set != 0; set &= set - 1 {
		n += b2i(s.hands[s.cur][set.first()] < 2)
	}
	return n
}

// nthPair returns the k-th pair discard in appendDiscards's order.
func (s *State) nthPair(held cardSet, k int) Move {
	target := int(s.topDigit)
	for ds := pairDigits(held, target); ds != 0; ds &= ds - 1 {
		d := bits.TrailingZeros16(ds)
		lows, partners := held&digitSet[d], held&digitSet[target-d]
		if 2*d != target {
			perLow := facesOf(held, target-d) // pairs per lower card
			if n := facesOf(held, d) * perLow; k >= n {
				k -= n
				continue
			}
			return PairMove(nth(lows, k/perLow), nth(partners, k%perLow))
		}
		for ; lows != 0; lows &= lows - 1 {
			a := lows.first()
			for ps := partners; ps != 0; ps &= ps - 1 {
				if b := ps.first(); a != b || s.hands[s.cur][a] >= 2 {
					if k == 0 {
						return PairMove(a, b)
					}
					k--
				}
			}
		}
	}
	return Move{} // not reached: k is below the number of pairs
}

// nthAction returns the k-th action move in appendActions's order.
func (s *State) nthAction(acts cardSet, k int) Move {
	for ; acts != 0; acts &= acts - 1 {
		switch c := acts.first(); c {
		case Swap:
			if s.numPileN >= 2 {
				if k == 0 {
					return SwapMove(SwapNumber)
				}
				k--
			}
			if s.actPileN >= 1 {
				if k == 0 {
					return SwapMove(SwapAction)
				}
				k--
			}
		case Reset:
			for seat := int8(0); seat < s.n; seat++ {
				if seat != s.cur && !s.resigned[seat] {
					if k == 0 {
						return Move{Kind: Play, A: Reset, N: uint8(seat)}
					}
					k--
				}
			}
		default:
			if k == 0 {
				return PlayMove(c)
			}
			k--
		}
	}
	return Move{} // not reached: k is below the number of action moves
}

// facesOf counts the faces of digit d in held.
func facesOf(held cardSet, d int) int { return bits.OnesCount64(uint64(held & digitSet[d])) }

// pairDigits returns the digits d (as bits 0–9) of the number faces in held whose partner digit
// target-d is held too: the lower cards of the pairs that sum to target.
func pairDigits(held cardSet, target int) uint16 {
	ds := digitsOf(held) & (1<<(target+1) - 1)
	return ds & (reversedDigits[ds] >> (numDigits - 1 - target))
}

// halfDigitSet[t] holds the number faces whose digit is half of t, which pair with themselves to
// make t (empty for odd t).
var halfDigitSet = func() (sets [numDigits]cardSet) {
	for c := Card(1); c <= numNumbers; c++ { // not from digitSet: that is filled in an init
		if t := 2 * c.Digit(); t < numDigits {
			sets[t] |= 1 << c
		}
	}
	return sets
}()

// reversedDigits maps a set of digits (bits 0–9) to its mirror image: digit d to 9-d.
var reversedDigits = func() (rev [1 << numDigits]uint16) {
	for set := range rev {
		for d := range numDigits {
			if set&(1<<d) != 0 {
				rev[set] |= 1 << (numDigits - 1 - d)
			}
		}
	}
	return rev
}()

// nth returns the k-th lowest face of set (k below its size). The first three steps take no
// branch: k is usually small and unpredictable.
func nth(set cardSet, k int) Card {
	set &= set - cardSet(b2i(k > 0))
	set &= set - cardSet(b2i(k > 1))
	set &= set - cardSet(b2i(k > 2))
	for ; k > 3; k-- {
		set &= set - 1
	}
	return set.first()
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
