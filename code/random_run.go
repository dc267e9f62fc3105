package code

import (
	"math/bits"

	"github.com/flaskdeck/flaskdeck/cards"
)

// PlayRandomRun plays up to max moves, each exactly the move PlayRandom would play with r (the
// same numbers drawn from r, the same position after each), and stops early when the game ends;
// it returns the number of moves played (cards.RandomRunner). When tally is not nil, it counts
// the moves TallyKey keys: tally[key*Seats()+seat] for each such move seat played.
//
// It is the fast path of whole random games (benchmarks and the lab's simulations): the moves
// are played in one loop without returning a move, the pair discards of each hand are counted
// from counts kept as the hands change (State.faces: pairsOn) rather than anew each turn, and the turns'
// single discards and draws and the decisions after a draw, most moves, are written out in the
// loop. TestPlayRandomRunPlaysAsPlayRandom holds it to PlayRandom.
func (s *State) PlayRandomRun(r *cards.Rand, max int, tally []int32) int {
	// What the loop needs rarely stays in pt, on the stack, rather than taking a register.
	pt := runRare{tally: tally, active2: s.active() - 2} // no one resigns in a run
	// The common moves (a turn's single discard or draw, the decision after a draw) are written
	// out in the loop; the rest is played by calls after which the loop only goes on (values
	// live across a call are kept on the stack). A draw that can be discarded at once is followed
	// by its decision in the same pass, so the loop does not branch on the phase it left.
	played := 0
	// cur as a uint is one register for every index (as an int8 the compiled loop kept it in
	// three forms, each spilled to the stack). It is carried from move to move rather than
	// loaded from s.cur at the top of each: the load waited for the store of the move before,
	// at the head of the next move's counts and of the branch on its random choice.
	cur := uint(s.cur) & (MaxSeats - 1)
	for ; played < max; played++ {
		// A turn is tested for first: the decision after a draw is mostly reached from the draw,
		// in the same pass.
		if s.phase != phaseTurn {
			if s.phase != phaseDrawn {
				if s.phase == phaseOver {
					return played
				}
				s.runOther(&pt, r)
				cur = uint(s.cur) & (MaxSeats - 1) // the call may have passed the turn
				continue
			}
		} else {
			s.moves++
			// The counts that may call (countPairs; the population count's fallback) come first,
			// loading what they need, so that few values are live across the calls.
			// pairsOn, written out (it is not inlined).
			nPairs := pairsIn(s.faces[cur], s.twice[cur], uint(s.topDigit))
			if s.handN[cur] >= 12 {
				nPairs = s.countPairs(s.held[cur])
			}
			nDiscards := nPairs + bits.OnesCount64(uint64(s.held[cur]&s.topSet))
			held := s.held[cur]
			singles := held & s.topSet
			t := s.topDigit
			nSingles := nDiscards - nPairs
			acts := held & actionSet
			nActs := int(tab.actions[uint8(acts>>firstAct)])
			if acts&(1<<Swap|1<<Reset) != 0 {
				nActs += int(acts>>Swap&1)*(b2i(s.numPileN >= 2)+b2i(s.actPileN >= 1)-1) + int(acts>>Reset&1)*pt.active2
			}
			// k := r.Intn(nDiscards + nActs + 1), written out.
			n := uint64(nDiscards + nActs + 1)
			hi, lo := bits.Mul64(r.Uint64(), n)
			if lo < n {
				for thresh := -n % n; lo < thresh; {
					hi, lo = bits.Mul64(r.Uint64(), n)
				}
			}
			k := int(hi)
			if k < nSingles {
				// Discard a single card, written out: runDiscard.
				a := nth(singles, k)
				h := &s.hands[cur]
				had := h[a]
				s.countOut(int8(cur), a, had)
				h[a] = had - 1
				s.handN[cur]--
				s.held[cur] = held &^ (cardSet(had&1) << (a & 63))    // a number card: had is 1 or 2
				s.known[cur][a] -= uint8(b2i(s.known[cur][a] == had)) // known cards shrink with the hand (they are never more)
				top := s.numPileN                                     // read once: the store to numPile might otherwise be taken to change it
				s.numPile[top] = a
				s.numPileN = top + 1
				s.topDigit, s.topSet = tab.digit[a], tab.topSet[a]
				s.turns++
				next := s.next1(cur)
				// The win test in full, which takes no branch: testing the hand's size first
				// was a branch mispredicted about once in five (hands of four are common).
				if s.spellsCode(int8(cur)) {
					s.phase, s.winner, s.reason = phaseOver, int8(cur), reasonCode
				}
				cur = next
				continue
			} else if k < nDiscards {
				cur = s.runPair(held, k-nSingles)
				continue
			} else if k-nDiscards < nActs {
				key, next := s.runAct(acts, k-nDiscards, pt.active2)
				if pt.tally != nil {
					pt.tally[key*int(s.n)+int(cur)]++
				}
				cur = next
				continue
			} else if s.deckN == 0 {
				s.runDrawEmpty()
				cur = uint(s.cur) & (MaxSeats - 1) // the call may have passed the turn
				continue
			}
			// Draw from the deck.
			h := &s.hands[cur]
			s.deckN--
			c := s.deck[s.deckN]
			had := h[c] // read once: the stores between would make the compiler read it again
			s.countIn(int8(cur), c, had)
			h[c] = had + 1
			s.handN[cur]++
			held |= 1 << c
			s.held[cur] = held
			// fitsDiscard, written out with what the loop holds: alone on the top, or with a
			// partner (itself only when doubled: had is 1; a number face has two copies, so had
			// is 0 or 1, and for an action card the partners hold no action face).
			partners := held & tab.partners[(t-tab.digit[c]+numDigits-1)&31] &^ (cardSet(^had&1) << (c & 63))
			if (s.topSet|cardSet(-b2i(partners != 0)))&tab.numbers&(1<<c) == 0 {
				s.turns++
				next := s.next1(cur)
				if s.spellsCode(int8(cur)) {
					s.phase, s.winner, s.reason = phaseOver, int8(cur), reasonCode
				}
				cur = next
				continue
			}
			s.phase, s.drawn = phaseDrawn, c
			if s.spellsCode(int8(cur)) {
				s.phase, s.winner, s.reason = phaseOver, int8(cur), reasonCode
				continue
			}
			// The decision after the draw follows at once, the next move.
			if played++; played == max {
				return played
			}
		}
		// The decision after a draw.
		s.moves++
		must := s.drawn
		nSingle := b2i(s.topSet.has(must))
		// The drawn card under a partner and a partner under it; it is among its partners when
		// its digit is half the top's, and then pairs with itself only when doubled. No branch:
		// which digits the top and the card have is random.
		partner := s.topDigit - tab.digit[must]
		self := b2i(partner == tab.digit[must])
		nPairs := 2*(bits.OnesCount64(uint64(s.held[cur]&tab.partners[(partner+numDigits-1)&31]))-self) + self&b2i(s.hands[cur][must] >= 2)
		n := uint64(nSingle + nPairs + 1)
		hi, lo := bits.Mul64(r.Uint64(), n)
		if lo < n {
			for thresh := -n % n; lo < thresh; {
				hi, lo = bits.Mul64(r.Uint64(), n)
			}
		}
		k := int(hi)
		if k == nSingle+nPairs { // keep
			s.turns++
			s.phase, s.drawn = phaseTurn, NoCard
			cur = s.next1(cur)
			continue
		}
		if k >= nSingle {
			cur = s.runPairWith(must, k-nSingle)
			continue
		}
		// Discard the drawn card alone, written out: runDiscard.
		h := &s.hands[cur]
		had := h[must]
		s.countOut(int8(cur), must, had)
		h[must] = had - 1
		s.handN[cur]--
		s.held[cur] &^= cardSet(had&1) << (must & 63)
		s.known[cur][must] -= uint8(b2i(s.known[cur][must] == had))
		top := s.numPileN
		s.numPile[top] = must
		s.numPileN = top + 1
		s.topDigit, s.topSet = tab.digit[must], tab.topSet[must]
		s.turns++
		next := s.next1(cur)
		s.phase, s.drawn = phaseTurn, NoCard
		if s.spellsCode(int8(cur)) {
			s.phase, s.winner, s.reason = phaseOver, int8(cur), reasonCode
		}
		cur = next
	}
	return played
}

