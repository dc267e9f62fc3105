package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// playSession is a terminal match in progress.
type playSession struct {
	s         *Streams
	lang      i18n.Language                        // the language the terminal speaks
	tr        func(key string, args ...any) string // texts.For(lang)
	match     *cards.Match
	players   []seatPlayer
	in        *bufio.Reader
	lastHuman cards.Seat
	seen      []int      // per seat: how many feed entries that seat has been shown
	mu        sync.Mutex // held while a move is applied, so an interrupt reads a whole log
}

// play applies a move under the session's lock.
func (p *playSession) play(move string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.match.Play(move)
}

func (p *playSession) humans() int {
	n := 0
	for _, pl := range p.players {
		if pl.Human {
			n++
		}
	}
	return n
}

// run plays until the game is over; it returns io.EOF when the input ends first. With no person
// at the table the feed is shown as a spectator sees it, move by move; a person sees the moves
// since their last turn as they may know them, when their turn comes.
func (p *playSession) run() error {
	out := p.s.Out
	for !p.match.Table.Over() { // an undo replaces the match
		t := p.match.Table
		seat := t.ToMove()
		pl := p.players[seat]
		if !pl.Human {
			rng := p.match.BotRand()                 // the app's stream: one seed, one game
			move := t.BotMove(pl.Bot.Capped(), &rng) // named levels think 1 s (normal) or 3 s (hard) at most
			if err := p.play(move); err != nil {
				return err
			}
			if p.humans() == 0 {
				p.showFeed(cards.NoSeat, len(p.match.Feed)-1)
			}
			continue
		}
		if err := p.humanMove(seat); err != nil {
			return err
		}
	}
	t := p.match.Table
	switch p.humans() {
	case 0:
	case 1:
		for s, pl := range p.players {
			if pl.Human {
				p.showFeed(cards.Seat(s), p.seen[s])
			}
		}
	default:
		p.showFeed(cards.NoSeat, p.seen[p.lastHuman])
	}
	fmt.Fprintf(out, "\n%s", t.Describe(cards.NoSeat))
	if reveal := cards.Reveal(t); len(reveal) > 0 {
		fmt.Fprintln(out, p.tr("play.revealed"))
		for _, l := range reveal {
			fmt.Fprintf(out, "  %s\n", cards.NameSeats(l, p.match.SeatName))
		}
	}
	r := t.Result()
	r.Reason = cards.ReasonIn(t, p.lang)
	fmt.Fprintf(out, "%s\n", resultLine(p.lang, p.match.Log.Seats, r))
	return nil
}

// showFeed prints the feed entries from index from on, as viewer may know them, and marks them
// seen by viewer.
func (p *playSession) showFeed(viewer cards.Seat, from int) {
	for _, l := range p.match.FeedFor(viewer, from) {
		fmt.Fprintf(p.s.Out, "  %s\n", l)
	}
	if viewer >= 0 && int(viewer) < len(p.seen) {
		p.seen[viewer] = len(p.match.Feed)
	}
}

// readLine reads one line of input without its line end; io.EOF when input has ended.
func (p *playSession) readLine() (string, error) {
	line, err := p.in.ReadString('\n')
	if err != nil && (line == "" || !errors.Is(err, io.EOF)) {
		if errors.Is(err, io.EOF) {
			return "", io.EOF
		}
		return "", err
	}
	return strings.TrimSpace(line), nil
}
