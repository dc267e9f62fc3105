package deckeditor

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/flaskdeck/flaskdeck/flask"
)

// sixtyCards is a collection of 60 different cards (the size where a designer keeps every idea).
func sixtyCards() flask.Deck {
	d := flask.Deck{Name: "Sixty"}
	all := flask.AllCompositions()
	for i := 0; len(d.Cards) < 60; i += 271 {
		d.Cards = append(d.Cards, flask.NewCard(fmt.Sprintf("Card %d", len(d.Cards)+1), all[i%len(all)]))
	}
	return d
}

// BenchmarkEditSixtyCards measures one composition edit on a 60-card collection: the edit, the
// undo step, the check of the deck rules, and every view refreshed (deck pane, preview, form,
// composition, status).
func BenchmarkEditSixtyCards(b *testing.B) {
	_, e := newTestGUI(b, sixtyCards())
	e.selectCard(30)
	plus, minus := e.comp.rows[flask.B2].plus, e.comp.rows[flask.B2].minus
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if e.comp.current.Count(flask.B2) == 0 {
			test.Tap(plus)
		} else {
			test.Tap(minus)
		}
	}
}

// TestEditSixtyCards checks the collection the benchmark edits is what it says.
func TestEditSixtyCards(t *testing.T) {
	d := sixtyCards()
	seen := map[flask.Composition]bool{}
	for _, c := range d.Cards {
		seen[c.Composition] = true
	}
	if len(d.Cards) != 60 || len(seen) != 60 {
		t.Fatalf("%d cards, %d different", len(d.Cards), len(seen))
	}
	_, e := newTestGUI(t, d)
	e.selectCard(59)
	test.Tap(e.comp.rows[flask.R2].plus)
	if c, _ := e.coll.Card(59); c.Composition == d.Cards[59].Composition && d.Cards[59].Composition.Count(flask.R2) < 3 {
		t.Error("the edit on card 60 did not apply")
	}
}
