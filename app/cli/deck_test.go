package cli

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/flask"
)

func TestDeckGolden(t *testing.T) {
	checkTranscripts(t, []commandCase{
		{"deck_validate_ok", []string{"deck", "validate", "testdata/deck_good.yaml", "testdata/deck_red.json", "red"}, "", 0},
		{"deck_validate_problems", []string{"deck", "validate", "testdata/deck_good.yaml", "testdata/deck_bad.yaml", "base"}, "", 1},
		{"deck_validate_typo", []string{"deck", "validate", "testdata/deck_typo.yaml"}, "", 1},
		{"deck_validate_impossible", []string{"deck", "validate", "testdata/deck_impossible.yaml"}, "", 1},
		{"deck_validate_amount0", []string{"deck", "validate", "testdata/deck_amount0.json"}, "", 1},
		{"deck_validate_missing", []string{"deck", "validate", "testdata/no-such-deck.yaml"}, "", 1},
		{"deck_validate_no_args", []string{"deck", "validate"}, "", 2},
		{"deck_validate_help", []string{"deck", "validate", "--help"}, "", 0},
		{"deck_import_stdout", []string{"deck", "import", "testdata/deck_red.json"}, "", 0},
		{"deck_import_yaml", []string{"deck", "import", "testdata/deck_good.yaml"}, "", 1},
		{"deck_import_bad", []string{"deck", "import", "testdata/deck_amount0.json"}, "", 1},
		{"deck_import_help", []string{"deck", "import", "--help"}, "", 0},
		{"deck_export_stdout", []string{"deck", "export", "testdata/deck_good.yaml"}, "", 0},
		{"deck_export_preset", []string{"deck", "export", "base"}, "", 0},
		{"deck_export_json", []string{"deck", "export", "testdata/deck_red.json"}, "", 1},
		{"deck_export_help", []string{"deck", "export", "--help"}, "", 0},
		{"deck_presets", []string{"deck", "presets"}, "", 0},
		{"deck_presets_help", []string{"deck", "presets", "--help"}, "", 0},
		{"deck_show_red", []string{"deck", "show", "red"}, "", 0},
		{"deck_show_base", []string{"deck", "show", "BASE"}, "", 0},
		{"deck_show_file", []string{"deck", "show", "testdata/deck_good.yaml"}, "", 0},
		{"deck_show_bad", []string{"deck", "show", "testdata/deck_bad.yaml"}, "", 0},
		{"deck_show_unknown", []string{"deck", "show", "purple"}, "", 1},
		{"deck_show_help", []string{"deck", "show", "--help"}, "", 0},
		{"deck_unknown_flag", []string{"deck", "show", "--colour", "red"}, "", 2},
		{"deck_no_subcommand", []string{"deck"}, "", 2},
	})
}

