package labview

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/flaskdeck/flaskdeck/app/cli"
	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/app/gui/internal/uitest"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
)

// newTestLab opens the Lab with the given games in a headless window, its UI work run by a loop.
func newTestLab(t *testing.T, gs ...cards.Game) (*labSection, *uitest.Loop) {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	l := newLabSection(w, gs)
	loop := uitest.NewLoop()
	l.Post = loop.Post
	w.SetContent(l.Object())
	w.Resize(fyne.NewSize(1200, 800))
	t.Cleanup(func() {
		l.StopRun()
		l.Wait()
	})
	return l, loop
}

func setEntry(e interface{ SetText(string) }, text string) { e.SetText(text) }

func TestLabRunsAndShowsReportAndPlot(t *testing.T) {
	l, loop := newTestLab(t, simCoin)
	if l.Game.Selected != "coin" || !l.Presets.Disabled() {
		t.Fatalf("game %q, presets disabled %v; want coin with no decks to pick", l.Game.Selected, l.Presets.Disabled())
	}
	setEntry(l.Games, "3000")
	setEntry(l.Seed, "11")
	setEntry(l.Seats, "bot:random,bot:greedy")
	test.Tap(l.Run)
	if l.Stop.Disabled() || !l.Run.Disabled() {
		t.Errorf("while running: Run disabled %v, Stop disabled %v", l.Run.Disabled(), l.Stop.Disabled())
	}
	loop.RunUntil(t, "the report", func() bool { return l.Result != nil }, 20*time.Second)
	if l.Progress.Value != 1 || !strings.HasPrefix(l.Status.Text, "Done: 3000 matches") {
		t.Errorf("progress %v, status %q", l.Progress.Value, l.Status.Text)
	}
	for _, part := range []string{"seed=11", "games=3000", "first mover", "bot:greedy"} {
		if !strings.Contains(l.Report.Text, part) {
			t.Errorf("the report lacks %q", part)
		}
	}
	if b := l.Plot.Image.Bounds(); b.Dx() < 400 || b.Dy() < 400 {
		t.Errorf("the plot is %v", b)
	}
	// At the smallest window the plot is scaled into its tab, never cut off at its right: the
	// result tabs are 455 units wide at 1024×700 in German (seen under Xvfb), so the plot may ask
	// for no more than 400, and it takes its tab's width.
	if w := l.Plot.MinSize().Width; w > 400 {
		t.Errorf("the plot asks for %.0f units of width, more than the 455 of its tab at 1024×700", w)
	}
	l.Results.SelectIndex(1)
	fyne.CurrentApp().Driver().CanvasForObject(l.Results).Content().Resize(fyne.NewSize(1024, 700-90))
	if pw, tw := l.Plot.Size().Width, l.Results.Size().Width; pw > tw || pw < tw/2 {
		t.Errorf("at 1024×700 the plot is %.0f wide in a tab of %.0f", pw, tw)
	}
	if l.Run.Disabled() || !l.Stop.Disabled() || l.Save.Disabled() {
		t.Errorf("after the run: Run disabled %v, Stop disabled %v, Save disabled %v", l.Run.Disabled(), l.Stop.Disabled(), l.Save.Disabled())
	}
	// The Lab reports what the command line reports for the same settings.
	cli, _, _ := runMain("sim", "coin", "--games", "3000", "--seed", "11", "--seats", "bot:random,bot:greedy", "--workers", "2")
	skipFirst := func(s string) string { return s[strings.Index(s, "\n"):] }
	if skipFirst(cli) != skipFirst(l.Report.Text) {
		t.Errorf("the Lab's report differs from flaskdeck sim's:\n%s\n---\n%s", l.Report.Text, cli)
	}

	base := t.TempDir() + "/study.txt"
	if err := l.SaveTo(base); err != nil {
		t.Fatal(err)
	}
	for _, f := range labFiles(base) {
		if info, err := os.Stat(f); err != nil || info.Size() == 0 {
			t.Errorf("%s: %v", f, err)
		}
	}
}

func TestLabStopReportsWhatFinished(t *testing.T) {
	l, loop := newTestLab(t, simCoin)
	setEntry(l.Games, "50000000")
	test.Tap(l.Run)
	loop.RunUntil(t, "some progress", func() bool { return l.Progress.Value > 0 }, 20*time.Second)
	test.Tap(l.Stop)
	loop.RunUntil(t, "the stopped report", func() bool { return l.Result != nil }, 20*time.Second)
	if !l.Result.Stopped() || !strings.HasPrefix(l.Status.Text, "Stopped: ") || !strings.Contains(l.Report.Text, "STOPPED") {
		t.Errorf("status %q, stopped %v", l.Status.Text, l.Result.Stopped())
	}
}

func TestLabMatrixOfPresetsAndBadInput(t *testing.T) {
	l, loop := newTestLab(t, games.Builtin()...)
	if l.Game.Selected != "flask" || l.Presets.Disabled() {
		t.Fatalf("game %q, presets disabled %v; want Flask with its decks", l.Game.Selected, l.Presets.Disabled())
	}
	setEntry(l.Games, "abc")
	test.Tap(l.Run)
	if !strings.Contains(l.Status.Text, "Matches") || !l.Stop.Disabled() {
		t.Errorf("a bad number of matches: status %q", l.Status.Text)
	}
	setEntry(l.Games, "6")
	setEntry(l.Seats, "bot:random")
	l.Presets.SetSelected([]string{"red", "green", "blue"})
	l.Matrix.SetChecked(true)
	test.Tap(l.Run)
	loop.RunUntil(t, "the matrix", func() bool { return l.Result != nil }, 60*time.Second)
	if l.Result.Matrix == nil || len(l.Result.Matrix.Pairs) != 3 || !strings.Contains(l.Report.Text, "6 matches per pair") {
		t.Errorf("matrix result %+v, report:\n%s", l.Result.Matrix, l.Report.Text)
	}
}

// simCoin is the known-answer game of the lab's tests: the first mover wins 60% (see cardstest.CoinGame).
var simCoin = cardstest.CoinGame{Edge: 0.55, Draw: 0.1}

// runMain runs the command line with the coin game and returns stdout, stderr and the exit code.
func runMain(args ...string) (string, string, int) {
	var out, errOut bytes.Buffer
	code := cli.Main(args, strings.NewReader(""), &out, &errOut, cli.Options{Games: games.Builtin().With(simCoin)})
	return out.String(), errOut.String(), code
}

// The Lab opens with the settings of its last run (the app's preferences).
func TestLabRemembersTheLastSettings(t *testing.T) {
	l, loop := newTestLab(t, games.Builtin()...)
	l.Game.SetSelected("flask")
	l.Presets.SetSelected([]string{"green", "blue"})
	setEntry(l.Seats, "bot:random,bot:greedy")
	setEntry(l.Games, "4")
	setEntry(l.Seed, "77")
	l.Impact.SetChecked(true)
	if err := l.Start(); err != nil {
		t.Fatal(err)
	}
	loop.RunUntil(t, "the report", func() bool { return l.Result != nil }, 60*time.Second)
	want := l.settings()
	again := newLabSection(test.NewWindow(nil), games.Builtin()) // the next start of the app
	got := again.settings()
	if got.Game != "flask" || got.Seats != want.Seats || got.Games != "4" || got.Seed != "77" || !got.Impact ||
		strings.Join(got.Presets, ",") != strings.Join(want.Presets, ",") {
		t.Errorf("the Lab reopens with %+v, want %+v", got, want)
	}
}
