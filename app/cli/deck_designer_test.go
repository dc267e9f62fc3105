package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDeckTestAndSuggestTranscripts(t *testing.T) {
	checkTranscripts(t, []commandCase{
		{golden: "deck_test_preset", args: []string{"deck", "test", "red", "--games", "8", "--field", "blue", "--field", "green", "-q"}},
		{golden: "deck_test_json", args: []string{"deck", "test", "yellow", "--games", "10", "--field", "red", "--level", "random", "--json"}},
		{golden: "deck_test_bad_level", args: []string{"deck", "test", "red", "--level", "wizard"}, exit: 2},
		{golden: "deck_test_bad_games", args: []string{"deck", "test", "red", "--games", "0"}, exit: 2},
		{golden: "deck_test_illegal", args: []string{"deck", "test", "testdata/deck_bad.yaml"}, exit: 1},
		{golden: "deck_test_missing", args: []string{"deck", "test", "testdata/no-such-deck.yaml"}, exit: 1},
		{golden: "deck_suggest_small", args: []string{"deck", "suggest", "red", "--field", "blue", "--budget", "4", "--level", "random", "-q"}},
		{golden: "deck_suggest_bad_goal", args: []string{"deck", "suggest", "red", "--goal", "prettier"}, exit: 2},
		{golden: "deck_suggest_bad_budget", args: []string{"deck", "suggest", "red", "--budget", "lots"}, exit: 2},
	})
}

// A test of a deck file adds to its history beside it, and the next test names what moved.
func TestDeckTestKeepsAHistoryBesideTheDeck(t *testing.T) {
	dir := t.TempDir()
	deck := filepath.Join(dir, "mine.yaml")
	data, err := os.ReadFile("../../flask/presets/red.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(deck, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runCommand([]string{"deck", "test", deck, "--games", "10", "--field", "blue", "-q"}, "")
	if code != 0 || strings.Contains(out, "since the last test") {
		t.Fatalf("first test: exit %d, %s%s", code, out, errOut)
	}
	if _, err := os.Stat(filepath.Join(dir, "mine.test.yaml")); err != nil {
		t.Fatalf("no history beside the deck: %v", err)
	}
	out, errOut, code = runCommand([]string{"deck", "test", deck, "--games", "10", "--field", "blue", "--seed", "2", "-q"}, "")
	if code != 0 || !strings.Contains(out, "since the last test") {
		t.Fatalf("second test: exit %d, no change named:\n%s%s", code, out, errOut)
	}
}
