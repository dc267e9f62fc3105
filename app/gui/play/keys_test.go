package play

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/internal/uitest"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
)

// press types a key on the match screen, as the window sends it.
func press(p *playSection, k fyne.KeyName) bool { return p.Match.TypedKey(&fyne.KeyEvent{Name: k}) }

// pressCode types the keys of a key code ("0 A": 0, then A), telling whether each was used.
func pressCode(p *playSection, code string) bool {
	for _, k := range strings.Fields(code) {
		if !press(p, fyne.KeyName(k)) {
			return false
		}
	}
	return true
}

// offeredKeys returns the key codes of the moves keys offers, as the table labels them, in the
// order of their kinds: the dialog's answers, else the numbered moves and the lettered positions.
func offeredKeys(keys tableKeys) (numbered, lettered []string) {
	if keys.Dialog != nil {
		for i := range keys.Dialog {
			numbered = append(numbered, keyCode(i, moveKeys))
		}
		return numbered, nil
	}
	alphabet := moveKeys
	if keys.Lettered != nil {
		alphabet = digitKeys
	}
	for i := range keys.Numbered {
		numbered = append(numbered, keyCode(i, alphabet))
	}
	for i := range keys.Lettered {
		lettered = append(lettered, keyCode(i, letterKeys))
	}
	return numbered, lettered
}

// keyStats counts what the keyboard did in a match.
type keyStats struct{ keys, moves, ends, letters, answers int }

// playByKeys plays Ann's decisions of the match shown with the keyboard only: a random key among
// those the table offers now (the open dialog's answers, else a numbered move, a lettered board
// position, Enter when the turn may end), until the match ends or presses run out.
func playByKeys(t *testing.T, p *playSection, loop *uitest.Loop, presses int) keyStats {
	t.Helper()
	c := p.Match.Ctrl
	annToMove := func() bool {
		return c.Match.Table.Over() || (c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat)
	}
	rng := cards.NewRand(9)
	var st keyStats
	for ; st.keys < presses; st.keys++ {
		loop.RunUntil(t, "Ann's decision", annToMove, 20*time.Second)
		if c.Match.Table.Over() {
			break
		}
		keys := p.Match.View.(keyboardTable).Keys()
		numbered, lettered := offeredKeys(keys)
		offered := append(numbered, lettered...)
		if keys.Dialog == nil && keys.End != nil {
			offered = append(offered, string(fyne.KeyReturn))
		}
		if len(offered) == 0 {
			t.Fatalf("Ann must decide but no key is offered; legal: %q", c.Match.Table.LegalMoves())
		}
		i := rng.Intn(len(offered))
		k := offered[i]
		before := len(c.Match.Log.Moves)
		if !pressCode(p, k) {
			t.Fatalf("key %s was offered but not used", k)
		}
		if c.Err != nil {
			t.Fatalf("key %s played an illegal move: %v", k, c.Err)
		}
		if len(c.Match.Log.Moves) > before {
			st.moves++
			switch {
			case k == string(fyne.KeyReturn):
				st.ends++
			case i >= len(numbered):
				st.letters++
			case keys.Dialog != nil:
				st.answers++
			}
		}
	}
	return st
}

// startAgainstRobo starts a match of game between Ann and Robo (random computer) from seed.
func startAgainstRobo(t *testing.T, game cards.Game, seed string) (*playSection, *uitest.Loop) {
	t.Helper()
	p, loop, _ := newTestSection(t, game)
	f := p.Form
	f.SelectGame(game.Name())
	setSeat(t, f, 0, "Ann", seatPerson, "")
	setSeat(t, f, 1, "Robo", seatComputer, "random")
	test.Type(f.Seed, seed)
	test.Tap(f.Start)
	if p.Match == nil {
		t.Fatalf("the match did not start: %q", f.Error.Text)
	}
	return p, loop
}

