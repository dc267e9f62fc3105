package printing

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/flask"
)

// BenchmarkThousandPokerCards prints 1,000 poker cards (40 distinct faces, each 25 times, like a
// collection with amounts) on A4 with crop marks and 3 mm bleed, and reports the file size.
func BenchmarkThousandPokerCards(b *testing.B) {
	distinct := make([]face.Face, 40)
	for i := range distinct {
		distinct[i] = testFront("Carte n° " + itoa(i+1))
	}
	job := Job{Title: "Bench", Backs: []face.Face{testBack()}}
	for i := range 1000 {
		job.Fronts = append(job.Fronts, distinct[i%len(distinct)])
	}
	o := Options{Date: testDate, Guides: CropMarks, Bleed: 3}
	benchmarkRender(b, job, o)
}

// BenchmarkThousandFlaskCards prints 1,000 real Flask faces (the five preset decks' 28 distinct
// cards in turn) with the Flask back in duplex: 2,000 card sides.
func BenchmarkThousandFlaskCards(b *testing.B) {
	var distinct []face.Face
	for _, d := range flask.Presets() {
		for _, c := range d.Cards {
			distinct = append(distinct, flask.CardFace(c, flask.FaceOptions{}))
		}
	}
	job := Job{Title: "Bench", Backs: []face.Face{flask.BackFace(flask.FaceOptions{})}}
	for i := range 1000 {
		job.Fronts = append(job.Fronts, distinct[i%len(distinct)])
	}
	o := Options{Date: testDate, Guides: CropMarks, Bleed: 3, Backs: Duplex}
	benchmarkRender(b, job, o)
	b.ReportMetric(float64(len(distinct)), "distinct")
}

// BenchmarkThousandDistinctFlaskCards is the worst case: 1,000 different Flask cards (every 16th
// composition, each with its own name), fronts only, so no face is shared.
func BenchmarkThousandDistinctFlaskCards(b *testing.B) {
	all := flask.AllCompositions()
	job := Job{Title: "Bench"}
	for i := range 1000 {
		c := flask.NewCard("Card "+itoa(i+1), all[(i*16)%len(all)])
		job.Fronts = append(job.Fronts, flask.CardFace(c, flask.FaceOptions{}))
	}
	o := Options{Date: testDate, Guides: CropMarks, Bleed: 3}
	benchmarkRender(b, job, o)
}

// benchmarkRender renders job with o b.N times and reports the file size.
func benchmarkRender(b *testing.B, job Job, o Options) {
	var size int
	b.ReportAllocs()
	for b.Loop() {
		data, err := RenderPDF(job, o, nil)
		if err != nil {
			b.Fatal(err)
		}
		size = len(data)
	}
	b.ReportMetric(float64(size)/1e6, "MB/file")
}
