package cards

import (
	"strconv"
	"strings"
)

// Narrator is an optional interface of an Engine: it tells in a player's words what a move did,
// as one seat may know it. The move feeds of the terminal and the app show these lines instead of
// the bare notation, so that what a seat may not know (another seat's secret choice, the card it
// drew) never reaches that seat, and what the engine carried out by itself (a forced payment, a
// loss with one possible outcome) is said too.
type Narrator[M Move] interface {
	// Narrate is called on the position after move m and returns the feed lines of m, which
	// seat mover played in position before, as viewer may know it (NoSeat: a spectator). Seats
	// are written with Mention, so that a feed can name them.
	Narrate(before Engine[M], mover Seat, m M, viewer Seat) []string
}

// Revealer is an optional interface of an Engine: once the game is over, Reveal lists everything
// that was hidden during the game (hands, codes, secret objectives, the order of what was left in
// the decks), one line each, seats written with Mention.
type Revealer interface {
	Reveal() []string
}

// mentionStart and mentionEnd enclose a seat's number in a narrated line. They are control
// characters that no card name or notation contains.
const (
	mentionStart = '\x1e'
	mentionEnd   = '\x1f'
)

// Mention writes seat s in a narrated line; NameSeats replaces it with the seat's name.
func Mention(s Seat) string {
	return string(mentionStart) + strconv.Itoa(int(s)) + string(mentionEnd)
}

// NameSeats replaces every Mention in line by name(seat).
func NameSeats(line string, name func(Seat) string) string {
	if !strings.ContainsRune(line, mentionStart) {
		return line
	}
	var b strings.Builder
	for {
		i := strings.IndexRune(line, mentionStart)
		if i < 0 {
			b.WriteString(line)
			return b.String()
		}
		j := strings.IndexRune(line[i:], mentionEnd)
		if j < 0 {
			b.WriteString(line)
			return b.String()
		}
		b.WriteString(line[:i])
		n, err := strconv.Atoi(line[i+1 : i+j])
		if err != nil {
			b.WriteString(line[i+1 : i+j])
		} else {
			b.WriteString(name(Seat(n)))
		}
		line = line[i+j+1:]
	}
}

// Plural writes a count with its noun: "1 card", "2 cards", "0 points". plural is the noun's
// plural, "" for the singular plus "s".
func Plural(n int, singular, plural string) string {
	if n == 1 || n == -1 {
		return strconv.Itoa(n) + " " + singular
	}
	if plural == "" {
		plural = singular + "s"
	}
	return strconv.Itoa(n) + " " + plural
}

// FeedEntry is one move of a match as the feeds show it.
type FeedEntry struct {
	Mover Seat   // the seat that played the move
	Move  string // the move in the game's notation (what the log records)
	// Lines holds the narration of the move for each viewer: Lines[0] for a spectator (NoSeat),
	// Lines[s+1] for seat s. Seats are written with Mention.
	Lines [][]string
}

// For returns the lines of the entry as viewer may see them, seats named by name. A game without
// a Narrator gives "NAME: move" (its notation shows nothing hidden).
func (e FeedEntry) For(viewer Seat, name func(Seat) string) []string {
	i := int(viewer) + 1
	if i < 0 || i >= len(e.Lines) {
		i = 0
	}
	if len(e.Lines) == 0 {
		return []string{name(e.Mover) + ": " + e.Move}
	}
	out := make([]string, len(e.Lines[i]))
	for k, l := range e.Lines[i] {
		out[k] = NameSeats(l, name)
	}
	return out
}

// narrate returns the feed entry of move (as written) that mover played in position before,
// leading to e's position.
func narrate[M Move](before, e Engine[M], mover Seat, written string) FeedEntry {
	entry := FeedEntry{Mover: mover, Move: written}
	n, ok := e.(Narrator[M])
	if !ok {
		return entry
	}
	m, err := ParseMove(before, written)
	if err != nil {
		return entry
	}
	entry.Lines = make([][]string, e.Seats()+1)
	for v := range entry.Lines {
		entry.Lines[v] = n.Narrate(before, mover, m, Seat(v-1))
	}
	return entry
}

// Reveal returns the table's end-of-game reveal (Revealer), nil for a game that hides nothing or
// is not over.
func Reveal(t Table) []string {
	if !t.Over() {
		return nil
	}
	if r, ok := t.Engine().(Revealer); ok {
		return r.Reveal()
	}
	return nil
}
