package cards

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

var toySeats = []SeatInfo{{Name: "Ann", Player: "human"}, {Name: "Bot", Player: "bot:greedy"}}

// playToyMatch plays a whole toy match with random moves (never resigning).
func playToyMatch(t *testing.T, seed uint64, rules Rules) *Match {
	t.Helper()
	m, err := NewMatch(toyGame{}, Config{Seed: seed, Rules: rules}, toySeats, "test")
	if err != nil {
		t.Fatal(err)
	}
	r := NewRand(seed)
	for !m.Table.Over() {
		if err := m.Play(m.Table.BotMove(BotSpec{Level: LevelRandom}, &r)); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

func TestNewMatchChecksSeatsAndRules(t *testing.T) {
	if _, err := NewMatch(toyGame{}, Config{}, toySeats[:1], "test"); !errors.Is(err, ErrBadSetup) {
		t.Errorf("one seat: %v", err)
	}
	if _, err := NewMatch(toyGame{}, Config{Seats: 3}, toySeats, "test"); !errors.Is(err, ErrBadSetup) {
		t.Errorf("3 seats, 2 described: %v", err)
	}
	if _, err := NewMatch(toyGame{}, Config{Rules: Rules{"limit": "99"}}, toySeats, "test"); !errors.Is(err, ErrBadRule) {
		t.Errorf("bad rule: %v", err)
	}
	m, err := NewMatch(toyGame{}, Config{}, toySeats, "test")
	if err != nil || m.Log.Rules["limit"] != "21" {
		t.Errorf("the log records resolved rules with defaults: %v %v", m.Log.Rules, err)
	}
}

func TestMatchLogsMovesAndResult(t *testing.T) {
	m := playToyMatch(t, 5, Rules{"limit": "15"})
	if len(m.Log.Moves) == 0 || m.Log.Result == nil {
		t.Fatalf("moves %d, result %v", len(m.Log.Moves), m.Log.Result)
	}
	if w := m.Log.Result.Winners; len(w) != 1 || Seat(w[0]-1) != m.Table.Result().Winners[0] {
		t.Errorf("logged winners %v (counted from 1), result %v", w, m.Table.Result().Winners)
	}
	err := m.Play("play 1")
	var me *MoveError
	if !errors.As(err, &me) || !errors.Is(err, ErrGameOver) || me.Number != len(m.Log.Moves)+1 {
		t.Errorf("a move after the end: %v", err)
	}
}

func TestMatchErrorNamesTheMoveNumberAndText(t *testing.T) {
	m, _ := NewMatch(toyGame{}, Config{Seed: 1}, toySeats, "test")
	err := m.Play("play 9")
	if !errors.Is(err, ErrIllegalMove) {
		t.Fatalf("err = %v", err)
	}
	if !strings.HasPrefix(err.Error(), `move 1 "play 9": illegal move: not a legal move here; legal: `) {
		t.Errorf("message %q", err.Error())
	}
	if len(m.Log.Moves) != 0 {
		t.Error("an illegal move was logged")
	}
}

func TestSameSeedSameMovesSameGame(t *testing.T) {
	a := playToyMatch(t, 11, nil)
	b := playToyMatch(t, 11, nil)
	if strings.Join(a.Log.Moves, ",") != strings.Join(b.Log.Moves, ",") || a.Table.Describe(0) != b.Table.Describe(0) {
		t.Error("equal seeds gave different games")
	}
}

func TestLogRoundTripsThroughYAMLAndReplays(t *testing.T) {
	m := playToyMatch(t, 21, Rules{"limit": "15"})
	var buf bytes.Buffer
	if err := m.Log.Encode(&buf); err != nil {
		t.Fatal(err)
	}
	log, err := DecodeLog("game.yaml", &buf)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Replay(toyGame{}, log)
	if err != nil {
		t.Fatal(err)
	}
	if r.Table.Describe(NoSeat) != m.Table.Describe(NoSeat) || !r.Table.Over() {
		t.Error("the replay ends elsewhere")
	}
}

func TestLogWithSetupReplays(t *testing.T) {
	var node yaml.Node
	if err := yaml.Unmarshal([]byte("total: 18\n"), &node); err != nil {
		t.Fatal(err)
	}
	setup := node.Content[0]
	m, err := NewMatch(toyGame{}, Config{Seed: 3, Setup: setup}, toySeats, "test")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(m.Table.Describe(NoSeat), "total 18 of 21") {
		t.Fatalf("setup not applied: %s", m.Table.Describe(NoSeat))
	}
	path := filepath.Join(t.TempDir(), "game.yaml")
	if err := m.Log.WriteFile(path); err != nil {
		t.Fatal(err)
	}
	log, err := ReadLog(path)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Replay(toyGame{}, log)
	if err != nil || !strings.HasPrefix(r.Table.Describe(NoSeat), "total 18 of 21") {
		t.Errorf("setup lost through the file: %v", err)
	}
}

func TestReplayNamesTheBrokenMove(t *testing.T) {
	m := playToyMatch(t, 8, nil)
	log := m.Log
	log.Result = nil
	log.Moves = append([]string(nil), m.Log.Moves...)
	log.Moves[1] = "play 77"
	_, err := Replay(toyGame{}, &log)
	if !errors.Is(err, ErrIllegalMove) || !strings.HasPrefix(err.Error(), `move 2 "play 77": illegal move:`) {
		t.Errorf("err = %v", err)
	}
}

func TestReplayChecksTheLoggedGameAndResult(t *testing.T) {
	m := playToyMatch(t, 8, nil)
	log := m.Log
	log.Game = "chess"
	if _, err := Replay(toyGame{}, &log); !errors.Is(err, ErrBadLog) {
		t.Errorf("wrong game: %v", err)
	}
	log = m.Log
	log.Result = &LogResult{Winners: []int{1, 2}}
	if _, err := Replay(toyGame{}, &log); !errors.Is(err, ErrBadLog) {
		t.Errorf("wrong winners: %v", err)
	}
	log = m.Log
	log.Moves = log.Moves[:1]
	if _, err := Replay(toyGame{}, &log); !errors.Is(err, ErrBadLog) {
		t.Errorf("a result with the game unfinished: %v", err)
	}
}

func TestUndoTakesBackMoves(t *testing.T) {
	m := playToyMatch(t, 13, nil)
	n := len(m.Log.Moves)
	u, err := m.Undo(2)
	if err != nil {
		t.Fatal(err)
	}
	if len(u.Log.Moves) != n-2 || u.Log.Result != nil || u.Table.Over() {
		t.Fatalf("after undo 2: %d moves, result %v", len(u.Log.Moves), u.Log.Result)
	}
	if err := u.Play(m.Log.Moves[n-2]); err != nil {
		t.Fatalf("the undone move is legal again: %v", err)
	}
	all, err := m.Undo(n + 5)
	if err != nil || len(all.Log.Moves) != 0 {
		t.Errorf("undo beyond the start: %d moves, %v", len(all.Log.Moves), err)
	}
}

func TestDecodeLogRejectsBrokenFiles(t *testing.T) {
	for name, text := range map[string]string{
		"empty":         "",
		"unknown field": "game: toy\nseed: 1\ncolour: red\n",
		"no game":       "seed: 1\nmoves: []\n",
		"bad yaml":      "game: [toy\n",
		"bad seed":      "game: toy\nseed: minus one\n",
		"fraction seed": "game: toy\nseed: 3.5\n", // issue 14: it became 3
		"negative seed": "game: toy\nseed: -1\n",
	} {
		_, err := DecodeLog("game.yaml", strings.NewReader(text))
		if !errors.Is(err, ErrBadLog) || !strings.HasPrefix(err.Error(), "game.yaml:") || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := ReadLog(filepath.Join(t.TempDir(), "missing.yaml")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

func TestTableWritesMovesAsTheGameDoesAndClonesIndependently(t *testing.T) {
	tab, err := toyGame{}.New(Config{Seats: 2, Seed: 4, Rules: Rules{"limit": "21"}})
	if err != nil {
		t.Fatal(err)
	}
	legal := tab.LegalMoves()
	if len(legal) < 2 || legal[len(legal)-1] != "resign" {
		t.Fatalf("legal %v", legal)
	}
	copyTab := tab.CloneTable()
	written, err := tab.Play("  " + strings.ToUpper(legal[0]) + " ")
	if err != nil || written != legal[0] {
		t.Fatalf("Play wrote %q, %v; want %q", written, err, legal[0])
	}
	if copyTab.Describe(NoSeat) == tab.Describe(NoSeat) {
		t.Error("playing on the table changed its clone")
	}
	r := NewRand(1)
	if m := copyTab.BotMove(BotSpec{Level: LevelGreedy}, &r); m == "resign" || m == "" {
		t.Errorf("bot move %q", m)
	}
	if _, ok := tab.Engine().(*toy); !ok {
		t.Errorf("Engine() is %T", tab.Engine())
	}
}

// A file that is no match log is named for what it is.
func TestDecodeLogNamesOtherFiles(t *testing.T) {
	cases := map[string]string{
		"name: Red\ncards:\n  - name: Attack\n    composition: R1\n": "red.yaml is a deck file, not a match log",
		"[{\"name\": \"Attack\", \"amount\": 1}]":                    "red.yaml is a list of cards (a deck of the original Flask editor?), not a match log",
		"codes: [\"1234\"]\n":                                        "red.yaml is not a match log (a match log has game:, seed: and moves:)",
		"game: flask\nseed: 1\nmoves: []\ncolour: red\n":             "red.yaml:4: bad match log: unknown key \"colour\"",
	}
	for text, want := range cases {
		_, err := DecodeLog("red.yaml", strings.NewReader(text))
		if err == nil || err.Error() != want || !errors.Is(err, ErrBadLog) {
			t.Errorf("%q: got %v, want %q", text, err, want)
		}
	}
}
