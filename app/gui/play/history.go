package play

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/cards"
)

// matchHistory is a logged match replayed move by move: the position before every move and after
// the last, and who made each move. The replay viewer steps through it; resuming uses its end.
type matchHistory struct {
	Setup     playSetup
	Match     *cards.Match  // the match after the last move
	Positions []cards.Table // Positions[i] is the table before move i; the last is the final one
	Movers    []cards.Seat  // Movers[i] made move i
}

// replayHistory replays a match log of game g, checking every move (as cards.Replay does) and
// keeping every position. An illegal move returns an error naming its number.
func replayHistory(g cards.Game, log *cards.Log) (*matchHistory, error) {
	if _, err := cards.Replay(g, log); err != nil {
		return nil, err
	}
	setup, err := setupFromLog(g, log)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", cards.ErrBadLog, err)
	}
	infos := append([]cards.SeatInfo(nil), log.Seats...)
	cfg := cards.Config{Seats: len(infos), Seed: log.Seed, Rules: log.Rules, Decks: log.Decks, Setup: log.Setup, Lang: uilang.Game()}
	m, err := cards.NewMatch(g, cfg, infos, log.Version)
	if err != nil {
		return nil, err
	}
	h := &matchHistory{Setup: setup, Match: m}
	for _, move := range log.Moves {
		h.Positions = append(h.Positions, m.Table.CloneTable())
		h.Movers = append(h.Movers, m.Table.ToMove())
		if err := m.Play(move); err != nil {
			return nil, err
		}
	}
	h.Positions = append(h.Positions, m.Table.CloneTable())
	return h, nil
}

// historyOf turns a match being played into a history, replaying its log.
func historyOf(c *playController) (*matchHistory, error) {
	log := c.Match.Log
	return replayHistory(c.Match.Game, &log)
}

// moveLine writes move i of a match as the log panel shows it to viewer (NoSeat: a spectator):
// "12. Anna plays Attack"; what else the move did follows on indented lines. What viewer may not
// know (another seat's secret objective, the card it drew) is never written.
func moveLine(seats []playSeat, feed []cards.FeedEntry, viewer cards.Seat, i int) string {
	if i < 0 || i >= len(feed) {
		return fmt.Sprintf("%d. ?", i+1)
	}
	lines := feed[i].For(viewer, func(s cards.Seat) string { return seatName(seats, s) })
	return fmt.Sprintf("%d. %s", i+1, strings.Join(lines, "\n    "))
}
