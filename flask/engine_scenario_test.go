package flask

import (
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Scenario helpers: set up an explicit position (every seat plays the base preset's cards, or any
// card written by code), act by notation, check.

func boolPtr(b bool) *bool { return &b }

// position sets up st with the given rule variants ("name=value").
func position(t *testing.T, st Setup, rules ...string) *State {
	t.Helper()
	base, ok := Preset("base")
	if !ok {
		t.Fatal("no base preset")
	}
	decks := make([]Deck, len(st.Seats))
	for i := range decks {
		decks[i] = base
	}
	given := cards.Rules{}
	for _, r := range rules {
		name, value, _ := strings.Cut(r, "=")
		given[name] = value
	}
	if st.First == 0 {
		st.First = 1
	}
	if st.FirstTurn == nil {
		st.FirstTurn = boolPtr(false)
	}
	parsed, err := ParseRules(given)
	if err != nil {
		t.Fatal(err)
	}
	e, err := NewSetup(decks, parsed, &st, 1)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// act plays moves written in notation; each must be legal.
func act(t *testing.T, e *State, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := cards.ParseMove[Move](e, text)
		if err != nil {
			t.Fatalf("%q: %v\n%s", text, err, e.Describe(cards.NoSeat))
		}
		if err := e.Play(m); err != nil {
			t.Fatalf("%q: %v", text, err)
		}
	}
}

// legalText returns the legal moves in notation.
func legalText(e *State) []string {
	var out []string
	for _, m := range e.Legal(nil) {
		out = append(out, m.String())
	}
	return out
}

func isLegalText(e *State, move string) bool {
	for _, m := range legalText(e) {
		if strings.EqualFold(m, move) {
			return true
		}
	}
	return false
}

func mustBeLegal(t *testing.T, e *State, moves ...string) {
	t.Helper()
	for _, m := range moves {
		if !isLegalText(e, m) {
			t.Errorf("%q should be legal; legal: %v", m, legalText(e))
		}
	}
}

func mustBeIllegal(t *testing.T, e *State, moves ...string) {
	t.Helper()
	for _, m := range moves {
		if isLegalText(e, m) {
			t.Errorf("%q should not be legal; legal: %v", m, legalText(e))
		}
	}
}

// counters returns seat i's counters (seat counted from 1) as red, blue, green, yellow.
func counters(e *State, seat int) [4]int {
	c := e.seat[seat-1].counters
	return [4]int{int(c[0]), int(c[1]), int(c[2]), int(c[3])}
}

func wantCounters(t *testing.T, e *State, seat int, want [4]int) {
	t.Helper()
	if got := counters(e, seat); got != want {
		t.Errorf("seat %d counters (red, blue, green, yellow) = %v, want %v", seat, got, want)
	}
}

// names lists a stack by label, bottom first.
func stackNames(e *State, s *stack) []string {
	var out []string
	for _, k := range s.cards() {
		out = append(out, e.tab.label[k])
	}
	return out
}

// hand returns seat's hand by label, sorted as held (seen cards first).
func hand(e *State, seat int) string {
	s := &e.seat[seat-1]
	return strings.Join(append(stackNames(e, &s.known), stackNames(e, &s.hidden)...), ", ")
}

// discardTopFirst returns a seat's discard pile, top card first.
func discardTopFirst(e *State, seat int) string {
	d := stackNames(e, &e.seat[seat-1].discard)
	for i, j := 0, len(d)-1; i < j; i, j = i+1, j-1 {
		d[i], d[j] = d[j], d[i]
	}
	return strings.Join(d, ", ")
}

func wantText(t *testing.T, what, got, want string) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %q, want %q", what, got, want)
	}
}

// repeatCard returns a deck of n Profit cards (so players do not go out by an empty deck).
func repeatCard(n int, name string) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = name
	}
	return out
}
