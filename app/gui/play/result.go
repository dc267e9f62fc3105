package play

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/cards"
)

// resultPanel tells how a finished match ended: who won, why, every seat's score, and what to do
// next (rematch, replay, save, a new match).
type resultPanel struct {
	Title  *canvas.Text  // "Anna wins" / "Draw"
	Reason *widget.Label // how the game ended
	Scores *widget.Label // one line per seat: name, score, a mark for the winners
	Reveal *widget.Label // what was hidden during the match: hands, codes, secret objectives, decks
	// RevealBox holds Reveal, scrolling when it is taller than a quarter of the window.
	RevealBox *fyne.Container
	// RevealFold opens and closes the reveal (closed at first).
	RevealFold *fold
	Rematch    *widget.Button
	Replay     *widget.Button
	Save       *widget.Button
	NewGame    *widget.Button
	obj        fyne.CanvasObject
}

// resultActions are what the result panel's buttons do.
type resultActions struct {
	Rematch, Replay, Save, NewGame func()
}

func newResultPanel(do resultActions) *resultPanel {
	r := &resultPanel{
		Title:   canvas.NewText("", theme.Color(theme.ColorNamePrimary)),
		Reason:  widget.NewLabel(""),
		Scores:  widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true}),
		Reveal:  widget.NewLabel(""),
		Rematch: widget.NewButtonWithIcon(lang.L("Rematch"), theme.MediaReplayIcon(), do.Rematch),
		Replay:  widget.NewButtonWithIcon(lang.L("Replay step by step"), theme.MediaPlayIcon(), do.Replay),
		Save:    widget.NewButtonWithIcon(lang.L("Save match log…"), theme.DocumentSaveIcon(), do.Save),
		NewGame: widget.NewButtonWithIcon(lang.L("New match"), theme.ContentAddIcon(), do.NewGame),
	}
	r.Title.TextSize = 28
	r.Title.TextStyle.Bold = true
	r.Rematch.Importance = widget.HighImportance
	buttons := container.NewHBox(r.Rematch, r.Replay, r.Save, r.NewGame)
	r.Reveal.Wrapping = fyne.TextWrapWord
	r.RevealBox = container.New(&cappedHeight{content: r.Reveal}, container.NewVScroll(r.Reveal))
	r.RevealFold = newFold(lang.L("Revealed: every hand, code, secret and deck"), r.RevealBox)
	r.obj = container.NewVBox(r.Title, r.Reason, r.Scores, r.RevealFold.Object(), buttons, widget.NewSeparator())
	return r
}

// Show writes the result of a finished match, and what was hidden during it (reveal: the lines of
// cards.Reveal, seats still written as mentions).
func (r *resultPanel) Show(res cards.Result, seats []playSeat, reveal []string) {
	lines := make([]string, len(reveal))
	for i, l := range reveal {
		lines[i] = cards.NameSeats(l, func(s cards.Seat) string { return seatName(seats, s) })
	}
	if len(lines) == 0 {
		lines = []string{lang.L("Nothing was hidden.")}
	}
	r.Reveal.SetText(strings.Join(lines, "\n"))
	r.Title.Text = resultTitle(res, seats)
	r.Title.Color = theme.Color(theme.ColorNamePrimary)
	r.Title.Refresh()
	r.Reason.SetText(res.Reason)
	r.Scores.SetText(resultTable(res, seats))
}

func (r *resultPanel) Object() fyne.CanvasObject { return r.obj }

// resultTitle says who won in a few words.
func resultTitle(res cards.Result, seats []playSeat) string {
	switch len(res.Winners) {
	case 0:
		return lang.L("Nobody wins")
	case 1:
		return lang.L("{{.Name}} wins", map[string]string{"Name": seatName(seats, res.Winners[0])})
	}
	names := make([]string, len(res.Winners))
	for i, w := range res.Winners {
		names[i] = seatName(seats, w)
	}
	if len(res.Winners) == len(seats) {
		return lang.L("Draw (tie)")
	}
	return lang.L("Shared win: {{.Names}}", map[string]string{"Names": strings.Join(names, ", ")})
}

// resultTable writes one line per seat: a star for a winner, the name, the score when the game counts.
func resultTable(res cards.Result, seats []playSeat) string {
	var b strings.Builder
	width := 4
	for i := range seats {
		width = max(width, len([]rune(seatName(seats, cards.Seat(i)))))
	}
	for i := range seats {
		s := cards.Seat(i)
		mark := "  "
		if res.Won(s) {
			mark = "★ "
		}
		fmt.Fprintf(&b, "%s%-*s", mark, width, seatName(seats, s))
		if i < len(res.Scores) {
			b.WriteString("  " + lang.N("{{.Count}} points", res.Scores[i], map[string]string{"Count": fmt.Sprintf("%3d", res.Scores[i])}))
		}
		b.WriteString("\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

// cappedHeight lays out one scroll as tall as its content, but no taller than a quarter of the
// window (at least minCap), so that the reveal of a long match never pushes the result panel, the
// header and the table out of the window: past the cap the reveal scrolls.
type cappedHeight struct {
	content fyne.CanvasObject // what the scroll shows
}

// minCap is the least height the reveal may take before it scrolls: about five lines.
const minCap = 120

// Cap returns the most height the scroll may take in the window showing o.
func (l *cappedHeight) Cap(o fyne.CanvasObject) float32 {
	limit := float32(minCap)
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(o); c != nil {
			limit = max(limit, c.Size().Height/4)
		}
	}
	return limit
}

// MinSize is the content's height up to the cap.
func (l *cappedHeight) MinSize(objects []fyne.CanvasObject) fyne.Size {
	if len(objects) == 0 {
		return fyne.Size{}
	}
	want := l.content.MinSize()
	return fyne.NewSize(objects[0].MinSize().Width, min(want.Height, l.Cap(objects[0])))
}

// Layout gives the scroll the whole space.
func (l *cappedHeight) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	fillAll(objects, size)
}
