// Package exportdlg holds the app's export dialogs of a Flask deck: File ▸ Export images… (one PNG
// per card at a print size, for print-on-demand services) and File ▸ Export for Tabletop
// Simulator… (deck sheets and a saved object). Each shows the settings of its command (`flaskdeck
// export images` or `export tts`) and a folder, and writes in the background with a progress bar.
package exportdlg

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/printjob"
	"github.com/flaskdeck/flaskdeck/export"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/printing"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
)

// kind is what a dialog exports.
type kind int

const (
	images kind = iota // card images for print services
	tts                // Tabletop Simulator sheets and saved object
)

// exportDialog is one export dialog of a deck.
type exportDialog struct {
	win  fyne.Window
	deck flask.Deck
	opts flask.FaceOptions
	kind kind

	folder     *widget.Entry
	dpi, bleed *widget.Entry // images
	card       *widget.SelectEntry
	backs      *widget.Check
	url        *widget.Entry // tts
	status     *widget.Label
	progress   *widget.ProgressBar
	run        *widget.Button
	content    fyne.CanvasObject
	dlg        dialog.Dialog
	cancel     context.CancelFunc // stops a running export when the dialog closes
	busy       bool
	onDone     func(error) // if set, called on the UI goroutine when an export ends (tests)
}

// ShowImages opens the Export images dialog of a deck over win; opts chooses the rule set.
func ShowImages(win fyne.Window, deck flask.Deck, opts flask.FaceOptions) {
	show(newDialog(win, deck, opts, images), lang.L("Export images of {{.Deck}}", map[string]string{"Deck": deck.Name}))
}

// ShowTTS opens the Export for Tabletop Simulator dialog of a deck over win.
func ShowTTS(win fyne.Window, deck flask.Deck, opts flask.FaceOptions) {
	show(newDialog(win, deck, opts, tts), lang.L("Export {{.Deck}} for Tabletop Simulator", map[string]string{"Deck": deck.Name}))
}

// dialogSize is the size the dialogs open at.
var dialogSize = fyne.NewSize(620, 380)

// relayout lays the dialog out again after the progress bar appears or goes (a dialog does not
// follow its content's size by itself).
func (d *exportDialog) relayout() {
	if d.dlg != nil {
		d.dlg.Resize(dialogSize)
	}
}

func show(d *exportDialog, title string) {
	d.dlg = dialog.NewCustom(title, lang.L("Close"), d.content, d.win)
	d.dlg.SetOnClosed(func() {
		if d.cancel != nil {
			d.cancel()
		}
	})
	d.dlg.Resize(dialogSize)
	d.dlg.Show()
}

// newDialog builds the widgets with the defaults of the command.
func newDialog(win fyne.Window, deck flask.Deck, opts flask.FaceOptions, k kind) *exportDialog {
	d := &exportDialog{win: win, deck: deck, opts: opts, kind: k}
	d.folder = widget.NewEntry()
	d.folder.SetText(defaultFolder(deck, k))
	d.status = widget.NewLabel("")
	d.status.Wrapping = fyne.TextWrapWord
	d.progress = widget.NewProgressBar()
	d.progress.Hide()
	d.run = widget.NewButton(lang.L("Export"), d.start)
	d.run.Importance = widget.HighImportance
	choose := widget.NewButton(lang.L("Folder…"), d.chooseFolder)
	var form *widget.Form
	switch k {
	case images:
		d.dpi = entry(strconv.Itoa(export.DefaultDPI))
		d.bleed = entry("3")
		d.card = widget.NewSelectEntry([]string{"poker", "bridge", "mini", "tarot"})
		d.card.SetPlaceHolder(lang.L("the cards' own size, or WxH mm"))
		d.backs = widget.NewCheck(lang.L("Also the back"), nil)
		form = widget.NewForm(
			widget.NewFormItem(lang.L("Resolution (dpi)"), d.dpi),
			widget.NewFormItem(lang.L("Bleed (mm)"), d.bleed),
			widget.NewFormItem(lang.L("Card size"), d.card),
			widget.NewFormItem("", d.backs),
		)
		d.status.SetText(lang.L("One PNG per card, exactly the card plus bleed at the resolution, and index.csv with the copies."))
	case tts:
		d.url = widget.NewEntry()
		d.url.SetPlaceHolder(lang.L("optional: where you will upload the sheets (https://…)"))
		form = widget.NewForm(widget.NewFormItem(lang.L("Sheets' web address"), d.url))
		d.status.SetText(lang.L("Deck sheets, the back and a saved object: copy the .json and .png named after the deck into Tabletop Simulator's Saved Objects folder."))
	}
	folderRow := container.NewBorder(nil, nil, widget.NewLabel(lang.L("Folder")), container.NewHBox(choose, d.run), d.folder)
	d.content = container.NewBorder(form, container.NewVBox(d.progress, folderRow), nil, nil, d.status)
	return d
}

