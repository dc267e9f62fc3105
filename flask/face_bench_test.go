package flask

import "testing"

// BenchmarkCardFace measures building the face of a card (layout, rich text, emblem).
func BenchmarkCardFace(b *testing.B) {
	red, _ := Preset("red")
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		CardFace(red.Cards[i%len(red.Cards)], FaceOptions{})
	}
}
