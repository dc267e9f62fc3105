package flask

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestFitCutoffWeights writes the positions cutoffWeights are fitted from, when FLASK_CUTOFF_DATA
// names a folder (about two minutes of CPU); otherwise it is skipped. Each line is one position
// of a match between two greedy players who play a random move one time in ten (so the positions
// vary): the terms of seat 1's standing against seat 2 (cutoffTerms, in that order), Evaluate's
// score of seat 1, then seat 1's payoff (1 won, 0 lost, 0.5 shared). A third of the positions at
// the start of a move are kept. default.csv holds 20,000 matches with the default decks (red
// against blue); decks.csv 8,000 with the four preset decks paired (a third of them red against
// blue), where reaction piles occur. Then
//
//	python3 scripts/fit_cutoff.py FOLDER/default.csv   # every term but the piles
//	python3 scripts/fit_cutoff.py FOLDER/decks.csv     # the two pile terms
//
// fits the logistic regression (no intercept: the terms are differences) on 80 % of the positions
// and compares its log-likelihood on the rest with Evaluate's. With FLASK_CUTOFF_NORMAL=N it
// writes instead normal.csv: N matches of normal against normal (default decks, one move in ten
// random, every position at the start of a move kept), the positions of normal's own games
// (session 11: 600 matches, 18,443 positions, about 350 s of CPU; the weights fitted on them were
// not kept, docs/bots.md). With FLASK_CUTOFF_PAIRS=N it writes instead pairs.csv: N matches of
// greedy self-play (as default.csv) for each of the 16 ordered pairings of the four colour presets
// (session 16: 1,250 a pairing, 223,984 positions, 6 s of CPU; the weights fitted on them with
// default.csv, python3 scripts/fit_cutoff.py FOLDER/default.csv FOLDER/pairs.csv, were not kept,
// docs/bots.md "Flask, session 16").
func TestFitCutoffWeights(t *testing.T) {
	dir := os.Getenv("FLASK_CUTOFF_DATA")
	if dir == "" {
		t.Skip("FLASK_CUTOFF_DATA not set")
	}
	if n, _ := strconv.Atoi(os.Getenv("FLASK_CUTOFF_PAIRS")); n > 0 {
		writePairsCutoffData(t, filepath.Join(dir, "pairs.csv"), uint64(n))
		return
	}
	if n, _ := strconv.Atoi(os.Getenv("FLASK_CUTOFF_NORMAL")); n > 0 {
		writeCutoffData(t, filepath.Join(dir, "normal.csv"), uint64(n), func(uint64) []string { return nil }, &cards.MCTS[Move]{Level: cards.LevelNormal})
		return
	}
	writeCutoffData(t, filepath.Join(dir, "default.csv"), 20000, func(uint64) []string { return nil }, nil)
	presets := []string{"red", "blue", "green", "yellow"}
	writeCutoffData(t, filepath.Join(dir, "decks.csv"), 8000, func(seed uint64) []string {
		if seed%3 == 0 {
			return []string{"red", "blue"}
		}
		return []string{presets[seed%4], presets[(seed/4)%4]}
	}, nil)
}

// writePairsCutoffData writes to path the positions of n matches of greedy self-play (as
// writeCutoffData) for each of the 16 ordered pairings of the four colour presets, the k-th pairing
// dealt from seeds k·1,000,000+1 to k·1,000,000+n.
func writePairsCutoffData(t *testing.T, path string, n uint64) {
	presets := []string{"red", "green", "blue", "yellow"}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for k := uint64(1); k <= 16; k++ {
		part := fmt.Sprintf("%s.%d", path, k)
		pair := []string{presets[(k-1)/4], presets[(k-1)%4]}
		writeCutoffDataFrom(t, part, k*1000000+1, n, func(uint64) []string { return pair }, nil)
		b, err := os.ReadFile(part)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Write(b); err != nil {
			t.Fatal(err)
		}
		if err := os.Remove(part); err != nil {
			t.Fatal(err)
		}
	}
}

// writeCutoffData writes the positions of matches 1 to n, dealt with the decks decks gives (nil:
// the defaults), to path (see TestFitCutoffWeights). bot plays every seat (nil: greedy, a third of
// the positions kept; otherwise all).
func writeCutoffData(t *testing.T, path string, n uint64, decks func(seed uint64) []string, bot cards.Bot[Move]) {
	writeCutoffDataFrom(t, path, 1, n, decks, bot)
}

// writeCutoffDataFrom is writeCutoffData for the n matches from seed first on.
func writeCutoffDataFrom(t *testing.T, path string, first, n uint64, decks func(seed uint64) []string, bot cards.Bot[Move]) {
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(f)
	var g cards.Bot[Move] = cards.NewGreedy[Move]()
	if bot != nil {
		g = bot
	}
	for seed := first; seed < first+n; seed++ {
		e, err := New(cards.Config{Seats: 2, Seed: seed, Decks: decks(seed)})
		if err != nil {
			t.Fatal(err)
		}
		r := cards.NewRand(seed * 7)
		var rows [][cutoffTerms + 1]float64
		for k := 0; !e.Over() && k < 500; k++ {
			if !e.MidMove() && (r.Intn(3) == 0 || bot != nil) {
				var row [cutoffTerms + 1]float64
				terms := e.cutoffTerms(0, 1)
				copy(row[:], terms[:])
				row[cutoffTerms] = e.Score(0)
				rows = append(rows, row)
			}
			var m Move
			if r.Float64() < 0.1 {
				moves := e.Legal(nil)
				if k := len(moves); k > 1 && moves[k-1].Kind == MoveResign {
					moves = moves[:k-1]
				}
				m = moves[r.Intn(len(moves))]
			} else {
				m = g.Choose(e, &r)
			}
			if err := e.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		if !e.Over() {
			continue
		}
		res := e.Result().Payoff(0)
		for _, row := range rows {
			for _, x := range row {
				fmt.Fprintf(w, "%g,", x)
			}
			fmt.Fprintf(w, "%g\n", res)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}
