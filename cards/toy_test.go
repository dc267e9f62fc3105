package cards

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// toy is a tiny hidden-information game to test the machinery: each seat holds 3 cards of its own
// shuffled deck (values 1–6, twice); on its turn a seat plays a card onto a shared total and draws.
// Whoever brings the total above the limit (21, variant "limit" 15) is out; the last seat left
// wins. Hands and deck orders are hidden. "resign" is always legal.
type toy struct {
	n       int
	limit   int
	total   int
	turn    int
	hands   [][]int
	decks   [][]int
	out     []bool
	winners []Seat
	over    bool
	policy  *toyPolicy // shared by copies: counts playout-policy calls
}

type toyMove struct {
	resign bool
	value  int
}

func (m toyMove) String() string {
	if m.resign {
		return "resign"
	}
	return "play " + strconv.Itoa(m.value)
}

func newToy(seats int, seed uint64, limit int) *toy {
	r := NewRand(seed)
	t := &toy{n: seats, limit: limit, turn: r.Intn(seats), out: make([]bool, seats)}
	for range seats {
		var deck []int
		for v := 1; v <= 6; v++ {
			deck = append(deck, v, v)
		}
		ShuffleSlice(&r, deck)
		t.hands = append(t.hands, append([]int(nil), deck[:3]...))
		t.decks = append(t.decks, deck[3:])
	}
	return t
}

func (t *toy) Seats() int { return t.n }
func (t *toy) ToMove() Seat {
	if t.over {
		return NoSeat
	}
	return Seat(t.turn)
}

func (t *toy) Legal(dst []toyMove) []toyMove {
	if t.over {
		return dst
	}
	seen := map[int]bool{}
	for _, v := range t.hands[t.turn] {
		if !seen[v] {
			seen[v] = true
			dst = append(dst, toyMove{value: v})
		}
	}
	return append(dst, toyMove{resign: true})
}

func (t *toy) Play(m toyMove) error {
	if t.over {
		return ErrGameOver
	}
	me := t.turn
	if m.resign {
		t.out[me] = true
		t.advance()
		return nil
	}
	hand := t.hands[me]
	i := -1
	for j, v := range hand {
		if v == m.value {
			i = j
			break
		}
	}
	if i < 0 {
		return Illegal(m, "no %d in hand", m.value)
	}
	t.hands[me] = append(hand[:i], hand[i+1:]...)
	t.total += m.value
	if t.total > t.limit {
		t.out[me] = true
	} else if d := t.decks[me]; len(d) > 0 {
		t.hands[me] = append(t.hands[me], d[len(d)-1])
		t.decks[me] = d[:len(d)-1]
	}
	t.advance()
	return nil
}

func (t *toy) advance() {
	var left []Seat
	for s, o := range t.out {
		if !o {
			left = append(left, Seat(s))
		}
	}
	if len(left) <= 1 {
		t.over, t.winners = true, left
		return
	}
	for {
		t.turn = (t.turn + 1) % t.n
		if !t.out[t.turn] && len(t.hands[t.turn]) > 0 {
			return
		}
		if !t.out[t.turn] { // no card left: out
			t.out[t.turn] = true
			t.advance()
			return
		}
	}
}

func (t *toy) Over() bool              { return t.over }
func (t *toy) Result() Result          { return Result{Winners: t.winners, Reason: "last seat left"} }
func (t *toy) IsResign(m toyMove) bool { return m.resign }

func (t *toy) Clone() Engine[toyMove] {
	c := *t
	c.out = append([]bool(nil), t.out...)
	c.winners = append([]Seat(nil), t.winners...)
	c.hands, c.decks = make([][]int, t.n), make([][]int, t.n)
	for s := 0; s < t.n; s++ {
		c.hands[s] = append([]int(nil), t.hands[s]...)
		c.decks[s] = append([]int(nil), t.decks[s]...)
	}
	return &c
}

// Determinize deals the others' hands and every deck anew from the sorted unseen cards.
func (t *toy) Determinize(observer Seat, r *Rand) {
	for s := 0; s < t.n; s++ {
		if Seat(s) == observer {
			sort.Ints(t.decks[s])
			ShuffleSlice(r, t.decks[s])
			continue
		}
		pool := append(append([]int(nil), t.hands[s]...), t.decks[s]...)
		sort.Ints(pool)
		ShuffleSlice(r, pool)
		h := len(t.hands[s])
		t.hands[s], t.decks[s] = pool[:h], pool[h:]
	}
}

// Evaluate: room left under the limit is good for the seat that does not move next.
func (t *toy) Evaluate(s Seat) float64 {
	if t.over {
		return t.Result().Payoff(s)
	}
	if t.out[s] {
		return 0
	}
	return 0.5
}

func (t *toy) Describe(s Seat) string {
	var b strings.Builder
	fmt.Fprintf(&b, "total %d of %d, %s to move\n", t.total, t.limit, Seat(t.turn))
	if s >= 0 {
		fmt.Fprintf(&b, "your hand: %v\n", t.hands[s])
	}
	return b.String()
}

// toyGame is the toy as a Game, with a rule variant and an explicit setup (the starting total).
type toyGame struct{}

func (toyGame) Name() string          { return "toy" }
func (toyGame) Title() string         { return "Toy" }
func (toyGame) SeatRange() (int, int) { return 2, 4 }
func (toyGame) Variants() []Variant {
	return []Variant{{Name: "limit", Doc: "the limit", Values: []string{"21", "15"}}}
}
func (toyGame) New(cfg Config) (Table, error) {
	limit, _ := strconv.Atoi(cfg.Rules["limit"])
	t := newToy(cfg.Seats, cfg.Seed, limit)
	if cfg.Setup != nil {
		var st struct {
			Total int `yaml:"total"`
		}
		if err := cfg.Setup.Decode(&st); err != nil {
			return nil, fmt.Errorf("%w: %v", ErrBadSetup, err)
		}
		t.total = st.Total
	}
	return NewTable[toyMove](t), nil
}

func errorsIs(err, target error) bool { return errors.Is(err, target) }

func errorsAs(err error, target any) bool { return errors.As(err, target) }

// toyPolicy counts, for the playout-policy test, how often the toy's PlayoutMove was asked, and how
// often the moves it was given were not the legal moves of the state it was asked on.
type toyPolicy struct{ calls, mismatches int }

// PlayoutMove plays uniformly (so other tests are unaffected) and checks it is asked on the right
// state.
func (t *toy) PlayoutMove(moves []toyMove, r *Rand) toyMove {
	if t.policy != nil {
		t.policy.calls++
		legal := withoutResign[toyMove](t, t.Legal(nil))
		if len(legal) != len(moves) {
			t.policy.mismatches++
		} else {
			for i := range legal {
				if legal[i] != moves[i] {
					t.policy.mismatches++
					break
				}
			}
		}
	}
	return moves[r.Intn(len(moves))]
}
