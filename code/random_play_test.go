package code

import (
	"reflect"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestPlayRandomChoosesAsLegal plays the same random games twice, one by Legal and a checked Play,
// one by PlayRandom, and requires the same move and the same position (compared every 64 moves and at the end): PlayRandom
// is uniform over exactly the legal moves but resigning, in Legal's order. Now and then a player
// resigns in both games, so Resets meet resigned seats too.
func TestPlayRandomChoosesAsLegal(t *testing.T) {
	games := 150
	if testing.Short() {
		games = 30
	}
	var buf []Move
	for g := 0; g < games; g++ {
		seats := MinSeats + g%(MaxSeats-MinSeats+1)
		rules := Rules{NoReset: g%3 == 1, ReverseSkip: g%4 == 2}
		slow, err := Deal(seats, uint64(g), rules, nil)
		if err != nil {
			t.Fatal(err)
		}
		quick := slow.Copy()
		rSlow, rQuick, rResign := cards.NewRand(uint64(g)), cards.NewRand(uint64(g)), cards.NewRand(uint64(g)+1000)
		for n := 0; !slow.Over() && n < turnCap; n++ {
			if g%2 == 1 && rResign.Intn(400) == 0 && slow.active() > 2 {
				for _, s := range []*State{slow, quick} {
					if err := s.Play(Move{Kind: Resign}); err != nil {
						t.Fatalf("game %d move %d: resign: %v", g, n, err)
					}
				}
				continue
			}
			buf = slow.Legal(buf[:0])
			want := buf[rSlow.Intn(len(buf)-1)]
			if err := slow.Play(want); err != nil {
				t.Fatalf("game %d move %d: %q refused: %v", g, n, want, err)
			}
			got := quick.PlayRandom(&rQuick)
			if got != want {
				t.Fatalf("game %d move %d: PlayRandom played %q, Legal's choice is %q", g, n, got, want)
			}
			slow.changed, quick.changed = 0, 0 // scratch of the move being played
			if (n%64 == 0 || slow.Over()) && !reflect.DeepEqual(slow, quick) {
				t.Fatalf("game %d move %d (%q): positions differ after PlayRandom", g, n, got)
			}
		}
		if !quick.Over() {
			continue
		}
		if m := quick.PlayRandom(&rQuick); m != (Move{}) {
			t.Fatalf("game %d: PlayRandom played %q after the end", g, m)
		}
	}
}

// TestIntnIsRandIntn requires intn, PlayRandom's written-out r.Intn, to give the same numbers from
// the same draws as cards.Rand.Intn, for bounds small and large (large ones reject draws often).
func TestIntnIsRandIntn(t *testing.T) {
	a, b := cards.NewRand(7), cards.NewRand(7)
	for i := range 200000 {
		n := 1 + i%97
		if i%5 == 0 {
			n = 1<<62 + i // about a quarter of the draws are rejected
		}
		if got, want := intn(&a, n), b.Intn(n); got != want {
			t.Fatalf("draw %d: intn(%d) = %d, Rand.Intn gives %d", i, n, got, want)
		}
	}
}
