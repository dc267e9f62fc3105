package flask

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestPlayRandomChoosesAsRandom plays the same random games twice, one move by move with the
// Random computer player and a checked Play, one by PlayRandom, and requires the same move every
// time and the same final position: PlayRandom is the Random player's choice over Legal's list
// (resigning left out), carried out without the check.
func TestPlayRandomChoosesAsRandom(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 60
	}
	var bot cards.Random[Move]
	for g := range games {
		seats := 2 + g%(maxSeats-1)
		decks := make([]string, seats)
		for i := range decks {
			decks[i] = PresetNames[1+(g+i)%(len(PresetNames)-1)] // not "base", a palette
		}
		slow, err := New(cards.Config{Seats: seats, Seed: uint64(g), Decks: decks})
		if err != nil {
			t.Fatal(err)
		}
		quick := slow.Clone().(*State)
		rSlow, rQuick := cards.NewRand(uint64(g)), cards.NewRand(uint64(g))
		for n := 0; !slow.Over(); n++ {
			want := bot.Choose(slow, &rSlow)
			if err := slow.Play(want); err != nil {
				t.Fatalf("game %d move %d: %v refused: %v", g, n, want, err)
			}
			if got := quick.PlayRandom(&rQuick); got != want {
				t.Fatalf("game %d move %d: PlayRandom played %v, the Random player %v", g, n, got, want)
			}
		}
		if *quick != *slow.Clone().(*State) {
			t.Fatalf("game %d: the positions differ at the end", g)
		}
		if m := quick.PlayRandom(&rQuick); m != (Move{}) {
			t.Fatalf("game %d: PlayRandom played %v after the end", g, m)
		}
	}
}
