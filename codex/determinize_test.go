package codex

import (
	"sort"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// view is what a seat may see of a position: everything Determinize must keep.
type view struct {
	hands         [MaxSeats][handSize]uint8 // own cards and known cards; 0 for a hidden one
	backs         [MaxSeats][handSize]Symbol
	nRes, nGold   uint8
	topRes, topGo Symbol
	faceUp        [4]uint8
	areas         [MaxSeats]Area
	mySecret      uint8
	myOptions     [2]uint8
	common        [2]uint8
}

func viewOf(s *State, seat int) view {
	var v view
	for i := 0; i < int(s.seats); i++ {
		p := &s.players[i]
		for h := 0; h < int(p.nHand); h++ {
			v.backs[i][h] = catalogue[p.hand[h]].Kingdom
			if i == seat || p.handSeen[h] {
				v.hands[i][h] = p.hand[h]
			}
		}
		v.areas[i] = p.area
	}
	v.nRes, v.nGold, v.faceUp, v.common = s.nRes, s.nGold, s.faceUp, s.common
	if s.nRes > 0 {
		v.topRes = catalogue[s.resDeck[s.nRes-1]].Kingdom
	}
	if s.nGold > 0 {
		v.topGo = catalogue[s.goldDeck[s.nGold-1]].Kingdom
	}
	v.mySecret, v.myOptions = s.players[seat].secret, s.players[seat].options
	return v
}

// unseen returns the sorted ids of every resource and gold card in the decks and the hands.
func unseen(s *State) []int {
	var out []int
	for _, id := range s.resDeck[:s.nRes] {
		out = append(out, int(id))
	}
	for _, id := range s.goldDeck[:s.nGold] {
		out = append(out, int(id))
	}
	for i := 0; i < int(s.seats); i++ {
		for _, id := range s.players[i].hand[:s.players[i].nHand] {
			out = append(out, int(id))
		}
	}
	sort.Ints(out)
	return out
}

func TestDeterminizeKeepsWhatTheObserverSees(t *testing.T) {
	r := cards.NewRand(9)
	changed := 0
	for g := range 200 {
		s, _ := Deal(2+g%3, uint64(g), StandardRules)
		// Play a random stretch of the game.
		steps := r.Intn(60)
		var buf []Move
		for i := 0; i < steps && !s.Over(); i++ {
			buf = s.Legal(buf[:0])
			mustPlay(t, s, buf[r.Intn(len(buf)-1)])
		}
		seat := g % int(s.seats)
		before, cards0 := viewOf(s, seat), unseen(s)
		d := s.Copy()
		d.Determinize(cards.Seat(seat), &r)
		if viewOf(d, seat) != before {
			t.Fatalf("game %d: determinizing changed what seat %d sees", g, seat+1)
		}
		got := unseen(d)
		for i := range got {
			if got[i] != cards0[i] {
				t.Fatalf("game %d: the unseen cards changed", g)
			}
		}
		for i := 0; i < int(s.seats); i++ {
			if i == seat || s.rules.NoSecret {
				continue
			}
			o := d.players[i].options
			if o == before.myOptions || o[0] == before.common[0] || o[0] == before.common[1] || o[0] == o[1] {
				t.Fatalf("game %d: seat %d dealt objectives %v the observer holds or sees", g, i+1, o)
			}
			if d.players[i].secret != 0 && d.players[i].secret != o[0] && d.players[i].secret != o[1] {
				t.Fatalf("game %d: secret %d not among the options %v", g, d.players[i].secret, o)
			}
		}
		if *d != *s {
			changed++
		}
		// The determinized game plays on to an end.
		playRandom(t, d, &r, nil)
	}
	if changed < 150 {
		t.Errorf("only %d of 200 determinizations changed anything", changed)
	}
}
