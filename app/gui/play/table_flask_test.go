package play

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask"
)

// flaskAffordances returns every button a person could tap on the Flask table now: the open
// choice's answers, the hand cards' buttons and the step buttons (resigning last).
func flaskAffordances(ft *flaskTable) (choice, hand, steps []*widget.Button) {
	if ft.Choice.Open() {
		choice = ft.Choice.Buttons
	}
	for _, b := range ft.HandButtons {
		hand = append(hand, b)
	}
	for _, b := range ft.Actions {
		if b.Text != "Resign" {
			steps = append(steps, b)
		}
	}
	return choice, hand, steps
}

// checkFlaskShown checks that the table shows what the engine says the viewer may see.
func checkFlaskShown(t *testing.T, p *playSection, shown string) {
	t.Helper()
	c := p.Match.Ctrl
	v := c.Match.Table.Engine().(*flask.State).View(p.Match.Viewer)
	for i, s := range v.Seats {
		counts := fmt.Sprintf("Hand %d · Deck %d · Discard %d", s.HandSize, s.Deck, s.Discard)
		if !strings.Contains(shown, counts) {
			t.Fatalf("seat %d's %q is not shown:\n%s", i+1, counts, shown)
		}
	}
	ft := p.Match.View.(*flaskTable)
	own := v.Seats[p.Match.Viewer].Hand
	if got := len(ft.hand.Objects); got != len(own) {
		t.Fatalf("%d hand cards drawn, the viewer holds %d", got, len(own))
	}
}

func TestFlaskMatchThroughTheUI(t *testing.T) {
	p, loop, w := newTestSection(t, flask.Game{})
	f := p.Form
	if !f.SelectGame("flask") {
		t.Fatal("no Flask in the form")
	}
	if f.Seats[0].Deck == nil || len(f.Seats[0].Deck.Options) < 2 {
		t.Fatal("the form offers no decks for Flask")
	}
	setSeat(t, f, 0, "Ann", seatPerson, "")
	setSeat(t, f, 1, "Robo", seatComputer, "random")
	f.Seats[0].Deck.SetSelected("green")
	test.Type(f.Seed, "11")
	test.Tap(f.Start)
	if p.Match == nil {
		t.Fatalf("the match did not start: %q", f.Error.Text)
	}
	c := p.Match.Ctrl
	annToMove := func() bool {
		return c.Match.Table.Over() || (c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat)
	}
	rng := cards.NewRand(4)
	played := 0
	for decisions := 0; decisions < 60 && !c.Match.Table.Over(); decisions++ {
		loop.RunUntil(t, "Ann's decision", annToMove, 10*time.Second)
		if c.Match.Table.Over() {
			break
		}
		ft, ok := p.Match.View.(*flaskTable)
		if !ok {
			t.Fatalf("Flask is shown on a %T", p.Match.View)
		}
		checkFlaskShown(t, p, visibleTexts(w.Content()))
		choice, hand, steps := flaskAffordances(ft)
		switch {
		case len(choice) > 0:
			test.Tap(choice[rng.Intn(len(choice))])
		case len(hand) > 0 && rng.Intn(3) > 0:
			test.Tap(hand[rng.Intn(len(hand))])
			played++
		case len(steps) > 0:
			test.Tap(steps[rng.Intn(len(steps))])
		default:
			t.Fatalf("Ann must decide but the table offers nothing; legal: %q", c.Match.Table.LegalMoves())
		}
		if c.Err != nil {
			t.Fatalf("a tap played an illegal move: %v", c.Err)
		}
	}
	if played == 0 {
		t.Error("no card was played from the hand in 60 decisions")
	}
	if !c.Match.Table.Over() {
		loop.RunUntil(t, "Ann's decision", annToMove, 10*time.Second)
		tapButton(t, p.Match.View.(*flaskTable).Actions, "Resign")
		if p.Match.Asking == nil || c.Match.Table.Over() {
			t.Fatal("Resign did not ask first")
		}
		p.Match.Answer(false)
		if p.Match.Asking != nil || c.Match.Table.Over() {
			t.Fatal("Cancel resigned all the same")
		}
		tapButton(t, p.Match.View.(*flaskTable).Actions, "Resign")
		p.Match.Answer(true)
	}
	shown := visibleTexts(w.Content())
	if !c.Match.Table.Over() || !strings.Contains(shown, resultTitle(c.Match.Table.Result(), c.Setup.Seats)) {
		t.Errorf("after resigning no result is shown:\n%s", shown)
	}
}

