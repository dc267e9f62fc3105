package cli

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
)

// undo takes back seat's last move and the computers' moves after it, when the match allows it
// (cards.Match.TakeBack), and says so. It reports whether anything was taken back.
func (p *playSession) undo(seat cards.Seat) bool {
	n := p.match.TakeBack(seat)
	if n == 0 {
		return false
	}
	m, err := p.match.Undo(n)
	if err != nil {
		fmt.Fprintf(p.s.Out, "%v\n", err)
		return false
	}
	p.mu.Lock()
	p.match = m
	p.mu.Unlock()
	for s := range p.seen {
		p.seen[s] = min(p.seen[s], len(m.Feed))
	}
	fmt.Fprintln(p.s.Out, p.tr("play.undone", "N", n))
	return true
}

// passDevice clears the screen and asks for the device to be passed to name. The person who just
// moved may type undo there instead, when the match lets them take their move back; then the
// screen is passed back to them first (it may be in the next person's hands already), and undone
// is true.
func (p *playSession) passDevice(name string) (undone bool, err error) {
	out := p.s.Out
	previous := p.lastHuman
	canUndo := previous != cards.NoSeat && p.match.TakeBack(previous) > 0
	fmt.Fprintf(out, "%s%s", clearScreen, p.tr("play.passDevice", "Name", name))
	if canUndo {
		fmt.Fprintf(out, " %s", p.tr("play.passUndo", "Name", seatLabel(p.match.Log.Seats, previous)))
	}
	fmt.Fprintln(out)
	line, err := p.readLine()
	if err != nil {
		return false, err
	}
	if canUndo && strings.EqualFold(line, "undo") && p.undo(previous) {
		p.lastHuman = cards.NoSeat
		return true, nil
	}
	fmt.Fprint(out, clearScreen)
	return false, nil
}
