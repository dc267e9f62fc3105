// flaskdeck's patch (README.flaskdeck.md): a test of the charset reader and the colour names.

package oksvg

import (
	"image/color"
	"strings"
	"testing"
)

func TestPatchedCharsetsAndColourNames(t *testing.T) {
	const body = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>caf` + "\xe9" +
		`</title><rect width="10" height="10" fill="aliceblue"/></svg>`
	for _, enc := range []string{"ISO-8859-1", "windows-1252", "US-ASCII", "latin9", "windows-1250"} {
		icon, err := ReadIconStream(strings.NewReader(`<?xml version="1.0" encoding="` + enc + `"?>` + body))
		if err != nil {
			t.Fatalf("%s: %v", enc, err)
		}
		if len(icon.SVGPaths) != 1 {
			t.Fatalf("%s: %d paths, want one rectangle", enc, len(icon.SVGPaths))
		}
		r, g, b, a := icon.SVGPaths[0].GetFillColor().RGBA()
		if want := color.RGBA64Model.Convert(color.RGBA{0xf0, 0xf8, 0xff, 0xff}); (color.RGBA64{uint16(r), uint16(g), uint16(b), uint16(a)}) != want {
			t.Fatalf("%s: fill %v, want aliceblue", enc, icon.SVGPaths[0].GetFillColor())
		}
	}
	if _, err := ReadIconStream(strings.NewReader(`<?xml version="1.0" encoding="Shift_JIS"?>` + body)); err == nil {
		t.Fatal("Shift_JIS read without an error")
	}
	if len(colorNames()) != 147 || colorNames()["black"] != black {
		t.Fatalf("%d colour names, black %v", len(colorNames()), colorNames()["black"])
	}
}
