package code

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
	"github.com/flaskdeck/flaskdeck/internal/hiddentest"
)

// codeSecrets lists what viewer may not know: the others' codes, the codes in the code pile, and
// the number cards that lie only in places viewer cannot see (the others' hands, the deck) and
// nowhere viewer has seen them (its hand, the discard piles, cards laid out or known to be held).
func codeSecrets(e any, viewer cards.Seat) []string {
	s := e.(*State)
	if s.Over() {
		return nil
	}
	var out []string
	var hidden, seen [numFaces]int
	for seat := 0; seat < int(s.n); seat++ {
		if cards.Seat(seat) == viewer {
			for c, n := range s.hands[seat] {
				seen[c] += int(n)
			}
			continue
		}
		out = append(out, "code "+s.CodeOf(cards.Seat(seat)).String())
		for c, n := range s.hands[seat] {
			hidden[c] += int(n) - int(s.known[seat][c])
			seen[c] += int(s.known[seat][c])
		}
		if c := s.offered[seat]; c != NoCard {
			seen[c]++
		}
	}
	for _, c := range s.codePile[:s.codePileN] {
		out = append(out, "code "+s.codes[c].String())
	}
	for _, c := range s.deck[:s.deckN] {
		hidden[c]++
	}
	for _, c := range s.numPile[:s.numPileN] {
		seen[c]++
	}
	for _, c := range s.actPile[:s.actPileN] {
		seen[c]++
	}
	if s.phase == phaseDrawn && viewer == cards.Seat(s.cur) {
		seen[s.drawn]++
	}
	for c := Card(1); c < numFaces; c++ {
		if c.IsNumber() && hidden[c] > 0 && seen[c] == 0 {
			out = append(out, c.String())
		}
	}
	return out
}

// Hidden information: over many random matches of 2 to 8 seats, no seat's view or move feed
// names another seat's code, a code in the code pile, or a number card it cannot have seen.
func TestHiddenInformationSweep(t *testing.T) {
	n := hiddentest.Sweep(t, Game{}, []int{2, 3, 5, 8}, 5, 300, codeSecrets)
	if n == 0 {
		t.Fatal("the sweep checked nothing")
	}
	t.Logf("%d checks", n)
}

// The public history (history.go) holds only what every seat saw: each event's number top, action
// top and +2 total are those of the other seats' views before the move, and its move is the one
// announced, over random and greedy two-player matches.
func TestTheHistoryHoldsOnlyWhatEverySeatSaw(t *testing.T) {
	checks := 0
	for seed := uint64(1); seed <= 6; seed++ {
		s, err := New(cards.Config{Seats: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := cards.NewRand(seed)
		bot := cards.NewBot[Move](cards.BotSpec{Level: cards.LevelGreedy})
		for moves := 0; !s.Over() && moves < 200; moves++ {
			mover := s.ToMove()
			other := 1 - mover
			view := s.Position(other, false).(Position)
			m := bot.Choose(s, &r)
			if seed%2 == 0 {
				legal := s.Legal(nil)
				m = legal[r.Intn(len(legal)-1)]
			}
			if err := s.Play(m); err != nil {
				t.Fatal(err)
			}
			ev := s.hist[len(s.hist)-1]
			act := ""
			if len(view.Actions) > 0 {
				act = view.Actions[0]
			}
			evAct := ""
			if ev.act != NoCard {
				evAct = ev.act.String()
			}
			if ev.move != m || ev.seat != int8(mover) || ev.top.String() != view.Numbers[0] || evAct != act ||
				int(ev.pending) != view.Pending || ev.swapNum != (len(view.Numbers) >= 2) {
				t.Fatalf("seed %d move %d: event %+v, the other seat saw %+v before %v", seed, moves, ev, view, m)
			}
			checks++
		}
	}
	t.Logf("%d events checked", checks)
}

// Search levels that infer the other hand from the history (belief.go) decide only from what their
// seat sees: in two-player positions after a history of greedy moves, every level chooses the same
// move when the unseen cards and codes are dealt anew.
func TestTheBeliefDecidesOnlyFromWhatItsSeatSees(t *testing.T) {
	for _, seed := range []uint64{3, 8} {
		s, err := New(cards.Config{Seats: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := cards.NewRand(seed)
		bot := cards.NewBot[Move](cards.BotSpec{Level: cards.LevelGreedy})
		for moves := 0; moves < 14 && !s.Over(); moves++ {
			if err := s.Play(bot.Choose(s, &r)); err != nil {
				t.Fatal(err)
			}
		}
		if s.Over() || len(s.hist) < 10 {
			t.Fatalf("seed %d: the match ended early", seed)
		}
		cardstest.CheckBlind[Move](t, s, 2)
	}
}

// A copy of a match that plays on records its own history: the original's and the copy's stay
// apart whichever plays first.
func TestACopyKeepsItsOwnHistory(t *testing.T) {
	s, err := New(cards.Config{Seats: 2, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	r := cards.NewRand(4)
	play := func(x *State) Move {
		legal := x.Legal(nil)
		m := legal[r.Intn(len(legal)-1)]
		if err := x.Play(m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	for range 5 {
		play(s)
	}
	c := s.Copy()
	for range 3 {
		a, b := play(s), play(c)
		if s.hist[len(s.hist)-1].move != a || c.hist[len(c.hist)-1].move != b || len(s.hist) != len(c.hist) {
			t.Fatalf("the original's last event %v (played %v), the copy's %v (played %v)", s.hist[len(s.hist)-1].move, a, c.hist[len(c.hist)-1].move, b)
		}
	}
}
