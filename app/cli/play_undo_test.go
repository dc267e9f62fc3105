package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Against a computer, undo takes back the person's move and the computer's answers, and the log
// written at the end holds neither.
func TestUndoAgainstAComputerTakesBackTheMoveAndTheAnswer(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.yaml")
	out, stderr, code := runCommand([]string{"play", "flask", "--seed", "1", "--seats", "human,bot:greedy", "--log", path}, "1\nundo\n")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, "Moves taken back: 1. Decide again.") {
		t.Fatalf("no undo in:\n%s", out)
	}
	log, err := cards.ReadLog(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range log.Moves {
		if m == "grow red" {
			t.Errorf("the log still holds the move taken back: %q", log.Moves)
		}
	}
}

// Two people at one screen: Bob takes back a card that showed him nothing, but not the end of his
// turn once it drew him a card, and Ann cannot take back Bob's moves.
func TestHotSeatUndoInTheTerminal(t *testing.T) {
	out, stderr, code := runCommand([]string{"play", "flask", "--seed", "5", "--seats", "human:Ann,human:Bob"}, "\n1\nundo\n1\nend\n\nundo\n")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if n := strings.Count(out, "Moves taken back: 1."); n != 1 {
		t.Errorf("%d undos of Bob's Research, want 1:\n%s", n, out)
	}
	if n := strings.Count(out, "Bob plays Research"); n != 3 { // Bob sees it played twice, Ann once on her turn
		t.Errorf("Research in the feeds %d times, want 3 (Bob's before and after the undo, Ann's)", n)
	}
	if strings.Contains(out, "type undo") {
		t.Errorf("the pass to Ann offers Bob to take back a turn that drew him a card:\n%s", out)
	}
	if !strings.Contains(out, "There is no move of yours to take back now: with several people") {
		t.Errorf("Ann's undo of Bob's turn is not refused:\n%s", out)
	}
}

// In CODE a discard shows the player nothing: at the pass screen the person who discarded may
// still type undo, and then the screen is passed back to them before their hand shows.
func TestUndoAtThePassScreen(t *testing.T) {
	out, stderr, code := runCommand([]string{"play", "code", "--seed", "5", "--seats", "human:Ann,human:Bob"}, "\n1\nundo\n")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	_, after, ok := strings.Cut(out, "Pass the device to seat 2 (Bob), then press Enter. (seat 1 (Ann): type undo to take back your move.)\n")
	if !ok {
		t.Fatalf("the pass to Bob does not offer Ann the undo:\n%s", out)
	}
	want := "Moves taken back: 1. Decide again.\n" + clearScreen + "Pass the device to seat 1 (Ann), then press Enter.\n"
	if !strings.HasPrefix(after, want) {
		t.Errorf("after the undo at the pass screen, got\n%q\nwant it to start with\n%q", after, want)
	}
}