// TestFlaskReactionIsOfferedWhenACardIsAnnounced plays hot-seat Flask with green decks (full of
// reactions) through the UI, match after match, until a player holding a reaction pile is asked
// whether to trigger it; tapping "Trigger" must trigger the pile.
func TestFlaskReactionIsOfferedWhenACardIsAnnounced(t *testing.T) {
	p, _, _ := newTestSection(t, flask.Game{})
	rng := cards.NewRand(9)
	for seed := uint64(1); seed <= 60; seed++ {
		setup := playSetup{Game: flask.Game{}, Seed: seed, Decks: []string{"green", "green"},
			Seats: []playSeat{{Name: "Ann"}, {Name: "Bob"}}}
		if err := p.StartMatch(setup); err != nil {
			t.Fatal(err)
		}
		c := p.Match.Ctrl
		for decisions := 0; decisions < 3000 && !c.Match.Table.Over(); decisions++ {
			if p.Match.Passing {
				test.Tap(p.Match.Pass.Button)
				continue
			}
			ft := p.Match.View.(*flaskTable)
			choice, hand, steps := flaskAffordances(ft)
			if ft.Choice.Open() && strings.Contains(ft.Choice.Question, "announces") {
				if !strings.Contains(choice[0].Text, "Trigger pile") || unnumbered(choice[len(choice)-1].Text) != "Let it pass" {
					t.Fatalf("the reaction prompt offers %v", choice)
				}
				responder := c.Match.Table.ToMove()
				test.Tap(choice[0])
				last := len(c.Movers) - 1
				if last < 0 || c.Movers[last] != responder || !strings.HasPrefix(c.Match.Log.Moves[last], "trigger ") {
					t.Fatalf("tapping Trigger did not trigger: the log is %q", c.Match.Log.Moves)
				}
				t.Logf("seed %d: the reaction prompt came after %d moves", seed, last)
				return
			}
			switch {
			case len(choice) > 0:
				test.Tap(choice[rng.Intn(len(choice))])
			case len(hand) > 0 && rng.Intn(4) > 0:
				test.Tap(hand[rng.Intn(len(hand))])
			case len(steps) > 0:
				test.Tap(steps[rng.Intn(len(steps))])
			default:
				t.Fatalf("nothing to tap; legal: %q", c.Match.Table.LegalMoves())
			}
		}
	}
	t.Fatal("no reaction prompt came up in 60 matches")
}

