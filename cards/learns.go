package cards

import "strings"

// learnWorlds is how many other worlds Learns replays the moves in: a card drawn from a deck in
// which it is one of several kinds differs in at least one of them but for a chance too small to
// matter (a third of the deck alike: 3^-16).
const learnWorlds = 16

// Learns tells whether seat s learns, by the moves played from position before, something it
// could not know there: a card it draws, a hidden card shown, a card another seat chose from its
// hand. It replays the moves in worlds that differ from before only in what s cannot see
// (Engine.Determinize, with a fixed seed, so the answer is always the same); when s sees the same
// feed and position at the end in every one, the moves showed it nothing. A table NewTable did not
// make, or moves that do not replay, count as learning.
func Learns(before Table, moves []string, s Seat) bool {
	t, ok := before.(determinizer)
	if !ok {
		return true
	}
	want, ok := seenAfter(before.CloneTable(), moves, s)
	if !ok {
		return true
	}
	r := NewRand(uint64(len(moves)))
	for range learnWorlds {
		got, ok := seenAfter(t.determinized(s, &r), moves, s)
		if !ok || got != want {
			return true
		}
	}
	return false
}

// determinizer is a table that can copy itself as another world observer cannot tell from it.
type determinizer interface {
	determinized(observer Seat, r *Rand) Table
}

func (t *table[M]) determinized(observer Seat, r *Rand) Table {
	e := t.e.Clone()
	e.Determinize(observer, r)
	return &table[M]{e: e}
}

// seenAfter plays moves on t and returns what s sees of them: their feed lines and the position
// reached. ok is false when a move does not replay.
func seenAfter(t Table, moves []string, s Seat) (seen string, ok bool) {
	var b strings.Builder
	for _, m := range moves {
		e, err := t.PlayNarrated(m)
		if err != nil {
			return "", false
		}
		for _, line := range e.For(s, Seat.String) {
			b.WriteString(line)
			b.WriteByte('\n')
		}
	}
	b.WriteString(t.Describe(s))
	return b.String(), true
}
