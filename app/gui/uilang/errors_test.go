package uilang

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// errorShown matches the ways the app could show an error's English text without ErrorText: a
// dialog.ShowError of anything but uilang.Error(…) / Error(…), and an error's Error() or Message.
var errorShown = regexp.MustCompile(`dialog\.ShowError\((?:uilang\.)?(\w*)\(?|\.Error\(\)|\bp\.Message\b`)

// Every error the app shows goes through ErrorText (Error for dialogs), so that the games'
// messages are translated: no package of the app shows an error's own text.
func TestTheAppShowsErrorsThroughErrorText(t *testing.T) {
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		if filepath.Base(filepath.Dir(path)) == "uilang" {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range errorShown.FindAllStringSubmatchIndex(string(src), -1) {
			text := string(src[m[0]:m[1]])
			if strings.HasPrefix(text, "dialog.ShowError(") && string(src[m[2]:m[3]]) == "Error" {
				continue
			}
			line := 1 + strings.Count(string(src[:m[0]]), "\n")
			t.Errorf("%s:%d: %s shows an error untranslated: use uilang.ErrorText or uilang.Error", path, line, text)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// A deck's problem, a deck file's error and an error wrapped around one read in the app's language,
// and errors.Is still sees the sentinel through Error.
func TestErrorTextTranslatesTheGamesErrors(t *testing.T) {
	t.Cleanup(func() { _ = Setup("en") })
	d := flask.Deck{Name: "x", Cards: []flask.Card{{Name: "A", Amount: 1, Composition: flask.Composition{0, 1}}}}
	problem := d.Validate()[0]
	_, fileErr := flask.DecodeDeckYAML("rot.yaml", []byte("name: x\ncards:\n  - name: A\n    amount: 7\n    composition: R1\n"))
	if fileErr == nil {
		t.Fatal("a deck with amount 7 was read")
	}
	wrapped := fmt.Errorf("opening: %w", fileErr)
	for _, c := range []struct {
		code string
		err  error
		want string
	}{
		{"en", problem, "the deck has 1 cards counting amounts; a deck needs exactly 15"},
		{"de", problem, "Das Deck hat 1 Karten mit Anzahlen; nötig sind genau 15"},
		{"it", problem, "Il mazzo ha 1 carte con le quantità; ne servono esattamente 15"},
		{"en", fileErr, `rot.yaml:4: card 1 "A": amount 7; it must be 1 to 3`},
		{"de", fileErr, `rot.yaml, Zeile 4: Karte 1 "A": Anzahl 7; sie muss 1 bis 3 sein`},
		{"it", fileErr, `rot.yaml, riga 4: carta 1 "A": quantità 7; deve essere da 1 a 3`},
		{"de", wrapped, `opening: rot.yaml, Zeile 4: Karte 1 "A": Anzahl 7; sie muss 1 bis 3 sein`},
	} {
		if err := Setup(c.code); err != nil {
			t.Fatal(err)
		}
		if got := ErrorText(c.err); got != c.want {
			t.Errorf("%s: %q\nwant %q", c.code, got, c.want)
		}
	}
	if !errors.Is(Error(fileErr), flask.ErrBadDeckFile) || Error(nil) != nil {
		t.Error("Error hides the sentinel, or gives an error for nil")
	}
	if err := msgerr.TranslationErr(); err != nil {
		t.Error(err)
	}
}
