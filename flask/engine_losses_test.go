package flask

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestWhereNormalLoses measures how many of normal's lost matches against greedy could have been
// won (docs/bots.md, "Flask, session 12"). It plays normal at seat FLASK_LOSSES_SEAT (0: red, 1:
// blue with the default decks) against greedy in the deals of seeds 1..FLASK_LOSSES, each player
// drawing its chance from cards.BotRand(seed, moves), and replays every lost deal three ways:
// normal with two other random streams (what luck alone turns round), and an oracle in normal's
// seat that cheats (every card seen: nothing dealt anew; FLASK_LOSSES_ORACLE iterations, 20000
// unless given; playouts to the end, no cut-off). A loss the oracle does not turn round either is
// as good as forced against greedy for this search. It runs only when asked:
//
//	FLASK_LOSSES=100 FLASK_LOSSES_SEAT=0 go test -tags ci -run TestWhereNormalLoses -v -timeout 1h ./flask/
func TestWhereNormalLoses(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("FLASK_LOSSES"))
	if n <= 0 {
		t.Skip("set FLASK_LOSSES=N to play N deals")
	}
	seat, _ := strconv.Atoi(os.Getenv("FLASK_LOSSES_SEAT"))
	oracleIt, _ := strconv.Atoi(os.Getenv("FLASK_LOSSES_ORACLE"))
	if oracleIt <= 0 {
		oracleIt = 20000
	}
	ns := cards.Seat(seat)
	normal := func() cards.Bot[Move] { return cards.NewBot[Move](cards.BotSpec{Level: cards.LevelNormal}) }
	oracle := func() cards.Bot[Move] {
		return seeAllBot{&cards.MCTS[Move]{Level: cards.LevelNormal, Iterations: oracleIt, MaxPlayout: 2000}}
	}
	type tally struct{ deals, won, luck1, luck2, oracle int }
	var byFirst [2]tally // [1]: normal moved first
	var lost []string
	for g := uint64(1); g <= uint64(n); g++ {
		won, first := lossMatch(t, g, ns, normal(), 0)
		if again, _ := lossMatch(t, g, ns, normal(), 0); again != won {
			t.Fatalf("seed %d: normal's match does not repeat (%v then %v)", g, won, again)
		}
		f := 0
		if first {
			f = 1
		}
		tl := &byFirst[f]
		tl.deals++
		if won {
			tl.won++
			continue
		}
		l1, _ := lossMatch(t, g, ns, normal(), 1)
		l2, _ := lossMatch(t, g, ns, normal(), 2)
		o, _ := lossMatch(t, g, ns, oracle(), 0)
		tl.luck1 += b2i(l1)
		tl.luck2 += b2i(l2)
		tl.oracle += b2i(o)
		lost = append(lost, fmt.Sprintf("%d(first %v: luck %v/%v, oracle %v)", g, first, l1, l2, o))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "normal at seat %d against greedy, seeds 1-%d; oracle %d iterations, every card seen, playouts to the end\n", seat+1, n, oracleIt)
	for f, name := range []string{"greedy moved first", "normal moved first"} {
		tl := byFirst[f]
		fmt.Fprintf(&b, "%s: normal won %d of %d; of its %d losses another stream won %d and %d, the oracle %d\n",
			name, tl.won, tl.deals, tl.deals-tl.won, tl.luck1, tl.luck2, tl.oracle)
	}
	b.WriteString("lost: " + strings.Join(lost, " ") + "\n")
	t.Log("\n" + b.String())
}

// lossMatch plays deal seed with bot at seat ns against greedy, each drawing from
// cards.BotRand(seed + salt·1000003, moves), and reports whether bot won and whether ns moved first.
func lossMatch(t *testing.T, seed uint64, ns cards.Seat, bot cards.Bot[Move], salt uint64) (won, first bool) {
	t.Helper()
	e, err := New(cards.Config{Seats: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	first = e.ToMove() == ns
	greedy := cards.NewBot[Move](cards.BotSpec{Level: cards.LevelGreedy})
	for moves := 0; !e.Over(); moves++ {
		if moves > 5000 {
			t.Fatalf("seed %d: no end after %d moves", seed, moves)
		}
		r := cards.BotRand(seed+salt*1000003, moves)
		b := greedy
		if e.ToMove() == ns {
			b = bot
		}
		if err := e.Play(b.Choose(e, &r)); err != nil {
			t.Fatal(err)
		}
	}
	return e.Result().Payoff(ns) == 1, first
}

// seeAllBot is a search that cheats, for measuring only: it searches the real position, every
// hidden card and both decks' order seen (its world deals nothing anew).
type seeAllBot struct{ s *cards.MCTS[Move] }

// Choose searches the real position.
func (b seeAllBot) Choose(e cards.Engine[Move], r *cards.Rand) Move {
	return b.s.Choose(seeAll{e.(*State)}, r)
}

// seeAll is a State whose Determinize keeps every card where it lies.
type seeAll struct{ *State }

// Clone returns a seeAll copy.
func (w seeAll) Clone() cards.Engine[Move] { return seeAll{w.State.Clone().(*State)} }

// CopyFrom copies src, a seeAll or a State.
func (w seeAll) CopyFrom(src cards.Engine[Move]) {
	if s, ok := src.(seeAll); ok {
		src = s.State
	}
	w.State.CopyFrom(src)
}

// Determinize deals nothing: the search sees every card.
func (w seeAll) Determinize(cards.Seat, *cards.Rand) {}
