package flask

import (
	"errors"
	"strings"
	"testing"
)

func TestParseComposition(t *testing.T) {
	tests := []struct {
		in   string
		code string
	}{
		{"", ""},
		{"   ", ""},
		{"R1 - R1 - Y2", "R1 - R1 - Y2"},
		{"r1 y2 r1", "R1 - R1 - Y2"},
		{"R1-R1-Y2", "R1 - R1 - Y2"},
		{"y2,r1;r1", "R1 - R1 - Y2"},
		{"R1R1Y2", "R1 - R1 - Y2"},
		{"  g2\tr1 + r1 ", "G2 - R1 - R1"},
		{"Attack attack reboot", "R1 - R1 - Y2"},
		{"Y2 B1 G1 G2 R2 R1 B2 Y1", "G2 - Y1 - B1 - B2 - G1 - R1 - R2 - Y2"},
		{"g1 y1 g1", "Y1 - G1 - G1"},
		{"b1 b1 b1 y1 y1 y1", "Y1 - Y1 - Y1 - B1 - B1 - B1"},
	}
	for _, tt := range tests {
		c, err := ParseComposition(tt.in)
		if err != nil {
			t.Errorf("ParseComposition(%q): %v", tt.in, err)
			continue
		}
		if got := c.Code(); got != tt.code {
			t.Errorf("ParseComposition(%q).Code() = %q, want %q", tt.in, got, tt.code)
		}
	}
}

func TestParseCompositionErrors(t *testing.T) {
	tests := []struct {
		in      string
		message string // the error must contain it
	}{
		{"R1 X9", `unknown base card "X9"`},
		{"R3", `unknown base card "R3"`},
		{"R1 R1 R1 R1", "more than 3 × R1 (Attack)"},
		{"b1b1b1b1", "more than 3 × B1 (Research)"},
		{"Y2 Y2", "a second Y2 (Reboot)"},
		{"g2 r1 G2", "a second G2 (Reaction)"},
		{"R1 💥", `unknown base card "💥"`},
		{"R1R", `unknown base card "R1R"`},
		{"R1Q7", `unknown base card "Q7"`},
	}
	for _, tt := range tests {
		_, err := ParseComposition(tt.in)
		if err == nil {
			t.Errorf("ParseComposition(%q) accepted", tt.in)
			continue
		}
		if !errors.Is(err, ErrBadComposition) {
			t.Errorf("ParseComposition(%q): %v does not wrap ErrBadComposition", tt.in, err)
		}
		if !strings.Contains(err.Error(), tt.message) || !strings.Contains(err.Error(), tt.in) {
			t.Errorf("ParseComposition(%q) = %q, want it to name the input and say %q", tt.in, err, tt.message)
		}
	}
}

// TestParseEveryCode parses every composition's code, reordered and lower-cased, back to itself.
func TestParseEveryCode(t *testing.T) {
	for _, c := range AllCompositions() {
		parts := strings.Split(strings.ToLower(c.Code()), " - ")
		for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
			parts[i], parts[j] = parts[j], parts[i]
		}
		back, err := ParseComposition(strings.Join(parts, ","))
		if err != nil || back != c {
			t.Fatalf("ParseComposition(reversed %q) = %v, %v", c.Code(), back, err)
		}
	}
}
