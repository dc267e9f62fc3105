package play

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
)

// A Gift from a huge CODE hand offers every face the hand holds, up to 47: the choice stays inside the
// window at 1024×700 and at 1280×800, its answers scroll, and the last answer can be scrolled into
// view, also after the window is made smaller. A choice of two answers gets its whole height.
func TestAChoiceOfManyCardsFitsTheWindow(t *testing.T) {
	test.NewTempApp(t)
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1280, Height: 800}} {
		for _, n := range []int{2, 47} {
			w := test.NewTempWindow(t, widget.NewLabel("table"))
			w.Resize(size)
			var options []choiceOption
			for c := code.Card(1); int(c) <= n; c++ {
				face := code.CardFaceIn(c, uilang.Game())
				options = append(options, choiceOption{Label: "Lay out " + c.NameIn(uilang.Game()), Move: c, Face: &face})
			}
			c := showChoice(w, "Gift", "Lay out one card of your hand.", options, func(fmt.Stringer) {})
			name := fmt.Sprintf("%v options at %v", n, size)
			top := w.Canvas().Overlays().Top()
			if top == nil {
				t.Fatalf("%s: no dialog shown", name)
			}
			scroll := findScroll(t, top)
			if scroll == nil {
				t.Fatalf("%s: the answers are not in a scroll", name)
			}
			if need := scroll.Content.MinSize().Height; n == 2 && scroll.Size().Height < need-0.5 {
				t.Errorf("%s: two answers %v tall get a scroll %v tall", name, need, scroll.Size().Height)
			}
			if n > 8 {
				last := c.Buttons[len(c.Buttons)-1]
				scroll.ScrollToBottom()
				d := fyne.CurrentApp().Driver()
				bottom := d.AbsolutePositionForObject(last).Y + last.Size().Height - d.AbsolutePositionForObject(scroll).Y
				if bottom > scroll.Size().Height+0.5 || bottom < 0 {
					t.Errorf("%s: scrolled to the bottom, the last answer ends at %v in a scroll %v tall", name, bottom, scroll.Size().Height)
				}
			}
			scroll.ScrollToTop()
			checkInside(t, name, []fyne.CanvasObject{c.Buttons[0], scroll}, w.Canvas().Size())
			if n > 8 {
				smaller := fyne.NewSize(size.Width, size.Height-100)
				w.Resize(smaller)
				checkInside(t, name+" resized smaller", []fyne.CanvasObject{c.Buttons[0], scroll}, smaller)
			}
			c.Hide()
		}
	}
}

// findScroll returns the first scroll container under o, or nil.
func findScroll(t *testing.T, o fyne.CanvasObject) *container.Scroll {
	if s, ok := o.(*container.Scroll); ok {
		return s
	}
	var children []fyne.CanvasObject
	switch v := o.(type) {
	case *fyne.Container:
		children = v.Objects
	case fyne.Widget:
		children = test.TempWidgetRenderer(t, v).Objects()
	}
	for _, c := range children {
		if s := findScroll(t, c); s != nil {
			return s
		}
	}
	return nil
}

