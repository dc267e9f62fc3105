package code

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
)

func TestEveryComputerPlayerDecidesOnlyFromWhatItsSeatSees(t *testing.T) {
	s, err := Deal(3, 5, Rules{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := cards.NewRand(9)
	for i := 0; i < 6; i++ {
		moves := s.Legal(nil)
		if err := s.Play(moves[r.Intn(len(moves)-1)]); err != nil {
			t.Fatal(err)
		}
	}
	cardstest.CheckBlind[Move](t, s, 2)
}
