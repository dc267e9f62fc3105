package flask

import (
	"reflect"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

func TestMatchLogRecordsTheDecksPlayed(t *testing.T) {
	seats := []cards.SeatInfo{{Name: "A", Player: "human"}, {Name: "B", Player: "human"}, {Name: "C", Player: "human"}}
	tests := []struct {
		name  string
		decks []string
		want  []string
	}{
		{"no deck named: the defaults", nil, []string{"red", "blue", "green"}},
		{"some named", []string{"yellow"}, []string{"yellow", "blue", "green"}},
		{"an empty name is a default", []string{"", "green", ""}, []string{"red", "green", "green"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := cards.NewMatch(Game{}, cards.Config{Seats: 3, Seed: 7, Decks: tt.decks}, seats, "test")
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(m.Log.Decks, tt.want) {
				t.Fatalf("log decks = %v, want %v", m.Log.Decks, tt.want)
			}
			replayed, err := cards.Replay(Game{}, &m.Log)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := replayed.Table.Describe(cards.NoSeat), m.Table.Describe(cards.NoSeat); got != want {
				t.Fatalf("the replay is set up differently:\n%s\nwant\n%s", got, want)
			}
		})
	}
}
