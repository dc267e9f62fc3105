package export

import (
	"fmt"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// slug turns a card or deck name into a file name part: lower-case letters and digits joined by
// hyphens ("Returning Double Attack!" → "returning-double-attack"), accents dropped ("été" →
// "ete"), "card" when nothing is left.
func slug(name string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range norm.NFD.String(strings.ToLower(name)) {
		if unicode.Is(unicode.Mn, r) {
			continue // an accent, decomposed from its letter
		}
		switch {
		case r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			hyphen = false
		default:
			hyphen = true
		}
		if b.Len() >= 60 {
			break
		}
	}
	if b.Len() == 0 {
		return "card"
	}
	return b.String()
}

// numbered returns "NN-slug" with the number zero-padded to the width of total, so files sort in
// card order.
func numbered(n, total int, name string) string {
	return fmt.Sprintf("%0*d-%s", len(fmt.Sprint(total)), n, slug(name))
}
