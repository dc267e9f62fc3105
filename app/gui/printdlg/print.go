// Package printdlg is the app's Print dialog of a Flask deck: the settings of `flaskdeck print`
// in two columns (all in view at 1024×700), a preview of any page (backs pages too), and Save PDF
// in the background.
package printdlg

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/app/printjob"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/printing"
)

// Choices of the print dialog: what the user reads, and the command-line word it stands for, so
// the dialog and `flaskdeck print` go through the same option parsing.
var (
	printOrientationChoices = []choice{{"Auto (more cards)", "auto"}, {"Portrait", "portrait"}, {"Landscape", "landscape"}}
	printGuidesChoices      = []choice{{"Crop marks", "marks"}, {"Cut lines", "lines"}, {"None", "none"}}
	printBacksChoices       = []choice{{"None", "none"}, {"Duplex (next page, mirrored)", "duplex"}, {"Fold-over (beside the face)", "fold"}}
	printFlipChoices        = []choice{{"Long edge", "long"}, {"Short edge", "short"}}
)

// choice is an option of a Select: a label (English, translated when shown) and the flag word
// behind it.
type choice struct{ label, word string }

func labels(cs []choice) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = lang.L(c.label)
	}
	return out
}

func wordOf(cs []choice, label string) string {
	for _, c := range cs {
		if lang.L(c.label) == label {
			return c.word
		}
	}
	return label
}

// printDialog is the Print dialog of a Flask deck: settings, a preview of the first page, and Save
// PDF, which writes in the background with a progress bar.
type printDialog struct {
	win  fyne.Window
	deck flask.Deck

	paper, card                  *widget.SelectEntry
	orientation, guides          *widget.Select
	backs, flip                  *widget.Select
	bleed, gap, offsetX, offsetY *widget.Entry
	bw, oneEach                  *widget.Check
	selection                    *widget.Entry
	path                         *widget.Entry
	preview                      *PagePreview
	pageSel                      *widget.Select // the page previewed: "Page 1", "Page 2 (backs)"…
	pageIdx                      int            // its index, kept while the settings change
	status                       *widget.Label
	pictures                     *widget.Label // the pictures that will print as placeholders, as `print` warns
	progress                     *widget.ProgressBar
	save                         *widget.Button
	form, form2                  *widget.Form // the settings' two columns
	content                      fyne.CanvasObject
	dlg                          dialog.Dialog

	// The run the settings describe, or why there is none.
	job    printing.Job
	opts   printing.Options
	layout printing.Layout
	err    error
	busy   bool
	// onSaved, if set, is called (on the UI goroutine) when an export ends; tests wait on it.
	onSaved func(error)
}

// Show opens the Print dialog for a deck over win.
func Show(win fyne.Window, deck flask.Deck) {
	showPrintDialog(win, deck)
}

// showPrintDialog opens the Print dialog for a deck over win and returns it.
func showPrintDialog(win fyne.Window, deck flask.Deck) *printDialog {
	d := newPrintDialog(win, deck)
	d.dlg = dialog.NewCustom(lang.L("Print {{.Deck}}", map[string]string{"Deck": deck.Name}), lang.L("Close"), d.content, win)
	room := win.Canvas().Size()
	d.dlg.Resize(fyne.NewSize(min(980, room.Width-24), min(660, room.Height-24)))
	d.dlg.Show()
	return d
}

