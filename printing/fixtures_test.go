package printing

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"time"

	"github.com/flaskdeck/flaskdeck/cards/face"
)

// testDate is the fixed date of the test documents.
var testDate = time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)

// testPNG is a 40×20 picture: left half red, right half blue.
var testPNG = func() []byte {
	img := image.NewNRGBA(image.Rect(0, 0, 40, 20))
	for y := range 20 {
		for x := range 40 {
			c := color.NRGBA{0xd0, 0x20, 0x20, 0xff}
			if x >= 20 {
				c = color.NRGBA{0x20, 0x40, 0xd0, 0xff}
			}
			img.SetNRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		panic(err)
	}
	return buf.Bytes()
}()

// testFront is a poker-size face using every kind of item, with accented text and symbols.
func testFront(name string) face.Face {
	f := face.Face{Width: 63.5, Height: 88.9, Background: face.RGB(0xf4, 0xe8, 0xc8)}
	f.Add(
		&face.Rect{X: 2, Y: 2, W: 59.5, H: 84.9, Radius: 3, Stroke: face.RGB(0x5a, 0x3a, 0x10), StrokeWidth: 0.6},
		&face.Text{X: 4, Y: 4, W: 55.5, H: 8, Text: name, Size: 12, Bold: true, Color: face.RGB(0x20, 0x10, 0x00), Align: face.AlignCenter},
		&face.Image{X: 6, Y: 14, W: 51.5, H: 30, Data: testPNG},
		&face.Group{Name: "symbol:red", Items: []face.Item{
			&face.Ellipse{X: 6, Y: 48, W: 10, H: 10, Fill: face.RGB(0xc0, 0x20, 0x20)},
			&face.Polygon{Points: []face.Point{{X: 22, Y: 58}, {X: 27, Y: 48}, {X: 32, Y: 58}}, Fill: face.RGB(0x20, 0x80, 0x20), Stroke: face.RGB(0, 0, 0), StrokeWidth: 0.3},
		}},
		&face.Line{X1: 6, Y1: 62, X2: 57.5, Y2: 62, Stroke: face.RGB(0x5a, 0x3a, 0x10), StrokeWidth: 0.4},
		&face.Text{X: 6, Y: 64, W: 51.5, H: 5, Text: "Gain € 2 → Éclair, naïve, ß, ∑", Size: 8, Color: face.RGB(0, 0, 0)},
		&face.Text{X: 6, Y: 70, W: 51.5, H: 5, Text: "Right and italic", Size: 8, Italic: true, Color: face.RGB(0, 0, 0), Align: face.AlignRight},
		&face.Image{X: 40, Y: 76, W: 17, H: 8, Path: "testdata/does-not-exist.png"},
	)
	return f
}

// testBack is a dark back with a white title.
func testBack() face.Face {
	f := face.Face{Width: 63.5, Height: 88.9, Background: face.RGB(0x20, 0x30, 0x60)}
	f.Add(
		&face.Ellipse{X: 11.75, Y: 24.45, W: 40, H: 40, Stroke: face.RGB(0xe0, 0xc0, 0x60), StrokeWidth: 1},
		&face.Text{X: 0, Y: 40, W: 63.5, H: 8, Text: "FLASK", Size: 16, Bold: true, Color: face.RGB(0xff, 0xff, 0xff), Align: face.AlignCenter},
	)
	return f
}

// testJob is n fronts named "Card 1"… with one shared back.
func testJob(n int) Job {
	j := Job{Title: "Test deck", Backs: []face.Face{testBack()}}
	for i := 1; i <= n; i++ {
		j.Fronts = append(j.Fronts, testFront("Carte n° "+itoa(i)))
	}
	return j
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
