package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPrintCommand(t *testing.T) {
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.yaml")
	if err := os.WriteFile(broken, []byte("name: Broken\ncards:\n  - name: X\n    composition: Q9\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string // part of the one-line summary
		stderr string // part of the one error line
	}{
		{"preset deck", []string{"red"}, ExitOK, "15 cards on 2 pages (A4 portrait, 3×3 per page)", ""},
		{"duplex adds a page of backs per page", []string{"red", "--backs", "duplex", "--bleed", "3"}, ExitOK, "15 cards on 4 pages (A4 landscape, 4×2 per page)", ""},
		{"fold", []string{"red", "--backs", "fold", "--paper", "letter"}, ExitOK, "15 cards on 4 pages (Letter landscape, 2×2 per page)", ""},
		{"two decks", []string{"red", "blue"}, ExitOK, "30 cards on 4 pages", ""},
		{"selection by name prints its amount", []string{"red", "--cards", "sabotage"}, ExitOK, "3 cards on 1 page", ""},
		{"selection by number and range, once each", []string{"red", "--cards", "1,3-5", "--one-each"}, ExitOK, "4 cards on 1 page", ""},
		{"custom sizes", []string{"red", "--paper", "300x450", "--card", "50x70", "--orientation", "portrait"}, ExitOK, "(300×450 mm portrait, 5×6 per page)", ""},
		{"black and white, cut lines, no footer", []string{"red", "--bw", "--guides", "lines", "--no-footer", "--flip", "short", "--offset", "1,-0.5", "--backs", "duplex"}, ExitOK, "15 cards on 4 pages", ""},
		// Codex cards (63×41) print at their own size: portrait 198/63=3.1 by 285/41=6.95 gives 3×6,
		// landscape 285/63=4.5 by 198/41=4.8 only 4×4.
		{"codex at its own size", []string{"--game", "codex"}, ExitOK, "102 cards on 6 pages (A4 portrait, 3×6 per page)", ""},
		{"codex selection with their backs", []string{"--game", "codex", "--cards", "1-4", "--backs", "duplex"}, ExitOK, "4 cards on 2 pages", ""},
		{"small paper fits Codex cards but not poker", []string{"--game", "codex", "--cards", "1", "--paper", "80x60"}, ExitOK, "1 card on 1 page (80×60 mm landscape, 1×1 per page)", ""},
		{"CODE cards through the same path", []string{"--game", "code"}, ExitOK, "120 cards on 14 pages (A4 portrait, 3×3 per page)", ""},
		{"codex scaled to poker when asked", []string{"--game", "codex", "--card", "poker"}, ExitOK, "102 cards on 12 pages (A4 portrait, 3×3 per page)", ""},

		{"unknown paper is wrong usage", []string{"red", "--paper", "a5"}, ExitUsage, "", `--paper: unknown paper "a5" (a4, letter or WxH`},
		{"unknown card size", []string{"red", "--card", "huge"}, ExitUsage, "", `--card: unknown card size "huge"`},
		{"unknown guides", []string{"red", "--guides", "dots"}, ExitUsage, "", `--guides: unknown cut guides "dots" (none, marks, lines)`},
		{"unknown backs", []string{"red", "--backs", "glued"}, ExitUsage, "", `--backs: unknown backs "glued"`},
		{"bad offset", []string{"red", "--offset", "2"}, ExitUsage, "", `--offset: offset "2" is not X,Y in mm`},
		{"bad date", []string{"red", "--date", "22/11/2026"}, ExitUsage, "", `--date: date "22/11/2026" is not YYYY-MM-DD`},
		{"non-numeric bleed", []string{"red", "--bleed", "lots"}, ExitUsage, "", `--bleed: "lots" is not a number`},
		{"NaN bleed (issue 14: said negative)", []string{"red", "--bleed", "NaN"}, ExitUsage, "", `--bleed: NaN is not a number of mm`},
		{"infinite gap", []string{"red", "--gap", "Inf"}, ExitUsage, "", `--gap: +Inf is not a number of mm`},
		{"unknown game", []string{"--game", "chess"}, ExitUsage, "", `cannot print game "chess"`},
		{"no deck", nil, ExitUsage, "", "which cards? give deck files or preset names"},
		{"codex takes no files", []string{"--game", "codex", "red"}, ExitUsage, "", `--game codex takes no arguments (got "red")`},

		{"negative bleed is invalid", []string{"red", "--bleed", "-1"}, ExitInvalid, "", "bleed -1 mm is negative"},
		{"card larger than the page", []string{"red", "--card", "300x300"}, ExitInvalid, "", "card 300×300 mm does not fit on A4 paper (210×297 mm) with 6 mm margins"},
		{"margin under 6 mm", []string{"red", "--margin", "4"}, ExitInvalid, "", "margin 4 mm is under the minimum of 6 mm"},
		{"only fits the other way", []string{"red", "--card", "250x80", "--orientation", "portrait"}, ExitInvalid, "", "it fits in landscape"},
		{"card number out of range", []string{"red", "--cards", "9"}, ExitInvalid, "", "card 9 is out of range (1-5)"},
		{"unknown card name", []string{"red", "--cards", "Fireball"}, ExitInvalid, "", `no card named "Fireball" (cards: Sabotage, Returning Double Attack`},
		{"missing deck", []string{"nosuch"}, ExitInvalid, "", `"nosuch": no such deck file and no preset`},
		{"broken deck file", []string{broken}, ExitInvalid, "", "broken.yaml"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "cards.pdf")
			if err := os.WriteFile(out, []byte("old"), 0o644); err != nil {
				t.Fatal(err)
			}
			var stdout, stderr bytes.Buffer
			code := testMain(append([]string{"print", "-o", out, "--date", "2026-11-22"}, tt.args...), strings.NewReader(""), &stdout, &stderr)
			if code != tt.code {
				t.Fatalf("exit %d, want %d (stderr %q)", code, tt.code, stderr.String())
			}
			data, _ := os.ReadFile(out)
			if tt.code != ExitOK {
				if lines := strings.Count(stderr.String(), "\n"); lines != 1 || !strings.Contains(stderr.String(), tt.stderr) {
					t.Errorf("stderr %q, want one line with %q", stderr.String(), tt.stderr)
				}
				if string(data) != "old" {
					t.Errorf("the output file was touched by a failed run")
				}
				return
			}
			if !strings.Contains(stdout.String(), tt.stdout) {
				t.Errorf("stdout %q, want %q", stdout.String(), tt.stdout)
			}
			if !bytes.HasPrefix(data, []byte("%PDF-")) || !bytes.Contains(data, []byte("%%EOF")) {
				t.Errorf("output is not a complete PDF: %.20q", data)
			}
		})
	}
}