// newPrintDialog builds the dialog's widgets with the defaults of `flaskdeck print`.
func newPrintDialog(win fyne.Window, deck flask.Deck) *printDialog {
	d := &printDialog{win: win, deck: deck}
	changed := func(string) { d.update() }
	d.paper = widget.NewSelectEntry([]string{"A4", "Letter"})
	d.paper.SetPlaceHolder(lang.L("A4, Letter or WxH mm"))
	d.paper.SetText("A4")
	d.card = widget.NewSelectEntry([]string{"poker", "bridge", "mini", "tarot"})
	d.card.SetPlaceHolder(lang.L("poker or WxH mm"))
	d.card.SetText("poker")
	d.orientation = widget.NewSelect(labels(printOrientationChoices), changed)
	d.orientation.SetSelectedIndex(0)
	d.guides = widget.NewSelect(labels(printGuidesChoices), changed)
	d.guides.SetSelectedIndex(0)
	d.backs = widget.NewSelect(labels(printBacksChoices), changed)
	d.backs.SetSelectedIndex(0)
	d.flip = widget.NewSelect(labels(printFlipChoices), changed)
	d.flip.SetSelectedIndex(0)
	d.bleed, d.gap = numberEntry("0"), numberEntry("0")
	d.offsetX, d.offsetY = numberEntry("0"), numberEntry("0")
	d.bw = widget.NewCheck(lang.L("Black and white"), func(bool) { d.update() })
	d.oneEach = widget.NewCheck(lang.L("One copy of each card"), func(bool) { d.update() })
	d.selection = widget.NewEntry()
	d.selection.SetPlaceHolder(lang.L("all (or 1,3-5, names)"))
	d.path = widget.NewEntry()
	d.path.SetText(defaultPrintPath(deck))
	d.preview = NewPagePreview()
	d.pageSel = widget.NewSelect(nil, func(string) {
		if i := d.pageSel.SelectedIndex(); i >= 0 && i != d.pageIdx {
			d.pageIdx = i
			d.update()
		}
	})
	d.status = widget.NewLabel("")
	d.status.Wrapping = fyne.TextWrapWord
	d.pictures = widget.NewLabel("")
	d.pictures.Truncation = fyne.TextTruncateEllipsis // a line per picture: wrapped lines overlapped the Save row
	d.pictures.Importance = widget.WarningImportance
	d.pictures.Hide()
	d.progress = widget.NewProgressBar()
	d.progress.Hide()
	d.save = widget.NewButton(lang.L("Save PDF"), d.askSave)
	d.save.Importance = widget.HighImportance
	for _, e := range []*widget.Entry{d.bleed, d.gap, d.offsetX, d.offsetY, d.selection} {
		e.OnChanged = changed
	}
	d.paper.OnChanged, d.card.OnChanged = changed, changed

	// Two columns, so that every setting is in view at 1024×700 without scrolling: the page and the
	// cards on it, then the backs, which cards and their colours.
	d.form = widget.NewForm(
		widget.NewFormItem(lang.L("Paper"), d.paper),
		widget.NewFormItem(lang.L("Orientation"), d.orientation),
		widget.NewFormItem(lang.L("Card size"), d.card),
		widget.NewFormItem(lang.L("Bleed (mm)"), d.bleed),
		widget.NewFormItem(lang.L("Gap (mm)"), d.gap),
		widget.NewFormItem(lang.L("Cut guides"), d.guides),
	)
	d.form2 = widget.NewForm(
		widget.NewFormItem(lang.L("Backs"), d.backs),
		widget.NewFormItem(lang.L("Duplex flip"), d.flip),
		widget.NewFormItem(lang.L("Back offset X/Y (mm)"), container.NewGridWithColumns(2, d.offsetX, d.offsetY)),
		widget.NewFormItem(lang.L("Cards"), d.selection),
		widget.NewFormItem("", d.oneEach),
		widget.NewFormItem("", d.bw),
	)
	choose := widget.NewButton(lang.L("Folder…"), d.chooseFolder)
	saveRow := container.NewBorder(nil, nil, widget.NewLabel(lang.L("Save to")), container.NewHBox(choose, d.save), d.path)
	left := container.NewBorder(nil, container.NewVBox(d.status, d.pictures, d.progress, saveRow), nil, nil,
		container.NewGridWithColumns(2, d.form, d.form2))
	right := container.NewBorder(container.NewBorder(nil, nil, widget.NewLabel(lang.L("Preview")), nil, d.pageSel), nil, nil, nil, d.preview)
	split := container.NewHSplit(left, right)
	split.Offset = 0.64
	d.content = split
	d.update()
	return d
}

func numberEntry(text string) *widget.Entry {
	e := widget.NewEntry()
	e.SetText(text)
	return e
}

// defaultPrintPath is the deck's file name with .pdf beside it, or the deck's name in the home folder.
func defaultPrintPath(deck flask.Deck) string {
	if deck.Path != "" {
		return strings.TrimSuffix(deck.Path, filepath.Ext(deck.Path)) + ".pdf"
	}
	dir, err := os.UserHomeDir()
	if err != nil {
		dir = "."
	}
	name := strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) {
			return '-'
		}
		return r
	}, strings.TrimSpace(deck.Name))
	if name == "" {
		name = "cards"
	}
	return filepath.Join(dir, name+".pdf")
}

// settings reads the widgets into the command's settings, so both check values the same way.
func (d *printDialog) settings() (*printjob.Settings, error) {
	num := func(label string, e *widget.Entry) (float64, error) {
		text := strings.TrimSpace(e.Text)
		if text == "" {
			return 0, nil
		}
		v, err := strconv.ParseFloat(strings.ReplaceAll(text, ",", "."), 64)
		if err != nil {
			return 0, errors.New(lang.L("{{.Setting}} {{.Text}} is not a number of mm", map[string]string{"Setting": label, "Text": strconv.Quote(e.Text)}))
		}
		return v, nil
	}
	o := &printjob.Settings{
		Paper: d.paper.Text, Card: d.card.Text, BW: d.bw.Checked, OneEach: d.oneEach.Checked, Cards: d.selection.Text,
		Orientation: wordOf(printOrientationChoices, d.orientation.Selected),
		Guides:      wordOf(printGuidesChoices, d.guides.Selected),
		Backs:       wordOf(printBacksChoices, d.backs.Selected),
		Flip:        wordOf(printFlipChoices, d.flip.Selected),
		Margin:      printing.MinMargin,
		Lang:        uilang.Game(), // the cards print in the app's language
	}
	var err error
	var x, y float64
	if o.Bleed, err = num(lang.L("bleed"), d.bleed); err != nil {
		return nil, err
	}
	if o.Gap, err = num(lang.L("gap"), d.gap); err != nil {
		return nil, err
	}
	if x, err = num(lang.L("offset X"), d.offsetX); err != nil {
		return nil, err
	}
	if y, err = num(lang.L("offset Y"), d.offsetY); err != nil {
		return nil, err
	}
	o.Offset = strconv.FormatFloat(x, 'f', -1, 64) + "," + strconv.FormatFloat(y, 'f', -1, 64)
	return o, nil
}

