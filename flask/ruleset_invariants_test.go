package flask

import (
	"fmt"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask/ruleset"
)

// randomSet draws a valid rule set: 1 to 8 base cards with random costs, effects and limits, and
// random deck and game rules.
func randomSet(r *cards.Rand, n int) *ruleset.Set {
	s := ruleset.Standard()
	s.Name = fmt.Sprintf("random-%d", n)
	s.Bases = nil
	real := []ruleset.Resource{ruleset.Red, ruleset.Blue, ruleset.Green, ruleset.Yellow}
	for i, k := 0, 1+r.Intn(ruleset.MaxBases); i < k; i++ {
		b := ruleset.BaseCard{Code: fmt.Sprintf("%c%d", 'A'+i, r.Intn(10)), Name: fmt.Sprintf("Base %d", i),
			Colour: real[r.Intn(4)], CardCost: r.Intn(2), Max: 1 + r.Intn(ruleset.MaxPerCard)}
		for j := r.Intn(ruleset.MaxCostSymbols + 1); j > 0; j-- {
			b.Cost = append(b.Cost, ruleset.Resource(1+r.Intn(5)))
		}
		kind := ruleset.EffectKind(1 + r.Intn(int(ruleset.EffectReboot)))
		b.Effect = ruleset.Effect{Kind: kind}
		switch {
		case kind == ruleset.EffectGain:
			for j := 1 + r.Intn(ruleset.MaxGain); j > 0; j-- {
				b.Effect.Gain = append(b.Effect.Gain, real[r.Intn(4)])
			}
		case kind == ruleset.EffectDraw:
			b.Effect.Amount = 1 + r.Intn(ruleset.MaxDraw)
		case kind.HasAmount():
			b.Effect.Amount = 1 + r.Intn(ruleset.MaxAmount)
		}
		s.Bases = append(s.Bases, b)
	}
	s.Deck = ruleset.DeckRules{Size: 4 + r.Intn(ruleset.MaxDeckSize-3), MaxSimilar: 1 + r.Intn(4)}
	for i := range s.Game.Counters {
		s.Game.Counters[i] = 1 + r.Intn(6)
	}
	s.Game.Cap = r.Intn(10)
	s.Game.FirstTurnGrow = r.Intn(2) == 0
	s.Game.EndDraw = 1 + r.Intn(ruleset.MaxEndDraw)
	s.Game.Hand = r.Intn(min(6, s.Deck.Size))
	return s
}

// randomDeck builds a legal deck of the set from random non-empty compositions.
func randomDeck(r *cards.Rand, rs *RuleSet) Deck {
	all := rs.AllCompositions()[1:] // every one but the empty composition
	d := Deck{Name: "random"}
	used := map[Composition]int{}
	for d.Size() < rs.DeckSize() {
		c := all[r.Intn(len(all))]
		room := min(rs.MaxSimilar()-used[c], rs.DeckSize()-d.Size(), MaxAmount)
		if room <= 0 {
			continue
		}
		card := NewCard(fmt.Sprintf("card %d", len(d.Cards)+1), c)
		card.Amount = 1 + r.Intn(room)
		used[c] += card.Amount
		d.Cards = append(d.Cards, card)
	}
	return d
}

// Random games under random valid rule sets lose no card, keep counters and piles sound, and end.
func TestInvariantsUnderRandomRuleSets(t *testing.T) {
	sets := 60
	if testing.Short() {
		sets = 10
	}
	r := cards.NewRand(19)
	var moves []Move
	for n := 0; n < sets; n++ {
		src := randomSet(&r, n)
		for src.Check() != nil { // a deck size no base cards can fill: draw again
			src = randomSet(&r, n)
		}
		rs, err := CompileRuleSet(src)
		if err != nil {
			t.Fatalf("set %d is not valid: %v\n%s", n, err, ruleset.Encode(src))
		}
		for g := range 10 {
			seats := 2 + g%3
			decks := make([]Deck, seats)
			for i := range decks {
				decks[i] = randomDeck(&r, rs)
			}
			rules := StandardRules
			rules.Set = rs
			e, err := Deal(decks, uint64(g), rules)
			if err != nil {
				t.Fatalf("set %d game %d: %v", n, g, err)
			}
			start := cardCounts(e)
			for k := 0; !e.Over(); k++ {
				if k > maxMoves {
					t.Fatalf("set %d game %d did not end after %d moves\n%s", n, g, maxMoves, ruleset.Encode(src))
				}
				moves = e.Legal(moves[:0])
				if len(moves) == 0 {
					t.Fatalf("set %d game %d: no legal move but not over:\n%s", n, g, e.Describe(cards.NoSeat))
				}
				m := moves[r.Intn(len(moves))]
				if m.Kind == MoveResign && r.Intn(20) != 0 {
					m = moves[0]
				}
				if err := e.Play(m); err != nil {
					t.Fatalf("set %d game %d move %d %q: %v", n, g, k+1, m, err)
				}
				checkInvariants(t, e, start, fmt.Sprintf("set %d game %d move %d %s", n, g, k+1, m))
			}
		}
	}
}
