package flask

import (
	"os"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// cardCounts counts every card a seat owns, wherever it lies (deck, hand, discard, played, piles,
// announced, resolving), by kind.
func cardCounts(e *State) [maxSeats]map[uint8]int {
	var out [maxSeats]map[uint8]int
	for i := 0; i < int(e.n); i++ {
		m := map[uint8]int{}
		s := &e.seat[i]
		for _, st := range []*stack{&s.deck, &s.known, &s.hidden, &s.discard, &s.played, &s.piles} {
			for _, k := range st.cards() {
				m[k]++
			}
		}
		out[i] = m
	}
	if e.announcing {
		out[e.turn][e.announced]++
	}
	if e.resolving && e.res.fromPile {
		for _, k := range e.res.queue.cards() {
			out[e.res.owner][k]++
		}
	}
	return out
}

func sameCounts(a, b map[uint8]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// checkInvariants fails when a card appeared or vanished, a counter is negative, a pile is broken.
func checkInvariants(t *testing.T, e *State, start [maxSeats]map[uint8]int, where string) {
	t.Helper()
	now := cardCounts(e)
	for i := 0; i < int(e.n); i++ {
		if !sameCounts(start[i], now[i]) {
			t.Fatalf("%s: seat %d's cards changed: %v, now %v", where, i+1, start[i], now[i])
		}
		for c, v := range e.seat[i].counters {
			if v < 0 {
				t.Fatalf("%s: seat %d's %s counter is %d", where, i+1, counterNames[c], v)
			}
		}
		sum := 0
		for p := 0; p < int(e.seat[i].pileN); p++ {
			sum += int(e.seat[i].pileLen[p])
			if !e.tab.kinds[e.seat[i].piles.c[e.seat[i].pileStart(p)]].reaction {
				t.Fatalf("%s: seat %d's pile %d does not start with a reaction card", where, i+1, p+1)
			}
		}
		if sum != e.seat[i].piles.len() {
			t.Fatalf("%s: seat %d's piles hold %d cards, their lengths say %d", where, i+1, e.seat[i].piles.len(), sum)
		}
	}
}

// randomGames is how many random games the invariant test plays: a few thousand, 100,000 with
// FLASKDECK_LONG=1.
func randomGames() int {
	if os.Getenv("FLASKDECK_LONG") != "" {
		return 100000
	}
	if testing.Short() {
		return 300
	}
	return 3000
}

// maxMoves bounds a random game: every Flask game ends (decks only shrink), and far sooner.
const maxMoves = 20000

func TestInvariantsOverRandomGames(t *testing.T) {
	games := randomGames()
	variants := []cards.Rules{
		{},
		{RuleLose: "attacker", RuleDrawDiscard: "no", RuleCap: "none", RuleTriggerSameTurn: "no", RuleReactionBlocks: "yes"},
	}
	deckSets := [][]string{{"red", "blue"}, {"green", "yellow", "red"}, {"blue", "green", "yellow", "red"}}
	r := cards.NewRand(7)
	var moves []Move
	for g := range games {
		decks := deckSets[g%len(deckSets)]
		rules := variants[(g/len(deckSets))%len(variants)]
		cfg := cards.Config{Seats: len(decks), Seed: uint64(g), Rules: rules, Decks: decks}
		e, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		start := cardCounts(e)
		var log []Move
		for n := 0; !e.Over(); n++ {
			if n > maxMoves {
				t.Fatalf("game %d did not end after %d moves", g, maxMoves)
			}
			moves = e.Legal(moves[:0])
			if len(moves) == 0 {
				t.Fatalf("game %d: no legal move but not over:\n%s", g, e.Describe(cards.NoSeat))
			}
			m := moves[r.Intn(len(moves))]
			if m.Kind == MoveResign && r.Intn(20) != 0 {
				m = moves[0]
			}
			if err := e.Play(m); err != nil {
				t.Fatalf("game %d move %d %q: %v", g, n+1, m, err)
			}
			log = append(log, m)
			if g < 200 || n%7 == 0 {
				checkInvariants(t, e, start, "game "+itoa(g)+" move "+itoa(n+1)+" "+m.String())
			}
		}
		checkInvariants(t, e, start, "end of game "+itoa(g))
		if g%10 == 0 {
			replayed := replayMoves(t, cfg, log)
			if replayed.Describe(cards.NoSeat) != e.Describe(cards.NoSeat) || !sameResult(replayed.Result(), e.Result()) {
				t.Fatalf("game %d: replaying its %d moves by notation gives another final state", g, len(log))
			}
		}
	}
}

func replayMoves(t *testing.T, cfg cards.Config, log []Move) *State {
	t.Helper()
	e, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range log {
		mv, err := cards.ParseMove[Move](e, m.String())
		if err != nil {
			t.Fatalf("replay move %d %q: %v", i+1, m, err)
		}
		if err := e.Play(mv); err != nil {
			t.Fatalf("replay move %d %q: %v", i+1, m, err)
		}
	}
	return e
}

func sameResult(a, b cards.Result) bool {
	if len(a.Winners) != len(b.Winners) || a.Reason != b.Reason {
		return false
	}
	for i := range a.Winners {
		if a.Winners[i] != b.Winners[i] {
			return false
		}
	}
	return true
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}
