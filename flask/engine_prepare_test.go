package flask

import (
	"reflect"
	"testing"
)

func TestAPreparedMatchDealsAsDeal(t *testing.T) {
	red, _ := Preset("red")
	blue, _ := Preset("blue")
	decks := []Deck{red, blue}
	u, err := Prepare(decks, StandardRules)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(0); seed < 20; seed++ {
		want, err := Deal(decks, seed, StandardRules)
		if err != nil {
			t.Fatal(err)
		}
		if got := u.Deal(seed); !reflect.DeepEqual(got.View(0), want.View(0)) || !reflect.DeepEqual(got.View(1), want.View(1)) {
			t.Fatalf("seed %d: the prepared deal differs from Deal", seed)
		}
	}
	if _, err := Prepare([]Deck{{Name: "Empty"}, blue}, StandardRules); err == nil {
		t.Fatal("an illegal deck was prepared")
	}
}
