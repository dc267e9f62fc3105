package flask

import (
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/flask/ruleset"
)

// richProfit is the proof set: Profit (Y1) costs 💥 and gives 💰💰💰💰.
func richProfit(t testing.TB) *RuleSet {
	t.Helper()
	s := ruleset.Standard()
	s.Name = "rich-profit"
	s.Bases[1].Cost = []ruleset.Resource{ruleset.Red}
	s.Bases[1].Effect.Gain = []ruleset.Resource{ruleset.Yellow, ruleset.Yellow, ruleset.Yellow, ruleset.Yellow}
	rs, err := CompileRuleSet(s)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// The built-in set compiled from its file model is today's game: same base cards as Base's methods.
func TestStandardIsTodaysGame(t *testing.T) {
	if !Standard.IsStandard() || Standard.Name() != RulesVersion {
		t.Fatalf("Standard is %q (standard %v)", Standard.Name(), Standard.IsStandard())
	}
	for _, b := range Bases {
		if Standard.BaseCode(b) != b.String() || Standard.BaseName(b) != b.Name() || Standard.MaxCount(b) != b.MaxCount() {
			t.Errorf("%s differs from the set's base card", b)
		}
	}
	rs, err := CompileRuleSet(ruleset.Standard())
	if err != nil || !rs.IsStandard() {
		t.Fatalf("v0.4.2 compiled again is not standard: %v", err)
	}
}

// Every card holding Y1 shows +💰💰💰💰 per Y1 and pays 💥 for it under the proof set.
func TestCustomProfitOnEveryCard(t *testing.T) {
	rs := richProfit(t)
	n := 0
	for _, c := range rs.AllCompositions() {
		if c[Y1] == 0 {
			continue
		}
		n++
		titles := rs.EffectTitles(c)
		want := "+" + strings.Repeat("💰", 4*int(c[Y1])) + strings.Repeat("📘", 2*int(c[B1]))
		if !contains(titles, want) {
			t.Fatalf("%s: titles %q lack %q", rs.Code(c), titles, want)
		}
		line := rs.CostLine(c)
		if got, w := strings.Count(line, "💥"), int(c[Y1]+c[R1]+c[R2]); got != w {
			t.Fatalf("%s: cost line %q has %d 💥, want %d", rs.Code(c), line, got, w)
		}
		if got, w := strings.Count(line, "📘"), int(c[B2]); got != w {
			t.Fatalf("%s: cost line %q has %d 📘, want %d (Profit no longer costs 📘)", rs.Code(c), line, got, w)
		}
		if rs.Code(c) != c.Code() {
			t.Fatalf("the code changed: %q, want %q", rs.Code(c), c.Code())
		}
	}
	if n != NumCompositions*3/4 {
		t.Errorf("%d compositions hold Y1, want %d", n, NumCompositions*3/4)
	}
	if got := rs.CostLine(Composition{Y1: 1}); got != "💥" {
		t.Errorf("Profit's cost line %q, want 💥", got)
	}
}

// Playing Profit under the proof set pays one 💥 and adds four 💰; the cap still applies at the end.
func TestCustomProfitPlaysWithItsNumbers(t *testing.T) {
	base, _ := Preset("base")
	rules := StandardRules
	rules.Set = richProfit(t)
	st := Setup{First: 1, FirstTurn: boolPtr(false), Seats: []SeatSetup{
		{Hand: []string{"Profit", "Profit"}, Counters: []int{3, 0, 3, 3}, Deck: repeatCard(5, "Attack")},
		{Deck: repeatCard(5, "Attack")},
	}}
	e, err := NewSetup([]Deck{base, base}, rules, &st, 1)
	if err != nil {
		t.Fatal(err)
	}
	act(t, e, "no grow", "play Profit") // no 📘 needed any more
	wantCounters(t, e, 1, [4]int{2, 0, 3, 7})
	act(t, e, "play Profit")
	wantCounters(t, e, 1, [4]int{1, 0, 3, 11})
	act(t, e, "end")
	wantCounters(t, e, 1, [4]int{1, 0, 3, 6})
}

// Faces print the set's name bottom right, and the set's cost and effects.
func TestFacePrintsTheSetsName(t *testing.T) {
	rs := richProfit(t)
	f := CardFace(NewCard("Profit", Composition{Y1: 1}), FaceOptions{RuleSet: rs})
	var texts []string
	var walk func(items []face.Item)
	walk = func(items []face.Item) {
		for _, it := range items {
			switch v := it.(type) {
			case *face.Text:
				texts = append(texts, v.Text)
			case *face.Group:
				walk(v.Items)
			}
		}
	}
	walk(f.Items)
	all := strings.Join(texts, "|")
	if !contains(texts, "rich-profit") || strings.Contains(all, RulesVersion) {
		t.Errorf("face texts %q: want the set's name, not %s", texts, RulesVersion)
	}
}

// The game rules of a set: starting counters and hand, cap, end-of-turn draw, first-turn grow.
func TestGameRulesOfASet(t *testing.T) {
	s := ruleset.Standard()
	s.Name = "slow"
	s.Deck.Size, s.Deck.MaxSimilar = 20, 4
	s.Game = ruleset.GameRules{Counters: [4]int{1, 2, 3, 4}, Cap: 8, FirstTurnGrow: true, EndDraw: 2, Hand: 5}
	rs, err := CompileRuleSet(s)
	if err != nil {
		t.Fatal(err)
	}
	red, _ := Preset("red")
	if rs.Validate(red) == nil {
		t.Fatal("a 15-card deck is legal under a 20-card rule")
	}
	red.Cards = append(red.Cards, NewCard("Extra", Composition{R1: 1, Y2: 1}))
	red.Cards[len(red.Cards)-1].Amount = 3
	red.Cards = append(red.Cards, NewCard("Extra 2", Composition{R1: 2}), NewCard("Extra 3", Composition{R2: 2}))
	if ps := rs.Validate(red); ps != nil {
		t.Fatalf("20 cards: %v", ps)
	}
	rules := StandardRules
	rules.Set = rs
	e, err := Deal([]Deck{red, red}, 3, rules)
	if err != nil {
		t.Fatal(err)
	}
	if e.seat[0].handSize() != 5 || e.seat[0].deck.len() != 15 || e.seat[0].counters != [4]int16{1, 2, 3, 4} {
		t.Fatalf("start: hand %d deck %d counters %v", e.seat[0].handSize(), e.seat[0].deck.len(), e.seat[0].counters)
	}
	mustBeLegal(t, e, "no grow") // the first turn grows
	first := e.turn
	act(t, e, "no grow", "end")
	if s := &e.seat[first]; s.handSize() != 7 {
		t.Errorf("end of turn drew %d cards, want 2", s.handSize()-5)
	}
}
