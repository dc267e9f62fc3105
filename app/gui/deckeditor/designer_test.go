package deckeditor

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/designer"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask"
)

// waitLab waits for the editor's lab run to end and returns its text.
func waitLab(t *testing.T, e *Editor) string {
	t.Helper()
	deadline := time.Now().Add(3 * time.Minute) // a guard against a hang, not a speed test
	for time.Now().Before(deadline) {
		var done bool
		var text string
		fyne.DoAndWait(func() { done, text = e.lab != nil && e.lab.done, e.lab.text })
		if done {
			return text
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("the lab run never ended")
	return ""
}

func TestCtrlTTestsTheOpenDeckWithUnsavedEdits(t *testing.T) {
	g, e := newTestGUI(t, preset(t, "red"))
	e.labSettings = labSettings{games: 4, budget: 4}
	if err := e.coll.SetName(0, "Edited Sabotage"); err != nil { // unsaved
		t.Fatal(err)
	}
	g.Window.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(shortcut(fyne.KeyT, false))
	text := waitLab(t, e)
	for _, want := range []string{"overall", "Edited Sabotage", "Blue", "first seat"} {
		if !strings.Contains(text, want) {
			t.Errorf("the result does not name %q:\n%s", want, text)
		}
	}
}

func TestStopEndsATestAtOnce(t *testing.T) {
	_, e := newTestGUI(t, preset(t, "red"))
	e.labSettings = labSettings{games: 100000, budget: 4}
	e.testDeck()
	e.lab.dlg.Hide() // the Stop button closes the dialog, which cancels the run
	if text := waitLab(t, e); !strings.Contains(text, "Stopped") {
		t.Fatalf("after Stop: %q", text)
	}
}

func TestASuggestionAppliesAsOneUndoableEdit(t *testing.T) {
	_, e := newTestGUI(t, preset(t, "red"))
	e.labSettings = labSettings{games: 4, budget: 2, bot: cards.BotSpec{Level: cards.LevelRandom}}
	before := e.coll.Deck()
	e.suggestChanges()
	fyne.DoAndWait(func() { e.lab.run.Tapped(&fyne.PointEvent{}) })
	text := waitLab(t, e)
	if !strings.Contains(text, "1. ") {
		t.Fatalf("no suggestion listed:\n%s", text)
	}
	var apply func()
	fyne.DoAndWait(func() {
		for _, o := range e.lab.box.Objects {
			if b, ok := o.(*widget.Button); ok && apply == nil && strings.HasPrefix(b.Text, "Apply") {
				apply = func() { b.Tapped(&fyne.PointEvent{}) }
			}
		}
	})
	if apply == nil {
		t.Fatal("no Apply button")
	}
	fyne.DoAndWait(apply)
	if reflect.DeepEqual(e.coll.Deck().Cards, before.Cards) {
		t.Fatal("applying the suggestion changed nothing")
	}
	if problems := e.coll.Validate(); len(problems) > 0 {
		t.Fatalf("the suggestion made the deck illegal: %v", problems)
	}
	e.undo()
	if !reflect.DeepEqual(e.coll.Deck().Cards, before.Cards) {
		t.Fatal("one undo did not restore the deck")
	}
}

// The designer chooses the goal, the field (here a folder of one deck) and the level in the
// dialog; the search runs with them and the editor keeps them for the next run.
func TestSuggestRunsWithTheChosenGoalFieldAndLevel(t *testing.T) {
	_, e := newTestGUI(t, preset(t, "red"))
	e.labSettings = labSettings{games: 4, budget: 2}
	dir := t.TempDir()
	opp := preset(t, "blue")
	opp.Name = "Folder Blue"
	if err := flask.SaveDeck(filepath.Join(dir, "folder-blue.yaml"), opp); err != nil {
		t.Fatal(err)
	}
	e.suggestChanges()
	fyne.DoAndWait(func() {
		f := e.lab.form
		f.goal.SetSelected("balanced")
		f.level.SetSelected("random")
		f.addField(dir)
		f.addField("green")
		e.lab.run.Tapped(&fyne.PointEvent{})
	})
	text := waitLab(t, e)
	for _, want := range []string{"goal balanced against Folder Blue, Green\nat random"} {
		if !strings.Contains(text, want) {
			t.Errorf("the result does not say %q:\n%s", want, text)
		}
	}
	s := e.labSettings
	if s.goal != designer.GoalBalanced || s.bot.Level != cards.LevelRandom || len(s.field) != 2 {
		t.Errorf("the editor kept %+v", s)
	}
}

func TestAFieldThatCannotBeReadSaysSo(t *testing.T) {
	_, e := newTestGUI(t, preset(t, "red"))
	e.labSettings = labSettings{games: 4, budget: 2}
	e.suggestChanges()
	fyne.DoAndWait(func() {
		e.lab.form.addField(filepath.Join(t.TempDir(), "missing.yaml"))
		e.lab.run.Tapped(&fyne.PointEvent{})
	})
	if text := waitLab(t, e); !strings.Contains(text, "missing.yaml") {
		t.Fatalf("the dialog says %q", text)
	}
}
