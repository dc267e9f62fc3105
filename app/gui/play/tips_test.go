package play

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/internal/uitest"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/flask"
)

// Every icon-only button of the match screens and of the dialogs they open has a tooltip, in every
// game: the table, a choice the game asks (Codex's setup), a card shown large, the resign and
// leave questions, and the result panel.
func TestPlayScreensAndDialogsHaveTooltips(t *testing.T) {
	for _, g := range []cards.Game{flask.Game{}, codex.Game{}, code.Game{}} {
		p, loop := startAgainstRobo(t, g, "5")
		c := p.Match.Ctrl
		check := func(what string, o fyne.CanvasObject) {
			t.Helper()
			if o == nil {
				t.Fatalf("%s: %s is not shown", g.Name(), what)
			}
			if bad := uitest.UntippedIconButtons(o); len(bad) > 0 {
				t.Errorf("%s: %s has icon buttons without a tooltip: %v", g.Name(), what, bad)
			}
		}
		top := func() fyne.CanvasObject { return p.win.Canvas().Overlays().Top() }
		loop.RunUntil(t, "Ann's decision", func() bool { return c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat }, 20*time.Second)
		check("the table", p.Match.Object())
		if top() != nil {
			check("the choice asked", top())
		}
		playByKeys(t, p, loop, 6) // a few moves, so that Leave asks
		if c.Match.Table.Over() {
			t.Fatalf("%s: the match ended within 6 keys", g.Name())
		}
		loop.RunUntil(t, "Ann's decision", func() bool { return c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat }, 20*time.Second)
		keys := p.Match.View.(keyboardTable).Keys()
		if keys.Dialog != nil {
			check("the choice asked", top())
		}
		var face fyne.Tappable
		switch v := p.Match.View.(type) {
		case *flaskTable:
			for _, f := range v.HandFaces {
				face = f
			}
		case *codexTable:
			if len(v.Hand) > 0 && keys.Dialog == nil {
				test.Tap(v.Hand[0])
				test.Tap(v.Hand[0]) // the selected card again shows it large
				if v.Preview.Open() {
					check("the card shown large", top())
					press(p, fyne.KeyEscape)
				}
			}
		}
		if face != nil && keys.Dialog == nil {
			test.Tap(face)
			check("the card shown large", top())
			press(p, fyne.KeyEscape)
		}
		if resign := uitest.Buttons(p.Match.Object(), func(b *widget.Button) bool { return strings.Contains(b.Text, "Resign") }); len(resign) > 0 && keys.Dialog == nil && !resign[0].Disabled() {
			test.Tap(resign[0])
			if p.Match.Asking != nil {
				check("the resign question", top())
				press(p, fyne.KeyEscape)
			}
		}
		p.confirmLeave(func() {})
		if p.Leaving == nil {
			t.Errorf("%s: Leave did not ask after %d moves", g.Name(), len(c.Match.Log.Moves))
		} else {
			check("the leave question", top())
			test.Tap(p.Leaving.Cancel)
		}
		spec := fmt.Sprintf("play:%s,seats=human+random,skip=100000,skipby=random,seed=3", g.Name())
		if err := p.openFromSpec(spec); err != nil {
			t.Fatal(err)
		}
		p.Match.Result.RevealFold.Open()
		check("the result screen", p.Match.Object())
	}
}
