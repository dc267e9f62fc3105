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
	switch s.phase {
	case phaseTurn:
		s.moves++
		return s.playRandomTurn(r)
	case phaseDrawn:
		s.moves++
		return s.playRandomAfterDraw(r)
	case phaseOver:
		return Move{}
	}
	// A +2 or a Gift: a few moves, listed on the stack.
	actor := s.cur
	s.moves++
	s.changed = 0
	var room [16]Move
	list := s.appendMoves(room[:0])
	m := list[r.Intn(len(list))]
	s.apply(m)
	if s.mayHaveWon() {
		s.checkWin(actor)
	}
	return m
}

// winIfSpelled ends the game when seat's hand spells its code: the win test after a move that
// changed that hand only.
func (s *State) winIfSpelled(seat int8) {
	if s.spellsCode(seat) {
		s.phase, s.winner, s.reason = phaseOver, seat, reasonCode
	}
}

// playRandomTurn plays uniformly one of the moves appendMoves lists on a turn (phaseTurn) and
// returns it. It counts each group of moves and builds only the chosen one; the groups and their
// order are appendMoves's: single discards, pairs, action cards, then draw or pass. The chosen
// move is carried out directly (it is known to be legal), not through apply, and only the hands
// it changed are tested for a win. Drawing from the deck and discarding, most turns, are written
// out here (the compiler would not inline them): discard, draw and drawInto carry them out
// elsewhere, and TestPlayRandomChoosesAsLegal holds the two to the same games.
func (s *State) playRandomTurn(r *cards.Rand) Move {
	cur := s.cur & (MaxSeats - 1)
	held := s.held[cur]
	singles := held & s.topSet
	nSingles := bits.OnesCount64(uint64(singles))
	nDiscards := nSingles + s.pairsOn(cur)
	acts := held & actionSet
	// One move per action card but Swap (one per pile it can take from) and Reset (one per other
	// player still in the game).
	nActs := bits.OnesCount64(uint64(acts))
	if acts&(1<<Swap|1<<Reset) != 0 {
		nActs += int(acts>>Swap&1)*(b2i(s.numPileN >= 2)+b2i(s.actPileN >= 1)-1) + int(acts>>Reset&1)*(s.active()-2)
	}
	// k := r.Intn(nDiscards + nActs + 1), written out.
	n := uint64(nDiscards + nActs + 1)
	hi, lo := bits.Mul64(r.Uint64(), n)
	if lo < n {
		hi = uint64(intnSlow(r, n, hi, lo))
	}
	k := int(hi)
	h := &s.hands[cur]
	m := Move{Kind: Discard}
	if k >= nDiscards {
		if k-nDiscards < nActs {
			return s.playRandomAction(acts, k-nDiscards)
		}
		if s.deckN == 0 {
			return s.drawOrPass() // a reshuffle, or nothing to draw
		}
		// draw, from the deck.
		s.deckN--
		c := s.deck[s.deckN]
		s.countIn(cur, c, h[c])
		h[c]++
		s.handN[cur]++
		held |= 1 << c
		s.held[cur] = held
		if s.fitsDiscard(c) {
			s.phase, s.drawn = phaseDrawn, c
		} else {
			s.turns++
			s.cur = s.succ[cur]
		}
		m = Move{Kind: Draw}
	} else {
		if k < nSingles {
			m.A = nth(singles, k)
		} else {
			m = s.nthPair(held, k-nSingles)
		}
		s.discard(m.A, m.B)
	}
	if s.spellsCode(cur) {
		s.phase, s.winner, s.reason = phaseOver, cur, reasonCode
	}
	return m
}

// drawOrPass ends a turn whose player chose to draw or pass while the deck is empty.
func (s *State) drawOrPass() Move {
	cur := s.cur
	if s.canDraw() {
		s.draw()
		s.winIfSpelled(cur)
		return Move{Kind: Draw}
	}
	s.endTurn()
	return Move{Kind: Pass}
}

// playRandomAction plays the k-th action move of the seat whose turn it is, holding the action
// faces acts, and returns it.
func (s *State) playRandomAction(acts cardSet, k int) Move {
	m := s.nthAction(acts, k)
	actor := s.cur
	s.changed = 0
	s.playAction(m)
	if s.mayHaveWon() {
		s.checkWin(actor)
	}
	return m
}

// intn is r.Intn(n) for n > 0, written out in this package (playRandomTurn writes out its common
// case again, where a call costs): the same numbers from the same draws (Lemire's
// multiply-shift, a low half below 2^64 mod n rejected). TestIntnIsRandIntn holds it to Intn.
func intn(r *cards.Rand, n int) int {
	hi, lo := bits.Mul64(r.Uint64(), uint64(n))
	if lo < uint64(n) {
		return intnSlow(r, uint64(n), hi, lo)
	}
	return int(hi)
}

// intnSlow finishes intn when the first draw's low half lo is below n, as cards.Rand.Intn does.
func intnSlow(r *cards.Rand, n, hi, lo uint64) int {
	for thresh := -n % n; lo < thresh; {
		hi, lo = bits.Mul64(r.Uint64(), n)
	}
	return int(hi)
}

// countPairs counts the pair discards of the seat to move, whose hand holds the faces held.
func (s *State) countPairs(held cardSet) int {
	target := int(s.topDigit)
	n := 0
	for ds := pairDigits(held, target); ds != 0; ds &= ds - 1 {
		d := bits.TrailingZeros16(ds)
		n += facesOf(held, d) * facesOf(held, target-d)
	}
	if halves := held & halfDigitSet[target]; halves != 0 {
		n -= s.singleCopies(halves) // a face pairs with itself only with two copies
	}
	return n
}

