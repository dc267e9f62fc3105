package play

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/flask"
)

// German's and Italian's longer words must not widen a table past the smallest window the app
// supports (1024×700): the three tables of the screenshots in docs/screenshots, in every language.
func TestTablesFitTheSmallestWindowInEveryLanguage(t *testing.T) {
	t.Cleanup(func() { _ = uilang.Setup("en") })
	specs := []string{
		"play:flask,seats=greedy+human,skip=4",
		"play:flask,seats=human+greedy+greedy,skip=12",
		"play:code,seats=human+greedy+greedy,skip=5",
		"play:codex,seats=human+greedy,skip=8",
	}
	for _, l := range uilang.Languages {
		if err := uilang.Setup(l.Code); err != nil {
			t.Fatal(err)
		}
		for _, spec := range specs {
			p, _, w := newTestSection(t, flask.Game{}, code.Game{}, codex.Game{})
			if err := p.openFromSpec(spec); err != nil {
				t.Fatal(err)
			}
			if width := w.Content().MinSize().Width; width > 1024 {
				t.Errorf("%s, %s: the table needs %.0f units of width, more than 1024", l.Name, spec, width)
			}
			p.closeMatch()
		}
	}
}
