package play

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/golden"
)

// assertPlayGolden compares the markup of o (laid out at size) with testdata/NAME; go test -update
// rewrites it.
func assertPlayGolden(t *testing.T, name string, o fyne.CanvasObject, size fyne.Size) {
	t.Helper()
	w := test.NewWindow(o)
	defer w.Close()
	w.Resize(size)
	got := test.RenderObjectToMarkup(o)
	golden.CheckString(t, filepath.Join("testdata", name), got)
}

func TestPassScreenGolden(t *testing.T) {
	test.NewTempApp(t)
	p := newPassScreen(func() {}, func() {})
	p.Show("Bob", "")
	assertPlayGolden(t, "play_gui_pass.xml", p.Object(), fyne.NewSize(600, 400))
	p.Show("Bob", "Ann")
	assertPlayGolden(t, "play_gui_pass_undo.xml", p.Object(), fyne.NewSize(600, 400))
}

func TestResultPanelGolden(t *testing.T) {
	test.NewTempApp(t)
	r := newResultPanel(resultActions{})
	seats := []playSeat{{Name: "Ann"}, {Name: "Robo", Bot: &cards.BotSpec{Level: cards.LevelGreedy}}, {Name: "Cy"}}
	r.Show(cards.Result{Winners: []cards.Seat{1}, Scores: []int{14, 23, 9}, Reason: "20 points reached"}, seats,
		[]string{cards.Mention(0) + "'s secret objective: 95 objective", cards.Mention(1) + "'s hand: resource 12 (PLANT)"})
	assertPlayGolden(t, "play_gui_result.xml", r.Object(), fyne.NewSize(700, 260))
}

func TestResultTitles(t *testing.T) {
	seats := []playSeat{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cy"}}
	for _, tc := range []struct {
		winners []cards.Seat
		want    string
	}{
		{nil, "Nobody wins"},
		{[]cards.Seat{2}, "Cy wins"},
		{[]cards.Seat{0, 2}, "Shared win: Ann, Cy"},
		{[]cards.Seat{0, 1, 2}, "Draw"},
	} {
		if got := resultTitle(cards.Result{Winners: tc.winners}, seats); got != tc.want {
			t.Errorf("winners %v: %q, want %q", tc.winners, got, tc.want)
		}
	}
}