// playRandomAfterDraw plays uniformly one of the moves appendMoves lists right after a draw
// (phaseDrawn) and returns it: the drawn card alone, the pairs that include it, or keep, counted
// without listing them.
func (s *State) playRandomAfterDraw(r *cards.Rand) Move {
	must := s.drawn
	nSingle := b2i(s.topSet.has(must))
	nPairs := 0
	if partner := s.topDigit - tab.digit[must]; partner >= 0 {
		n := bits.OnesCount64(uint64(s.held[s.cur] & digitSet[partner]))
		if partner == tab.digit[must] { // the drawn card is among its partners: never paired with itself unless doubled
			n--
			nPairs = b2i(s.hands[s.cur][must] >= 2)
		}
		nPairs += 2 * n // the drawn card under a partner, and a partner under it
	}
	k := intn(r, nSingle+nPairs+1)
	if k < nSingle+nPairs {
		m := DiscardMove(must)
		if k >= nSingle {
			m = s.nthPairWith(must, k-nSingle)
		}
		cur := s.cur
		s.discard(m.A, m.B)
		s.winIfSpelled(cur)
		return m
	}
	s.endTurn()
	return Move{Kind: Keep}
}

// nthPairWith returns the k-th pair discard that includes card must, in appendDiscards's order,
// without walking the pairs. must, a number card the seat to move holds, pairs with the faces of
// the partner digit (top − must's digit): when that digit is another, each partner b makes
// (must, b) in the pass of must's digit and (b, must) in its own, the lower digit's pass first;
// when it is must's own, each other face a makes (a, must) in a's place of the pass, and must
// itself makes (must, b) for every face b of the digit (itself only when doubled).
func (s *State) nthPairWith(must Card, k int) Move {
	cur := s.cur & (MaxSeats - 1)
	dm, pd := tab.digit[must], s.topDigit-tab.digit[must]
	partners := s.held[cur] & tab.partners[(pd+numDigits-1)&31]
	if pd != dm {
		n := int(s.faces[cur]>>(6*uint(pd)&63)) & 63 // the partners, from State.faces (pd is a digit: must pairs)
		first := k < n
		if !first {
			k -= n
		}
		if b := nth(partners, k); first == (dm < pd) {
			return PairMove(must, b)
		} else {
			return PairMove(b, must)
		}
	}
	below := partners & (1<<(must&63) - 1)
	if n := bits.OnesCount64(uint64(below)); k < n {
		return PairMove(nth(below, k), must)
	} else {
		k -= n
	}
	withMust := partners &^ (cardSet(b2i(s.hands[cur][must] < 2)) << (must & 63))
	if n := bits.OnesCount64(uint64(withMust)); k < n {
		return PairMove(must, nth(withMust, k))
	} else {
		k -= n
	}
	return PairMove(nth(partners&^(2<<(must&63)-1), k), must)
}

// singleCopies counts the faces of set that the hand of the seat to move holds only once.
func (s *State) singleCopies(set cardSet) int {
	n := 0
	for ; set != 0; set &= set - 1 {
		n += b2i(s.hands[s.cur][set.first()] < 2)
	}
	return n
}

// nthPair returns the k-th pair discard in appendDiscards's order. The faces of each digit come
// from State.faces (exact whatever the hand's size); a pass whose digits differ is counted as a
// product and its pair found by division, and in the pass of half the top's digit each face a
// pairs with every face of the digit (itself only when doubled).
func (s *State) nthPair(held cardSet, k int) Move {
	cur := s.cur & (MaxSeats - 1)
	target := int(s.topDigit)
	faces := s.faces[cur]
	for ds := pairDigits(held, target); ds != 0; ds &= ds - 1 {
		d := bits.TrailingZeros16(ds)
		lows, partners := held&digitSet[d], held&digitSet[target-d]
		if 2*d != target {
			perLow := int(faces>>(6*(target-d)&63)) & 63 // pairs per lower card
			if n := int(faces>>(6*d&63)) & 63 * perLow; k >= n {
				k -= n
				continue
			}
			// k/perLow and k%perLow, k below 16 and perLow at most 4, by a reciprocal.
			q := k * int(tab.recip[perLow&7]) >> 8
			return PairMove(nth(lows, q), nth(partners, k-q*perLow))
		}
		// Each face a of the digit pairs with the digit's faces (State.faces: no population
		// count), itself only when doubled.
		fd := int(faces>>(6*d&63)) & 63
		for ; lows != 0; lows &= lows - 1 {
			a := lows.first()
			once := b2i(s.hands[cur][a] < 2)
			if n := fd - once; k < n {
				return PairMove(a, nth(partners&^(cardSet(once)<<(a&63)), k))
			} else {
				k -= n
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
// make t (empty for odd t and above 9).
var halfDigitSet = func() (sets [16]cardSet) {
	for c := Card(1); c <= numNumbers; c++ { // not from digitSet: that is filled in an init
		if t := 2 * c.Digit(); t < numDigits {
			sets[t] |= 1 << c
		}
	}
	return sets
}()

// reversedDigits maps a set of digits (bits 0–9) to its mirror image: digit d to 9-d.
var reversedDigits = func() (rev [1 << numDigits]uint16) {
	for set := range rev { // bit d goes to bit 15-d, then down to bit 9-d (built at every start: cheap)
		rev[set] = bits.Reverse16(uint16(set)) >> (16 - numDigits)
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
