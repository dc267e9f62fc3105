package games

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/cards"
)

// The fuzz targets of this package drive every built-in game through the paths a file or a typed
// line takes: match logs replayed, explicit setups, and moves in each game's notation. They must
// never panic or hang; whatever they accept must stay playable.

func gameAt(i uint8) cards.Game {
	gs := Builtin()
	return gs[int(i)%len(gs)]
}

// FuzzReplay: any bytes as a match log either fail to decode or replay to a match or an error.
func FuzzReplay(f *testing.F) {
	for _, p := range []string{"../cli/testdata/replay_setup.yaml", "../../code/testdata/match_greedy3.yaml", "../../code/testdata/match_illegal.yaml"} {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("game: codex\nseed: 3\nseats: [{name: a, player: human}, {name: b, player: human}]\nmoves: []\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		log, err := cards.DecodeLog("fuzz.yaml", strings.NewReader(string(data)))
		if err != nil {
			return
		}
		for _, d := range log.Decks { // decks name files: keep to the presets
			if strings.ContainsAny(d, "/\\.") {
				return
			}
		}
		g, ok := Builtin().ByName(log.Game)
		if !ok || len(log.Moves) > 500 {
			return
		}
		m, err := cards.Replay(g, log)
		if err == nil {
			positionsEncode(t, m.Table) // replay --json --as N / --all
		}
	})
}

// FuzzSetup: any YAML as each game's explicit setup is refused with an error or gives a game whose
// moves can be played (a few random ones, each listed as legal).
func FuzzSetup(f *testing.F) {
	f.Add(uint8(0), uint8(2), []byte("codes: [\"0258\", \"1347\", \"2589\", \"3456\"]\n"))
	f.Add(uint8(2), uint8(2), []byte("first: 1\nseats:\n  - counters: [1, 0, 0, 0]\n    hand: [Sabotage]\n    deck: [Sabotage, Double Exchange]\n  - hand: [Double Attack]\n    deck: [Double Balance]\n    piles: [[Dangerous Reaction]]\n"))
	f.Add(uint8(1), uint8(2), []byte("first: 2\nfaceup: [5, 6, 45, 46]\ncommon: [87, 95]\nseats:\n  - {starter: 83, hand: [1, 2, 41], objectives: [88, 99]}\n  - {starter: 85, hand: [3, 4, 42], objectives: [91, 100]}\nscores: [5, 0]\n"))
	// Positions in play (issue 14): Codex areas, scores, the round and a resigned seat; CODE hands,
	// piles, the deck's top, direction, a pending +2 and a resigned seat; Flask counters and a seat out.
	f.Add(uint8(1), uint8(1), []byte("first: 1\nturn: 2\nresource: [7, 8]\ngold: [43]\nfaceup: [5, 6, 45, 46]\ncommon: [87, 95]\nseats:\n  - starter: 83\n    starter_side: front\n    area:\n      - {id: 10, side: back, at: [1, 1]}\n      - {id: 11, side: front, at: [2, 2]}\n    hand: [1, 2, 41]\n    objectives: [88, 99]\n    secret: 99\n  - {starter: 85, starter_side: back, score: 7, hand: [3, 4, 42], objectives: [91, 100], secret: 91}\n  - {starter: 81, starter_side: front, hand: [12, 13, 47], objectives: [89, 90], secret: 89, resigned: true}\n"))
	f.Add(uint8(0), uint8(1), []byte("codes: [\"0258\", \"1347\", \"2589\", \"3456\"]\nfirst: 2\nclockwise: false\npending: 2\nseats:\n  - {code: \"3456\", hand: [y0, p5]}\n  - {hand: [+2, r1, r2]}\n  - {code: \"0258\", hand: [b3], resigned: true}\nnumber_pile: [p4, p0]\naction_pile: [+2]\ndeck: [r9, skip]\n"))
	f.Add(uint8(2), uint8(1), []byte("first: 2\nfirst_turn: false\nseats:\n  - {counters: [0, 0, 0, 0], out: true}\n  - {counters: [6, 1, 0, 2], hand: [R2], deck: [Y1 - G1 - G1], discard: [G1 - G1]}\n  - {hand: [Sabotage], deck: [Sabotage]}\n"))
	f.Fuzz(func(t *testing.T, game, seats uint8, data []byte) {
		var doc yaml.Node
		if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 {
			return
		}
		g := gameAt(game)
		lo, hi := g.SeatRange()
		n := lo + int(seats)%(hi-lo+1)
		tab, err := g.New(cards.Config{Seats: n, Seed: 1, Setup: doc.Content[0]})
		if err != nil {
			return
		}
		positionsEncode(t, tab)
		playSome(t, tab, 1, 30)
		positionsEncode(t, tab)
	})
}

// FuzzMoveNotation: any text typed as a move, at a reachable position of each game, is refused or
// is one of the legal moves.
func FuzzMoveNotation(f *testing.F) {
	f.Add(uint8(0), uint64(1), uint8(0), "draw")
	f.Add(uint8(1), uint64(2), uint8(3), "place 12 back at 1,-1")
	f.Add(uint8(2), uint64(3), uint8(1), "play R1 - R1 - Y2")
	f.Add(uint8(2), uint64(4), uint8(2), "  NO GROW ")
	f.Fuzz(func(t *testing.T, game uint8, seed uint64, steps uint8, text string) {
		g := gameAt(game)
		lo, _ := g.SeatRange()
		tab, err := g.New(cards.Config{Seats: lo, Seed: seed})
		if err != nil {
			t.Fatalf("%s: default game: %v", g.Name(), err)
		}
		playSome(t, tab, seed, int(steps%40))
		if tab.Over() {
			return
		}
		legal := tab.LegalMoves()
		written, err := tab.Play(text)
		if err == nil && !slices.Contains(legal, written) {
			t.Fatalf("%s: %q was played as %q, not among the legal moves %v", g.Name(), text, written, legal)
		}
	})
}

// positionsEncode writes the position as each seat sees it and in full, as replay --json does: it
// must encode to JSON whatever position a file set up.
func positionsEncode(t *testing.T, tab cards.Table) {
	p, ok := tab.Engine().(cards.Positioner)
	if !ok {
		return
	}
	for seat := -1; seat < tab.Seats(); seat++ {
		if _, err := json.Marshal(p.Position(cards.Seat(max(seat, 0)), seat < 0)); err != nil {
			t.Fatalf("the position as seat %d sees it does not encode: %v", seat+1, err)
		}
	}
}

// playSome plays up to n moves chosen from the legal ones by seed.
func playSome(t *testing.T, tab cards.Table, seed uint64, n int) {
	r := cards.NewRand(seed)
	for i := 0; i < n && !tab.Over(); i++ {
		legal := tab.LegalMoves()
		if len(legal) == 0 {
			t.Fatalf("no legal move in a game that is not over:\n%s", tab.Describe(cards.NoSeat))
		}
		if _, err := tab.Play(legal[r.Intn(len(legal))]); err != nil {
			t.Fatalf("a listed legal move fails: %v", err)
		}
	}
}