// update recomputes the run from the settings: the preview and the summary, or the problem.
func (d *printDialog) update() {
	if d.form == nil { // still building the widgets
		return
	}
	d.err = d.plan()
	d.showPictureProblems()
	duplex := d.opts.Backs == printing.Duplex
	if duplex == d.flip.Disabled() {
		for _, w := range []fyne.Disableable{d.flip, d.offsetX, d.offsetY} {
			if duplex {
				w.Enable()
			} else {
				w.Disable()
			}
		}
		d.form2.Refresh() // the labels follow their widgets' state
	}
	if d.err != nil {
		d.status.SetText(lang.L("Cannot print: {{.Problem}}", map[string]string{"Problem": printProblem(d.err)}))
		d.preview.Layout = printing.Layout{}
		d.preview.Refresh()
		d.pageSel.Options = nil
		d.pageSel.ClearSelected()
		d.save.Disable()
		return
	}
	pages := d.layout.Pages(len(d.job.Fronts))
	orient := lang.L("portrait")
	if d.layout.Landscape {
		orient = lang.L("landscape")
	}
	d.pageIdx = min(d.pageIdx, len(pages)-1)
	d.showPages(pages)
	n := len(d.job.Fronts)
	d.status.SetText(lang.L("{{.Cards}}, {{.PerPage}} per page ({{.Cols}}×{{.Rows}}, {{.Paper}} {{.Orientation}}): {{.Pages}}. Preview of page {{.Page}}.", map[string]any{
		"Cards": lang.N("{{.Count}} cards", n, map[string]int{"Count": n}), "PerPage": d.layout.PerPage(), "Cols": d.layout.Cols, "Rows": d.layout.Rows,
		"Paper": d.layout.Paper.Name, "Orientation": orient, "Pages": lang.N("{{.Count}} pages", len(pages), map[string]int{"Count": len(pages)}),
		"Page": d.pageIdx + 1}))
	d.preview.Layout, d.preview.Page, d.preview.Job, d.preview.Grey = d.layout, pages[d.pageIdx], d.job, d.opts.Grayscale
	d.preview.Refresh()
	if !d.busy {
		d.save.Enable()
	}
}

// maxPictureLines is how many pictures the warning names before "and N more".
const maxPictureLines = 3

// showPictureProblems warns, like `flaskdeck print` on stderr, about each picture of the job that
// will print as a placeholder (missing, unreadable, not a PNG or JPEG, too large); reading only
// the pictures' headers.
func (d *printDialog) showPictureProblems() {
	var problems []error
	if d.err == nil {
		problems = d.job.PictureProblems()
	}
	if len(problems) == 0 {
		d.pictures.SetText("")
		d.pictures.Hide()
		return
	}
	lines := make([]string, 0, maxPictureLines+1)
	for i, p := range problems {
		if i == maxPictureLines {
			lines = append(lines, lang.L("and {{.Count}} more", map[string]int{"Count": len(problems) - i}))
			break
		}
		msg := uilang.ErrorText(p)
		if d.deck.Path != "" { // pictures beside the deck are named as the deck names them
			msg = strings.ReplaceAll(msg, filepath.Dir(d.deck.Path)+string(filepath.Separator), "")
		}
		lines = append(lines, lang.L("Warning: {{.Problem}} (a placeholder is printed)", map[string]string{"Problem": msg}))
	}
	d.pictures.SetText(strings.Join(lines, "\n"))
	d.pictures.Show()
}

// printProblem is an error of the settings as the dialog says it: without the command line's flag
// name or the layout error's prefix.
func printProblem(err error) string {
	var usage *app.UsageError
	if errors.As(err, &usage) {
		if inner := errors.Unwrap(usage.Err); inner != nil {
			err = inner
		}
	}
	msg := uilang.ErrorText(err)
	for _, prefix := range []error{printing.ErrLayout, printjob.ErrBadSelection} {
		msg = strings.TrimPrefix(msg, uilang.ErrorText(prefix)+": ")
	}
	return msg
}

// plan checks the settings and builds the job and layout.
func (d *printDialog) plan() error {
	o, err := d.settings()
	if err != nil {
		return err
	}
	if d.opts, err = o.Options(time.Now); err != nil {
		return err
	}
	if d.layout, err = printing.NewLayout(d.opts); err != nil {
		return err
	}
	if d.job, err = printjob.FlaskJob([]flask.Deck{d.deck}, o.Selection()); err != nil {
		return err
	}
	if len(d.job.Fronts) == 0 {
		return errors.New(lang.L("the deck has no cards"))
	}
	return nil
}
