package codex

import (
	"strings"
	"testing"

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
