package code

import (
	"flag"
	"math"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
)

// The matches TestTheBeliefLearnsTheOtherSeatsCodeAndHand follows (a larger sample for docs/bots.md:
// go test -run TheBeliefLearns -v ./code/ -args -belief-matches 40 -belief-first 100).
var (
	beliefMatches = flag.Int("belief-matches", 8, "greedy matches the belief test follows")
	beliefFirst   = flag.Uint64("belief-first", 1, "the seed of the belief test's first match")
)

// beliefQuality plays greedy against greedy and, at each of seat 2's turns after the first few
// moves, follows the history with the inference. It returns means over those turns of: the weight
// on seat 1's true code and its log (and how often it is under 1 %); the distance of the guessed
// hands from the true code and from their own guessed code; the true hand's distance; and that of
// hands dealt at random (Determinize).
func beliefQuality(t *testing.T, first uint64, matches int) (q struct{ share, logShare, lost, guess, own, real, random float64 }, n int) {
	t.Helper()
	for seed := first; seed < first+uint64(matches); seed++ {
		s := midgame(t, seed, 0)
		r := cards.NewRand(seed)
		bot := cards.NewBot[Move](cards.BotSpec{Level: cards.LevelGreedy})
		for moves := 0; !s.Over() && moves < 300; moves++ {
			if s.ToMove() == 1 && len(s.hist) >= 6 && s.phase == phaseTurn {
				rb := cards.NewRand(uint64(moves))
				b := newBelief(s, 1, &rb)
				for i := range s.hist {
					b.step(i)
				}
				var sum, share, guess, own float64
				need := s.codes[s.codeOf[0]].need()
				for k, p := range b.parts {
					sum += b.w[k]
					if p.code == s.codeOf[0] {
						share += b.w[k]
					}
					guess += b.w[k] * float64(handDistance(&p.hand, &need))
					own += b.w[k] * float64(handDistance(&p.hand, &b.need[p.code]))
				}
				q.share += share / sum
				q.logShare += math.Log(max(share/sum, 1e-9))
				if share/sum < 0.01 {
					q.lost++
				}
				q.guess += guess / sum
				q.own += own / sum
				q.real += float64(s.distance(0, NoCard))
				u := s.Copy()
				u.Determinize(1, &rb)
				u.setCode(0, s.codeOf[0])
				q.random += float64(u.distance(0, NoCard))
				n++
			}
			if err := s.Play(bot.Choose(s, &r)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, v := range []*float64{&q.share, &q.logShare, &q.lost, &q.guess, &q.own, &q.real, &q.random} {
		*v /= float64(n)
	}
	return q, n
}

// The inference learns from the other seat's moves: over greedy matches, the true code gets well
// more than its share at random (1 in 9), the guessed hands lie nearer the true code than hands
// dealt at random, and as near their own guessed code as the true hand lies to the true code. (The
// mean log of the true code's weight, which punishes a true code all but ruled out, is logged.)
func TestTheBeliefLearnsTheOtherSeatsCodeAndHand(t *testing.T) {
	q, n := beliefQuality(t, *beliefFirst, *beliefMatches)
	t.Logf("%d turns: true code's weight %.3f (mean log %.2f, at random %.2f; under 1 %% in %.1f %% of the turns); "+
		"distance from the true code: guessed hands %.2f, true hand %.2f, hands dealt at random %.2f; "+
		"guessed hands from their guessed code %.2f",
		n, q.share, q.logShare, math.Log(1.0/9), 100*q.lost, q.guess, q.real, q.random, q.own)
	if q.share < 1.5/9 {
		t.Errorf("the true code has %.3f of the weight, want well above 1/9", q.share)
	}
	if q.guess > q.random-0.4 {
		t.Errorf("guessed hands lie %.2f from the true code, hands dealt at random %.2f", q.guess, q.random)
	}
	if q.own < q.real-1 || q.own > q.real+1 {
		t.Errorf("guessed hands lie %.2f from their code, the true hand %.2f from its", q.own, q.real)
	}
}

// faceCounts counts every card of s by face, wherever it lies, with the hand sizes checked.
func faceCounts(t *testing.T, s *State) (all [numFaces]int) {
	t.Helper()
	for seat := int8(0); seat < s.n; seat++ {
		n := 0
		for c := Card(1); c < numFaces; c++ {
			all[c] += int(s.hands[seat][c])
			n += int(s.hands[seat][c])
			if s.known[seat][c] > s.hands[seat][c] {
				t.Fatalf("seat %d holds %d of %v, %d known", seat, s.hands[seat][c], c, s.known[seat][c])
			}
		}
		if n != int(s.handN[seat]) {
			t.Fatalf("seat %d holds %d cards, its size says %d", seat, n, s.handN[seat])
		}
	}
	for _, c := range s.deck[:s.deckN] {
		all[c]++
	}
	for _, c := range s.numPile[:s.numPileN] {
		all[c]++
	}
	for _, c := range s.actPile[:s.actPileN] {
		all[c]++
	}
	return all
}

// A world dealt from the belief is a position of the same match: every card once, the observer's
// hand, code and the piles as they are, the other hand as large as it is with its known cards, the
// codes a permutation, and the history kept but no longer recorded.
func TestABeliefDealsWorldsOfTheSameMatch(t *testing.T) {
	dealt := 0
	for seed := uint64(1); seed <= 4; seed++ {
		s, err := New(cards.Config{Seats: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := cards.NewRand(seed)
		bot := cards.NewBot[Move](cards.BotSpec{Level: cards.LevelGreedy})
		for moves := 0; !s.Over() && moves < 120; moves++ {
			me := s.ToMove()
			if moves%3 != 0 {
				if err := s.Play(bot.Choose(s, &r)); err != nil {
					t.Fatal(err)
				}
				continue
			}
			if deal := s.Belief(me, &r); deal != nil {
				want := faceCounts(t, s)
				for range 4 {
					w := s.Copy()
					deal(w, &r)
					dealt++
					if faceCounts(t, w) != want {
						t.Fatalf("seed %d move %d: the cards changed", seed, moves)
					}
					other := 1 - me
					if w.hands[me] != s.hands[me] || w.codeOf[me] != s.codeOf[me] || w.handN != s.handN ||
						w.numPile != s.numPile || w.actPile != s.actPile || w.known != s.known {
						t.Fatalf("seed %d move %d: the dealt world changed what seat %d sees", seed, moves, me+1)
					}
					codes := map[uint8]bool{w.codeOf[0]: true, w.codeOf[1]: true}
					for _, c := range w.codePile[:w.codePileN] {
						codes[c] = true
					}
					if len(codes) != len(s.codes) || w.codeOf[other] == w.codeOf[me] {
						t.Fatalf("seed %d move %d: codes %v", seed, moves, codes)
					}
					if w.histOn || len(w.hist) != len(s.hist) {
						t.Fatalf("seed %d move %d: the world records its history", seed, moves)
					}
				}
			}
			if err := s.Play(bot.Choose(s, &r)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if dealt == 0 {
		t.Fatal("no world dealt")
	}
	t.Logf("%d worlds dealt", dealt)
}

// midgame returns a two-player match (with its history) after moves greedy moves.
func midgame(tb testing.TB, seed uint64, moves int) *State {
	tb.Helper()
	s, err := New(cards.Config{Seats: 2, Seed: seed})
	if err != nil {
		tb.Fatal(err)
	}
	r := cards.NewRand(seed)
	bot := cards.NewBot[Move](cards.BotSpec{Level: cards.LevelGreedy})
	for i := 0; i < moves && !s.Over(); i++ {
		if err := s.Play(bot.Choose(s, &r)); err != nil {
			tb.Fatal(err)
		}
	}
	return s
}

// BenchmarkBelief is the inference of one decision (following the history with every particle)
// after 40 greedy moves; cpu-ns/op is its CPU time.
func BenchmarkBelief(b *testing.B) {
	s := midgame(b, 1, 40)
	if s.Over() {
		b.Fatal("the match ended")
	}
	r := cards.NewRand(1)
	cpu := cardstest.ProcessCPU()
	for i := 0; i < b.N; i++ {
		if s.Belief(s.ToMove(), &r) == nil {
			b.Fatal("no belief")
		}
	}
	b.ReportMetric(float64(cardstest.ProcessCPU()-cpu)/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(len(s.hist)), "events")
}

// BenchmarkSearchDecisionMidgame is one decision of the normal level after 40 greedy moves, the
// inference included (cardstest.BenchSearch).
func BenchmarkSearchDecisionMidgame(b *testing.B) {
	s := midgame(b, 1, 40)
	cardstest.BenchSearch[Move](b, s, &cards.MCTS[Move]{Level: cards.LevelNormal})
}