// checkNumbered checks that the buttons show their number keys in order, from 1.
func checkNumbered(t *testing.T, buttons []*widget.Button) {
	t.Helper()
	for i, b := range buttons {
		if i < maxKeyNumber && !strings.HasPrefix(b.Text, numbered(i, "")) {
			t.Fatalf("button %d reads %q: no number key %d", i+1, b.Text, i+1)
		}
	}
}

func TestFlaskPlayedWithTheKeyboard(t *testing.T) {
	p, loop := startAgainstRobo(t, flask.Game{}, "5")
	checkNumbered(t, p.Match.View.(*flaskTable).Numbered)
	st := playByKeys(t, p, loop, 400)
	t.Logf("keyboard: %+v, over %v", st, p.Match.Ctrl.Match.Table.Over())
	if st.moves < 10 || st.ends == 0 || st.answers == 0 {
		t.Errorf("the keyboard played %d moves, %d turn ends with Enter, %d dialog answers", st.moves, st.ends, st.answers)
	}
}

// The app's computer players draw their chance from cards.BotRand, as the terminal's do
// (TestTheTerminalsComputersPlayByBotRand): one seed plays the same game in the app and the terminal.
func TestTheAppsComputerPlaysByBotRand(t *testing.T) {
	for _, game := range []cards.Game{flask.Game{}, codex.Game{}, code.Game{}} {
		p, loop := startAgainstRobo(t, game, "11")
		playByKeys(t, p, loop, 40)
		if n := cardstest.CheckBotMovesFollowBotRand(t, game, &p.Match.Ctrl.Match.Log); n < 5 {
			t.Errorf("%s: only %d computer moves played", game.Name(), n)
		}
	}
}

func TestCodexPlayedWithTheKeyboard(t *testing.T) {
	p, loop := startAgainstRobo(t, codex.Game{}, "5")
	st := playByKeys(t, p, loop, 150)
	t.Logf("keyboard: %+v", st)
	if st.moves < 20 || st.letters < 5 || st.answers < 3 {
		t.Errorf("the keyboard played %d moves, placed %d cards by letter, answered %d setup questions", st.moves, st.letters, st.answers)
	}
}

func TestCodePlayedWithTheKeyboard(t *testing.T) {
	p, loop := startAgainstRobo(t, code.Game{}, "5")
	st := playByKeys(t, p, loop, 250)
	t.Logf("keyboard: %+v, over %v", st, p.Match.Ctrl.Match.Table.Over())
	if st.moves < 15 || st.ends == 0 {
		t.Errorf("the keyboard played only %d moves (%d with Enter)", st.moves, st.ends)
	}
}

// Esc cancels the resign question and closes a card shown large; no key resigns.
func TestEscapeClosesDialogsAndNoKeyResigns(t *testing.T) {
	p, loop := startAgainstRobo(t, flask.Game{}, "5") // Ann grows first: Resign is offered
	c := p.Match.Ctrl
	loop.RunUntil(t, "Ann's decision", func() bool { return c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat }, 10*time.Second)
	ft := p.Match.View.(*flaskTable)
	for _, b := range ft.Numbered {
		if strings.Contains(b.Text, "Resign") {
			t.Fatalf("Resign has a number key: %q", b.Text)
		}
	}
	tapButton(t, ft.Actions, "Resign")
	if p.Match.Asking == nil {
		t.Fatal("Resign did not ask")
	}
	for _, k := range []fyne.KeyName{fyne.KeyReturn, fyne.KeySpace, fyne.Key1} {
		press(p, k)
	}
	if c.Match.Table.Over() || p.Match.Asking == nil {
		t.Fatal("a key answered the resign question")
	}
	if !press(p, fyne.KeyEscape) || p.Match.Asking != nil || c.Match.Table.Over() {
		t.Fatal("Esc did not cancel the resign question")
	}
	for _, face := range ft.HandFaces {
		test.Tap(face)
		break
	}
	if !ft.Preview.Open() {
		t.Fatal("tapping a hand card did not show it large")
	}
	if !press(p, fyne.KeyEscape) || ft.Preview.Open() {
		t.Fatal("Esc did not close the card shown large")
	}
}
