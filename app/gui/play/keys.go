package play

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Keyboard play: the number keys pick the moves a table numbers on screen ("1 · Play"), Enter or
// Space ends the turn where the game has an end-turn move, Esc closes the dialog that may be
// closed (a card shown large, the resign question). A choice the game waits for (a dialog without
// a close button) numbers its answers, and the number keys pick those while it is open.

// maxKeyNumber is the highest number key: the moves after the ninth are not numbered.
const maxKeyNumber = 9

// tableKeys is what the keyboard can do on a table now.
type tableKeys struct {
	Numbered []func() // key N runs Numbered[N-1]
	Lettered []func() // key A runs Lettered[0]… (positions on a board)
	End      func()   // Enter or Space: end the turn; nil when no end-turn move is offered
	Dialog   []func() // the open dialog's numbered answers; nil when no dialog is open
	Dismiss  func()   // Esc: close the open dialog; nil when none may be closed
}

// keyboardTable is a table view that can be played from the keyboard.
type keyboardTable interface {
	Keys() tableKeys
}

// numbered writes a move's label with its number key, as the table shows it: "1 · Play". Labels
// past the last number key stay as they are.
func numbered(i int, label string) string {
	if i < 0 || i >= maxKeyNumber {
		return label
	}
	return strconv.Itoa(i+1) + " · " + label
}

// unnumbered removes the number key from a label written by numbered.
func unnumbered(label string) string {
	if n, rest, ok := strings.Cut(label, " · "); ok {
		if _, err := strconv.Atoi(n); err == nil {
			return rest
		}
	}
	return label
}

// numberButtons numbers buttons in order, from number from+1 (see numbered), and returns their
// taps, for Keys.
func numberButtons(buttons []*widget.Button, from int) []func() {
	for i, b := range buttons {
		b.SetText(numbered(from+i, unnumbered(b.Text)))
	}
	return tapsOf(buttons)
}

// tapsOf returns a tap of each button, which does nothing while the button is disabled.
func tapsOf(buttons []*widget.Button) []func() {
	taps := make([]func(), len(buttons))
	for i, b := range buttons {
		taps[i] = func() {
			if !b.Disabled() && b.OnTapped != nil {
				b.OnTapped()
			}
		}
	}
	return taps
}

// keyNumber returns the number a key names (1 for Key1…), 0 for other keys.
func keyNumber(k fyne.KeyName) int {
	if len(k) == 1 && k[0] >= '1' && k[0] <= '9' {
		return int(k[0] - '0')
	}
	return 0
}

// keyLetter returns the index of the letter a key names (0 for A…), -1 for other keys.
func keyLetter(k fyne.KeyName) int {
	if len(k) == 1 && k[0] >= 'A' && k[0] <= 'Z' {
		return int(k[0] - 'A')
	}
	return -1
}

// pick runs the n-th (from 1) of taps, telling whether there was one.
func pick(taps []func(), n int) bool {
	if n < 1 || n > len(taps) || taps[n-1] == nil {
		return false
	}
	taps[n-1]()
	return true
}

// TypedKey plays the key typed on the match screen, telling whether it was used.
func (s *matchScreen) TypedKey(ev *fyne.KeyEvent) bool {
	if s.Asking != nil { // the resign question: Esc cancels; no key confirms it
		if ev.Name == fyne.KeyEscape {
			s.Answer(false)
			return true
		}
		return false
	}
	if s.Passing {
		if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter || ev.Name == fyne.KeySpace {
			s.Pass.Button.OnTapped()
			return true
		}
		return false
	}
	kt, ok := s.View.(keyboardTable)
	if !ok {
		return false
	}
	keys := kt.Keys()
	switch ev.Name {
	case fyne.KeyEscape:
		if keys.Dismiss != nil {
			keys.Dismiss()
			return true
		}
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		if keys.Dialog == nil && keys.End != nil {
			keys.End()
			return true
		}
	}
	if n := keyNumber(ev.Name); n > 0 {
		if keys.Dialog != nil {
			return pick(keys.Dialog, n)
		}
		return pick(keys.Numbered, n)
	}
	if l := keyLetter(ev.Name); l >= 0 && keys.Dialog == nil {
		return pick(keys.Lettered, l+1)
	}
	return false
}

// TypedKey plays a key typed while the Play section is shown, telling whether it was used (the
// app's window sends it the keys no text field takes).
func (s *Section) TypedKey(ev *fyne.KeyEvent) bool {
	p := s.p
	if p.Leaving != nil {
		if ev.Name == fyne.KeyEscape {
			p.Leaving.Cancel.OnTapped()
			return true
		}
		return false
	}
	if p.Match == nil {
		return false
	}
	return p.Match.TypedKey(ev)
}

// dialogKeys returns the numbered answers of the open choice or card preview and how Esc closes
// it: a choice the game waits for cannot be closed; a card shown large can.
func dialogKeys(choice *choiceDialog, preview *cardPreview) (answers []func(), dismiss func()) {
	if choice.Open() {
		return choice.taps, nil
	}
	if preview.Open() {
		return preview.taps, preview.Hide
	}
	return nil, nil
}
