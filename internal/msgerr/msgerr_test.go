package msgerr

import (
	"errors"
	"fmt"
	"testing"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

var errSentinel = New("bad setup")

// Errorf's English text is fmt.Errorf's, byte for byte, whatever the verbs; %w errors are wrapped.
func TestErrorfWritesWhatFmtWrites(t *testing.T) {
	cause := errors.New("disk full")
	for _, c := range []struct {
		format string
		args   []any
	}{
		{"%w: %d seats described for %d seats", []any{errSentinel, 3, 2}},
		{"card %d %q: %v", []any{1, "Ab\"c", cause}},
		{"%s: cannot read deck: %w", []any{"x.yaml", cause}},
		{"%5.1f%% of %x, %+d %-4s|", []any{12.345, 255, 3, "ab"}},
		{"%[1]d and %[1]d", []any{7}}, // no key: plain
		{"%d missing", nil},
	} {
		want := fmt.Errorf(c.format, c.args...)
		got := Errorf(c.format, c.args...)
		if got.Error() != want.Error() {
			t.Errorf("%q: %q, fmt.Errorf gives %q", c.format, got.Error(), want.Error())
		}
		if errors.Is(want, cause) != errors.Is(got, cause) || errors.Is(want, errSentinel) != errors.Is(got, errSentinel) {
			t.Errorf("%q: errors.Is differs from fmt.Errorf's", c.format)
		}
	}
	if k, _, _ := FormatKey("%s: amount %d; it must be 1 to %d%%"); k != "{{.A}}: amount {{.B}}; it must be 1 to {{.C}}%" {
		t.Errorf("key %q", k)
	}
}

// A translated error translates its error arguments too; a wrapper's own text stays around the
// translated part; a key without translation is English.
func TestTextTranslates(t *testing.T) {
	err := Errorf("%w: %d seats described for %d seats", errSentinel, 3, 2)
	if got, want := Text(err, i18n.German), "fehlerhafter Spielaufbau: 3 Plätze beschrieben für 2 Plätze"; got != want {
		t.Errorf("German: %q, want %q", got, want)
	}
	if got, want := Text(fmt.Errorf("opening x: %w", err), i18n.Italian), "opening x: preparazione non valida: 3 posti descritti per 2 posti"; got != want {
		t.Errorf("Italian in a wrapper: %q, want %q", got, want)
	}
	if got, want := Text(InFile("a.yaml", 3, err), i18n.Italian), "a.yaml, riga 3: preparazione non valida: 3 posti descritti per 2 posti"; got != want {
		t.Errorf("Italian framed: %q, want %q", got, want)
	}
	if got := Text(Errorf("no key for %d here", 4), i18n.German); got != "no key for 4 here" {
		t.Errorf("untranslated key: %q", got)
	}
	if Text(nil, i18n.German) != "" || Text(errors.New("plain"), i18n.German) != "plain" {
		t.Error("nil or a plain error")
	}
	if !errors.Is(InFile("a", 1, err), errSentinel) || !Is(err, "{{.A}}: {{.B}} seats described for {{.C}} seats") {
		t.Error("errors.Is or Is does not see through")
	}
}
