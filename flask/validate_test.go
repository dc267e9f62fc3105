package flask

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// deckOf builds a deck from "name=code×amount" entries for tests.
func deckOf(t *testing.T, entries ...string) Deck {
	t.Helper()
	d := Deck{Name: "test"}
	for _, e := range entries {
		name, rest, _ := strings.Cut(e, "=")
		code, amount, _ := strings.Cut(rest, "×")
		c := NewCard(name, comp(t, code))
		c.Amount = int(amount[0] - '0')
		if strings.HasPrefix(amount, "-") {
			c.Amount = -1
		}
		d.Cards = append(d.Cards, c)
	}
	return d
}

func TestValidate(t *testing.T) {
	legal := []string{"A=R1×3", "B=R1 R1×3", "C=G2×3", "D=Y1×3", "E=B2×3"}
	tests := []struct {
		name     string
		deck     Deck
		kinds    []ProblemKind
		cards    [][]int
		messages []string // each problem's message must contain it
	}{
		{"legal", deckOf(t, legal...), nil, nil, nil},
		{"14 cards", deckOf(t, "A=R1×3", "B=R1 R1×3", "C=G2×3", "D=Y1×3", "E=B2×2"),
			[]ProblemKind{ProblemSize}, [][]int{nil}, []string{"14 cards"}},
		{"16 cards", deckOf(t, append(legal, "F=B1×1")...),
			[]ProblemKind{ProblemSize}, [][]int{nil}, []string{"16 cards"}},
		{"similar under other names", deckOf(t, "A=R1×3", "B=R1 R1×3", "C=G2×3", "D=Y1×3", "E=B2×2", "Other Attack=r1×1"),
			[]ProblemKind{ProblemTooManySimilar}, [][]int{{0, 5}}, []string{`4 similar cards with code "R1" (card 1 "A" ×3, card 6 "Other Attack" ×1); at most 3`}},
		{"empty card", deckOf(t, "A=R1×3", "B=R1 R1×3", "C=G2×3", "D=Y1×3", "E=B2×2", "Blank=×1"),
			[]ProblemKind{ProblemEmptyCard}, [][]int{{5}}, []string{`card 6 "Blank" has an empty composition`}},
		{"everything at once", deckOf(t, "A=R1×3", "B=r1×2", "=×1", "C=G2 Y1×3", "D=Y1 g2×1"),
			[]ProblemKind{ProblemSize, ProblemEmptyCard, ProblemTooManySimilar, ProblemTooManySimilar},
			[][]int{nil, {2}, {0, 1}, {3, 4}},
			[]string{"10 cards", "card 3 (unnamed) has an empty composition", `5 similar cards with code "R1"`, `4 similar cards with code "G2 - Y1" (card 4 "C" ×3, card 5 "D" ×1)`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			problems := tt.deck.Validate()
			var kinds []ProblemKind
			var cards [][]int
			for _, p := range problems {
				kinds = append(kinds, p.Kind)
				cards = append(cards, p.Cards)
			}
			if !reflect.DeepEqual(kinds, tt.kinds) || !reflect.DeepEqual(cards, tt.cards) {
				t.Fatalf("problems %v cards %v, want %v %v\n%v", kinds, cards, tt.kinds, tt.cards, problems)
			}
			for i, p := range problems {
				if !strings.Contains(p.Message, tt.messages[i]) {
					t.Errorf("problem %d = %q, want it to contain %q", i, p.Message, tt.messages[i])
				}
				if !errors.Is(p, ErrInvalidDeck) {
					t.Errorf("problem %d does not wrap ErrInvalidDeck", i)
				}
			}
			if err := tt.deck.ValidateError(); (err == nil) != (len(tt.kinds) == 0) || (err != nil && !errors.Is(err, ErrInvalidDeck)) {
				t.Errorf("ValidateError() = %v", err)
			}
		})
	}
}

func TestValidateBadAmountsAndCompositions(t *testing.T) {
	d := deckOf(t, "A=R1×3", "B=R1 R1×3", "C=G2×3", "D=Y1×3", "E=B2×3")
	d.Cards[0].Amount = 0
	d.Cards[1].Amount = 4
	d.Cards[2].Composition[G2] = 2
	problems := d.Validate()
	var kinds []ProblemKind
	for _, p := range problems {
		kinds = append(kinds, p.Kind)
	}
	// An amount of 4 is also 4 similar copies.
	want := []ProblemKind{ProblemSize, ProblemBadAmount, ProblemBadAmount, ProblemBadComposition, ProblemTooManySimilar}
	if !reflect.DeepEqual(kinds, want) {
		t.Fatalf("kinds %v, want %v: %v", kinds, want, problems)
	}
	if !strings.Contains(problems[3].Message, `card 3 "C"`) || !strings.Contains(problems[3].Message, "G2") {
		t.Errorf("message %q", problems[3].Message)
	}
}

func TestDeckColour(t *testing.T) {
	tests := []struct {
		deck Deck
		want []Resource
	}{
		{deckOf(t, "A=R1×3", "B=G1×1"), []Resource{Red}},
		{deckOf(t, "A=R1×1", "B=G1×1"), []Resource{Red, Green}},
		{deckOf(t, "A=Y1 Y1×1", "B=B1×1"), []Resource{Yellow}},
		{Deck{}, nil},
	}
	for _, tt := range tests {
		if got := tt.deck.Colour(); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%v: Colour %v, want %v", tt.deck.Cards, got, tt.want)
		}
	}
}

func TestPictureFile(t *testing.T) {
	d := Deck{Path: "/decks/red.yaml"}
	tests := []struct{ picture, want string }{
		{"", ""},
		{"pictures/a.png", "/decks/pictures/a.png"},
		{"/abs/a.png", "/abs/a.png"},
		{"https://svgsilh.com/svg/1.svg", "https://svgsilh.com/svg/1.svg"},
	}
	for _, tt := range tests {
		if got := d.PictureFile(Card{Picture: tt.picture}); got != tt.want {
			t.Errorf("PictureFile(%q) = %q, want %q", tt.picture, got, tt.want)
		}
	}
}
