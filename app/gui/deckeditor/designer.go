package deckeditor

import (
	"context"
	"reflect"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/designer"
	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/flask"
)

// labRun is the dialog of Test this deck or Suggest changes: its settings, a Run and a Stop
// button, the progress of the run under way and the result of the last one.
type labRun struct {
	e        *Editor
	suggest  bool
	deck     flask.Deck // the deck as it was when the dialog opened
	form     *labForm
	dlg      *dialog.CustomDialog
	run      *widget.Button
	stop     *widget.Button
	progress *widget.ProgressBar
	status   *widget.Label
	box      *fyne.Container
	cancel   context.CancelFunc // the run under way (nil: none)
	// done is set (on the UI goroutine) when a run has ended and its result is shown.
	done bool
	// text is the result as shown, for tests.
	text string
}

// labDeck returns the open collection as it is now, unsaved edits included, in the editor's set.
func (e *Editor) labDeck() flask.Deck {
	e.pending.flush()
	d := e.coll.Deck()
	if d.Set == nil && e.set != nil && !e.set.IsStandard() {
		d.Set = e.set
	}
	return d
}

// openLab opens the dialog of a test or a search of the open deck; nil if the deck is not legal.
func (e *Editor) openLab(suggest bool) *labRun {
	title, only := lang.L("Test this deck"), lang.L("Only a legal deck can be tested:")
	if suggest {
		title, only = lang.L("Suggest changes"), lang.L("Only a legal deck can be improved:")
	}
	d := e.labDeck()
	if err := d.RuleSetOr(flask.Standard).ValidateError(d); err != nil {
		dialog.ShowInformation(title, only+"\n"+uilang.ErrorText(err), e.win)
		return nil
	}
	if e.lab != nil && e.lab.cancel != nil {
		e.lab.cancel()
	}
	r := &labRun{e: e, suggest: suggest, deck: d, form: e.newLabForm(e.labSettings, suggest),
		progress: widget.NewProgressBar(), status: widget.NewLabel(lang.L("Choose the field and the level, then Run."))}
	r.box = container.NewVBox()
	r.run = widget.NewButton(lang.L("Run"), r.start)
	r.run.Importance = widget.HighImportance
	r.stop = widget.NewButton(lang.L("Stop"), r.halt)
	r.stop.Disable()
	results := container.NewScroll(r.box) // a long line scrolls rather than widening the dialog
	results.SetMinSize(fyne.NewSize(840, 250))
	content := container.NewBorder(container.NewVBox(r.form.box, r.status, r.progress), nil, nil, nil, results)
	r.dlg = dialog.NewCustomWithoutButtons(title+" — "+d.Name, content, e.win)
	r.dlg.SetButtons([]fyne.CanvasObject{widget.NewButton(lang.L("Close"), r.dlg.Hide), r.stop, r.run})
	r.dlg.SetOnClosed(r.halt)
	r.dlg.Resize(fyne.NewSize(990, 680))
	r.dlg.Show()
	e.lab = r
	return r
}

// testDeck runs Test this deck at once with the last settings; the dialog lets the designer
// change them and run again.
func (e *Editor) testDeck() {
	if r := e.openLab(false); r != nil {
		r.start()
	}
}

// suggestChanges opens Suggest changes; the search starts with Run, once the goal is chosen.
func (e *Editor) suggestChanges() { e.openLab(true) }

// halt stops the run under way.
func (r *labRun) halt() {
	if r.cancel != nil {
		r.cancel()
	}
}

