package play

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask"
)

// checkEveryButtonKeyed checks that each button shows the key of its place and that typing that
// key taps it: the buttons' taps are swapped for recorders meanwhile, and put back.
func checkEveryButtonKeyed(t *testing.T, p *playSection, buttons []*widget.Button) {
	t.Helper()
	taps := make([]func(), len(buttons))
	hit := -1
	for i, b := range buttons {
		taps[i], b.OnTapped = b.OnTapped, func() { hit = i }
	}
	defer func() {
		for i, b := range buttons {
			b.OnTapped = taps[i]
		}
	}()
	for j, b := range buttons {
		code := keyCode(j, moveKeys)
		if !strings.HasPrefix(b.Text, code+" · ") {
			t.Errorf("move %d reads %q: its key %q is not shown", j+1, b.Text, code)
		}
		hit = -1
		if !pressCode(p, code) || hit != j {
			t.Errorf("typing %q for move %d (%q) tapped move %d", code, j+1, b.Text, hit+1)
		}
	}
}

// Every move of a Flask table has a key past the ninth (letters), and the key plays it.
func TestEveryFlaskMoveHasAKey(t *testing.T) {
	for _, n := range []int{12, 30} {
		p, _, _ := newTestSection(t, flask.Game{})
		startFlaskWithHand(t, p, n)
		ft := p.Match.View.(*flaskTable)
		t.Logf("%d cards: %d moves", n, len(ft.Numbered))
		if len(ft.Numbered) <= maxKeyNumber {
			t.Fatalf("%d cards in hand give only %d moves", n, len(ft.Numbered))
		}
		buttons := ft.Numbered
		checkEveryButtonKeyed(t, p, buttons)
		// The tenth move played by its key, for real.
		before := len(p.Match.Ctrl.Match.Log.Moves)
		if !pressCode(p, keyCode(maxKeyNumber, moveKeys)) || len(p.Match.Ctrl.Match.Log.Moves) != before+1 {
			t.Errorf("%d cards: key %s did not play the tenth move (%q)", n, keyCode(maxKeyNumber, moveKeys), buttons[maxKeyNumber].Text)
		}
	}
}

// Every move of a table with 50 moves has a key: 1…9, A…Z, then 0 1…0 F; the 41st plays by "0 5".
func TestEveryMoveOfALongListHasAKey(t *testing.T) {
	p, loop, _ := newTestSection(t, stonesGame{})
	setup := playSetup{Game: stonesGame{}, Rules: map[string]string{"pile": "100"}, Seed: 1,
		Seats: []playSeat{{Name: "Ann"}, {Name: "Robo", Bot: &cards.BotSpec{Level: cards.LevelRandom}}}}
	if err := p.StartMatch(setup); err != nil {
		t.Fatal(err)
	}
	c := p.Match.Ctrl
	loop.RunUntil(t, "Ann's decision", func() bool { return c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat }, 10*time.Second)
	g := genericOf(t, p)
	if len(g.MoveButtons) != 50 {
		t.Fatalf("%d moves, want 50", len(g.MoveButtons))
	}
	checkEveryButtonKeyed(t, p, g.MoveButtons)
	if code := keyCode(40, moveKeys); code != "0 6" {
		t.Errorf("the 41st key is %q, want \"0 6\"", code)
	}
	if !pressCode(p, "0 6") {
		t.Fatal("0 6 was not used")
	}
	if log := c.Match.Log.Moves; len(log) == 0 || !strings.Contains(log[len(log)-1], "take 41") {
		t.Errorf("0 6 played %v, want take 41", log)
	}
	// A 0 then Esc forgets the 0: the next 1 takes 1 stone, not 36.
	loop.RunUntil(t, "Ann's decision", func() bool { return c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat }, 10*time.Second)
	press(p, fyne.Key0)
	press(p, fyne.KeyEscape)
	if !press(p, fyne.Key1) {
		t.Fatal("1 was not used")
	}
	if log := c.Match.Log.Moves; !strings.HasSuffix(log[len(log)-1], "take 1") {
		t.Errorf("0, Esc, 1 played %q, want take 1", log[len(log)-1])
	}
}
