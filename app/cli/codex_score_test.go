package cli

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/internal/golden"
)

func TestCodexScore(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		golden string // stdout golden file
		stderr string // a part of stderr, or "" for none
	}{
		{"table", []string{"testdata/codex_area_ok.yaml"}, ExitOK, "codex_score_ok.txt", ""},
		{"json", []string{"testdata/codex_area_ok.yaml", "--json"}, ExitOK, "codex_score_ok.json", ""},
		{"illegal table", []string{"testdata/codex_area_illegal.yaml"}, ExitInvalid, "codex_score_illegal.txt",
			"testdata/codex_area_illegal.yaml:7: placement 5 (card 11 back at 2,-2): it would cover the hidden bottom-right corner of card 45"},
		{"illegal json", []string{"testdata/codex_area_illegal.yaml", "--json"}, ExitInvalid, "codex_score_illegal.json", "placement 4 (card 1 front"},
		{"no reuse", []string{"testdata/codex_area_ok.yaml", "--rule", "card-reuse=no"}, ExitOK, "codex_score_ok.txt", ""},
		{"missing file", []string{"testdata/nothing.yaml"}, ExitInvalid, "", "nothing.yaml"},
		{"bad rule", []string{"testdata/codex_area_ok.yaml", "--rule", "card-reuse=maybe"}, ExitUsage, "", "card-reuse=maybe"},
		{"no argument", nil, ExitUsage, "", "accepts 1 arg"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := testMain(append([]string{"codex", "score"}, tt.args...), strings.NewReader(""), &out, &errOut)
			if code != tt.code {
				t.Fatalf("exit %d, want %d; stderr:\n%s", code, tt.code, errOut.String())
			}
			if tt.golden != "" {
				golden.CheckString(t, filepath.Join("testdata", tt.golden), out.String())
			}
			if tt.stderr == "" && errOut.Len() > 0 {
				t.Errorf("unexpected stderr: %s", errOut.String())
			}
			if !strings.Contains(errOut.String(), tt.stderr) {
				t.Errorf("stderr %q lacks %q", errOut.String(), tt.stderr)
			}
		})
	}
}

// TestCodexScoreJSONFields checks the fields product.md promises.
func TestCodexScoreJSONFields(t *testing.T) {
	var out, errOut bytes.Buffer
	testMain([]string{"codex", "score", "--json", "testdata/codex_area_illegal.yaml"}, strings.NewReader(""), &out, &errOut)
	var got map[string]any
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"placements", "symbols", "objectives", "placement_points", "objective_points", "total"} {
		if _, ok := got[key]; !ok {
			t.Errorf("no %q in the JSON", key)
		}
	}
	first := got["placements"].([]any)[3].(map[string]any)
	for _, key := range []string{"id", "side", "at", "legal", "points", "error"} {
		if _, ok := first[key]; !ok {
			t.Errorf("no %q in a placement", key)
		}
	}
	if first["legal"] != false || first["error"] == "" {
		t.Errorf("placement 4 should be illegal with a reason: %v", first)
	}
	symbols := got["symbols"].(map[string]any)
	for _, k := range []string{"FUNGI", "PLANT", "ANIMAL", "INSECT", "QUILL", "INKWELL", "MANUSCRIPT"} {
		if _, ok := symbols[k]; !ok {
			t.Errorf("no symbol %s", k)
		}
	}
}

func TestCodexIsRegistered(t *testing.T) {
	g, err := games.Builtin().Lookup("codex")
	if err != nil || g.Title() != "Codex Naturalis" {
		t.Fatalf("codex not registered: %v", err)
	}
}
