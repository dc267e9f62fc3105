package flask

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// comp parses a code for tests.
func comp(t testing.TB, code string) Composition {
	t.Helper()
	c, err := ParseComposition(code)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestBases(t *testing.T) {
	tests := []struct {
		b        Base
		name     string
		cost     []Resource
		cardCost int
		max      int
		colour   Resource
	}{
		{G2, "Reaction", []Resource{Green, Green}, 0, 1, Green},
		{Y1, "Profit", []Resource{Red, Blue}, 0, 3, Yellow},
		{B1, "Research", nil, 1, 3, Blue},
		{B2, "Apply", []Resource{Blue}, 0, 3, Blue},
		{G1, "Balance", []Resource{Green, Any}, 0, 3, Green},
		{R1, "Attack", []Resource{Red}, 0, 3, Red},
		{R2, "Sabotage", []Resource{Red}, 0, 3, Red},
		{Y2, "Reboot", []Resource{Yellow, Yellow}, 0, 1, Yellow},
	}
	if len(Bases) != len(tests) {
		t.Fatalf("%d bases, want %d", len(Bases), len(tests))
	}
	for i, tt := range tests {
		if Bases[i] != tt.b {
			t.Errorf("Bases[%d] = %v, want %v (code order)", i, Bases[i], tt.b)
		}
		if tt.b.Name() != tt.name || tt.b.CardCost() != tt.cardCost || tt.b.MaxCount() != tt.max || tt.b.Colour() != tt.colour {
			t.Errorf("%v: %s cards=%d max=%d colour=%v", tt.b, tt.b.Name(), tt.b.CardCost(), tt.b.MaxCount(), tt.b.Colour())
		}
		if got := tt.b.Cost(); !reflect.DeepEqual(got, tt.cost) {
			t.Errorf("%v.Cost() = %v, want %v", tt.b, got, tt.cost)
		}
		if b, ok := ParseBase(strings.ToLower(tt.b.String())); !ok || b != tt.b {
			t.Errorf("ParseBase(%q) = %v", strings.ToLower(tt.b.String()), b)
		}
	}
	if BaseNone.String() != "none" || BaseNone.Valid() {
		t.Error("the zero Base must be none")
	}
}

func TestResources(t *testing.T) {
	tests := []struct {
		r      Resource
		name   string
		symbol string
	}{
		{Red, "red", "💥"}, {Blue, "blue", "📘"}, {Green, "green", "💚"}, {Yellow, "yellow", "💰"}, {Any, "any", "❔"},
		{ResourceNone, "none", ""},
	}
	for _, tt := range tests {
		if tt.r.String() != tt.name || tt.r.Symbol() != tt.symbol {
			t.Errorf("%d: %q %q, want %q %q", tt.r, tt.r.String(), tt.r.Symbol(), tt.name, tt.symbol)
		}
	}
}

func TestCompositionWithAndValid(t *testing.T) {
	var c Composition
	c, err := c.With(R1, 3)
	if err != nil || c.Count(R1) != 3 {
		t.Fatalf("With(R1, 3) = %v, %v", c, err)
	}
	for _, bad := range []struct {
		b Base
		n int
	}{{R1, 4}, {R1, -1}, {Y2, 2}, {G2, 2}, {BaseNone, 1}} {
		if _, err := c.With(bad.b, bad.n); !errors.Is(err, ErrBadComposition) {
			t.Errorf("With(%v, %d) = %v, want ErrBadComposition", bad.b, bad.n, err)
		}
	}
	over := Composition{}
	over[Y2] = 2
	if err := over.Valid(); !errors.Is(err, ErrBadComposition) || !strings.Contains(err.Error(), "Y2") {
		t.Errorf("Valid() of two Y2 = %v", err)
	}
	if !(Composition{}).Empty() || c.Empty() {
		t.Error("Empty is wrong")
	}
}

func TestCompositionCost(t *testing.T) {
	tests := []struct {
		code  string
		cost  []Resource
		cards int
		line  string
	}{
		{"", nil, 0, " "},
		{"B1", nil, 1, "1 Card"},
		{"B1 B1", nil, 2, "2 Cards"},
		{"Y1 B1", []Resource{Blue, Red}, 1, "📘💥 and 1 Card"},
		{"G1 Y2 R1", []Resource{Green, Yellow, Yellow, Red, Any}, 0, "💚💰💰💥❔"},
		{"G2 B1 B1 B1", []Resource{Green, Green}, 3, "💚💚 and 3 Cards"},
	}
	for _, tt := range tests {
		c := comp(t, tt.code)
		if got := c.ResourceCost(); !reflect.DeepEqual(got, tt.cost) {
			t.Errorf("%q: ResourceCost %v, want %v", tt.code, got, tt.cost)
		}
		if c.CardCost() != tt.cards || c.CostLine() != tt.line {
			t.Errorf("%q: CardCost %d CostLine %q, want %d %q", tt.code, c.CardCost(), c.CostLine(), tt.cards, tt.line)
		}
	}
}

func TestCompositionEffects(t *testing.T) {
	tests := []struct {
		code    string
		effects []Effect
	}{
		{"", []Effect{}},
		{"G2", []Effect{{Kind: EffectReaction}}},
		{"Y1 B1", []Effect{{Kind: EffectGain, Amount: 5, Gain: []Resource{Yellow, Yellow, Yellow, Blue, Blue}}}},
		{"B2 B2", []Effect{{Kind: EffectDraw, Amount: 2}}},
		{"G1 G1", []Effect{{Kind: EffectGainChoice, Amount: 2}, {Kind: EffectGainChoice, Amount: 2}}},
		{"R1 R1 R2 Y2", []Effect{{Kind: EffectAttackResources, Amount: 4}, {Kind: EffectAttackCards, Amount: 2}, {Kind: EffectReboot}}},
	}
	for _, tt := range tests {
		if got := comp(t, tt.code).Effects(); !reflect.DeepEqual(got, tt.effects) {
			t.Errorf("%q: Effects %+v, want %+v", tt.code, got, tt.effects)
		}
	}
}

func TestEffectTitlesAndTexts(t *testing.T) {
	tests := []struct {
		e     Effect
		title string
		text  string // the rule text must contain it
	}{
		{Effect{Kind: EffectReaction}, "Reaction", "face down"},
		{Effect{Kind: EffectGain, Amount: 2, Gain: []Resource{Blue, Blue}}, "+📘📘", "📘📘"},
		{Effect{Kind: EffectDraw, Amount: 1}, "Draw 1 Card", "Draw 1 card,"},
		{Effect{Kind: EffectDraw, Amount: 3}, "Draw 3 Cards", "Draw 3 cards"},
		{Effect{Kind: EffectGainChoice, Amount: 2}, "+2 Resources of one kind", "2 resources of one kind"},
		{Effect{Kind: EffectAttackResources, Amount: 1}, "Action: -1 Resource", "lose 1 resource"},
		{Effect{Kind: EffectAttackResources, Amount: 6}, "Action: -6 Resources", "lose 6 resources"},
		{Effect{Kind: EffectAttackCards, Amount: 4}, "Action: -4 Cards", "discard 4 cards"},
		{Effect{Kind: EffectReboot}, "Reboot", "returns to your hand"},
		{Effect{}, "", ""},
	}
	for _, tt := range tests {
		if got := tt.e.Title(); got != tt.title {
			t.Errorf("%v: Title %q, want %q", tt.e.Kind, got, tt.title)
		}
		if got := tt.e.Text(); !strings.Contains(got, tt.text) {
			t.Errorf("%v: Text %q, want it to contain %q", tt.e.Kind, got, tt.text)
		}
	}
	// Every effect of every card has rule text short enough for a poker card's text box.
	for _, c := range AllCompositions() {
		for _, e := range c.Effects() {
			if n := len([]rune(e.Text())); n == 0 || n > 160 {
				t.Fatalf("%q: effect %v has %d characters of text", c.Code(), e.Kind, n)
			}
		}
	}
}

func TestCompositionSizeAndColour(t *testing.T) {
	c := comp(t, "G2 Y1 Y1 R1")
	if c.Size() != 4 {
		t.Errorf("Size %d, want 4", c.Size())
	}
	want := map[Resource]int{Green: 1, Yellow: 2, Red: 1}
	if got := c.Colour(); !reflect.DeepEqual(got, want) {
		t.Errorf("Colour %v, want %v", got, want)
	}
}

func TestAllCompositions(t *testing.T) {
	all := AllCompositions()
	seen := make(map[Composition]bool, len(all))
	for _, c := range all {
		if err := c.Valid(); err != nil {
			t.Fatal(err)
		}
		seen[c] = true
	}
	if len(all) != NumCompositions || len(seen) != NumCompositions {
		t.Fatalf("%d compositions, %d distinct; want %d", len(all), len(seen), NumCompositions)
	}
}
