package cardstest

import (
	"reflect"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// CheckDisplayOnlyLanguage plays the same match of g (cfg, greedy computer players, at most
// maxMoves moves) in English and in language l, fails unless both give the same moves and result
// (a language only changes what is written) and unless taking the last move back (Match.Undo)
// keeps the feed in l, and returns the match played in l. The match in l is set up with
// cards.Config.Lang, as the app does.
func CheckDisplayOnlyLanguage(t *testing.T, g cards.Game, cfg cards.Config, l i18n.Language, maxMoves int) *cards.Match {
	t.Helper()
	play := func(l i18n.Language) *cards.Match {
		seats := make([]cards.SeatInfo, cfg.Seats)
		for i := range seats {
			seats[i] = cards.SeatInfo{Name: string(rune('A' + i))}
		}
		m, err := cards.NewMatch(g, cfg, seats, "test")
		if err != nil {
			t.Fatal(err)
		}
		if !cards.SetLanguage(m.Table, i18n.English) {
			t.Fatalf("%s is not a cards.Speaker", g.Title())
		}
		if l != i18n.English {
			c := cfg
			c.Lang = l
			if m, err = cards.NewMatch(g, c, seats, "test"); err != nil {
				t.Fatal(err)
			}
		}
		r := cards.NewRand(5)
		for !m.Table.Over() && len(m.Log.Moves) < maxMoves {
			if err := m.Play(m.Table.BotMove(cards.BotSpec{Level: cards.LevelGreedy}, &r)); err != nil {
				t.Fatal(err)
			}
		}
		return m
	}
	en, other := play(i18n.English), play(l)
	if strings.Join(en.Log.Moves, " ") != strings.Join(other.Log.Moves, " ") || !reflect.DeepEqual(en.Log.Result, other.Log.Result) {
		t.Fatalf("the match in %v played differently from the one in English", l)
	}
	checkUndoKeepsLanguage(t, other)
	return other
}

// checkUndoKeepsLanguage takes m's last move back and fails unless the shorter match speaks m's
// language: the same feed lines, one move fewer.
func checkUndoKeepsLanguage(t *testing.T, m *cards.Match) {
	t.Helper()
	n := len(m.Log.Moves)
	if n < 2 {
		t.Fatalf("only %d moves: nothing to take back", n)
	}
	u, err := m.Undo(1)
	if err != nil {
		t.Fatal(err)
	}
	if u.Lang != m.Lang {
		t.Errorf("Undo: the match speaks %v, not %v", u.Lang, m.Lang)
	}
	for v := cards.NoSeat; int(v) < u.Table.Seats(); v++ {
		got, want := u.FeedFor(v, 0), m.FeedFor(v, 0)[:len(m.FeedFor(v, 0))-len(m.FeedFor(v, n-1))]
		if !reflect.DeepEqual(got, want) {
			t.Errorf("seat %v: the feed after Undo is not the feed in %v without its last move:\n%q\nwant\n%q", v, m.Lang, got, want)
		}
	}
}
