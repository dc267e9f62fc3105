package play

import (
	"context"
	"errors"
	"time"

	"fyne.io/fyne/v2"

	"github.com/flaskdeck/flaskdeck/cards"
)

// defaultBotDelay is the least time a computer turn takes on screen, so a person can follow it.
const defaultBotDelay = 400 * time.Millisecond

// errNotYourTurn is returned when a move is offered while a computer player decides.
var errNotYourTurn = errors.New("a computer player decides now") // shown through lang.L in the error line

// playController runs one match at the table. It holds the match, plays the people's moves, runs the
// computer players' turns off the UI goroutine, and calls OnChange on the UI goroutine after every
// change. Its methods are called on the UI goroutine only.
type playController struct {
	Setup    playSetup
	Match    *cards.Match
	Movers   []cards.Seat  // who made each logged move, in order
	Thinking cards.Seat    // the computer player thinking now, NoSeat when none
	BotDelay time.Duration // least time a computer turn takes
	Err      error         // the last failed move or computer turn, nil when none
	// OnChange is called on the UI goroutine after every change of the position or the state.
	OnChange func()
	// Post runs a function on the UI goroutine; fyne.Do unless a test replaces it.
	Post func(func())

	ctx         context.Context
	cancel      context.CancelFunc
	version     int        // increases with every change of the position; a computer move for an older one is dropped
	undoChecked undoAnswer // whether undoing shows nothing, for the position and person asked last
}

// newPlayController returns the controller of a match set up (or resumed) from setup. movers tells
// who made the moves already in the match log.
func newPlayController(setup playSetup, m *cards.Match, movers []cards.Seat) *playController {
	ctx, cancel := context.WithCancel(context.Background())
	return &playController{
		Setup: setup, Match: m, Movers: append([]cards.Seat(nil), movers...),
		Thinking: cards.NoSeat, BotDelay: defaultBotDelay,
		Post: fyne.Do, ctx: ctx, cancel: cancel,
	}
}

// Start lets a computer player move if it is its turn.
func (c *playController) Start() { c.advance() }

// Closed tells whether the match was closed.
func (c *playController) Closed() bool { return c.ctx.Err() != nil }

// Close stops the match: a computer player still thinking is abandoned and its move dropped.
func (c *playController) Close() {
	c.cancel()
	c.version++
}

// SeatIsHuman tells whether a person plays seat s.
func (c *playController) SeatIsHuman(s cards.Seat) bool {
	return s >= 0 && int(s) < len(c.Setup.Seats) && c.Setup.Seats[s].Human()
}

// Name returns the name of seat s.
func (c *playController) Name(s cards.Seat) string { return seatName(c.Setup.Seats, s) }

// Play plays a person's move, written in the game's notation.
func (c *playController) Play(move string) error {
	if c.Closed() || !c.SeatIsHuman(c.Match.Table.ToMove()) || c.Thinking != cards.NoSeat {
		return errNotYourTurn
	}
	if err := c.play(move); err != nil {
		c.Err = err
		c.changed()
		return err
	}
	c.changed()
	c.advance()
	return nil
}

func (c *playController) play(move string) error {
	mover := c.Match.Table.ToMove()
	if err := c.Match.Play(move); err != nil {
		return err
	}
	c.Movers = append(c.Movers, mover)
	c.Err = nil
	c.version++
	return nil
}

// advance starts the computer player to move, if any.
func (c *playController) advance() {
	if c.Closed() || c.Match.Table.Over() || c.Thinking != cards.NoSeat {
		return
	}
	seat := c.Match.Table.ToMove()
	if seat == cards.NoSeat || c.SeatIsHuman(seat) {
		return
	}
	c.think(seat, c.Setup.Seats[seat].Bot.Capped())
}

// think runs the computer player of seat on a copy of the table in a goroutine; its move is played
// on the UI goroutine, unless the position changed or the match was closed meanwhile. A named
// level comes capped (BotSpec.Capped): normal thinks at most 1 s a move, hard 3 s.
func (c *playController) think(seat cards.Seat, spec cards.BotSpec) {
	c.Thinking = seat
	version := c.version
	table := c.Match.Table.CloneTable()
	rng := c.Match.BotRand()
	ctx, delay := c.ctx, c.BotDelay
	c.changed()
	go func() {
		start := time.Now()
		move := table.BotMove(spec, &rng)
		if wait := delay - time.Since(start); wait > 0 {
			select {
			case <-time.After(wait):
			case <-ctx.Done():
				return
			}
		}
		c.Post(func() {
			if ctx.Err() != nil || c.version != version {
				return
			}
			c.Thinking = cards.NoSeat
			if err := c.play(move); err != nil {
				c.Err = err
				c.changed()
				return
			}
			c.changed()
			c.advance()
		})
	}()
}

// CanUndo tells whether viewer, the person at the screen, may take back their last move now
// (cards.Match.TakeBack: alone among computers always; when several people share the screen, only
// their own move nobody has answered since that showed them nothing hidden).
func (c *playController) CanUndo(viewer cards.Seat) bool { return c.takeBack(viewer) > 0 }

// takeBack returns how many moves viewer may take back. The answer is kept until the position
// changes: the screen asks after every change, and with several people it replays the match.
func (c *playController) takeBack(viewer cards.Seat) int {
	key := undoCheck{version: c.version, viewer: viewer}
	if !c.undoChecked.valid || c.undoChecked.key != key {
		c.undoChecked = undoAnswer{key: key, n: c.Match.TakeBack(viewer), valid: true}
	}
	return c.undoChecked.n
}

// undoCheck is the position (its version) and the person an undoAnswer is for.
type undoCheck struct {
	version int
	viewer  cards.Seat
}

// undoAnswer is takeBack's last answer.
type undoAnswer struct {
	key   undoCheck
	n     int
	valid bool
}

// Undo takes back viewer's last move and every computer move after it, by replaying the log
// without them, so viewer decides again; nothing when CanUndo(viewer) is false. A computer player
// thinking is abandoned.
func (c *playController) Undo(viewer cards.Seat) error {
	n := c.takeBack(viewer)
	if n == 0 {
		return nil
	}
	m, err := c.Match.Undo(n)
	if err != nil {
		return err
	}
	c.Match, c.Movers = m, c.Movers[:len(c.Movers)-n]
	c.Thinking, c.Err = cards.NoSeat, nil
	c.version++
	c.changed()
	c.advance()
	return nil
}

func (c *playController) changed() {
	if c.OnChange != nil {
		c.OnChange()
	}
}

// seatName returns a seat's name, or "seat N" when it has none.
func seatName(seats []playSeat, s cards.Seat) string {
	if s >= 0 && int(s) < len(seats) && seats[s].Name != "" {
		return seats[s].Name
	}
	return s.String()
}