// A CODE hand of 46 cards does not fit a 1024×700 window even at the smallest cards: the window keeps
// its size, the hand scrolls, its first card lies inside the window and its last can be scrolled into
// view.
func TestAHugeCodeHandScrollsInsideTheWindow(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1280, Height: 800}} {
		p, _, w := newTestSection(t, code.Game{})
		w.Resize(size)
		hand := make([]string, 0, 46)
		for _, c := range "rbyp" {
			for d := range 10 {
				hand = append(hand, fmt.Sprintf("%c%d", c, d))
			}
		}
		hand = append(hand, "swap", "reverse", "skip", "joker", "+2", "reset")
		startCodeFrom(t, p, fmt.Sprintf("first: 1\nseats:\n  - {hand: [%s]}\n  - {hand: [r1, r2]}\nnumber_pile: [p4]\naction_pile: [+2]\n", strings.Join(hand, ", ")))
		ct := p.Match.View.(*codeTable)
		if len(ct.hand.Objects) != len(hand) {
			t.Fatalf("%v: %d cards shown of %d", size, len(ct.hand.Objects), len(hand))
		}
		w.Resize(size)
		if got := w.Canvas().Size(); got.Height > size.Height+0.5 || got.Width > size.Width+0.5 {
			t.Errorf("%v: the window grew to %v to hold the hand", size, got)
		}
		scroll := findScroll(t, p.Match.View.Object())
		for scroll != nil && scroll.Content != ct.hand {
			scroll = findScroll(t, scroll.Content)
		}
		first, last := ct.hand.Objects[0], ct.hand.Objects[len(ct.hand.Objects)-1]
		name := fmt.Sprintf("%v, 46 cards", size)
		checkInside(t, name, []fyne.CanvasObject{first}, w.Canvas().Size())
		if scroll != nil {
			checkInside(t, name+", the scroll", []fyne.CanvasObject{scroll}, w.Canvas().Size())
			scroll.ScrollToBottom()
			d := fyne.CurrentApp().Driver()
			if bottom := d.AbsolutePositionForObject(last).Y + last.Size().Height - d.AbsolutePositionForObject(scroll).Y; bottom > scroll.Size().Height+0.5 || bottom < 0 {
				t.Errorf("%v: scrolled to the bottom, the last card ends at %v in a scroll %v tall", size, bottom, scroll.Size().Height)
			}
		}
		checkInside(t, name+", scrolled to the last card", []fyne.CanvasObject{last}, w.Canvas().Size())
	}
}

// startCodeFrom starts a CODE match of Ann against Robo (greedy) from a setup block.
func startCodeFrom(t *testing.T, p *playSection, text string) {
	t.Helper()
	var node yaml.Node
	if err := yaml.Unmarshal([]byte(text), &node); err != nil {
		t.Fatal(err)
	}
	setup := playSetup{Game: code.Game{}, Seed: 1,
		Seats: []playSeat{{Name: "Ann"}, {Name: "Robo", Bot: &cards.BotSpec{Level: cards.LevelGreedy}}}}
	infos := []cards.SeatInfo{setup.Seats[0].info(), setup.Seats[1].info()}
	m, err := cards.NewMatch(code.Game{}, cards.Config{Seats: 2, Seed: 1, Setup: node.Content[0]}, infos, app.Version)
	if err != nil {
		t.Fatal(err)
	}
	p.playMatch(setup, m, nil)
}

// While a Gift is open, the card the other seat lays out shows beside its hand rather than under
// it: the CODE table stays as tall as before, so the window keeps 1024×700 (a laid-out card under
// the hand made the table 29 pixels taller than that window, session 10).
func TestALaidOutCardKeepsTheCodeTableInTheWindow(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1280, Height: 800}} {
		p, loop, w := newTestSection(t, code.Game{})
		w.Resize(size)
		startCodeFrom(t, p, "first: 1\nseats:\n  - {hand: [p5, r6, y6, y7, r9, y9, joker, gift]}\n  - {hand: [r0, r1, y8, y6, y9]}\nnumber_pile: [p1]\naction_pile: [skip]\n")
		before := w.Content().MinSize().Height
		c := p.Match.Ctrl
		gift := ""
		for _, m := range c.Match.Table.LegalMoves() {
			if strings.Contains(m, "gift") {
				gift = m
			}
		}
		if err := c.Play(gift); err != nil {
			t.Fatalf("%v: Ann's Gift %q: %v (legal %q)", size, gift, err, c.Match.Table.LegalMoves())
		}
		st := c.Match.Table.Engine().(*code.State)
		loop.RunUntil(t, "Robo's card laid out", func() bool { return st.Offered(1) != code.NoCard && c.Thinking == cards.NoSeat }, 20*time.Second)
		if got := w.Content().MinSize().Height; got > size.Height+0.5 || got > before+0.5 {
			t.Errorf("%v: with Robo's card laid out the table needs %v pixels of height, %v before, the window has %v", size, got, before, size.Height)
		}
	}
}

