package printjob

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/flaskdeck/flaskdeck/flask"
)

func TestSelectCards(t *testing.T) {
	names := []string{"Sabotage", "Triple Attack", "Double Exchange", "Rest"}
	tests := []struct {
		spec string
		want []int
		err  string
	}{
		{"", []int{0, 1, 2, 3}, ""},
		{"2", []int{1}, ""},
		{"4,1", []int{3, 0}, ""},
		{"2-4", []int{1, 2, 3}, ""},
		{"triple attack, 1", []int{1, 0}, ""},
		{"1,1", []int{0, 0}, ""},
		{"0", nil, "card 0 is out of range (1-4)"},
		{"3-9", nil, "cards 3-9 are out of range (1-4)"},
		{"4-2", nil, "cards 4-2 are out of range (1-4)"},
		{"Fireball", nil, `no card named "Fireball" (cards: Sabotage, Triple Attack, Double Exchange, Rest)`},
		{",", nil, `"," selects no card`},
	}
	for _, tt := range tests {
		got, err := SelectCards(tt.spec, names)
		if tt.err != "" {
			if err == nil || !errors.Is(err, ErrBadSelection) || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("SelectCards(%q) error %v, want %q", tt.spec, err, tt.err)
			}
			continue
		}
		if err != nil || len(got) != len(tt.want) {
			t.Errorf("SelectCards(%q) = %v, %v, want %v", tt.spec, got, err, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("SelectCards(%q) = %v, want %v", tt.spec, got, tt.want)
				break
			}
		}
	}
}

func TestPrintDate(t *testing.T) {
	now := func() time.Time { return time.Date(2026, 11, 22, 23, 30, 0, 0, time.FixedZone("X", 3600)) }
	t.Setenv("SOURCE_DATE_EPOCH", "")
	if d, _ := FooterDate("", now); !d.Equal(time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("today = %v, want 2026-11-22 midnight UTC", d)
	}
	t.Setenv("SOURCE_DATE_EPOCH", "1700000000") // 2023-11-14 22:13:20 UTC
	if d, _ := FooterDate("", now); !d.Equal(time.Date(2023, 11, 14, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("SOURCE_DATE_EPOCH = %v, want 2023-11-14", d)
	}
	if d, _ := FooterDate("2025-01-31", now); !d.Equal(time.Date(2025, 1, 31, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("--date = %v", d)
	}
}

func TestFlaskPrintJobCopies(t *testing.T) {
	comp, err := flask.ParseComposition("R1")
	if err != nil {
		t.Fatal(err)
	}
	deck := flask.Deck{Name: "Mine", Cards: []flask.Card{{Name: "A", Composition: comp, Amount: 2}, {Name: "B", Composition: comp, Amount: 0}, {Name: "C", Composition: comp, Amount: 3}}}
	tests := []struct {
		sel  Selection
		want int
	}{
		{Selection{}, 5},                          // 2 + 0 + 3
		{Selection{OneEach: true}, 3},             // one of each, B included
		{Selection{Cards: "b"}, 1},                // picked, so printed once
		{Selection{Cards: "3,1"}, 5},              // C ×3 then A ×2
		{Selection{Cards: "c", OneEach: true}, 1}, // one C
	}
	for _, tt := range tests {
		job, err := FlaskJob([]flask.Deck{deck}, tt.sel)
		if err != nil {
			t.Fatal(err)
		}
		if len(job.Fronts) != tt.want || len(job.Backs) != 1 || job.Title != "Mine" {
			t.Errorf("%+v: %d fronts, %d backs, title %q; want %d fronts, 1 shared back", tt.sel, len(job.Fronts), len(job.Backs), job.Title, tt.want)
		}
	}
}
