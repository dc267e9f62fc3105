package flask

import (
	"slices"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestLegalListsAsSession6 checks, at every position of random games (2 to 4 seats, every preset
// deck, the rule variants that change a decision), that Legal lists the moves session 6's Legal
// listed, in the same order: legalRef below is that code, kept as the oracle of the faster one.
func TestLegalListsAsSession6(t *testing.T) {
	colours := PresetNames[1:]
	variants := [][]string{nil, {"lose=attacker"}, {"draw-discard=no"}, {"cap=none"}, {"reaction-blocks=yes"}, {"trigger-same-turn=no"}}
	positions := 0
	for seed := uint64(1); seed <= 120; seed++ {
		seats := 2 + int(seed%3)
		decks := make([]string, seats)
		for i := range decks {
			decks[i] = colours[(int(seed)+2*i)%len(colours)]
		}
		e, err := New(cards.Config{Seats: seats, Seed: seed, Decks: decks, Rules: rulesOf(t, variants[seed%uint64(len(variants))])})
		if err != nil {
			t.Fatal(err)
		}
		r := cards.NewRand(seed)
		for !e.Over() {
			got, want := e.Legal(nil), e.legalRef(nil)
			if !slices.Equal(got, want) {
				t.Fatalf("seed %d: Legal %v, session 6's %v in\n%s", seed, got, want, e.Describe(cards.NoSeat))
			}
			positions++
			m := got[r.Intn(len(got))]
			if m.Kind == MoveResign && len(got) > 1 {
				m = got[0]
			}
			if err := e.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if positions < 5000 {
		t.Fatalf("only %d positions", positions)
	}
}

// legalRef is session 6's Legal.
func (e *State) legalRef(dst []Move) []Move {
	t := e.tab
	switch e.phase {
	case phaseGrow:
		for c := range uint8(4) {
			dst = append(dst, Move{Kind: MoveGrow, Arg: c, tab: t})
		}
		dst = append(dst, Move{Kind: MoveNoGrow, tab: t})
	case phaseMain:
		s := &e.seat[e.turn]
		var seen [4]uint64
		for _, h := range [2]*stack{&s.known, &s.hidden} {
			for _, k := range h.cards() {
				if seen[k>>6]&(1<<(k&63)) != 0 {
					continue
				}
				seen[k>>6] |= 1 << (k & 63)
				if e.canPlay(k) {
					dst = append(dst, Move{Kind: MovePlay, Arg: k, tab: t})
				}
			}
		}
		for p := uint8(0); p < s.pileN; p++ {
			if e.canTriggerOwn(p) {
				dst = append(dst, Move{Kind: MoveTrigger, Arg: p, tab: t})
			}
		}
		dst = append(dst, Move{Kind: MoveEnd, tab: t})
	case phaseRespond:
		for p := uint8(0); p < e.seat[e.responder].pileN; p++ {
			dst = append(dst, Move{Kind: MoveTrigger, Arg: p, tab: t})
		}
		dst = append(dst, Move{Kind: MovePass, tab: t})
	case phasePayAny:
		s := &e.seat[e.turn]
		for c := range uint8(4) {
			if counterChoiceOK(&s.counters, c, e.payMin, e.pay) {
				dst = append(dst, Move{Kind: MovePayAny, Arg: c, tab: t})
			}
		}
	case phasePayCard:
		dst = e.appendHandChoicesRef(dst, MovePayCard, &e.seat[e.turn], e.payMin, e.pay)
	case phaseDraw:
		dst = append(dst, Move{Kind: MoveDrawDeck, tab: t}, Move{Kind: MoveDrawDiscard, tab: t})
	case phaseGain:
		for c := e.res.min; c < 4; c++ {
			dst = append(dst, Move{Kind: MoveGain, Arg: c, tab: t})
		}
	case phaseTarget:
		for s := uint8(0); s < e.n; s++ {
			if s != e.res.owner && !e.seat[s].out {
				dst = append(dst, Move{Kind: MoveTarget, Arg: s, tab: t})
			}
		}
	case phaseLose:
		v := &e.seat[e.res.target]
		for c := range uint8(4) {
			if counterChoiceOK(&v.counters, c, e.res.min, e.res.count) {
				dst = append(dst, Move{Kind: MoveLose, Arg: c, tab: t})
			}
		}
	case phaseDiscard:
		dst = e.appendHandChoicesRef(dst, MoveDiscard, &e.seat[e.res.target], e.res.min, e.res.count)
	}
	if e.canResign() {
		dst = append(dst, Move{Kind: MoveResign, tab: t})
	}
	return dst
}

// appendHandChoicesRef is session 6's appendHandChoices.
func (e *State) appendHandChoicesRef(dst []Move, kind MoveKind, s *seatState, min uint8, left int16) []Move {
	for k := int(min); k < len(e.tab.kinds); k++ {
		if handChoiceOK(s, uint8(k), min, left) {
			dst = append(dst, Move{Kind: kind, Arg: uint8(k), tab: e.tab})
		}
	}
	return dst
}

// TestHandChoicesAsAskingEveryKind checks handChoices against the loop payCards and discardCards
// ran before (handChoiceOK asked of every kind from min on, stopping at two), for every seat of
// random positions, every min up to the last kind and 1 to 4 cards left to choose.
func TestHandChoicesAsAskingEveryKind(t *testing.T) {
	checks := 0
	eachRandomPosition(t, 30, func(seed uint64, e *State) {
		for i := uint8(0); i < e.n; i++ {
			s := &e.seat[i]
			for min := 0; min <= len(e.tab.kinds); min++ {
				for left := int16(1); left <= 4; left++ {
					wantOnly, wantOptions := uint8(0), 0
					for k := min; k < len(e.tab.kinds) && wantOptions < 2; k++ {
						if handChoiceOK(s, uint8(k), uint8(min), left) {
							wantOnly, wantOptions = uint8(k), wantOptions+1
						}
					}
					only, options := handChoices(s, uint8(min), left)
					if only != wantOnly || options != wantOptions {
						t.Fatalf("seed %d seat %d min %d left %d: %d choices, last %d; asking every kind %d, last %d", seed, i, min, left, options, only, wantOptions, wantOnly)
					}
					checks++
				}
			}
		}
	})
	if checks < 10000 {
		t.Errorf("only %d checks", checks)
	}
}

// TestPlayableKindsWideAsNarrow checks that playableKindsWide, which serves games of more than 64
// kinds, lists the main phase's playable kinds as playableKinds does, at random positions, and that
// both count the payable hand cards as playableOf does.
func TestPlayableKindsWideAsNarrow(t *testing.T) {
	positions := 0
	eachRandomPosition(t, 30, func(seed uint64, e *State) {
		if e.phase != phaseMain {
			return
		}
		var narrow, wide [2 * maxCards]uint8
		n, pn := e.playableKinds(&narrow)
		w, pw := e.playableKindsWide(&wide)
		if !slices.Equal(narrow[:n], wide[:w]) {
			t.Fatalf("seed %d: wide %v, narrow %v", seed, wide[:w], narrow[:n])
		}
		s := &e.seat[e.turn]
		hand := append(slices.Clone(s.known.cards()), s.hidden.cards()...)
		if want := playableOf(e.tab, &s.counters, hand); pn != want || pw != want {
			t.Fatalf("seed %d: payable hand cards %d (wide %d), playableOf %d", seed, pn, pw, want)
		}
		positions++
	})
	if positions < 200 {
		t.Errorf("only %d positions", positions)
	}
}
