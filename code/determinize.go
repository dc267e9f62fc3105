package code

import "github.com/flaskdeck/flaskdeck/cards"

// Determinize redistributes, with r, everything observer cannot see: the other players' hands
// (except the cards known to be there: taken with a Swap or a Gift, laid out for a Gift), the
// order of the deck, the other players' code cards and the code pile. Hand sizes, the discard
// piles and everything public stay. The card a player just drew stays with them (only that player
// decides while it is pending). The reshuffle generator is reseeded from r, so no future shuffle
// of the real game leaks into the sample. The public history stays; the sample records no more of it.
func (s *State) Determinize(observer cards.Seat, r *cards.Rand) {
	obs := int8(observer)
	s.histOn = false
	var pool [TotalCards]Card
	n := 0
	for seat := int8(0); seat < s.n; seat++ {
		if seat == obs {
			continue
		}
		h, k := &s.hands[seat], &s.known[seat]
		pinned := NoCard
		if s.phase == phaseDrawn && seat == s.cur {
			pinned = s.drawn
		}
		for c := Card(1); c < numFaces; c++ {
			keep := k[c]
			if c == pinned && keep < h[c] {
				keep++
			}
			for i := keep; i < h[c]; i++ {
				pool[n] = c
				n++
			}
			h[c] = keep
		}
	}
	n += copy(pool[n:], s.deck[:s.deckN])
	sortCards(pool[:n]) // the deal then depends only on which cards are unseen, not where they lie
	cards.ShuffleSlice(r, pool[:n])
	i := 0
	for seat := int8(0); seat < s.n; seat++ {
		if seat == obs {
			continue
		}
		h := &s.hands[seat]
		held := uint8(0)
		for c := Card(1); c < numFaces; c++ {
			held += h[c]
		}
		for ; held < s.handN[seat]; held++ {
			h[pool[i]]++
			i++
		}
		s.rebuildHeld(seat)
	}
	s.deckN = uint8(copy(s.deck[:], pool[i:n]))
	s.determinizeCodes(obs, r)
	s.rng = r.Split()
}

// determinizeCodes deals the code cards observer has not seen (the others' and the code pile)
// anew among the same places.
func (s *State) determinizeCodes(obs int8, r *cards.Rand) {
	var pool [MaxCodes]uint8
	n := copy(pool[:], s.codePile[:s.codePileN])
	for seat := int8(0); seat < s.n; seat++ {
		if seat != obs {
			pool[n] = s.codeOf[seat]
			n++
		}
	}
	for a := 1; a < n; a++ { // in order first, as the cards above
		for b := a; b > 0 && pool[b] < pool[b-1]; b-- {
			pool[b], pool[b-1] = pool[b-1], pool[b]
		}
	}
	cards.ShuffleSlice(r, pool[:n])
	i := 0
	for seat := int8(0); seat < s.n; seat++ {
		if seat == obs {
			continue
		}
		s.setCode(seat, pool[i])
		i++
	}
	copy(s.codePile[:s.codePileN], pool[i:n])
}

// rebuildHeld recomputes what is kept about seat's hand beside its counts: the set of faces it
// holds and its number faces of each digit (State.faces, State.twice).
func (s *State) rebuildHeld(seat int8) {
	var set cardSet
	var faces, twice uint64
	for c := Card(1); c < numFaces; c++ {
		if n := s.hands[seat][c]; n > 0 {
			set |= 1 << c
			faces += tab.unit[c]
			if n == 2 {
				twice += tab.unit[c]
			}
		}
	}
	s.held[seat], s.faces[seat], s.twice[seat] = set, faces, twice
}

// sortCards puts cards in face order (a counting sort).
func sortCards(cs []Card) {
	var count [numFaces]uint8
	for _, c := range cs {
		count[c]++
	}
	i := 0
	for c := Card(0); c < numFaces; c++ {
		for k := count[c]; k > 0; k-- {
			cs[i] = c
			i++
		}
	}
}
