package code

import (
	"os"
	"strings"
	"testing"
)

// FuzzDecodeCodes: any bytes as a code list give 2 to MaxCodes valid codes or one error line.
func FuzzDecodeCodes(f *testing.F) {
	for _, p := range []string{"testdata/my_codes.yaml", "testdata/bad_codes.yaml"} {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("codes: [\"0258\", \"1347\"]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		codes, err := DecodeCodes("c.yaml", strings.NewReader(string(data)))
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error on several lines: %q", err)
			}
			return
		}
		if len(codes) < 2 || len(codes) > MaxCodes {
			t.Fatalf("%d codes accepted", len(codes))
		}
	})
}

// FuzzParseCard: card names as typed parse or fail, and a parsed card writes back to itself.
func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"y0", "p5", "reverse", "swap action", "gift", "+2", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCard(s)
		if err != nil {
			return
		}
		if back, err := ParseCard(c.String()); err != nil || back != c {
			t.Fatalf("ParseCard(%q) = %v; its text %q parses to %v, %v", s, c, c.String(), back, err)
		}
	})
}

// A UTF-8 byte order mark is accepted at the start of a code list.
func TestDecodeCodesAcceptsAByteOrderMark(t *testing.T) {
	if codes, err := DecodeCodes("c.yaml", strings.NewReader("\uFEFFcodes: [\"0258\", \"1347\"]\n")); err != nil || len(codes) != 2 {
		t.Errorf("%v, %v", codes, err)
	}
}
