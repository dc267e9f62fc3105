package deckeditor

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/designer"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask"
)

// labSettings are how Test this deck and Suggest changes run (tests make them small).
type labSettings struct {
	games  int           // matches per opponent of a test
	budget int           // average matches per edit of a suggestion
	bot    cards.BotSpec // the computer players (zero: greedy)
}

// defaultLab is what the editor's designer loop plays: quick enough to wait for on two cores.
var defaultLab = labSettings{games: 500, budget: designer.DefaultBudget}

// labRun is a test or a search under way, with its dialog.
type labRun struct {
	cancel   context.CancelFunc
	dlg      dialog.Dialog
	progress *widget.ProgressBar
	status   *widget.Label
	box      *fyne.Container
	// done is set (on the UI goroutine) when the run has ended and its result is shown.
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

// startLab opens the dialog of a run with a progress bar and a Stop button.
func (e *Editor) startLab(title string) (*labRun, context.Context) {
	ctx, cancel := context.WithCancel(context.Background())
	r := &labRun{cancel: cancel, progress: widget.NewProgressBar(), status: widget.NewLabel("starting…")}
	r.box = container.NewVBox(r.status, r.progress)
	scroll := container.NewVScroll(r.box)
	scroll.SetMinSize(fyne.NewSize(760, 420))
	r.dlg = dialog.NewCustom(title, "Stop", scroll, e.win)
	r.dlg.SetOnClosed(cancel)
	r.dlg.Show()
	return r, ctx
}

// finish shows the result of a run in its dialog, whose button becomes Close.
func (r *labRun) finish(text string, extra ...fyne.CanvasObject) {
	r.done, r.text = true, text
	res := widget.NewLabel(text)
	res.TextStyle = fyne.TextStyle{Monospace: true}
	r.box.Objects = append([]fyne.CanvasObject{res}, extra...)
	r.box.Refresh()
	if d, ok := r.dlg.(*dialog.CustomDialog); ok {
		d.SetButtons([]fyne.CanvasObject{widget.NewButton("Close", r.dlg.Hide)})
	}
}

// onProgress returns a progress callback that updates the dialog on the UI goroutine.
func (r *labRun) onProgress(what string) func(done, total int) {
	return func(done, total int) {
		fyne.Do(func() {
			if r.done {
				return
			}
			r.progress.SetValue(float64(done) / float64(max(total, 1)))
			r.status.SetText(fmt.Sprintf("%s: %d of %d matches", what, done, total))
		})
	}
}

// testDeck runs Test this deck: the open deck against the presets, off the UI goroutine.
func (e *Editor) testDeck() {
	d := e.labDeck()
	if err := d.RuleSetOr(flask.Standard).ValidateError(d); err != nil {
		dialog.ShowInformation("Test this deck", "Only a legal deck can be tested:\n"+err.Error(), e.win)
		return
	}
	r, ctx := e.startLab("Test this deck — " + d.Name)
	e.lab = r
	opt := designer.Options{Games: e.labSettings.games, Seed: 1, Bot: e.labSettings.bot, OnProgress: r.onProgress("Testing")}
	path := e.coll.Path()
	go func() {
		rep, err := designer.Test(ctx, d, opt)
		var changes []string
		if err == nil && path != "" {
			changes, err = recordTest(path, rep)
		}
		fyne.Do(func() {
			switch {
			case ctx.Err() != nil:
				r.finish("Stopped: nothing to show.")
			case err != nil:
				r.finish("The test failed: " + err.Error())
			default:
				var b strings.Builder
				_ = designer.WriteText(&b, rep, changes)
				suggest := widget.NewButton("Suggest changes…", func() { r.dlg.Hide(); e.suggestChanges() })
				r.finish(strings.TrimRight(b.String(), "\n"), suggest)
			}
		})
	}()
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
		changes = designer.Changes(last, rep)
	}
	h.Tests = append(h.Tests, designer.EntryOf(rep, time.Now()))
	return changes, h.Save(path)
}

// suggestChanges runs Suggest changes (goal stronger) and lists the five best edits, each with a
// button that applies it to the collection as one undoable edit.
func (e *Editor) suggestChanges() {
	d := e.labDeck()
	if err := d.RuleSetOr(flask.Standard).ValidateError(d); err != nil {
		dialog.ShowInformation("Suggest changes", "Only a legal deck can be improved:\n"+err.Error(), e.win)
		return
	}
	r, ctx := e.startLab("Suggest changes — " + d.Name)
	e.lab = r
	opt := designer.SuggestOptions{Options: designer.Options{Seed: 1, Bot: e.labSettings.bot, OnProgress: r.onProgress("Trying one-step edits")},
		Goal: designer.GoalStronger, Budget: e.labSettings.budget}
	go func() {
		res, err := designer.Suggest(ctx, d, opt)
		fyne.Do(func() {
			if err != nil {
				r.finish("The search failed: " + err.Error())
				return
			}
			var b strings.Builder
			_ = designer.WriteSuggestions(&b, res)
			var buttons []fyne.CanvasObject
			for i, s := range res.List {
				buttons = append(buttons, widget.NewButton(fmt.Sprintf("Apply %d: %s", i+1, s.Text), func() { e.applySuggestion(d, s, r) }))
			}
			r.finish(strings.TrimRight(b.String(), "\n"), buttons...)
		})
	}()
}

// applySuggestion makes a suggested edit, if the deck is still the one the search started from.
func (e *Editor) applySuggestion(from flask.Deck, s designer.Suggestion, r *labRun) {
	e.pending.flush()
	if !reflect.DeepEqual(e.coll.Deck().Cards, from.Cards) {
		dialog.ShowInformation("Suggest changes", "The deck changed since the search: run it again.", e.win)
		return
	}
	if err := e.coll.EditDeck("apply the suggestion", func(d *flask.Deck) error {
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
