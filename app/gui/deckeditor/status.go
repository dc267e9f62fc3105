package deckeditor

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/flask"
)

// deckStatus is the always-visible bar under the editor: the card count out of 15, the deck's
// colour, whether it is a legal deck, and every problem (deck rules, then pictures that cannot be
// read) as a button that selects the card at fault. A deck may be saved while it breaks rules;
// the bar says so.
type deckStatus struct {
	e        *Editor
	count    *widget.Label
	colour   *widgets.FaceView
	verdict  *widget.Label
	notice   *widgets.TipLabel
	problems *fyne.Container
	head     *fyne.Container // count, colour, verdict
	scroll   *container.Scroll
	root     fyne.CanvasObject
	// items are the problems shown, in order (read by tests).
	items []statusItem
}

// statusItem is one problem of the bar and the card it selects (-1: none).
type statusItem struct {
	text string
	card int
	link *problemLink
}

func newDeckStatus(e *Editor) *deckStatus {
	s := &deckStatus{e: e,
		count:    widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		colour:   newInlineView(""),
		verdict:  widget.NewLabel(""),
		notice:   widgets.NewTipLabel(""), // cut off when long: its tooltip shows all
		problems: container.NewGridWithColumns(2),
	}
	s.notice.TextStyle = fyne.TextStyle{Italic: true}
	scroll := container.NewVScroll(container.NewVBox(s.problems)) // rows keep their height
	scroll.SetMinSize(fyne.NewSize(0, 80))
	s.notice.Alignment = fyne.TextAlignTrailing
	s.head = container.NewHBox(s.count, widget.NewLabel(lang.L("Colour")), container.NewCenter(s.colour), s.verdict)
	s.scroll = scroll
	scroll.Hide() // shown with the first problem
	s.root = container.NewBorder(container.NewVBox(widget.NewSeparator(), container.NewBorder(nil, nil, s.head, nil, s.notice)), nil, nil, nil, scroll)
	return s
}

// Object is the bar's content.
func (s *deckStatus) Object() fyne.CanvasObject { return s.root }

// say shows a short message (saved, opened, recovered) until the next one.
func (s *deckStatus) say(msg string) { s.notice.SetText(msg) }

// refresh checks the collection and shows the result.
func (s *deckStatus) refresh() {
	e := s.e
	deck := e.coll.Deck()
	setLabel(s.count, lang.L("{{.Count}} / {{.Size}} cards", map[string]int{"Count": deck.Size(), "Size": e.set.DeckSize()}))
	setInline(s.colour, colourText(deck.Colour()))
	problems := e.set.Validate(deck)
	old := s.items
	s.items = nil
	for _, p := range problems {
		card := -1
		if len(p.Cards) > 0 {
			card = p.Cards[0]
		}
		s.items = append(s.items, statusItem{text: uilang.ErrorText(p), card: card})
	}
	for i, c := range deck.Cards {
		if err := e.pictureProblem(c); err != nil {
			s.items = append(s.items, statusItem{text: lang.L("card {{.N}} {{.Name}}: {{.Problem}}", map[string]any{"N": i + 1, "Name": strconv.Quote(c.Name), "Problem": uilang.ErrorText(err)}), card: i})
		}
	}
	switch {
	case len(problems) == 0:
		s.count.Importance = widget.SuccessImportance
		setLabel(s.verdict, lang.L("a legal deck"))
	default:
		s.count.Importance = widget.DangerImportance
		setLabel(s.verdict, lang.N("not a legal deck yet ({{.Count}} problems): you may still save it", len(problems), map[string]int{"Count": len(problems)}))
	}
	s.count.Refresh()
	s.head.Refresh()             // the colour's width may have changed
	if sameItems(old, s.items) { // keep the links shown
		s.items = old
		return
	}
	s.showItems(len(problems))
}

// showItems makes a link of every item; the first rules ones are errors, the rest warnings.
func (s *deckStatus) showItems(rules int) {
	s.problems.Objects = s.problems.Objects[:0]
	for i := range s.items {
		it := &s.items[i]
		icon := theme.ErrorIcon()
		if i >= rules {
			icon = theme.WarningIcon()
		}
		card := it.card
		it.link = newProblemLink(icon, it.text, func() {
			if card >= 0 {
				s.e.selectCard(card)
			}
		})
		s.problems.Add(it.link)
	}
	s.problems.Refresh()
	if len(s.items) == 0 {
		s.scroll.Hide()
	} else {
		s.scroll.Show()
	}
}

// colourText writes a deck's colour with its symbols: "💥 red", "💥📘 red and blue", "none".
func colourText(rs []flask.Resource) string {
	if len(rs) == 0 {
		return lang.L("none")
	}
	var syms, names []string
	for _, r := range rs {
		syms = append(syms, r.Symbol())
		names = append(names, uilang.Colour(r.String()))
	}
	return strings.Join(syms, "") + " " + strings.Join(names, " "+lang.L("and")+" ")
}

// sameItems tells whether two lists of problems read the same and select the same cards.
func sameItems(a, b []statusItem) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].text != b[i].text || a[i].card != b[i].card {
			return false
		}
	}
	return true
}
