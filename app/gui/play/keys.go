package play

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Keyboard play: the keys pick the moves a table labels on screen with their key ("1 · Play"),
// Enter or Space ends the turn where the game has an end-turn move, Esc closes the dialog that may
// be closed (a card shown large, the resign question). A choice the game waits for (a dialog
// without a close button) labels its answers, and their keys pick those while it is open.
//
// Every move has a key, however many there are: the first nine are 1…9, the next 26 A…Z, and
// past those a key is typed after 0, once per round of 35 ("0 1" is the 36th, "0 0 1" the 71st).
// A board whose positions are lettered (Codex) keeps the letters for them: its numbered moves go
// 1…9, then "0 1"…, and its positions A…Z, then "0 A"….

// enterSettle is how long Enter and Space do nothing after the pass screen comes up or is
// tapped away: longer than a double press and than a held key's delay before it repeats.
const enterSettle = 700 * time.Millisecond

// maxKeyNumber is the highest number key.
const maxKeyNumber = 9

// Key alphabets: moveKeys label the moves of a table without lettered positions and the answers
// of a dialog; digitKeys the moves of a table whose letters name board positions; letterKeys
// those positions.
const (
	moveKeys   = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digitKeys  = "123456789"
	letterKeys = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
)

// tableKeys is what the keyboard can do on a table now.
type tableKeys struct {
	Numbered []func() // the moves by key: 1…9, then A…Z (1…9 only when Lettered is set), then after 0
	Lettered []func() // the positions on a board by key: A…Z, then after 0
	End      func()   // Enter or Space: end the turn; nil when no end-turn move is offered
	Dialog   []func() // the open dialog's answers by key (as Numbered); nil when no dialog is open
	Dismiss  func()   // Esc: close the open dialog; nil when none may be closed
}

// keyboardTable is a table view that can be played from the keyboard.
type keyboardTable interface {
	Keys() tableKeys
}

// keyCode returns the keys that pick the i-th (from 0) item labelled from alphabet: a 0 for each
// whole round of the alphabet, then its symbol ("0 1" for the 36th of moveKeys).
func keyCode(i int, alphabet string) string {
	if i < 0 {
		return ""
	}
	n := len(alphabet)
	return strings.Repeat("0 ", i/n) + alphabet[i%n:i%n+1]
}

// keyIndex returns the index of the item that the key sym picks after zeros 0s in alphabet, or
// -1 when sym is not in it.
func keyIndex(zeros int, sym fyne.KeyName, alphabet string) int {
	if len(sym) != 1 {
		return -1
	}
	j := strings.IndexByte(alphabet, sym[0])
	if j < 0 {
		return -1
	}
	return zeros*len(alphabet) + j
}

// numbered writes a move's label with its key, as the table shows it: "1 · Play", "A · Play"
// (the tenth), "0 1 · Play" (the 36th).
func numbered(i int, label string) string { return numberedIn(i, label, moveKeys) }

// numberedIn writes a move's label with its key from alphabet.
func numberedIn(i int, label, alphabet string) string {
	if i < 0 {
		return label
	}
	return keyCode(i, alphabet) + " · " + label
}

// unnumbered removes the key from a label written by numbered.
func unnumbered(label string) string {
	code, rest, ok := strings.Cut(label, " · ")
	if !ok {
		return label
	}
	code = strings.TrimLeft(code, "0 ")
	if len(code) == 1 && strings.Contains(moveKeys, code) {
		return rest
	}
	return label
}

// numberButtons labels buttons in order with their keys, from the (from+1)-th key of moveKeys
// (see numbered), and returns their taps, for Keys.
func numberButtons(buttons []*widget.Button, from int) []func() {
	return numberButtonsIn(buttons, from, moveKeys)
}

// numberButtonsIn labels buttons with their keys from alphabet and returns their taps.
func numberButtonsIn(buttons []*widget.Button, from int, alphabet string) []func() {
	for i, b := range buttons {
		b.SetText(numberedIn(from+i, unnumbered(b.Text), alphabet))
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

// pick runs the i-th (from 0) of taps, telling whether there was one.
func pick(taps []func(), i int) bool {
	if i < 0 || i >= len(taps) || taps[i] == nil {
		return false
	}
	taps[i]()
	return true
}

// TypedKey plays the key typed on the match screen, telling whether it was used.
func (s *matchScreen) TypedKey(ev *fyne.KeyEvent) bool {
	zeros := s.zeros
	s.zeros = 0
	if s.Asking != nil { // the resign question: Esc cancels; no key confirms it
		if ev.Name == fyne.KeyEscape {
			s.Answer(false)
			return true
		}
		return false
	}
	enter := ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter || ev.Name == fyne.KeySpace
	if enter && s.now().Before(s.settled) {
		return true // the pass screen has just come or gone: the key is swallowed
	}
	if s.Passing {
		if enter {
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
		return zeros > 0 // Esc also forgets the 0s typed
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		if keys.Dialog == nil && keys.End != nil {
			keys.End()
			return true
		}
		return false
	case fyne.Key0: // the next key picks from the next round of keys
		s.zeros = zeros + 1
		return true
	}
	if keys.Dialog != nil {
		return pick(keys.Dialog, keyIndex(zeros, ev.Name, moveKeys))
	}
	if keys.Lettered != nil {
		if i := keyIndex(zeros, ev.Name, letterKeys); i >= 0 {
			return pick(keys.Lettered, i)
		}
		return pick(keys.Numbered, keyIndex(zeros, ev.Name, digitKeys))
	}
	return pick(keys.Numbered, keyIndex(zeros, ev.Name, moveKeys))
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
// it: a choice the game waits for cannot be closed; a choice before a move (a Swap's pile) and a
// card shown large can.
func dialogKeys(choice *choiceDialog, preview *cardPreview) (answers []func(), dismiss func()) {
	if choice.Open() {
		if choice.Cancellable {
			return choice.taps, choice.Hide
		}
		return choice.taps, nil
	}
	if preview.Open() {
		return preview.taps, preview.Hide
	}
	return nil, nil
}