// start runs the test or the search with the form's settings, off the UI goroutine.
func (r *labRun) start() {
	if r.cancel != nil {
		return
	}
	s := r.form.settings(r.e.labSettings)
	r.e.labSettings = s
	field, err := designer.LoadField(s.field)
	if err != nil {
		r.show(lang.L("The field cannot be read: {{.Error}}", map[string]string{"Error": uilang.ErrorText(err)}))
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	r.cancel, r.done = cancel, false
	r.run.Disable()
	r.stop.Enable()
	r.progress.SetValue(0)
	r.box.Objects = nil
	r.box.Refresh()
	opt := designer.Options{Field: field, Games: s.games, Seed: 1, Bot: s.bot}
	if r.suggest {
		opt.OnProgress = r.onProgress(lang.L("Trying one-step edits"))
		go r.search(ctx, designer.SuggestOptions{Options: opt, Goal: s.goal, Budget: s.budget})
		return
	}
	opt.OnProgress = r.onProgress(lang.L("Testing"))
	go r.test(ctx, opt, r.e.coll.Path())
}

// test plays the test and shows its report (on the UI goroutine).
func (r *labRun) test(ctx context.Context, opt designer.Options, path string) {
	rep, err := designer.Test(ctx, r.deck, opt)
	var changes []string
	if err == nil && path != "" {
		changes, err = recordTest(path, rep)
	}
	fyne.Do(func() {
		switch {
		case ctx.Err() != nil:
			r.show(lang.L("Stopped: nothing to show."))
		case err != nil:
			r.show(lang.L("The test failed: {{.Error}}", map[string]string{"Error": uilang.ErrorText(err)}))
		default:
			var b strings.Builder
			_ = designer.WriteTextIn(&b, rep, changes, uilang.Game())
			suggest := widget.NewButton(lang.L("Suggest changes…"), func() { r.dlg.Hide(); r.e.suggestChanges() })
			r.show(strings.TrimRight(b.String(), "\n"), suggest)
		}
	})
}

// search runs the suggestion search and lists the best edits, each with a button that applies
// it to the collection as one undoable edit.
func (r *labRun) search(ctx context.Context, opt designer.SuggestOptions) {
	res, err := designer.Suggest(ctx, r.deck, opt)
	fyne.Do(func() {
		if err != nil {
			r.show(lang.L("The search failed: {{.Error}}", map[string]string{"Error": uilang.ErrorText(err)}))
			return
		}
		var b strings.Builder
		rs := r.deck.RuleSetOr(flask.Standard)
		text := func(s designer.Suggestion) string { return s.Edit.DescribeIn(r.deck, rs, uilang.Game()) }
		_ = designer.WriteSuggestionsIn(&b, res, uilang.Game(), text)
		var buttons []fyne.CanvasObject
		for i, s := range res.List {
			buttons = append(buttons, widget.NewButton(lang.L("Apply {{.N}}: {{.Edit}}", map[string]any{"N": i + 1, "Edit": text(s)}), func() { r.e.applySuggestion(r.deck, s, r) }))
		}
		r.show(strings.TrimRight(b.String(), "\n"), buttons...)
	})
}

// show ends a run: the result goes into the dialog and Run is offered again.
func (r *labRun) show(text string, extra ...fyne.CanvasObject) {
	r.cancel, r.done, r.text = nil, true, text
	r.run.Enable()
	r.stop.Disable()
	res := widget.NewLabel(text)
	res.TextStyle = fyne.TextStyle{Monospace: true}
	r.box.Objects = append([]fyne.CanvasObject{res}, extra...)
	r.box.Refresh()
}

// onProgress returns a progress callback that updates the dialog on the UI goroutine.
func (r *labRun) onProgress(what string) func(done, total int) {
	return func(done, total int) {
		fyne.Do(func() {
			if r.done {
				return
			}
			r.progress.SetValue(float64(done) / float64(max(total, 1)))
			r.status.SetText(lang.L("{{.What}}: {{.Done}} of {{.Total}} matches", map[string]any{"What": what, "Done": done, "Total": total}))
		})
	}
}

// recordTest adds a test to the history beside the deck file and returns what changed.
func recordTest(deckPath string, rep *designer.Report) ([]string, error) {
	path := designer.HistoryPath(deckPath)
	h, err := designer.LoadHistory(path)
	if err != nil {
		return nil, err
	}
	var changes []string
	if last, ok := h.Last(); ok {
		changes = designer.ChangesIn(last, rep, uilang.Game())
	}
	h.Tests = append(h.Tests, designer.EntryOf(rep, time.Now()))
	return changes, h.Save(path)
}

// applySuggestion makes a suggested edit, if the deck is still the one the search started from.
func (e *Editor) applySuggestion(from flask.Deck, s designer.Suggestion, r *labRun) {
	e.pending.flush()
	if !reflect.DeepEqual(e.coll.Deck().Cards, from.Cards) {
		dialog.ShowInformation(lang.L("Suggest changes"), lang.L("The deck changed since the search: run it again."), e.win)
		return
	}
	if err := e.coll.EditDeck(lang.L("apply the suggestion"), func(d *flask.Deck) error {
		d.Cards = s.Edit.Apply(*d).Cards
		return nil
	}); err != nil {
		e.showError(err)
		return
	}
	e.selected = s.Edit.Card
	e.refresh()
	if r != nil {
		r.dlg.Hide()
	}
}