// Selecting a card changes only the prompt's words: the hand keeps its cards' size and place, at
// 1024×700 and 1280×800, so the card under the pointer does not jump away from it.
func TestSelectingACodeCardKeepsTheHandInPlace(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1280, Height: 800}} {
		p, _, w := newTestSection(t, code.Game{})
		w.Resize(size)
		startCodeFrom(t, p, "first: 1\nseats:\n  - {hand: [p5, r6, y6, y7, r9, y9, b2, b3, joker]}\n  - {hand: [r0, r1, y8, y6, y9]}\nnumber_pile: [p1]\naction_pile: [skip]\n")
		ct := p.Match.View.(*codeTable)
		where := func() []string {
			var r []string
			for _, o := range ct.hand.Objects {
				r = append(r, fmt.Sprint(fyne.CurrentApp().Driver().AbsolutePositionForObject(o), o.Size()))
			}
			return r
		}
		before := where()
		test.Tap(ct.Hand[0])
		if !ct.Selected[0] {
			t.Fatalf("%v: tapping the first card did not select it", size)
		}
		after := where()
		for i := range before {
			if before[i] != after[i] {
				t.Errorf("%v: card %d moved from %v to %v when the first card was selected", size, i+1, before[i], after[i])
			}
		}
	}
}

// A question long enough to wrap over several lines (the colour-order hint of a loss) gets its whole
// height: the dialog holds the question and, below it, every answer.
func TestALongQuestionKeepsItsAnswersInsideTheDialog(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel("table"))
	w.Resize(fyne.NewSize(1024, 700))
	question := "Which resource is lost? (4 left)\nThey are chosen in colour order (red, blue, green, yellow): a colour not offered now comes after these."
	options := []choiceOption{{Label: "red (2)", Move: code.Card(1)}, {Label: "blue (2)", Move: code.Card(2)}}
	c := showChoice(w, "Lose resources", question, options, func(fmt.Stringer) {})
	defer c.Hide()
	pop, ok := w.Canvas().Overlays().Top().(*widget.PopUp)
	if !ok {
		t.Fatalf("the dialog is not a pop-up: %T", w.Canvas().Overlays().Top())
	}
	d := fyne.CurrentApp().Driver()
	box := pop.Content
	boxBottom := d.AbsolutePositionForObject(box).Y + box.Size().Height
	for _, b := range c.Buttons {
		if bottom := d.AbsolutePositionForObject(b).Y + b.Size().Height; bottom > boxBottom+0.5 {
			t.Errorf("answer %q ends at %v, below the dialog's bottom %v", b.Text, bottom, boxBottom)
		}
	}
}

// A long question over a single short answer (whose code a Reset changes) wraps at a readable width,
// not in a column as narrow as its one button.
func TestAQuestionOverOneShortAnswerIsNotANarrowColumn(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel("table"))
	w.Resize(fyne.NewSize(1024, 700))
	question := "Whose code card goes under the code pile (they draw a new one)?"
	c := showChoice(w, "Reset", question, []choiceOption{{Label: "1 · Robo", Move: code.Card(1)}}, func(fmt.Stringer) {})
	defer c.Hide()
	pop, ok := w.Canvas().Overlays().Top().(*widget.PopUp)
	if !ok {
		t.Fatalf("the dialog is not a pop-up: %T", w.Canvas().Overlays().Top())
	}
	if got := pop.Content.Size().Width; got < choiceQuestionWidth {
		t.Errorf("the dialog is %.0f wide, under the %d a question wraps at", got, choiceQuestionWidth)
	}
}