// TestDeckImportExportFiles converts through files with -o: JSON → YAML → JSON keeps every card
// field the JSON holds, and no temporary file is left behind.
func TestDeckImportExportFiles(t *testing.T) {
	dir := t.TempDir()
	yamlPath := filepath.Join(dir, "red.yaml")
	jsonPath := filepath.Join(dir, "deck_red.json") // same name as the original: the deck name comes from it
	tests := []struct {
		args []string
		exit int
	}{
		{[]string{"deck", "import", "testdata/deck_red.json", "-o", yamlPath}, 0},
		{[]string{"deck", "validate", yamlPath}, 0},
		{[]string{"deck", "export", yamlPath, "-o", jsonPath}, 0},
		{[]string{"deck", "import", jsonPath, "--output", filepath.Join(dir, "again.yaml")}, 0},
		{[]string{"deck", "import", "testdata/deck_red.json", "-o", filepath.Join(dir, "missing", "x.yaml")}, 1},
		// Issue 14: `deck import X.json -o X.json` replaced the JSON with YAML; now a usage error.
		{[]string{"deck", "import", jsonPath, "-o", jsonPath}, 2},
		{[]string{"deck", "export", yamlPath, "-o", yamlPath}, 2},
		{[]string{"deck", "export", yamlPath, "-o", filepath.Join(dir, "deck")}, 2},
	}
	for _, tt := range tests {
		stdout, stderr, code := runCommand(tt.args, "")
		if code != tt.exit || stdout != "" && !strings.HasSuffix(stdout, ": ok\n") {
			t.Fatalf("%v: exit %d stdout %q stderr %q", tt.args, code, stdout, stderr)
		}
	}
	orig, err := flask.LoadDeck("testdata/deck_red.json")
	if err != nil {
		t.Fatal(err)
	}
	back, err := flask.LoadDeck(jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(orig.Cards, back.Cards) {
		t.Errorf("JSON → YAML → JSON changed the cards:\n%+v\n%+v", orig.Cards, back.Cards)
	}
	first, _ := os.ReadFile(yamlPath)
	again, _ := os.ReadFile(filepath.Join(dir, "again.yaml"))
	if string(first) != string(again) {
		t.Errorf("YAML differs after a JSON round trip:\n%s\n%s", first, again)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 3 {
		t.Errorf("%d files in the output directory, want 3", len(entries))
	}
}

// TestDeckExportWarnsAboutNotes: notes cannot go to JSON, and the user is told.
func TestDeckExportWarnsAboutNotes(t *testing.T) {
	stdout, stderr, code := runCommand([]string{"deck", "export", "testdata/deck_good.yaml"}, "")
	if code != 0 || !strings.HasPrefix(stdout, "[") || !strings.Contains(stderr, "notes of 1 card(s) are left out") {
		t.Errorf("exit %d stderr %q", code, stderr)
	}
}

func TestWriteColumns(t *testing.T) {
	var b strings.Builder
	writeColumns(&b, [][]string{{"A", "COST", "X"}, {"long", "💥💥", "y"}, {"b", "1 Card", ""}})
	want := "A     COST    X\nlong  💥💥    y\nb     1 Card\n"
	if b.String() != want {
		t.Errorf("got\n%q\nwant\n%q", b.String(), want)
	}
	tests := []struct {
		s string
		w int
	}{{"", 0}, {"R1", 2}, {"💚❔", 4}, {"📘💥 and 1 Card", 15}}
	for _, tt := range tests {
		if got := displayWidth(tt.s); got != tt.w {
			t.Errorf("displayWidth(%q) = %d, want %d", tt.s, got, tt.w)
		}
	}
}

// Issue 14: a 10 MB file that is not a deck was echoed whole in the error; the line stays short.
func TestANonDeckFileIsNotEchoedWhole(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big.txt")
	os.WriteFile(path, []byte(strings.Repeat("x", 1<<20)), 0o644)
	_, stderr, code := runCommand([]string{"deck", "validate", path}, "")
	if code != 1 || strings.Count(stderr, "\n") != 1 || len(stderr) > 400+len(path) {
		t.Errorf("exit %d, %d bytes on %d lines", code, len(stderr), strings.Count(stderr, "\n"))
	}
}

func TestReportedErrorsAreOneShortLine(t *testing.T) {
	got := oneLine("yaml: unmarshal errors:\n  line 3: a\n  line 4: b")
	if got != "yaml: unmarshal errors; line 3: a; line 4: b" {
		t.Errorf("got %q", got)
	}
	if got := oneLine(strings.Repeat("é", 1000)); len(got) > 300 {
		t.Errorf("%d bytes", len(got))
	}
}

// Issue 14: inputs that are not regular files (a device read forever, a FIFO that blocks) are
// refused with one line, whatever the command.
func TestInputsThatAreNotRegularFilesAreRefused(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"deck", "validate", "/dev/zero"},
		{"replay", "/dev/zero"},
		{"codex", "score", "/dev/zero"},
		{"play", "code", "--codes", "/dev/zero", "--seats", "bot:random,bot:random"},
		{"play", "flask", "--setup", dir, "--seats", "bot:random,bot:random"},
	} {
		_, stderr, code := runCommand(args, "")
		if code != 1 || !strings.Contains(stderr, "not a regular file") || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q", args, code, stderr)
		}
	}
}
