package cards

import (
	"errors"
	"fmt"
	"slices"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Seat is a player's place at the table, counted from 0 in turn order.
type Seat int

// NoSeat is the seat of nobody, e.g. who moves in a finished game.
const NoSeat Seat = -1

// String returns "seat N" counted from 1, as players count.
func (s Seat) String() string {
	if s < 0 {
		return "no seat"
	}
	return fmt.Sprintf("seat %d", int(s)+1)
}

// Named is the seat as an argument of a keyed error (internal/msgerr): its English text is String's
// ("seat 1", as the command line and the logs write it), and the app shows it in its language
// ("Platz 1", "posto 1").
func (s Seat) Named() error {
	if s < 0 {
		return msgerr.New("no seat")
	}
	return msgerr.New("seat {{.N}}", "N", int(s)+1)
}

// Errors shared by every game. Games wrap them with %w, so callers can tell them apart with errors.Is.
var (
	// ErrIllegalMove is returned when a move is not legal in the current position.
	ErrIllegalMove = msgerr.New("illegal move")
	// ErrGameOver is returned when a move is played after the game has ended.
	ErrGameOver = msgerr.New("the game is over")
	// ErrBadSetup is returned for an impossible setup: wrong seat count, an invalid deck, a broken setup block.
	ErrBadSetup = msgerr.New("bad setup")
	// ErrBadLog is returned for a match log that does not parse or does not fit its game.
	ErrBadLog = msgerr.New("bad match log")
	// ErrUnknownGame is returned for a game name that no game answers to.
	ErrUnknownGame = msgerr.New("unknown game")
	// ErrBadRule is returned for an unknown rule variant or an unknown value of one.
	ErrBadRule = msgerr.New("bad rule variant")
)

// IllegalMoveError tells which move was illegal and why. It matches ErrIllegalMove with errors.Is.
type IllegalMoveError struct {
	Move   string // the move in the game's notation
	Reason string // why it is illegal, in a player's words
	reason error  // Reason, translatable (nil: Reason as it is)
}

// TextIn writes the error in language l (msgerr.Translatable): the move stays in the notation.
func (e *IllegalMoveError) TextIn(l i18n.Language) string {
	if e.Reason == "" {
		return msgerr.Errorf("illegal move %q", e.Move).TextIn(l)
	}
	var reason error = errors.New(e.Reason)
	if e.reason != nil {
		reason = e.reason
	}
	return msgerr.Errorf("illegal move %q: %v", e.Move, reason).TextIn(l)
}

func (e *IllegalMoveError) Error() string {
	if e.Reason == "" {
		return fmt.Sprintf("illegal move %q", e.Move)
	}
	return fmt.Sprintf("illegal move %q: %s", e.Move, e.Reason)
}

// Is makes errors.Is(err, ErrIllegalMove) true.
func (e *IllegalMoveError) Is(target error) bool { return target == ErrIllegalMove }

// Illegal builds an IllegalMoveError for move m with a reason.
func Illegal(m fmt.Stringer, format string, args ...any) error {
	reason := msgerr.Errorf(format, args...)
	return &IllegalMoveError{Move: m.String(), Reason: reason.Error(), reason: reason}
}

// Result is the outcome of a finished game.
type Result struct {
	// Winners are the seats that won. One winner is a win, several a shared win or a draw,
	// none a game that nobody won (everybody out at once in a game without draws, a resignation of all).
	Winners []Seat
	// Scores are the final points per seat, for games that count points (nil otherwise).
	Scores []int
	// Reason says in a few words how the game ended ("all counters at 0", "20 points reached").
	Reason string
}

// Won tells whether seat s is among the winners.
func (r Result) Won(s Seat) bool {
	return slices.Contains(r.Winners, s)
}

// Payoff is seat s's share of the win: 1/len(Winners) for a winner, 0 otherwise.
// Search players maximise it; simulations add it up.
func (r Result) Payoff(s Seat) float64 {
	if !r.Won(s) {
		return 0
	}
	return 1 / float64(len(r.Winners))
}

// Engine is the lean, mutable state of a game, for moves of type M. Search copies it thousands of
// times a second, so it keeps no history and no log; Match adds those.
//
// M is a small comparable value whose String() is the move in the game's written notation. Within
// one position no two legal moves share a notation.
type Engine[M Move] interface {
	// Seats returns the number of seats at the table.
	Seats() int
	// ToMove returns the seat that decides now. That is not always the seat whose turn it is: a
	// response out of turn (a Flask reaction, a CODE gift) is decided by the responding seat.
	// It returns NoSeat when the game is over.
	ToMove() Seat
	// Legal appends the legal moves of the seat to move to dst and returns it. It is empty only
	// when the game is over.
	Legal(dst []M) []M
	// Play applies m for the seat to move. An illegal move returns an error matching
	// ErrIllegalMove (a game over: ErrGameOver) and leaves the state unchanged.
	Play(m M) error
	// Over tells whether the game has ended.
	Over() bool
	// Result returns the outcome; it is meaningful only when Over is true.
	Result() Result
	// Clone returns a deep copy sharing no mutable memory with the receiver.
	Clone() Engine[M]
	// Determinize redistributes, with r, every card that observer cannot see (the others' hands,
	// the order of unseen decks) among the places it could be, keeping everything observer has
	// seen. Search players call it on a clone so they never decide from hidden cards.
	Determinize(observer Seat, r *Rand)
	// Evaluate scores the position for seat s between 0 (lost) and 1 (won), with the game's own
	// judgement of a position that is not over. Greedy players compare it one move ahead.
	Evaluate(s Seat) float64
	// Describe writes the position as seat s may see it, for the terminal (s = NoSeat: a spectator
	// who sees only public information).
	Describe(s Seat) string
}

// Move is what a game's move type provides: a comparable value with its notation as String().
type Move interface {
	comparable
	fmt.Stringer
}

// ParseMove decodes a move written in the game's notation by finding the legal move that writes
// the same way (ignoring case and surrounding space). Decoding therefore always agrees with
// encoding. An unknown move returns an IllegalMoveError.
func ParseMove[M Move](e Engine[M], text string) (M, error) {
	var zero M
	if e.Over() {
		return zero, msgerr.Errorf("move %q: %w", text, ErrGameOver)
	}
	want := normalizeNotation(text)
	legal := e.Legal(nil)
	for _, m := range legal {
		if normalizeNotation(m.String()) == want {
			return m, nil
		}
	}
	reason := msgerr.Errorf("not a legal move here; legal: %s", listMoves(legal, 8))
	return zero, &IllegalMoveError{Move: text, Reason: reason.Error(), reason: reason}
}
