package codex

import "github.com/flaskdeck/flaskdeck/cards"

// Determinize deals anew, with r, every card observer cannot see, keeping everything it has seen:
// the others' hand cards they did not take from the face-up row, and both decks, are shuffled
// among themselves within each deck type, except that a card whose back is visible (a hand card,
// the top of a deck) keeps its kingdom, as the backs show it; the others' secret objectives (and,
// during setup, the two objectives they were dealt) are dealt anew from the objectives observer
// has not seen.
func (s *State) Determinize(observer cards.Seat, r *cards.Rand) {
	s.redeal(observer, r, Resource)
	s.redeal(observer, r, Gold)
	s.redealObjectives(observer, r)
}

// redeal reshuffles the unseen cards of one type (resource or gold).
func (s *State) redeal(observer cards.Seat, r *cards.Rand, t CardType) {
	deck, n := &s.resDeck, &s.nRes
	if t == Gold {
		deck, n = &s.goldDeck, &s.nGold
	}
	// The pool: the deck and the others' hidden hand cards of this type.
	var pool [deckSize + MaxSeats*handSize]uint8
	np := copy(pool[:], deck[:*n])
	for i := 0; i < int(s.seats); i++ {
		if cards.Seat(i) == observer {
			continue
		}
		p := &s.players[i]
		for h := 0; h < int(p.nHand); h++ {
			if !p.handSeen[h] && catalogue[p.hand[h]].Type == t {
				pool[np] = p.hand[h]
				np++
			}
		}
	}
	if np < 2 {
		return
	}
	sortIDs(pool[:np]) // the deal then depends only on which cards are unseen, not where they lie
	cards.ShuffleSlice(r, pool[:np])
	// Places whose back is visible take a card of the same kingdom first.
	for i := 0; i < int(s.seats); i++ {
		if cards.Seat(i) == observer {
			continue
		}
		p := &s.players[i]
		for h := 0; h < int(p.nHand); h++ {
			if !p.handSeen[h] && catalogue[p.hand[h]].Type == t {
				p.hand[h] = takeKingdom(&pool, &np, catalogue[p.hand[h]].Kingdom)
			}
		}
	}
	if *n == 0 {
		return
	}
	top := takeKingdom(&pool, &np, catalogue[deck[*n-1]].Kingdom)
	copy(deck[:*n-1], pool[:np])
	deck[*n-1] = top
}

// takeKingdom removes from the pool the last card of kingdom k (one always exists, the true card).
func takeKingdom(pool *[deckSize + MaxSeats*handSize]uint8, np *int, k Symbol) uint8 {
	for i := *np - 1; i >= 0; i-- {
		if catalogue[pool[i]].Kingdom == k {
			id := pool[i]
			*np--
			pool[i] = pool[*np]
			return id
		}
	}
	return 0
}

// redealObjectives deals the others' unseen objectives anew.
func (s *State) redealObjectives(observer cards.Seat, r *cards.Rand) {
	if s.rules.NoSecret {
		return
	}
	var seen [numCards]bool
	seen[s.common[0]], seen[s.common[1]] = true, true
	if observer >= 0 && int(observer) < int(s.seats) {
		me := &s.players[observer]
		seen[me.options[0]], seen[me.options[1]] = true, true
	}
	var pool [numObjectives]uint8
	np := 0
	for id := FirstObjective; id <= LastCard; id++ {
		if !seen[id] {
			pool[np] = uint8(id)
			np++
		}
	}
	cards.ShuffleSlice(r, pool[:np])
	for i := 0; i < int(s.seats); i++ {
		if cards.Seat(i) == observer {
			continue
		}
		p := &s.players[i]
		np -= 2
		chosen := p.secret != 0 && p.secret == p.options[1]
		p.options = [2]uint8{pool[np], pool[np+1]}
		if p.secret != 0 {
			p.secret = p.options[0]
			if chosen {
				p.secret = p.options[1]
			}
		}
	}
}

// sortIDs puts distinct card ids in order.
func sortIDs(ids []uint8) {
	var in [numCards]bool
	for _, id := range ids {
		in[id] = true
	}
	i := 0
	for id := range in {
		if in[id] {
			ids[i] = uint8(id)
			i++
		}
	}
}