// TestSortFlaskMoves sorts the legal moves of many random positions: every move lands in the one
// place the table offers it from, card moves under their card's label, and none is left over.
func TestSortFlaskMoves(t *testing.T) {
	for game := range 20 {
		tab, err := flask.Game{}.New(cards.Config{Seats: 2 + game%3, Seed: uint64(game)})
		if err != nil {
			t.Fatal(err)
		}
		rng := cards.NewRand(uint64(game))
		for step := 0; step < 400 && !tab.Over(); step++ {
			e := tab.Engine().(cards.Engine[flask.Move])
			legal := e.Legal(nil)
			m := sortFlaskMoves(legal)
			sorted := len(m.Play) + len(m.PayCard) + len(m.Discard) + len(m.Grow) + len(m.Trigger) + len(m.PayAny) +
				len(m.Draw) + len(m.Gain) + len(m.Target) + len(m.Lose) + len(m.Other)
			for _, mv := range []flask.Move{m.Pass, m.End, m.Resign} {
				if offered(mv) {
					sorted++
				}
			}
			if sorted != len(legal) || len(m.Other) != 0 {
				t.Fatalf("game %d step %d: %d of %d moves sorted, %v left over", game, step, sorted, len(legal), m.Other)
			}
			for label, mv := range m.Play {
				if mv.String() != "play "+label {
					t.Fatalf("game %d step %d: %q filed under card %q", game, step, mv, label)
				}
			}
			if _, err := tab.Play(legal[rng.Intn(len(legal))].String()); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestFlaskCardPreviewPlaysTheCard taps a playable hand card: it is shown large with a Play button,
// which plays it.
func TestFlaskCardPreviewPlaysTheCard(t *testing.T) {
	p, _, _ := newTestSection(t, flask.Game{})
	setup := playSetup{Game: flask.Game{}, Seed: 3, Seats: []playSeat{{Name: "Ann"}, {Name: "Bob"}}}
	if err := p.StartMatch(setup); err != nil {
		t.Fatal(err)
	}
	c := p.Match.Ctrl
	for range 50 {
		if p.Match.Passing {
			test.Tap(p.Match.Pass.Button)
			continue
		}
		ft := p.Match.View.(*flaskTable)
		for label, b := range ft.HandButtons {
			if unnumbered(b.Text) != "Play" {
				continue
			}
			test.Tap(ft.HandFaces[label])
			if ft.Preview == nil || len(ft.Preview.Buttons) != 1 || unnumbered(ft.Preview.Buttons[0].Text) != "Play" {
				t.Fatalf("tapping %s shows no preview with a Play button", label)
			}
			if r := ft.Preview.Rules; r == nil || !strings.Contains(r.Text, "Cost: ") || !strings.Contains(r.Text, "- ") {
				t.Fatalf("the preview of %s does not write out its cost and effects with their rules", label)
			}
			test.Tap(ft.Preview.Buttons[0])
			if last := c.Match.Log.Moves[len(c.Match.Log.Moves)-1]; last != "play "+label {
				t.Fatalf("Play in the preview logged %q", last)
			}
			return
		}
		_, _, steps := flaskAffordances(ft)
		test.Tap(steps[len(steps)-1]) // no grow / end turn until a card can be played
	}
	t.Fatal("no card could be played in 50 decisions")
}

func TestCostWords(t *testing.T) {
	for _, tc := range []struct{ code, want string }{
		{"R1 - R1", "red, red"},
		{"G1", "green, any"},
		{"B1", "1 card"},
		{"B1 - B1 - B2", "blue and 2 cards"},
		{"", "nothing"},
	} {
		c, err := flask.ParseComposition(tc.code)
		if err != nil {
			t.Fatal(err)
		}
		if got := costWords(c); got != tc.want {
			t.Errorf("%q costs %q, want %q", tc.code, got, tc.want)
		}
	}
}

// TestLeavingClosesTheOpenChoice leaves a hot-seat Flask match while a choice dialog is open: the
// dialog must close with the match.
func TestLeavingClosesTheOpenChoice(t *testing.T) {
	p, _, w := newTestSection(t, flask.Game{})
	setup := playSetup{Game: flask.Game{}, Seed: 1, Decks: []string{"green", "green"}, Seats: []playSeat{{Name: "Ann"}, {Name: "Bob"}}}
	if err := p.StartMatch(setup); err != nil {
		t.Fatal(err)
	}
	rng := cards.NewRand(9)
	for range 500 {
		if p.Match.Passing {
			test.Tap(p.Match.Pass.Button)
			continue
		}
		ft := p.Match.View.(*flaskTable)
		if ft.Choice.Open() {
			test.Tap(p.Match.Leave)
			if p.Leaving != nil {
				test.Tap(p.Leaving.Discard)
			}
			if ft.Choice.Open() || len(w.Canvas().Overlays().List()) != 0 {
				t.Fatal("the choice dialog stays open after leaving the match")
			}
			return
		}
		choice, hand, steps := flaskAffordances(ft)
		switch {
		case len(choice) > 0:
			test.Tap(choice[0])
		case len(hand) > 0:
			test.Tap(hand[rng.Intn(len(hand))])
		default:
			test.Tap(steps[rng.Intn(len(steps))])
		}
	}
	t.Fatal("no choice dialog came up")
}

// TestFlaskViewHidesHands checks over random games what the Flask table is given to draw: a seat
// sees its whole hand; of another seat's hand only the cards everyone has seen, exactly what a
// spectator sees; the reaction piles' cards alike for everyone, as the text view writes them.
func TestFlaskViewHidesHands(t *testing.T) {
	rng := cards.NewRand(5)
	for game := range 20 {
		m, err := playSetup{Game: flask.Game{}, Seed: uint64(game), Decks: []string{"green", "yellow"},
			Seats: []playSeat{{Name: "A"}, {Name: "B"}}}.newMatch()
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 300 && !m.Table.Over(); step++ {
			e := m.Table.Engine().(*flask.State)
			public := e.View(cards.NoSeat)
			for s := range 2 {
				own, other := e.View(cards.Seat(s)), e.View(cards.Seat(1-s))
				if len(own.Seats[s].Hand) != own.Seats[s].HandSize {
					t.Fatalf("game %d step %d: seat %d sees %d of its %d hand cards", game, step, s+1, len(own.Seats[s].Hand), own.Seats[s].HandSize)
				}
				if fmt.Sprint(other.Seats[s].Hand) != fmt.Sprint(public.Seats[s].Hand) {
					t.Fatalf("game %d step %d: the opponent sees more of seat %d's hand than a spectator", game, step, s+1)
				}
				if fmt.Sprint(other.Seats[s].Piles) != fmt.Sprint(own.Seats[s].Piles) || fmt.Sprint(public.Seats[s].Piles) != fmt.Sprint(own.Seats[s].Piles) {
					t.Fatalf("game %d step %d: seat %d's reaction piles differ between its owner, the opponent and a spectator", game, step, s+1)
				}
				described := m.Table.Describe(cards.Seat(1 - s))
				for _, p := range other.Seats[s].Piles {
					for _, c := range p.Cards {
						if !strings.Contains(described, c.Label) {
							t.Fatalf("game %d step %d: the table shows %s in seat %d's pile, the text view does not", game, step, c.Label, s+1)
						}
					}
				}
			}
			if err := m.Play(m.Table.BotMove(cards.BotSpec{Level: cards.LevelRandom}, &rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
}
