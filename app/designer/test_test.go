package designer

import (
	"context"
	"testing"

	"github.com/flaskdeck/flaskdeck/flask"
)

func preset(t testing.TB, name string) flask.Deck {
	d, ok := flask.Preset(name)
	if !ok {
		t.Fatalf("no preset %q", name)
	}
	return d
}

func TestTestIsDeterministicWhateverTheWorkers(t *testing.T) {
	d := preset(t, "red")
	a, err := Test(context.Background(), d, Options{Games: 12, Seed: 7, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Test(context.Background(), d, Options{Games: 12, Seed: 7, Workers: 3})
	if err != nil {
		t.Fatal(err)
	}
	if a.Overall != b.Overall || len(a.Cards) != len(b.Cards) || a.Cards[0] != b.Cards[0] || a.Turns != b.Turns {
		t.Fatalf("reports differ: %+v\n%+v", a, b)
	}
	if len(a.Opponents) != 4 {
		t.Fatalf("%d opponents, want the four presets", len(a.Opponents))
	}
	played := 0
	for _, c := range a.Cards {
		played += c.Played
	}
	if played == 0 {
		t.Fatal("no card of the deck was seen played")
	}
}

func BenchmarkTestPresets(b *testing.B) {
	d := preset(b, "red")
	for b.Loop() {
		if _, err := Test(context.Background(), d, Options{Games: 100, Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
}
