package simtest

import (
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/cards/sim"
)

func TestMatrixMarkdownWritesEachRowsScoreAgainstEachColumn(t *testing.T) {
	m := &sim.MatrixReport{
		Entrants: []sim.Player{{Name: "random"}, {Name: "greedy"}},
		Cells: [][]sim.MatrixCell{
			{{}, {Games: 10, Wins: 2, Draws: 1, Losses: 7, WinRate: sim.Interval{Rate: 0.25, Low: 0.1, High: 0.5}}},
			{{Games: 10, Wins: 7, Draws: 1, Losses: 2, WinRate: sim.Interval{Rate: 0.75, Low: 0.5, High: 0.9}}, {}},
		},
	}
	want := strings.Join([]string{
		"| | random | greedy |",
		"|---|---|---|",
		"| random | — | 25.0% (10.0–50.0; 2–1–7) |",
		"| greedy | 75.0% (50.0–90.0; 7–1–2) | — |",
		"",
	}, "\n")
	if got := Markdown(m); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}

func TestLevelEntrants(t *testing.T) {
	got, err := LevelEntrants("mcts:50")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || got[0].Bot.Level != cards.LevelRandom || got[1].Bot.Level != cards.LevelGreedy || got[2].Bot.Iterations != 50 {
		t.Fatalf("entrants %+v", got)
	}
	if _, err := LevelEntrants("mcts:lots"); err == nil {
		t.Fatal("a bad search budget was accepted")
	}
}
