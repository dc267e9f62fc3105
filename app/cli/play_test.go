package cli

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
)

func TestPlayGolden(t *testing.T) {
	checkTranscripts(t, []commandCase{
		// A person against greedy: numbers and a move typed in full, a wrong number, an illegal
		// move, then the input ends (the match stops).
		{golden: "play_human_vs_greedy", args: []string{"play", "flask", "--seed", "3", "--seats", "human,bot:greedy"},
			stdin: "1\n99\nplay Dragon\n3\ngain red\n1\n", exit: 0},
		// Two people: the device is passed between them, the screen cleared.
		{golden: "play_two_humans", args: []string{"play", "flask", "--seed", "5", "--seats", "human:Ann,human:Bob"},
			stdin: "\nend\n\nno grow\n", exit: 0},
		// Computer players only: the match runs to its end.
		{golden: "play_bots", args: []string{"play", "flask", "--seed", "1", "--seats", "bot:greedy,bot:random", "--rule", "cap=none"}, exit: 0},
		{golden: "play_resign", args: []string{"play", "flask", "--seed", "2", "--seats", "human,bot:random"}, stdin: "show 1\nresign\nn\nhelp\nresign\ny\n", exit: 0},
		// Words instead of numbers: rules, a move's first words, a word fitting several moves,
		// a card shown by name, resign refused in the middle of a payment.
		{golden: "play_words", args: []string{"play", "flask", "--seed", "2", "--seats", "human,bot:greedy"},
			stdin: "rules\nplay profitable\nresign\npay\npay red\n4\nshow Sabotage\nshow Dragon\nend\ngain red\ngain blue\nend\n", exit: 0},
		// Codex in the terminal: the compact turn screen, the board in full, a card shown by id.
		{golden: "play_codex", args: []string{"play", "codex", "--seed", "4", "--seats", "human,bot:greedy"},
			stdin: "starter front\ncolour\n1\nboard\nshow 1\n1\ndraw resource\n", exit: 0},
		{golden: "play_unknown_game", args: []string{"play", "chess"}, exit: ExitUsage},
		{golden: "play_bad_seats", args: []string{"play", "flask", "--seats", "human,robot"}, exit: ExitUsage},
		{golden: "play_seat_count", args: []string{"play", "flask", "--seats", "human"}, exit: ExitUsage},
		{golden: "play_bad_rule", args: []string{"play", "flask", "--rule", "cap=7"}, exit: ExitUsage},
		{golden: "play_bad_deck", args: []string{"play", "flask", "--seed", "1", "--deck", "base"}, exit: ExitInvalid},
		{golden: "play_missing_deck", args: []string{"play", "flask", "--seed", "1", "--deck", "no-such-deck.yaml"}, exit: ExitInvalid},
	})
}