// runOther plays a random move of the phases PlayRandomRun's loop does not write out (a +2 to
// answer, a Gift's offers and take), as PlayRandom would, with the move counted in pt.tally (if
// not nil).
func (s *State) runOther(pt *runRare, r *cards.Rand) {
	cur := s.cur & (MaxSeats - 1)
	switch s.phase {
	case phasePlusTwo:
		s.moves++
		has := b2i(s.hands[cur][PlusTwo] > 0)
		if intn(r, has+1) < has {
			key, _ := s.runAct(1<<PlusTwo, 0, 1) // not a Reverse: the players still in the game do not matter
			if pt.tally != nil {
				pt.tally[key*int(s.n)+int(cur)]++
			}
			return
		}
		for range s.pending { // take the penalty
			if s.drawInto(cur) == NoCard {
				break
			}
		}
		s.pending = 0
		s.endTurn()
		s.winIfSpelled(cur)
	case phaseGiftOffer:
		s.moves++
		resp := s.resp & (MaxSeats - 1)
		held := s.held[resp]
		c := nth(held, intn(r, bits.OnesCount64(uint64(held))))
		s.offered[resp] = c
		s.known[resp][c] += uint8(b2i(s.known[resp][c] == 0)) // laid out: known to be there
		s.nextResponder(resp)
	case phaseGiftTake:
		s.moves++
		// appendMoves: take the card each seat laid out, in seat order, or none.
		from := laidOut(&s.offered) // the seats that laid out a card
		n := bits.OnesCount8(from)
		k := intn(r, n+1)
		if k == n {
			s.offered = [MaxSeats]Card{}
			s.endTurn()
			return
		}
		f := int8(nth(cardSet(from), k)) & (MaxSeats - 1)
		s.changed = 0
		s.takeGift(s.offered[f], f)
		if s.mayHaveWon() {
			s.checkWin(cur)
		}
	}
}

