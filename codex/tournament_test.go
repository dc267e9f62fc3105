package codex

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestTournament plays the computer players against each other, seats swapped. It runs only
// when FLASKDECK_TOURNAMENT=N (games per pairing) is set, e.g.
//
//	FLASKDECK_TOURNAMENT=40 go test -tags ci -run TestTournament -v ./codex/
//
// FLASKDECK_MCTS=5000 sets the search budget in iterations (default cards.DefaultIterations).
func TestTournament(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("FLASKDECK_TOURNAMENT"))
	if n <= 0 {
		t.Skip("set FLASKDECK_TOURNAMENT=N to play N games per pairing")
	}
	iters, _ := strconv.Atoi(os.Getenv("FLASKDECK_MCTS"))
	specs := map[string]cards.BotSpec{
		"random": {Level: cards.LevelRandom},
		"greedy": {Level: cards.LevelGreedy},
		"mcts":   {Level: cards.LevelMCTS, Iterations: iters},
	}
	pairs := [][2]string{{"greedy", "random"}, {"mcts", "random"}, {"mcts", "greedy"}}
	if only := os.Getenv("FLASKDECK_PAIR"); only != "" {
		pairs = nil
		for _, p := range [][2]string{{"greedy", "random"}, {"mcts", "random"}, {"mcts", "greedy"}} {
			if p[0]+"-"+p[1] == only {
				pairs = append(pairs, p)
			}
		}
	}
	r := cards.NewRand(2024)
	for _, pair := range pairs {
		wins := map[string]float64{}
		points := map[string]int{}
		for g := range n {
			names := pair
			if g%2 == 1 {
				names = [2]string{pair[1], pair[0]}
			}
			s, _ := Deal(2, uint64(1000+g), StandardRules)
			bots := [2]cards.Bot[Move]{cards.NewBot[Move](specs[names[0]]), cards.NewBot[Move](specs[names[1]])}
			for !s.Over() {
				m := bots[s.ToMove()].Choose(s, &r)
				if err := s.Play(m); err != nil {
					t.Fatal(err)
				}
			}
			res := s.Result()
			for seat, name := range names {
				wins[name] += res.Payoff(cards.Seat(seat))
				points[name] += res.Scores[seat]
			}
			t.Logf("%s game %d: %s %d – %s %d", pair[0]+"-"+pair[1], g+1, names[0], res.Scores[0], names[1], res.Scores[1])
		}
		fmt.Printf("TOURNAMENT %s vs %s, %d games (seats alternate): wins %.1f – %.1f, mean score %.1f – %.1f\n",
			pair[0], pair[1], n, wins[pair[0]], wins[pair[1]], float64(points[pair[0]])/float64(n), float64(points[pair[1]])/float64(n))
	}
}
