package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

func TestPlayWithOwnCodesLogsThemAndReplays(t *testing.T) {
	path := filepath.Join(t.TempDir(), "code.yaml")
	args := []string{"play", "code", "--seed", "3", "--seats", "bot:greedy,bot:greedy", "--codes", "testdata/play_codes.yaml", "--log", path}
	if _, stderr, code := runCommand(args, ""); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	log, err := cards.ReadLog(path)
	if err != nil {
		t.Fatal(err)
	}
	setup, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// Two players hold two codes of the four in the file; the log carries the whole list.
	for _, c := range []string{"1111", "2345", "0000", "9876"} {
		if !strings.Contains(string(setup), c) {
			t.Errorf("the log does not carry code %s:\n%s", c, setup)
		}
	}
	if log.Setup == nil || log.Result == nil {
		t.Fatalf("log setup %v, result %v", log.Setup, log.Result)
	}
	if out, stderr, code := runCommand([]string{"replay", path}, ""); code != 0 {
		t.Fatalf("replay: exit %d\n%s%s", code, out, stderr)
	}
}

func TestPlaySetupFlagErrors(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	os.WriteFile(bad, []byte("codes: [\"12\"\n"), 0o644)
	unknown := filepath.Join(t.TempDir(), "unknown.yaml")
	os.WriteFile(unknown, []byte("first: 1\nseats:\n  - counters: [1, 2, 3, 4]\n    colour: red\n"), 0o644)
	tests := []struct {
		name string
		args []string
		exit int
		want string
	}{
		{"codes for another game", []string{"play", "flask", "--codes", "testdata/play_codes.yaml"}, ExitUsage, "--codes is for CODE"},
		{"both flags", []string{"play", "code", "--codes", "a.yaml", "--setup", "b.yaml"}, ExitUsage, "cannot be combined"},
		{"missing codes file", []string{"play", "code", "--codes", "no-such.yaml"}, ExitInvalid, "no-such.yaml"},
		{"broken setup file", []string{"play", "code", "--setup", bad}, ExitInvalid, "bad.yaml"},
		// Issue 14: --setup errors did not name the file, and spoke of flask.SeatSetup.
		{"unknown key in a setup", []string{"play", "flask", "--setup", unknown}, ExitInvalid, unknown + `:4: bad setup: unknown key "colour"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, stderr, code := runCommand(tt.args, "")
			if code != tt.exit || !strings.Contains(stderr, tt.want) || strings.Count(stderr, "\n") != 1 {
				t.Fatalf("exit %d, stderr %q; want exit %d and one line naming %q", code, stderr, tt.exit, tt.want)
			}
		})
	}
}

// Issue 14: every game's --setup errors read "FILE:LINE: problem" on one line, the line of the
// place at fault (not the block's first line), without Go type names, at most ~300 characters;
// a setup block in a match log gives the log's own line.
func TestSetupErrorsNameTheFileAndTheLine(t *testing.T) {
	const flaskSetup = `first: 1
first_turn: false
seats:
  - counters: [1, 0, 0, 0]
    hand: [Sabotage, Triple Attack]
    deck: [Sabotage, Double Exchange]
  - counters: [3, 3, 3, 3]
    hand: [Double Attack]
    deck: [Double Balance, Double Balance]
    piles:
      - [Dangerous Reaction]
`
	const codeSetup = `codes: ["0258", "1347", "2589", "3456"]
first: 2
seats:
  - {code: "0258", hand: [y0, p5, reverse]}
  - {hand: [r1, r2]}
number_pile: [p4, p0]
action_pile: [skip]
deck: [r9, skip]
`
	const codexSetup = `first: 1
turn: 2
resource: [7, 8]
gold: [43]
faceup: [5, 6, 45, 46]
common: [87, 95]
seats:
  - starter: 83
    starter_side: front
    area:
      - {id: 10, side: back, at: [1, 1]}
      - {id: 11, side: front, at: [2, 2]}
    hand: [1, 2, 41]
    objectives: [88, 99]
    secret: 99
  - {starter: 85, starter_side: back, score: 7, hand: [3, 4, 42], objectives: [91, 100], secret: 91}
`
	flaskArgs := []string{"--deck", "red", "--deck", "green"}
	tests := []struct {
		name, game, setup, old, new string
		args                        []string
		want                        string // after "FILE:"
	}{
		{"flask unknown card", "flask", flaskSetup, "Double Attack]", "Zap]", flaskArgs, `8: bad setup: seat 2: no such card "Zap" (neither a card of the deck nor a composition code)`},
		{"flask not a reaction", "flask", flaskSetup, "[Dangerous Reaction]", "[Sabotage]", flaskArgs, `11: bad setup: seat 2: reaction pile [Sabotage]: it must start with a Reaction card and hold no other`},
		{"flask counter", "flask", flaskSetup, "[3, 3, 3, 3]", "[3, 3, -1, 3]", flaskArgs, `7: bad setup: seat 2: counter green = -1 is out of range`},
		{"flask first", "flask", flaskSetup, "first: 1", "first: 5", flaskArgs, `1: bad setup: first seat 5 is not at the table`},
		{"flask wrong type", "flask", flaskSetup, "first_turn: false", "first_turn: [1]", flaskArgs, `2: bad setup: expected true or false, found a list`},
		{"flask syntax", "flask", flaskSetup, "    deck: [Double", "    deck: [[Double", flaskArgs, `9: bad setup: did not find expected ',' or ']'`},
		{"code card", "code", codeSetup, "[r1, r2]", "[r1, q2]", nil, `5: bad setup: seat 2 hand: unknown card: "q2"`},
		{"code code", "code", codeSetup, `"3456"]`, `"345"]`, nil, `1: bad setup: bad code list: code 4: code "345" is not four digits`},
		{"code not in the list", "code", codeSetup, `code: "0258"`, `code: "9999"`, nil, `4: bad setup: seat 1: code 9999 is not in the code list (or is given twice)`},
		{"code pile", "code", codeSetup, "number_pile: [p4, p0]", "number_pile: [p4, skip]", nil, `6: bad setup: number_pile: skip is not a number card`},
		{"code unknown key", "code", codeSetup, "first: 2", "first: 2\nscores: [1, 2]", nil, `3: bad setup: unknown key "scores" (known: codes, first, clockwise, pending, seats, number_pile, action_pile, deck)`},
		{"codex cell", "codex", codexSetup, "at: [2, 2]", "at: [5, 2]", nil, `12: bad setup: seat 1 area card 2: [5, 2]: not a cell of the half-card grid (x+y must be even)`},
		{"codex hand", "codex", codexSetup, "hand: [3, 4, 42]", "hand: [3, 4, 87]", nil, `16: bad setup: seat 2 hand: 87 is not a resource or gold card`},
		{"codex secret", "codex", codexSetup, "secret: 99", "secret: 95", nil, `15: bad setup: seat 1: secret 95 must be one of the two objectives dealt`},
		{"codex gold", "codex", codexSetup, "gold: [43]", "gold: [43, 7]", nil, `4: bad setup: gold deck: 7 is not a gold card`},
		{"codex wrong type", "codex", codexSetup, "      - {id: 10, side: back, at: [1, 1]}", "      - [10, back]", nil, `11: bad setup: expected a mapping, found a list`},
		{"codex unknown key", "codex", codexSetup, "turn: 2", "turn: 2\nscores: [5, 0]", nil, `3: bad setup: unknown key "scores" (known: first, resource, gold, faceup, common, seats, turn, end_triggered, last_round)`},
		{"empty", "code", "", "", "", nil, `1: bad setup: the file is empty`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "setup.yaml")
			text := strings.Replace(tt.setup, tt.old, tt.new, 1)
			if text == tt.setup && tt.old != "" {
				t.Fatalf("%q is not in the setup", tt.old)
			}
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			args := append([]string{"play", tt.game, "--seats", "bot:random,bot:random", "--setup", path}, tt.args...)
			_, stderr, code := runCommand(args, "")
			want := "flaskdeck: " + path + ":" + tt.want + "\n"
			if code != ExitInvalid || stderr != want {
				t.Fatalf("exit %d, stderr\n%q\nwant exit %d and\n%q", code, stderr, ExitInvalid, want)
			}
			if len(stderr) > 300+len(path) {
				t.Errorf("%d characters", len(stderr))
			}
		})
	}
	// The setup block of a match log: the log's lines.
	log, err := os.ReadFile("testdata/replay_setup.yaml")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "log.yaml")
	os.WriteFile(path, []byte(strings.Replace(string(log), "hand: [Double Attack]", "hand: [Nope]", 1)), 0o644)
	_, stderr, code := runCommand([]string{"replay", path}, "")
	if want := "flaskdeck: " + path + `:17: bad setup: seat 2: no such card "Nope" (neither a card of the deck nor a composition code)` + "\n"; code != ExitInvalid || stderr != want {
		t.Errorf("replay: exit %d, stderr %q, want %q", code, stderr, want)
	}
}
