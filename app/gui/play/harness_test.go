package play

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/app/gui/internal/uitest"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask"
)

// newTestSection opens the Play section with the given games in a headless test window.
func newTestSection(t *testing.T, gs ...cards.Game) (*playSection, *uitest.Loop, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	p := newPlaySection(w, gs)
	loop := uitest.NewLoop()
	p.Post, p.BotDelay = loop.Post, time.Millisecond
	w.SetContent(p.Object())
	w.Resize(fyne.NewSize(1200, 800))
	t.Cleanup(func() { p.closeMatch() })
	return p, loop, w
}

// setSeat sets a seat row of the form through its widgets.
func setSeat(t *testing.T, f *matchForm, i int, name, kind, level string) {
	t.Helper()
	row := f.Seats[i]
	row.Name.SetText("")
	test.Type(row.Name, name)
	row.Kind.SetSelected(kind)
	if level != "" {
		row.Level.SetSelected(level)
	}
}

// tapButton taps the first of buttons whose text is want.
func tapButton(t *testing.T, buttons []*widget.Button, want string) {
	t.Helper()
	for _, b := range buttons {
		if unnumbered(b.Text) == unnumbered(want) {
			test.Tap(b)
			return
		}
	}
	texts := make([]string, len(buttons))
	for i, b := range buttons {
		texts[i] = b.Text
	}
	t.Fatalf("no button %q among %q", want, texts)
}

// genericOf returns the generic table of the match shown.
func genericOf(t *testing.T, p *playSection) *genericTable {
	t.Helper()
	g, ok := p.Match.View.(*genericTable)
	if !ok {
		t.Fatalf("the table is a %T, not the generic table", p.Match.View)
	}
	return g
}

// visibleTexts returns the text of every visible label and canvas text under o (what the window shows).
func visibleTexts(o fyne.CanvasObject) string {
	var b strings.Builder
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch v := o.(type) {
		case *widget.Label:
			b.WriteString(v.Text + "\n")
		case *widget.Button:
			b.WriteString(v.Text + "\n")
		case *widget.Entry, *widget.Select:
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
			return
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
			return
		}
		if ct, ok := o.(*canvas.Text); ok {
			b.WriteString(ct.Text + "\n")
		}
	}
	walk(o)
	return b.String()
}

// findButton returns the first visible button with the text under o (a window's content or a
// dialog's pop-up), nil when there is none.
func findButton(o fyne.CanvasObject, text string) *widget.Button {
	if o == nil || !o.Visible() {
		return nil
	}
	switch v := o.(type) {
	case *widget.Button:
		if v.Text == text {
			return v
		}
		return nil
	case *fyne.Container:
		for _, c := range v.Objects {
			if b := findButton(c, text); b != nil {
				return b
			}
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() {
			if b := findButton(c, text); b != nil {
				return b
			}
		}
	}
	return nil
}

// startCodeThroughTheForm starts a CODE match as a person does, through the form: Ann plays seat 1
// and the computers of levels play the others, on seed; it returns Ann's wait for her decision.
func startCodeThroughTheForm(t *testing.T, p *playSection, seed string, levels ...string) (annToMove func() bool) {
	t.Helper()
	f := p.Form
	if !f.SelectGame("code") {
		t.Fatal("no CODE in the form")
	}
	f.SeatCount.SetSelected(strconv.Itoa(1 + len(levels)))
	setSeat(t, f, 0, "Ann", seatPerson, "")
	for i, level := range levels {
		setSeat(t, f, 1+i, []string{"Robo", "Tin", "Zed"}[i], seatComputer, level)
	}
	test.Type(f.Seed, seed)
	test.Tap(f.Start)
	if p.Match == nil {
		t.Fatalf("the match did not start: %q", f.Error.Text)
	}
	c := p.Match.Ctrl
	return func() bool {
		return c.Match.Table.Over() || (c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat)
	}
}

// startFlaskHotSeat starts a Flask match of two people at one screen, Ann and Bob, with the decks
// given, from seed.
func startFlaskHotSeat(t *testing.T, p *playSection, seed uint64, decks ...string) {
	t.Helper()
	setup := playSetup{Game: flask.Game{}, Seed: seed, Decks: decks, Seats: []playSeat{{Name: "Ann"}, {Name: "Bob"}}}
	m, err := cards.NewMatch(flask.Game{}, cards.Config{Seats: 2, Seed: seed, Decks: decks}, []cards.SeatInfo{setup.Seats[0].info(), setup.Seats[1].info()}, app.Version)
	if err != nil {
		t.Fatal(err)
	}
	p.playMatch(setup, m, nil)
}
