package flask

import (
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/hiddentest"
)

// flaskSecrets lists what viewer may not know: the names of cards that lie only where viewer
// cannot see them (the others' hands as drawn from their decks, every deck) and nowhere viewer
// has seen one of that name (its own hand, the discard piles, reaction piles, cards played,
// announced or resolving, the others' hand cards everyone has seen). Names inside another name
// ("Attack" in "Triple Attack") are left out: a word search cannot tell them apart.
func flaskSecrets(e any, viewer cards.Seat) []string {
	s := e.(*State)
	if s.Over() {
		return nil
	}
	var hidden, seen [256]int
	add := func(t *[256]int, st *stack) {
		for _, k := range st.cards() {
			t[k]++
		}
	}
	for i := uint8(0); i < s.n; i++ {
		p := &s.seat[i]
		add(&hidden, &p.deck)
		add(&seen, &p.discard)
		add(&seen, &p.piles)
		add(&seen, &p.played)
		add(&seen, &p.known)
		if cards.Seat(i) == viewer {
			add(&seen, &p.hidden)
		} else {
			add(&hidden, &p.hidden)
		}
	}
	if s.announcing {
		seen[s.announced]++
	}
	if s.resolving {
		add(&seen, &s.res.queue)
	}
	var out []string
	for k, label := range s.tab.label {
		if hidden[k] == 0 || seen[k] > 0 {
			continue
		}
		inside := false
		for j, other := range s.tab.label {
			if j != k && strings.Contains(other, label) {
				inside = true
			}
		}
		if !inside {
			out = append(out, label)
		}
	}
	return out
}

// Hidden information: over many random matches of 2 to 4 seats, no seat's view or move feed
// names a card it cannot have seen.
func TestHiddenInformationSweep(t *testing.T) {
	n := hiddentest.Sweep(t, Game{}, []int{2, 3, 4}, 8, 600, flaskSecrets)
	if n == 0 {
		t.Fatal("the sweep checked nothing")
	}
	t.Logf("%d checks", n)
}
