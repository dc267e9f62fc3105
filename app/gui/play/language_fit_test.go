package play

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/flask"
)

// tableShare is the part of the match screen's width the table has beside the move feed.
const tableShare = 0.8

// German's and Italian's longer words must not widen a table past the smallest window the app
// supports (1024×700): the three tables of the screenshots in docs/screenshots, in every language.
func TestTablesFitTheSmallestWindowInEveryLanguage(t *testing.T) {
	t.Cleanup(func() { _ = uilang.Setup("en") })
	specs := []string{
		"play:flask,seats=greedy+human,skip=4",
		"play:flask,seats=human+greedy+greedy,skip=12",
		"play:code,seats=human+greedy+greedy,skip=5",
		"play:codex,seats=human+greedy,skip=8",
		"play:flask,seats=human+greedy,skip=6,seed=2", // the grow step: five buttons in a row
		"play:codex,seats=human+greedy,skip=14,seed=3",
	}
	for _, l := range uilang.Languages {
		if err := uilang.Setup(l.Code); err != nil {
			t.Fatal(err)
		}
		for _, spec := range specs {
			p, loop, w := newTestSection(t, flask.Game{}, code.Game{}, codex.Game{})
			if err := p.openFromSpec(spec); err != nil {
				t.Fatal(err)
			}
			c := p.Match.Ctrl // the computers move until a person decides: the person's screen
			loop.RunUntil(t, "a person's decision", func() bool {
				return c.Match.Table.Over() || c.Thinking == cards.NoSeat && c.Setup.Seats[c.Match.Table.ToMove()].Human()
			}, 20*time.Second)
			if width := w.Content().MinSize().Width; width > 1024 {
				t.Errorf("%s, %s: the table needs %.0f units of width, more than 1024", l.Name, spec, width)
			}
			// The table has 80 % of the width beside the move feed; wider, it squeezes the feed.
			if width := p.Match.View.Object().MinSize().Width; width > tableShare*1024 {
				t.Errorf("%s, %s: the table needs %.0f units of width, more than its %.0f beside the feed", l.Name, spec, width, tableShare*1024)
			}
			if ct, ok := p.Match.View.(*codexTable); ok {
				w.Resize(fyne.NewSize(1024, 700-appChrome))
				for i, c := range ct.captions {
					if c.CutOff() {
						t.Errorf("%s, %s: hand card %d's caption %q is cut off", l.Name, spec, i+1, c.Text)
					}
				}
			}
			p.closeMatch()
		}
	}
}
