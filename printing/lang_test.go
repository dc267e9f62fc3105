package printing

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// The footer speaks the print's language: "Seite 1 von 2", "pagina 1 di 2", and names the backs'
// pages; English is as before.
func TestFooterInEveryLanguage(t *testing.T) {
	cases := []struct {
		l     i18n.Language
		backs bool
		want  string
	}{
		{i18n.None, false, "Red · page 1 of 2"},
		{i18n.English, true, "Red · page 2 of 2 · backs"},
		{i18n.German, false, "Red · Seite 1 von 2"},
		{i18n.German, true, "Red · Seite 2 von 2 · Rückseiten"},
		{i18n.Italian, false, "Red · pagina 1 di 2"},
		{i18n.Italian, true, "Red · pagina 2 di 2 · retri"},
	}
	for _, c := range cases {
		p := Page{Number: 1, Backs: c.backs}
		if c.backs {
			p.Number = 2
		}
		if got := footerText("Red", Options{Lang: c.l}, p, 2); got != c.want {
			t.Errorf("%v: footer %q, want %q", c.l, got, c.want)
		}
	}
}
