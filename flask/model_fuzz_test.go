package flask

import (
	"os"
	"reflect"
	"testing"
)

// FuzzParseComposition: no input panics, the ASCII fast path reads as the rune-by-rune loop, and
// every accepted composition is valid and parses back from its own code.
func FuzzParseComposition(f *testing.F) {
	for _, s := range []string{"", "R1 - R1 - Y2", "r1 y2 r1", "R1R1Y2", "g2,g2", "Attack reboot", "x9", "b1b1b1b1", " \t-", "💥"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseComposition(s)
		if ref, refErr := parseRuneByRune(Standard, s); ref != c || (err == nil) != (refErr == nil) {
			t.Fatalf("ParseComposition(%q) = %v, %v; rune by rune %v, %v", s, c, err, ref, refErr)
		}
		if err != nil {
			return
		}
		if err := c.Valid(); err != nil {
			t.Fatalf("ParseComposition(%q) accepted an invalid composition: %v", s, err)
		}
		back, err := ParseComposition(c.Code())
		if err != nil || back != c {
			t.Fatalf("ParseComposition(%q).Code() = %q does not parse back: %v, %v", s, c.Code(), back, err)
		}
		_ = c.CostLine()
		_ = c.EffectTitles()
	})
}

// addDeckSeeds adds the project's own deck files as fuzz seeds.
func addDeckSeeds(f *testing.F, paths ...string) {
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
}

// FuzzDecodeDeckYAML: no input panics, and every accepted deck encodes and decodes to itself.
func FuzzDecodeDeckYAML(f *testing.F) {
	addDeckSeeds(f, "testdata/example.yaml", "presets/red.yaml", "presets/base.yaml")
	f.Add([]byte("cards:\n  - name: a\n    composition: {R1: 2, Y2: true}\n    amount: 2\n"))
	f.Add([]byte("name: &n x\ncards: [{name: *n, composition: ''}]\n"))
	f.Add([]byte("name: x\nruleset: v0.4.2\ncards: [{name: a, composition: Y1}]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := DecodeDeckYAML("fuzz.yaml", data)
		if err != nil {
			return
		}
		out, err := EncodeDeckYAML(d)
		if err != nil {
			t.Fatalf("accepted deck does not encode: %v", err)
		}
		back, err := DecodeDeckYAML("fuzz.yaml", out)
		if err != nil {
			t.Fatalf("encoded deck does not decode: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(back, d) {
			t.Fatalf("round trip changed the deck:\n%+v\n%+v\n%s", d, back, out)
		}
	})
}

// FuzzDecodeDeckJSON: no input panics, and every accepted deck encodes and decodes to itself.
func FuzzDecodeDeckJSON(f *testing.F) {
	addDeckSeeds(f, "testdata/original/red.json", "testdata/original/base.json")
	f.Add([]byte(`[{"amount":1,"name":" x","img":"","hasDesc":false,"composition":{"g2":true,"r1":3}}]`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := DecodeDeckJSON("fuzz.json", data)
		if err != nil {
			return
		}
		out, err := EncodeDeckJSON(d)
		if err != nil {
			t.Fatalf("accepted deck does not encode: %v", err)
		}
		back, err := DecodeDeckJSON("fuzz.json", out)
		if err != nil {
			t.Fatalf("encoded deck does not decode: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(back, d) {
			t.Fatalf("round trip changed the deck:\n%+v\n%+v\n%s", d, back, out)
		}
	})
}
