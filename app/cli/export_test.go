package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestExportCommands(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string // part of the one-line summary
		stderr string // part of the one error line
		files  []string
	}{
		{"a preset deck", []string{"export", "images", "red"}, ExitOK, "5 card images, 821×1121 px at 300 dpi, index in index.csv", "", []string{"1-sabotage.png", "index.csv"}},
		{"with the back, bridge size, no bleed", []string{"export", "images", "red", "--backs", "--card", "bridge", "--bleed", "0", "--dpi", "150"}, ExitOK, "5 card images and 1 back, 338×525 px at 150 dpi", "", []string{"back.png"}},
		{"CODE", []string{"export", "images", "--game", "code", "--dpi", "50", "--bleed", "0"}, ExitOK, "57 card images, 125×175 px at 50 dpi", "", []string{"48-code-0258.png"}},
		{"tts of two decks", []string{"export", "tts", "red", "blue"}, ExitOK, "2 decks of 30 cards on 2 sheets (faces 409×572 px), saved object", "", []string{"red-blue.json", "red-blue.png", "1-red-1.png", "1-red-back.png", "2-blue-1.png"}},

		{"export alone is wrong usage", []string{"export"}, ExitUsage, "", "export what? images or tts", nil},
		{"unknown game", []string{"export", "images", "--game", "chess"}, ExitUsage, "", `cannot export game "chess" (can export: code, codex, flask)`, nil},
		{"no deck", []string{"export", "tts"}, ExitUsage, "", "which cards? give deck files or preset names", nil},
		{"codex takes no files", []string{"export", "tts", "--game", "codex", "red"}, ExitUsage, "", `--game codex takes no arguments (got "red")`, nil},
		{"unknown card size", []string{"export", "images", "red", "--card", "huge"}, ExitUsage, "", `--card: unknown card size "huge"`, nil},
		{"resolution out of range", []string{"export", "images", "red", "--dpi", "5000"}, ExitInvalid, "", "resolution 5000 dpi is not between 10 and 1200", nil},
		{"negative bleed", []string{"export", "images", "red", "--bleed", "-1"}, ExitInvalid, "", "bleed -1 mm is negative", nil},
		{"missing deck", []string{"export", "images", "nosuch"}, ExitInvalid, "", `"nosuch": no such deck file and no preset`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "out")
			args := tt.args
			if len(args) > 1 {
				args = append(args, "-o", dir)
			}
			stdout, stderr, code := runCommand(args, "")
			if code != tt.code {
				t.Fatalf("exit %d, want %d (stderr %q)", code, tt.code, stderr)
			}
			if tt.code != ExitOK {
				if lines := strings.Count(stderr, "\n"); lines != 1 || !strings.Contains(stderr, tt.stderr) {
					t.Errorf("stderr %q, want one line with %q", stderr, tt.stderr)
				}
				if _, err := os.Stat(dir); err == nil {
					t.Error("the output folder was created")
				}
				return
			}
			if stderr != "" || !strings.Contains(stdout, tt.stdout) {
				t.Errorf("stdout %q stderr %q, want a line with %q", stdout, stderr, tt.stdout)
			}
			for _, f := range tt.files {
				if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
					t.Error(err)
				}
			}
		})
	}
}

func TestVersionCommand(t *testing.T) {
	stdout, stderr, code := runCommand([]string{"version"}, "")
	if code != ExitOK || stderr != "" || !strings.HasPrefix(stdout, "flaskdeck 0.") || !strings.Contains(stdout, "revision") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}

// man writes one page per command, each a roff page titled after its command.
func TestManCommand(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "man1")
	stdout, stderr, code := runCommand([]string{"man", dir}, "")
	if code != ExitOK || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	for _, page := range []string{"flaskdeck.1", "flaskdeck-export-images.1", "flaskdeck-print.1", "flaskdeck-version.1"} {
		data, err := os.ReadFile(filepath.Join(dir, page))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(string(data), ".nh\n.TH \"FLASKDECK\" \"1\"") || !strings.Contains(string(data), ".SH NAME") {
			t.Errorf("%s is not a man page:\n%.200s", page, data)
		}
	}
	show, err := os.ReadFile(filepath.Join(dir, "flaskdeck-card-show.1"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{".SH SYNOPSIS\n\\fBflaskdeck card show CODE... | - [flags]\\fP\n", ".TP\n\\fB\\-\\-ruleset\\fP=\"\"\n",
		".SH EXAMPLE\n.EX\n", "printf 'y1 b1\\en\\enb1 b1\\en'", ".SH SEE ALSO\n\\fBflaskdeck-card(1)\\fP\n"} {
		if !strings.Contains(string(show), want) {
			t.Errorf("flaskdeck-card-show.1 lacks %q:\n%s", want, show)
		}
	}
	if !strings.Contains(stdout, "manual pages") {
		t.Errorf("stdout %q", stdout)
	}
}