func entry(text string) *widget.Entry {
	e := widget.NewEntry()
	e.SetText(text)
	return e
}

// defaultFolder is a folder beside the deck file named after the deck and the export, or in the
// home folder for a deck never saved.
func defaultFolder(deck flask.Deck, k kind) string {
	dir := ""
	if deck.Path != "" {
		dir = filepath.Dir(deck.Path)
	} else if home, err := os.UserHomeDir(); err == nil {
		dir = home
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
	return filepath.Join(dir, name+[]string{" images", " tts"}[k])
}

func (d *exportDialog) chooseFolder() {
	dialog.ShowFolderOpen(func(dir fyne.ListableURI, err error) {
		if err != nil || dir == nil {
			return
		}
		d.folder.SetText(filepath.Join(dir.Path(), filepath.Base(d.folder.Text)))
	}, d.win)
}

// imageOptions reads the images settings, checked as the command checks its flags.
func (d *exportDialog) imageOptions() (export.ImageOptions, error) {
	var o export.ImageOptions
	num := func(label string, e *widget.Entry) (float64, error) {
		v, err := strconv.ParseFloat(strings.ReplaceAll(strings.TrimSpace(e.Text), ",", "."), 64)
		if err != nil {
			return 0, errors.New(lang.L("{{.Setting}} {{.Text}} is not a number", map[string]string{"Setting": label, "Text": strconv.Quote(e.Text)}))
		}
		return v, nil
	}
	var err error
	if o.DPI, err = num(lang.L("resolution"), d.dpi); err != nil {
		return o, err
	}
	if o.Bleed, err = num(lang.L("bleed"), d.bleed); err != nil {
		return o, err
	}
	if s := strings.TrimSpace(d.card.Text); s != "" {
		if o.Card, err = printing.ParseCardSize(s); err != nil {
			return o, err
		}
	}
	o.Backs = d.backs.Checked
	return o, nil
}

// start exports off the UI goroutine; progress and the end come back through fyne.Do.
func (d *exportDialog) start() {
	if d.busy {
		return
	}
	dir := strings.TrimSpace(d.folder.Text)
	if dir == "" {
		d.status.SetText(lang.L("Choose a folder to export into."))
		return
	}
	set := printjob.FlaskSet([]flask.Deck{d.deck}, d.opts)
	progress := func(done, total int) {
		fyne.Do(func() { d.progress.SetValue(float64(done) / float64(total)) })
	}
	var work func(ctx context.Context) (string, error)
	switch d.kind {
	case images:
		o, err := d.imageOptions()
		if err != nil {
			d.status.SetText(lang.L("Cannot export: {{.Error}}", map[string]string{"Error": uilang.ErrorText(err)}))
			return
		}
		o.Progress = progress
		work = func(ctx context.Context) (string, error) {
			sum, err := export.Images(ctx, dir, set, o)
			n := sum.Fronts + sum.Backs
			return lang.N("Wrote {{.Count}} images ({{.Width}}×{{.Height}} px) and {{.Index}} into {{.Dir}}.", n, map[string]any{"Count": n, "Width": sum.Width, "Height": sum.Height, "Index": export.IndexFile, "Dir": dir}), err
		}
	case tts:
		o := export.TTSOptions{URLBase: strings.TrimSpace(d.url.Text), Progress: progress}
		work = func(ctx context.Context) (string, error) {
			sum, err := export.TTS(ctx, dir, set, o)
			return lang.N("Wrote {{.Count}} sheets and the saved object {{.File}}: copy it and its .png into Tabletop Simulator's Saved Objects folder.", sum.Sheets, map[string]any{"Count": sum.Sheets, "File": filepath.Base(sum.SaveFile)}), err
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	d.cancel, d.busy = cancel, true
	d.run.Disable()
	d.progress.SetValue(0)
	d.progress.Show()
	d.status.SetText(lang.L("Exporting…"))
	d.relayout()
	go func() {
		summary, err := work(ctx)
		fyne.Do(func() { d.finished(summary, err) })
	}()
}

// finished reports the end of an export on the UI goroutine.
func (d *exportDialog) finished(summary string, err error) {
	d.busy = false
	d.cancel = nil
	d.progress.Hide()
	d.run.Enable()
	if err != nil {
		d.status.SetText(lang.L("Not exported: {{.Error}}", map[string]string{"Error": uilang.ErrorText(err)}))
	} else {
		d.status.SetText(summary)
	}
	d.relayout()
	if d.onDone != nil {
		d.onDone(err)
	}
}