// runPair discards the k-th pair of the seat to move, which holds the faces held, tests it for a
// win and returns the seat to move next (runDiscard).
func (s *State) runPair(held cardSet, k int) uint {
	cur := s.cur
	m := s.nthPair(held, k)
	next := s.runDiscard(cur, m.A, m.B)
	s.winIfSpelled(cur)
	return next
}

// runPairWith discards the k-th pair with the card just drawn, tests it for a win and returns the
// seat to move next.
func (s *State) runPairWith(must Card, k int) uint {
	cur := s.cur
	m := s.nthPairWith(must, k)
	next := s.runDiscard(cur, m.A, m.B)
	s.winIfSpelled(cur)
	return next
}

// runDrawEmpty draws for the seat to move from an empty deck: the discard piles reshuffled into
// a new one, or a pass when they hold nothing to draw.
func (s *State) runDrawEmpty() {
	cur := s.cur
	if !s.canDraw() {
		s.endTurn()
		return
	}
	s.reshuffle()
	s.draw()
	s.winIfSpelled(cur)
}

// runRare holds what PlayRandomRun's loop needs rarely, on the stack rather than in a register.
type runRare struct {
	tally   []int32 // PlayRandomRun's tally (nil for none)
	active2 int     // the players still in the game, less 2
}

// runDiscard discards the pair a under b for seat cur, the seat to move, and ends the turn:
// discard. The two cards leave the hand as removeFromHand takes a card (but for the changed mask),
// written out here one after the other (they may be two copies of one face). It returns the seat
// to move next (s.cur, in a register: PlayRandomRun carries it).
func (s *State) runDiscard(cur int8, a, b Card) uint {
	cur &= MaxSeats - 1
	h := &s.hands[cur]
	known := &s.known[cur]
	had := h[a]
	s.countOut(cur, a, had)
	h[a] = had - 1
	s.held[cur] &^= cardSet(had&1) << (a & 63) // number cards: had is 1 or 2
	known[a] -= uint8(b2i(known[a] == had))
	had = h[b]
	s.countOut(cur, b, had)
	h[b] = had - 1
	s.held[cur] &^= cardSet(had&1) << (b & 63)
	known[b] -= uint8(b2i(known[b] == had))
	s.handN[cur] -= 2
	n := s.numPileN
	s.numPile[n] = a
	s.numPile[n+1] = b
	s.numPileN = n + 2
	s.topDigit, s.topSet = tab.digit[b], tab.topSet[b]
	s.turns++
	next := s.next1(uint(cur))
	s.phase, s.drawn = phaseTurn, NoCard
	return next
}

// laidOut returns the seats of offered (State.offered) that laid out a card, as bits: the eight
// bytes read as one word, each byte's high bit set when the byte is not NoCard (its low seven bits
// plus 0x7f carry into it), and the eight high bits gathered into one byte by a multiplication.
// No branch per seat: who could lay out a card is random.
func laidOut(offered *[MaxSeats]Card) uint8 {
	const low7, high = 0x7f7f7f7f7f7f7f7f, 0x8080808080808080
	o := offered // the eight loads are one (the compiler combines them)
	x := uint64(o[0]) | uint64(o[1])<<8 | uint64(o[2])<<16 | uint64(o[3])<<24 |
		uint64(o[4])<<32 | uint64(o[5])<<40 | uint64(o[6])<<48 | uint64(o[7])<<56
	y := ((x & low7) + low7 | x) & high
	return uint8((y >> 7) * 0x0102040810204080 >> 56)
}

// next1 passes the turn from cur, the seat to move, to the next seat and returns it (as
// PlayRandomRun's loop carries it).
func (s *State) next1(cur uint) uint {
	n := s.succ[cur&(MaxSeats-1)]
	s.cur = n
	return uint(n) & (MaxSeats - 1)
}
