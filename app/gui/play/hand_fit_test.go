package play

import (
	"fmt"
	"image/color"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/flask"
)

// startFlaskWithHand starts a Flask match in the Play section in which Ann (seat 1, to move)
// holds n cards of the red deck.
func startFlaskWithHand(t *testing.T, p *playSection, n int) {
	t.Helper()
	red := []string{"Sabotage", "Returning Double Attack", "Triple Attack", "Profitable Double Balance", "Double Exchange"}
	hand := make([]string, n)
	for i := range hand {
		hand[i] = fmt.Sprintf("%q", red[i%len(red)])
	}
	startFlaskFrom(t, p, fmt.Sprintf("first: 1\nseats:\n  - hand: [%s]\n    deck: [Sabotage, Sabotage]\n  - hand: [Research]\n    deck: [Research, Research]\n", strings.Join(hand, ", ")))
}

// startFlaskFrom starts a Flask match of Ann (red deck) against Robo (blue) from a setup block.
func startFlaskFrom(t *testing.T, p *playSection, text string) {
	t.Helper()
	var node yaml.Node
	if err := yaml.Unmarshal([]byte(text), &node); err != nil {
		t.Fatal(err)
	}
	setup := playSetup{Game: flask.Game{}, Seed: 1, Decks: []string{"red", "blue"},
		Seats: []playSeat{{Name: "Ann"}, {Name: "Robo", Bot: &cards.BotSpec{Level: cards.LevelGreedy}}}}
	infos := []cards.SeatInfo{setup.Seats[0].info(), setup.Seats[1].info()}
	m, err := cards.NewMatch(flask.Game{}, cards.Config{Seats: 2, Seed: 1, Decks: setup.Decks, Setup: node.Content[0]}, infos, app.Version)
	if err != nil {
		t.Fatal(err)
	}
	p.playMatch(setup, m, nil)
}

// Every hand card lies inside the window at 1024×700 and at 1280×800, with up to 10 cards in hand.
func TestFlaskHandFitsTheWindow(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1280, Height: 800}} {
		for _, n := range []int{3, 6, 10} {
			p, _, w := newTestSection(t, flask.Game{})
			w.Resize(size)
			startFlaskWithHand(t, p, n)
			ft := p.Match.View.(*flaskTable)
			if len(ft.hand.Objects) != n {
				t.Fatalf("%d cards drawn, want %d", len(ft.hand.Objects), n)
			}
			win := w.Canvas().Size()
			for i, card := range ft.hand.Objects {
				pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(card)
				end := pos.Add(card.Size())
				if card.Size().Width < 50 || pos.X < 0 || pos.Y < 0 || end.X > win.Width+0.5 || end.Y > win.Height+0.5 {
					t.Errorf("%v window, %d cards: card %d lies at %v size %v, outside the window %v", size, n, i+1, pos, card.Size(), win)
				}
			}
		}
	}
}

// Every CODE hand card lies inside the window at 1024×700 and at 1280×800, up to 10 cards in
// hand (Ann draws every turn until she holds them).
func TestCodeHandFitsTheWindow(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1280, Height: 800}} {
		p, loop := startAgainstRobo(t, code.Game{}, "3")
		w := fyne.CurrentApp().Driver().AllWindows()[0]
		for _, win := range fyne.CurrentApp().Driver().AllWindows() {
			if win.Content() == p.Object() {
				w = win
			}
		}
		w.Resize(size)
		c := p.Match.Ctrl
		for checked := 0; checked < 10 && !c.Match.Table.Over(); {
			loop.RunUntil(t, "Ann's decision", func() bool {
				return c.Match.Table.Over() || (c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat)
			}, 20*time.Second)
			ct := p.Match.View.(*codeTable)
			if n := len(ct.Hand); n >= 3 {
				checkInside(t, fmt.Sprintf("%v window, %d cards", size, n), ct.hand.Objects, w.Canvas().Size())
				checked++
			}
			if ct.Choice.Open() {
				test.Tap(ct.Choice.Buttons[0])
			} else if !press(p, fyne.KeyReturn) {
				t.Fatalf("Enter did nothing; legal %q", c.Match.Table.LegalMoves())
			}
		}
		if n := len(p.Match.View.(*codeTable).Hand); n < 10 {
			t.Errorf("%v: the hand grew only to %d cards", size, n)
		}
	}
}

