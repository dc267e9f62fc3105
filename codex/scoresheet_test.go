package codex

import (
	"errors"
	"os"
	"strings"
	"testing"
)

func readArea(t *testing.T, path string) *AreaFile {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	a, err := ReadAreaFile(path, f)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestScoreSheetLegalArea(t *testing.T) {
	sheet := readArea(t, "testdata/area_ok.yaml").Score(true)
	if sheet.Illegal() != 0 {
		t.Fatalf("illegal placements: %+v", sheet.Placements)
	}
	points := []int{0, 0, 4, 0, 0, 1}
	for i, p := range sheet.Placements {
		if p.Points != points[i] {
			t.Errorf("placement %d (card %d): %d points, want %d", i+1, p.ID, p.Points, points[i])
		}
	}
	// FUNGI: the starter's corner, four backs and card 8's corner.
	if sheet.Symbols.Fungi != 6 || sheet.Symbols.Animal != 0 || sheet.Symbols.Plant != 0 || sheet.Symbols.Insect != 0 {
		t.Errorf("symbols %+v", sheet.Symbols)
	}
	want := []ObjectiveScore{{ID: 87, Completions: 1, Points: 2}, {ID: 95, Completions: 2, Points: 4}, {ID: 99, Completions: 0, Points: 0}}
	for i, o := range sheet.Objectives {
		if o != want[i] {
			t.Errorf("objective %+v, want %+v", o, want[i])
		}
	}
	if sheet.PlacementPoints != 5 || sheet.ObjectivePoints != 6 || sheet.Total != 11 {
		t.Errorf("totals %d + %d = %d, want 5 + 6 = 11", sheet.PlacementPoints, sheet.ObjectivePoints, sheet.Total)
	}
}

func TestScoreSheetIllegalPlacements(t *testing.T) {
	sheet := readArea(t, "testdata/area_illegal.yaml").Score(true)
	reasons := []string{"", "", "", "already in the play area", "hidden bottom-right corner of card 45",
		"gold requirement is not met (needs 5 PLANT)", "occupied", "no card has a corner", "x+y must be even",
		"not a resource or gold card", "unknown side", ""}
	if len(sheet.Placements) != len(reasons) {
		t.Fatalf("%d placements", len(sheet.Placements))
	}
	for i, p := range sheet.Placements {
		if (reasons[i] == "") != p.Legal || !strings.Contains(p.Error, reasons[i]) {
			t.Errorf("placement %d (line %d, card %d): legal %v, error %q, want %q", i+1, p.Line, p.ID, p.Legal, p.Error, reasons[i])
		}
		if p.Line != 3+i {
			t.Errorf("placement %d: line %d, want %d", i+1, p.Line, 3+i)
		}
	}
	if sheet.Illegal() != 8 || sheet.PlacementPoints != 4 {
		t.Errorf("illegal %d, placement points %d", sheet.Illegal(), sheet.PlacementPoints)
	}
	if sheet.Area.Len() != 5 {
		t.Errorf("%d cards applied, want 5 (the illegal ones are not)", sheet.Area.Len())
	}
}

func TestReadAreaFileErrors(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"empty", "", "the file is empty"},
		{"not yaml", "starter: [", "bad play-area file"},
		{"unknown field", "starter: {id: 83, side: front}\ncolour: red\n", "colour"},
		{"bad starter", "starter: {id: 12, side: front}\n", "a.yaml:1: starter 12 is not a starter"},
		{"starter side", "starter: {id: 83, side: up}\n", "unknown side"},
		{"bad objective", "starter: {id: 83, side: front}\nobjectives:\n  - 87\n  - 5\n", "a.yaml:4: objective 5 is not an objective"},
		{"objective twice", "starter: {id: 83, side: front}\nobjectives: [87, 87]\n", "listed twice"},
		// Issue 14: a missing starter read "area.yaml:0: starter 0 is not a starter card"; Go type
		// names (codex.AreaFile) showed in multi-line errors.
		{"no starter", "objectives: [87]\n", "a.yaml:1: no starter: the file needs starter:"},
		{"wrong kind", "starter: 83\n", "a.yaml:1: bad play-area file: expected a mapping, found the number 83"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadAreaFile("a.yaml", strings.NewReader(tt.text))
			if err == nil || !errors.Is(err, ErrBadAreaFile) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want ErrBadAreaFile with %q", err, tt.want)
			}
		})
	}
}