func TestPlayWritesTheLogWhenInputEndsAndItReplays(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.yaml")
	_, stderr, code := runCommand([]string{"play", "flask", "--seed", "9", "--seats", "human,bot:greedy", "--log", path}, "1\n1\n1\n1\n")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	log, err := cards.ReadLog(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(log.Moves) < 4 || log.Result != nil || log.Seed != 9 || log.Seats[1].Player != "bot:greedy" {
		t.Errorf("log: %d moves, result %v, seed %d, seats %v", len(log.Moves), log.Result, log.Seed, log.Seats)
	}
	out, stderr, code := runCommand([]string{"replay", path}, "")
	if code != 0 || !strings.Contains(out, "moves replayed, all legal") {
		t.Errorf("replay of the stopped match: exit %d\n%s%s", code, out, stderr)
	}
}

// Issue 14: an unwritable --log path fails before the first move (the match is not played and
// lost), and a log named for another format is refused.
func TestPlayLogIsCreatedBeforeTheFirstMove(t *testing.T) {
	dir := t.TempDir()
	stdout, stderr, code := runCommand([]string{"play", "flask", "--seed", "9", "--seats", "human,bot:greedy", "--log", filepath.Join(dir, "no", "game.yaml")}, "1\n1\n")
	if code != 1 || strings.Contains(stdout, "Seats:") || !strings.Contains(stderr, "game.yaml: cannot write") {
		t.Errorf("unwritable log: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	_, stderr, code = runCommand([]string{"play", "flask", "--seats", "human,bot:greedy", "--log", filepath.Join(dir, "game.pdf")}, "")
	if code != 2 || !strings.Contains(stderr, "give a file ending in .yaml or .yml") {
		t.Errorf("log game.pdf: exit %d, stderr %q", code, stderr)
	}
}

func TestPlayToTheEndLogsTheResult(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.yaml")
	if _, stderr, code := runCommand([]string{"play", "flask", "--seed", "4", "--seats", "bot:random,bot:greedy,bot:random", "--log", path}, ""); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "result:") {
		t.Errorf("a finished match logs its result:\n%s", data)
	}
	if _, stderr, code := runCommand([]string{"replay", path}, ""); code != 0 {
		t.Errorf("replay: exit %d %s", code, stderr)
	}
}

func TestParseSeats(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string
		err  bool
	}{
		{"human,bot:greedy", "Player 1/human Computer 2/bot:greedy", false},
		{"human:Ann,bot:mcts:2s", "Ann/human Computer 2/bot:mcts:2s", false},
		{"bot:random,bot:mcts:500", "Computer 1/bot:random Computer 2/bot:mcts:500", false},
		{"human,bot:genius", "", true},
		{"person", "", true},
	} {
		seats, err := parseSeats(strings.Split(tc.in, ","))
		if tc.err != (err != nil) {
			t.Errorf("%q: err %v", tc.in, err)
			continue
		}
		var got []string
		for _, s := range seats {
			got = append(got, s.Info.Name+"/"+s.Info.Player)
		}
		if !tc.err && strings.Join(got, " ") != tc.want {
			t.Errorf("%q: %q, want %q", tc.in, strings.Join(got, " "), tc.want)
		}
	}
}

// blockingInput gives its lines, then calls onWait once and blocks like a terminal nobody types at.
type blockingInput struct {
	lines  []string
	onWait func()
	block  chan struct{}
}

func (b *blockingInput) Read(p []byte) (int, error) {
	if len(b.lines) > 0 {
		n := copy(p, b.lines[0]+"\n")
		b.lines = b.lines[1:]
		return n, nil
	}
	if b.onWait != nil {
		b.onWait()
		b.onWait = nil
	}
	<-b.block
	return 0, io.EOF
}

func TestPlayCtrlCStopsTheMatchAndWritesTheLog(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	saved := playInterrupt
	playInterrupt = func() (context.Context, context.CancelFunc) { return ctx, cancel }
	defer func() { playInterrupt = saved }()
	in := &blockingInput{lines: []string{"1", "1", "1"}, onWait: cancel, block: make(chan struct{})}
	defer close(in.block)

	path := filepath.Join(t.TempDir(), "game.yaml")
	var out, errOut strings.Builder
	code := testMain([]string{"play", "flask", "--seed", "9", "--seats", "human,bot:greedy", "--log", path}, in, &out, &errOut)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if !strings.Contains(out.String(), "Interrupted: the match stopped after") {
		t.Errorf("no interruption message:\n%s", out.String())
	}
	log, err := cards.ReadLog(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(log.Moves) < 3 {
		t.Fatalf("the log holds %d moves, want the 3 typed and the computer's", len(log.Moves))
	}
	if _, stderr, code := runCommand([]string{"replay", path}, ""); code != 0 {
		t.Errorf("replay of the interrupted match: exit %d %s", code, stderr)
	}
}

// The Codex turn screen (the position and the numbered moves) fits 40 lines all game long, and no
// list of moves offers resign under a number.
func TestCodexTurnScreenFits40Lines(t *testing.T) {
	in := "starter front\ncolour red\nsecret\n1\n" + strings.Repeat("1\ndraw resource\n", 30)
	out, stderr, code := runCommand([]string{"play", "codex", "--seed", "6", "--seats", "human,bot:greedy"}, in)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	screens := strings.Split(out, "Codex — ")
	if len(screens) < 20 {
		t.Fatalf("only %d turn screens", len(screens)-1)
	}
	for i, sc := range screens[1:] {
		sc, _, _ = strings.Cut(sc, "(help, show N")
		if n := strings.Count(sc, "\n") + 2; n > 40 {
			t.Errorf("turn screen %d has %d lines:\n%s", i+1, n, sc)
		}
		if strings.Contains(sc, ". resign") {
			t.Errorf("turn screen %d numbers resign:\n%s", i+1, sc)
		}
	}
}

// The terminal's computer players draw their chance from cards.BotRand, as the app's do
// (TestTheAppsComputerPlaysByBotRand): one seed plays the same game in the terminal and the app.
func TestTheTerminalsComputersPlayByBotRand(t *testing.T) {
	for _, game := range []string{"flask", "codex", "code"} {
		path := filepath.Join(t.TempDir(), "game.yaml")
		if _, stderr, code := runCommand([]string{"play", game, "--seed", "11", "--seats", "bot:random,bot:greedy", "--log", path}, ""); code != 0 {
			t.Fatalf("%s: exit %d: %s", game, code, stderr)
		}
		log, err := cards.ReadLog(path)
		if err != nil {
			t.Fatal(err)
		}
		g, _ := testGames.Lookup(game)
		if n := cardstest.CheckBotMovesFollowBotRand(t, g, log); n < 20 {
			t.Errorf("%s: only %d computer moves played", game, n)
		}
	}
}

// Hot-seat: passing the device clears the screen and the scrollback too, so the person who takes it
// cannot scroll back to the hand the last one saw (a terminal keeps cleared screens in its history).
func TestPassingTheDeviceClearsTheScrollback(t *testing.T) {
	out, stderr, code := runCommand([]string{"play", "flask", "--seed", "5", "--seats", "human:Ann,human:Bob"}, "\nend\n\nno grow\n")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	passes := strings.Count(out, "Pass the device")
	if passes < 2 {
		t.Fatalf("%d passes of the device in:\n%s", passes, out)
	}
	if got := strings.Count(out, "\x1b[3J"+"Pass the device"); got != passes {
		t.Errorf("%d of %d passes clear the scrollback first", got, passes)
	}
	for _, chunk := range strings.Split(out, "Pass the device")[1:] {
		if _, after, ok := strings.Cut(chunk, "\n"); ok && !strings.HasPrefix(after, clearScreen) {
			t.Errorf("the table after a pass is not drawn on a cleared screen and scrollback: %q", after[:min(len(after), 40)])
		}
	}
}
