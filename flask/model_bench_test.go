package flask

import "testing"

// benchSink keeps results alive so the compiler cannot drop the work.
var benchSink int

func BenchmarkCode(b *testing.B) {
	all := AllCompositions()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		benchSink += len(all[i%len(all)].Code())
	}
}

func BenchmarkCostLine(b *testing.B) {
	all := AllCompositions()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		benchSink += len(all[i%len(all)].CostLine())
	}
}

func BenchmarkEffectTitles(b *testing.B) {
	all := AllCompositions()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		benchSink += len(all[i%len(all)].EffectTitles())
	}
}

func BenchmarkParseComposition(b *testing.B) {
	all := AllCompositions()
	codes := make([]string, len(all))
	for i, c := range all {
		codes[i] = c.Code()
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c, err := ParseComposition(codes[i%len(codes)])
		if err != nil {
			b.Fatal(err)
		}
		benchSink += int(c[R1])
	}
}

func BenchmarkValidateDeck(b *testing.B) {
	d, _ := Preset("red")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		benchSink += len(d.Validate())
	}
}
