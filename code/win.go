package code

import "math/bits"

// checkWin ends the game when a player's hand spells their code: the player whose turn it was
// (actor) first, then the others in turn order. Only the hands and codes the move changed are
// looked at: any other hand was checked after an earlier move.
func (s *State) checkWin(actor int8) {
	if ch := s.changed; ch&(ch-1) == 0 { // one hand changed (most moves): no order to respect
		if seat := int8(bits.TrailingZeros8(ch)); s.handN[seat] == 4 && !s.resigned[seat] && s.spellsCode(seat) {
			s.finish(seat, reasonCode)
		}
		return
	}
	four := uint8(0)
	for ch := s.changed; ch != 0; ch &= ch - 1 {
		if seat := bits.TrailingZeros8(ch); s.handN[seat] == 4 {
			four |= 1 << seat
		}
	}
	if four == 0 {
		return // a winning hand has four cards
	}
	if four&(four-1) == 0 { // one candidate: no order to respect
		if seat := int8(bits.TrailingZeros8(four)); !s.resigned[seat] && s.spellsCode(seat) {
			s.finish(seat, reasonCode)
		}
		return
	}
	seat := actor
	for i := int8(0); i < s.n; i++ {
		if four&(1<<seat) != 0 && !s.resigned[seat] && s.spellsCode(seat) {
			s.finish(seat, reasonCode)
			return
		}
		seat = s.next(seat)
	}
}

// mayHaveWon tells cheaply whether the move just played may have made a winner: several hands
// changed, or the one that did holds four cards and no action card but Jokers.
func (s *State) mayHaveWon() bool {
	ch := s.changed
	if ch == 0 || ch&(ch-1) != 0 {
		return ch != 0
	}
	seat := bits.TrailingZeros8(ch) & (MaxSeats - 1)
	return b2i(s.handN[seat] == 4)&b2i(s.held[seat]&nonJokerActions == 0) != 0
}

// spellsCode tells whether seat's hand is exactly four cards spelling its code, Jokers standing
// for missing digits. It takes no branch.
func (s *State) spellsCode(seat int8) bool {
	seat &= MaxSeats - 1
	// Four cards, no action card but Jokers, and no digit held more often than the code wants it:
	// Jokers fill the rest. The hand's digit counts are faces + twice; they are at most 8 (two
	// copies of four colours) and the code's at most 4, so a field's high bit survives the
	// subtraction exactly when want >= have. Each of the three terms is 0 exactly when its test
	// passes.
	high := tab.high // read from memory, as the mask below: no register held for them in a loop
	short := (s.want[seat]-s.faces[seat]-s.twice[seat])&high ^ high
	return short|uint64(s.held[seat]&tab.nonJoker)|uint64(s.handN[seat]^4) == 0
}

// nonJokerActions is actionSet but the Joker, as a constant (spellsCode reads it from tab.nonJoker).
const nonJokerActions cardSet = (1<<numFaces - 1<<firstAct) &^ (1 << Joker)

// numberMask is numberSet as a constant.
const numberMask cardSet = 1<<(numNumbers+1) - 2

// digitUnit[d] is one digit d in a multiset of digits held as ten 6-bit counts (State.faces,
// State.twice, State.want).
var digitUnit = func() (one [numDigits]uint64) {
	for d := range one {
		one[d] = 1 << (6 * d)
	}
	return one
}()

// fieldHighBits has the high bit of each of the ten 6-bit counts of digitUnit.
const fieldHighBits = 0x820820820820820

// distance is how far seat's hand is from its code: the code digits its number cards and Jokers
// do not cover, plus the cards that serve no digit of the code (other actions, spare numbers and
// Jokers). A hand wins exactly when the distance is 0. Card without (if any) is left out, as if
// already gone (a card laid out for a Gift).
func (s *State) distance(seat int8, without Card) int {
	h := &s.hands[seat]
	need := s.codes[s.codeOf[seat]].need()
	var have [numDigits]int
	for nums := s.held[seat] & numberSet; nums != 0; nums &= nums - 1 {
		c := nums.first()
		have[tab.digit[c]] += int(h[c])
	}
	jokers := int(h[Joker])
	others := int(s.handN[seat]) - jokers
	if without != NoCard && h[without] > 0 {
		switch {
		case without == Joker:
			jokers--
		case without.IsNumber():
			have[without.Digit()]--
			others--
		default:
			others--
		}
	}
	return digitDistance(&have, &need, others, jokers)
}

// digitDistance is the distance of a hand holding have[d] number cards of each digit d, others
// non-Joker cards in all and jokers Jokers from the code whose digits are need: the code digits
// not covered (a Joker covering one) plus the cards that serve no digit.
func digitDistance(have *[numDigits]int, need *[numDigits]uint8, others, jokers int) int {
	missing, used := 0, 0
	for d := range numDigits {
		n := int(need[d])
		if have[d] < n {
			missing += n - have[d]
			used += have[d]
		} else {
			used += n
		}
	}
	// others counts every non-Joker card; used of them serve the code.
	spare := others - used
	if jokers >= missing {
		return spare + jokers - missing
	}
	return spare + missing - jokers
}
