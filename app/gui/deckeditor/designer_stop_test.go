package deckeditor

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Stop during Suggest changes really stops the search: the worker returns (the run ends and says
// it stopped before the finalists were measured again), the progress stops moving, nothing is
// applied to the deck, and the dialog and the editor are usable again (Run offered, Stop not; an
// edit and its undo work). The field is one deck and the computers random, so that it is quick;
// the budget is far more than the test lets it spend.
func TestStopEndsASuggestSearch(t *testing.T) {
	_, e := newTestGUI(t, preset(t, "red"))
	e.labSettings = labSettings{games: 4, budget: 100000, bot: cards.BotSpec{Level: cards.LevelRandom}, field: []string{"blue"}}
	before := e.coll.Deck()
	e.suggestChanges()
	fyne.DoAndWait(func() { e.lab.run.Tapped(&fyne.PointEvent{}) })
	r := e.lab
	// Wait until the search has played some matches (a guard against a hang, not a speed test).
	var started bool
	for deadline := time.Now().Add(3 * time.Minute); !started && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		fyne.DoAndWait(func() { started = r.progress.Value > 0 })
	}
	if !started {
		t.Fatal("the search never reported progress")
	}
	var stopOn bool
	fyne.DoAndWait(func() {
		stopOn = !r.stop.Disabled()
		r.stop.Tapped(&fyne.PointEvent{})
	})
	if !stopOn {
		t.Fatal("Stop was not offered while the search ran")
	}
	text := waitLab(t, e) // the worker returned: show runs only after designer.Suggest does
	if !strings.Contains(text, "stopped before the finalists") {
		t.Errorf("after Stop the dialog says:\n%s", text)
	}
	var value float64
	var status string
	fyne.DoAndWait(func() { value, status = r.progress.Value, r.status.Text })
	if value >= 1 {
		t.Errorf("the progress reached %v: the search ran to its end", value)
	}
	for range 5 { // whatever was under way has had time to report
		time.Sleep(20 * time.Millisecond)
		fyne.DoAndWait(func() {
			if r.progress.Value != value || r.status.Text != status {
				t.Errorf("the progress moved after Stop: %v %q, then %v %q", value, status, r.progress.Value, r.status.Text)
			}
		})
	}
	if !reflect.DeepEqual(e.coll.Deck(), before) {
		t.Error("stopping the search changed the deck")
	}
	fyne.DoAndWait(func() {
		if r.run.Disabled() || !r.stop.Disabled() || r.cancel != nil {
			t.Errorf("after Stop: Run disabled %v, Stop disabled %v, a run under way %v", r.run.Disabled(), r.stop.Disabled(), r.cancel != nil)
		}
		r.dlg.Hide()
	})
	if err := e.coll.SetName(0, "Edited Sabotage"); err != nil {
		t.Fatal(err)
	}
	e.undo()
	if !reflect.DeepEqual(e.coll.Deck(), before) {
		t.Error("an edit and its undo after the search do not give the deck back")
	}
}
