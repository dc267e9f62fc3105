package code

import "github.com/flaskdeck/flaskdeck/cards"

// guess is one particle made to fit the position now: the unknown part of opp's hand (exactly as
// many cards as it holds beyond the known ones, all among the unseen cards) and its code.
type guess struct {
	hidden [numFaces]uint8
	code   uint8
}

// dealer turns the particles into guesses that fit the position and returns the function that
// deals a sampled world from one of them, drawn by weight: opp's hand and code from the guess, the
// rest of the unseen cards shuffled into the deck, the other codes into the code pile; the world
// marks opp as the seat whose decisions in the search's tree the playout rule takes (RuleDecision).
// It returns nil when a guess cannot be made to fit.
func (b *belief) dealer() func(world cards.Engine[Move], r *cards.Rand) {
	s := b.s
	want := int(s.handN[b.opp])
	for c := Card(1); c < numFaces; c++ {
		want -= int(s.known[b.opp][c])
	}
	guesses := make([]guess, len(b.parts))
	cum := make([]float64, len(b.parts))
	total := 0.0
	for k := range b.parts {
		g := &guesses[k]
		g.code = b.parts[k].code
		held := 0
		for c := Card(1); c < numFaces; c++ {
			h := int(b.parts[k].hand[c]) - int(s.known[b.opp][c])
			h = min(max(h, 0), int(b.pool[c]))
			g.hidden[c] = uint8(h)
			held += h
		}
		for ; held > want; held-- { // too many guessed: drop some at random
			g.hidden[pickFrom(&g.hidden, held, b.r)]--
		}
		for ; held < want; held++ { // too few: add unseen cards at random
			var rest [numFaces]uint8
			n := 0
			for c := Card(1); c < numFaces; c++ {
				rest[c] = b.pool[c] - g.hidden[c]
				n += int(rest[c])
			}
			if n == 0 {
				break
			}
			g.hidden[pickFrom(&rest, n, b.r)]++
		}
		if held != want {
			return nil // the unseen cards cannot fill the hand: sample as Determinize does
		}
		total += b.w[k]
		cum[k] = total
	}
	pool := b.pool
	obs, opp := b.obs, b.opp
	return func(world cards.Engine[Move], r *cards.Rand) {
		w := world.(*State)
		w.histOn = false
		x := r.Float64() * total
		k := 0
		for k < len(cum)-1 && cum[k] <= x {
			k++
		}
		g := &guesses[k]
		w.deckN = 0
		for c := Card(1); c < numFaces; c++ {
			w.hands[opp][c] = w.known[opp][c] + g.hidden[c]
			for range pool[c] - g.hidden[c] {
				w.deck[w.deckN] = c
				w.deckN++
			}
		}
		w.rebuildHeld(opp)
		cards.ShuffleSlice(r, w.deck[:w.deckN])
		w.dealCodes(obs, opp, g.code, r)
		w.rng = r.Split()
		w.ruleSeat = opp + 1 // the tree expects opp to answer as the model's greedy-like player

	}
}

// pickFrom returns a card of the multiset counts (n cards), chosen at random.
func pickFrom(counts *[numFaces]uint8, n int, r *cards.Rand) Card {
	i := r.Intn(n)
	for c := Card(1); c < numFaces; c++ {
		if i < int(counts[c]) {
			return c
		}
		i -= int(counts[c])
	}
	return NoCard
}

// dealCodes gives opp the code code and shuffles the other codes observer has not seen (the code
// pile and opp's real code) into the code pile. When code is not among them, they are dealt as by
// Determinize.
func (s *State) dealCodes(obs, opp int8, code uint8, r *cards.Rand) {
	var pool [MaxCodes]uint8
	n := copy(pool[:], s.codePile[:s.codePileN])
	pool[n] = s.codeOf[opp]
	n++
	at := -1
	for i := range n {
		if pool[i] == code {
			at = i
		}
	}
	if at < 0 {
		s.determinizeCodes(obs, r)
		return
	}
	pool[at] = pool[n-1]
	n--
	for a := 1; a < n; a++ { // in order first: the deal then depends only on which codes are unseen
		for b := a; b > 0 && pool[b] < pool[b-1]; b-- {
			pool[b], pool[b-1] = pool[b-1], pool[b]
		}
	}
	cards.ShuffleSlice(r, pool[:n])
	s.setCode(opp, code)
	copy(s.codePile[:s.codePileN], pool[:n])
}