func TestPrintIsReproducible(t *testing.T) {
	dir := t.TempDir()
	run := func(name string) []byte {
		p := filepath.Join(dir, name)
		var out, errOut bytes.Buffer
		if code := testMain([]string{"print", "green", "-o", p, "--date", "2026-11-22", "--backs", "duplex"}, strings.NewReader(""), &out, &errOut); code != ExitOK {
			t.Fatalf("exit %d: %s", code, errOut.String())
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	if a, b := run("a.pdf"), run("b.pdf"); !bytes.Equal(a, b) {
		t.Errorf("two runs differ (%d and %d bytes)", len(a), len(b))
	}
}

func TestPrintCodeWritesAPDF(t *testing.T) {
	var out, errOut bytes.Buffer
	pdf := filepath.Join(t.TempDir(), "code.pdf")
	if code := testMain([]string{"print", "--game", "code", "-o", pdf}, strings.NewReader(""), &out, &errOut); code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if st, err := os.Stat(pdf); err != nil || st.Size() < 10000 {
		t.Fatalf("no PDF written: %v", err)
	}
	if dst := os.Getenv("FLASKDECK_CODE_PDF"); dst != "" {
		data, _ := os.ReadFile(pdf)
		_ = os.WriteFile(dst, data, 0o644)
	}
}

// Issue 14: print -o - writes the PDF to standard output (the summary to standard error); an output
// named for another format is refused; each picture that cannot be read is warned about once.
func TestPrintToStandardOutputWarnsAndRefusesOtherExtensions(t *testing.T) {
	dir := t.TempDir()
	deck := filepath.Join(dir, "pics.yaml")
	os.WriteFile(deck, []byte("name: Pics\ncards:\n  - name: A\n    composition: R1\n    picture: missing.png\n    amount: 3\n  - name: B\n    composition: B1\n    picture: /dev/zero\n"), 0o644)
	var stdout, stderr bytes.Buffer
	code := testMain([]string{"print", deck, "-o", "-", "--date", "2026-11-22"}, strings.NewReader(""), &stdout, &stderr)
	if code != ExitOK || !bytes.HasPrefix(stdout.Bytes(), []byte("%PDF-")) {
		t.Fatalf("exit %d, stdout %.20q, stderr %q", code, stdout.Bytes(), stderr.String())
	}
	warnings := strings.Count(stderr.String(), "warning: picture cannot be read")
	if warnings != 2 || !strings.Contains(stderr.String(), "missing.png") || !strings.Contains(stderr.String(), "4 cards on 1 page") {
		t.Errorf("stderr %q, want one warning per picture and the summary", stderr.String())
	}
	out := filepath.Join(dir, "cards.yaml")
	os.WriteFile(out, []byte("old"), 0o644)
	stdout.Reset()
	stderr.Reset()
	code = testMain([]string{"print", "red", "-o", out}, strings.NewReader(""), &stdout, &stderr)
	if data, _ := os.ReadFile(out); code != ExitUsage || string(data) != "old" {
		t.Errorf("print -o cards.yaml: exit %d, stderr %q", code, stderr.String())
	}
}