// checkInside fails for each object that does not lie wholly inside a window of size win.
func checkInside(t *testing.T, what string, objects []fyne.CanvasObject, win fyne.Size) {
	t.Helper()
	for i, o := range objects {
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
		end := pos.Add(o.Size())
		if o.Size().Width < 40 || pos.X < 0 || pos.Y < 0 || end.X > win.Width+0.5 || end.Y > win.Height+0.5 {
			t.Errorf("%s: card %d lies at %v size %v, outside the window %v", what, i+1, pos, o.Size(), win)
		}
	}
}

// The Codex hand lies inside the window at 1024×700 and 1280×800, without a scrollbar.
func TestCodexHandFitsTheWindow(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1280, Height: 800}} {
		p, loop := startAgainstRobo(t, codex.Game{}, "5")
		for _, win := range fyne.CurrentApp().Driver().AllWindows() {
			if win.Content() == p.Object() {
				win.Resize(size)
			}
		}
		c := p.Match.Ctrl
		for c.Match.Table.Engine().(*codex.State).Phase() == codex.SetupPhase {
			loop.RunUntil(t, "Ann's decision", func() bool { return c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat }, 20*time.Second)
			if !press(p, fyne.Key1) {
				t.Fatal("no setup answer by key")
			}
		}
		loop.RunUntil(t, "Ann's decision", func() bool { return c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat }, 20*time.Second)
		ct := p.Match.View.(*codexTable)
		if len(ct.Hand) != 3 {
			t.Fatalf("%d hand cards shown", len(ct.Hand))
		}
		checkInside(t, fmt.Sprintf("%v window", size), ct.hand.Objects, fyne.CurrentApp().Driver().CanvasForObject(ct.hand).Size())
		if need, room := ct.hand.MinSize().Width, ct.Board.Object.Size().Width; need > room+0.5 {
			t.Errorf("%v window: the hand needs %v wide, the board column is %v", size, need, room)
		}
	}
}

// The step buttons of a Flask turn (five to grow, Resign) wrap inside the table at 1024×700 in
// every language, rather than run under the moves panel or push it aside.
func TestFlaskStepButtonsStayInTheTable(t *testing.T) {
	t.Cleanup(func() { _ = uilang.Setup("en") })
	for _, lang := range []string{"en", "de", "it"} {
		if err := uilang.Setup(lang); err != nil {
			t.Fatal(err)
		}
		p, _, w := newTestSection(t, flask.Game{})
		w.Resize(fyne.NewSize(1024, 700))
		startFlaskFrom(t, p, "first: 1\nfirst_turn: false\nseats:\n  - hand: [Sabotage]\n    deck: [Sabotage]\n  - hand: [Research]\n    deck: [Research]\n")
		ft := p.Match.View.(*flaskTable)
		if len(ft.Actions) < 6 {
			t.Fatalf("%s: %d step buttons, want the grow steps and Resign", lang, len(ft.Actions))
		}
		// The table takes 80 % of the width, the moves panel (right of it) the rest.
		right := fyne.CurrentApp().Driver().AbsolutePositionForObject(p.Match.logBox).X
		if right > 0.8*1024+10 {
			t.Errorf("%s: the step buttons push the moves panel to x %v", lang, right)
		}
		for _, b := range ft.Actions {
			pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
			if pos.X+b.Size().Width > right+0.5 {
				t.Errorf("%s: %q ends at x %v, past the moves panel's edge %v", lang, b.Text, pos.X+b.Size().Width, right)
			}
		}
	}
}

// A hand too large for its space even at the smallest card width (10 Flask cards in 480×200, as in
// the scroll below the result of a finished match) wraps at that width instead of running off the
// right edge, and asks for the height of its rows.
func TestHandLayoutWrapsWhenNothingFits(t *testing.T) {
	test.NewTempApp(t)
	l := &handLayout{maxWidth: flaskHandCard, minWidth: 56, aspect: float32(flask.FaceHeight / flask.FaceWidth), extra: 40}
	cards := make([]fyne.CanvasObject, 10)
	for i := range cards {
		cards[i] = canvas.NewRectangle(color.Black)
	}
	space := fyne.NewSize(480, 200)
	l.Layout(cards, space)
	rows := map[float32]bool{}
	for i, c := range cards {
		if end := c.Position().X + c.Size().Width; end > space.Width+0.5 || c.Size().Width < l.minWidth-0.5 {
			t.Errorf("card %d spans x %v to %v (width %v) in a hand %v wide", i+1, c.Position().X, end, c.Size().Width, space.Width)
		}
		rows[c.Position().Y] = true
	}
	cellH := l.minWidth*l.aspect + l.extra
	if min := l.MinSize(cards); len(rows) < 2 || min.Height < float32(len(rows))*cellH {
		t.Errorf("%d rows of cards, the hand asks for %v", len(rows), min)
	}
}
