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
		{"unknown key in a setup", []string{"play", "flask", "--setup", unknown}, ExitInvalid, unknown + `: bad setup: setup: line 4: unknown key "colour"`},
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
