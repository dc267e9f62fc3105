package codex

import (
	"errors"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Why a card may not go somewhere is translated in the app (msgerr.Text) and English as before.
func TestPlacementReasonsInGermanAndItalian(t *testing.T) {
	var a Area
	a.Place(Placement{Card: 83, Side: Front})
	for _, c := range []struct {
		x, y       int
		en, de, it string
	}{
		{0, 0, "the cell is occupied", "das Feld ist belegt", "la casella è occupata"},
		{1, 0, "not a cell of the half-card grid (x+y must be even)",
			"kein Feld des Halbkartenrasters (x+y muss gerade sein)",
			"non è una casella della griglia a mezze carte (x+y deve essere pari)"},
		{4, 4, "no card has a corner on that cell", "keine Karte hat eine Ecke auf diesem Feld",
			"nessuna carta ha un angolo su quella casella"},
	} {
		err := a.PlacementProblem(c.x, c.y)
		if a.PlacementError(c.x, c.y) != c.en || err.Error() != c.en {
			t.Errorf("(%d,%d): English %q, want %q", c.x, c.y, a.PlacementError(c.x, c.y), c.en)
		}
		if got := msgerr.Text(err, i18n.German); got != c.de {
			t.Errorf("(%d,%d): German %q, want %q", c.x, c.y, got, c.de)
		}
		if got := msgerr.Text(err, i18n.Italian); got != c.it {
			t.Errorf("(%d,%d): Italian %q, want %q", c.x, c.y, got, c.it)
		}
	}
	if a.PlacementProblem(1, 1) != nil || a.PlacementError(1, 1) != "" {
		t.Error("a legal cell has a problem")
	}
	// A hidden corner: some card placed beside the starter has one; the cell across it is refused.
	for id := 1; id <= 80; id++ {
		for _, side := range []Side{Front, Back} {
			var b Area
			b.Place(Placement{Card: 83, Side: Front})
			b.Place(Placement{Card: uint8(id), Side: side, X: 1, Y: 1})
			for c := TopLeft; c <= BottomRight; c++ {
				x, y := 1+cornerDX[c], 1+cornerDY[c]
				err := b.PlacementProblem(x, y)
				if err == nil || !strings.HasPrefix(err.Error(), "it would cover the hidden") {
					continue
				}
				de, it := msgerr.Text(err, i18n.German), msgerr.Text(err, i18n.Italian)
				card := err.Error()[strings.LastIndexByte(err.Error(), ' ')+1:]
				if !strings.HasPrefix(de, "sie würde die verdeckte ") || !strings.HasSuffix(de, " Ecke von Karte "+card+" überdecken") {
					t.Errorf("German %q", de)
				}
				if !strings.HasPrefix(it, "coprirebbe l'angolo nascosto in ") || !strings.HasSuffix(it, " della carta "+card) {
					t.Errorf("Italian %q", it)
				}
				t.Logf("%s / %s / %s", err, de, it)
				return
			}
		}
	}
	t.Error("no hidden corner found")
}

// A setup error names the seat and the place in the setup in the app's language; the command
// line's English is as before.
func TestSetupErrorsNameTheSeatInGermanAndItalian(t *testing.T) {
	for _, c := range []struct {
		edit       func(*ExplicitSetup)
		en, de, it string
	}{
		{func(e *ExplicitSetup) { e.Seats[1].Hand[0] = 90 },
			"seat 2 hand: 90 is not a resource or gold card",
			"Hand von Platz 2: 90 ist keine Ressourcen- oder Goldkarte",
			"mano di posto 2: 90 non è una carta risorsa o oro"},
		{func(e *ExplicitSetup) { e.Seats[0].Starter = 50 },
			"seat 1 starter: 50 is not a starter card",
			"Startkarte von Platz 1: 50 ist keine Startkarte",
			"carta iniziale di posto 1: 50 non è una carta iniziale"},
		{func(e *ExplicitSetup) { e.Resource[0] = 50 },
			"resource deck: 50 is not a resource card",
			"Ressourcenstapel: 50 ist keine Ressourcenkarte",
			"mazzo risorse: 50 non è una carta risorsa"},
	} {
		_, err := Game{}.New(cards.Config{Seats: 2, Seed: 1, Setup: setupYAML(c.edit)})
		if err == nil || !errors.Is(err, cards.ErrBadSetup) {
			t.Fatalf("error %v, want ErrBadSetup", err)
		}
		for _, w := range []struct {
			l    i18n.Language
			want string
		}{{i18n.English, c.en}, {i18n.German, c.de}, {i18n.Italian, c.it}} {
			if got := msgerr.Text(err, w.l); !strings.Contains(got, w.want) {
				t.Errorf("%s: %q, want it to contain %q", w.l, got, w.want)
			}
		}
		if err.Error() != msgerr.Text(err, i18n.English) {
			t.Errorf("Error() %q differs from the English text", err)
		}
	}
}

// A move out of turn names the seat and the setup step it waits for in the app's language.
func TestSetupStepInGermanAndItalian(t *testing.T) {
	s, err := Deal(2, 1, StandardRules)
	if err != nil {
		t.Fatal(err)
	}
	m := Colour(0)
	err = s.Play(m)
	for _, c := range []struct {
		l    i18n.Language
		want string
	}{
		{i18n.English, `illegal move "` + m.String() + `": seat 2 is choosing its starter side`},
		{i18n.German, `unerlaubter Zug "` + m.String() + `": Platz 2 wählt gerade die Seite der Startkarte`},
		{i18n.Italian, `mossa non consentita "` + m.String() + `": posto 2 sta scegliendo il lato della carta iniziale`},
	} {
		if got := msgerr.Text(err, c.l); got != c.want {
			t.Errorf("%s: %q, want %q", c.l, got, c.want)
		}
	}
	if err == nil || err.Error() != msgerr.Text(err, i18n.English) {
		t.Errorf("English %v", err)
	}
}
