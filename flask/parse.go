package flask

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// CompositionError tells why a written composition was rejected. It matches ErrBadComposition with
// errors.Is.
type CompositionError struct {
	Input  string // the composition as written
	Reason string // what is wrong, naming the base card
}

// Error writes the problem naming the input: bad composition "R1 X9": unknown base card "X9" ….
func (e *CompositionError) Error() string {
	return fmt.Sprintf("%v %q: %s", ErrBadComposition, e.Input, e.Reason)
}

// Is makes errors.Is(err, ErrBadComposition) true.
func (e *CompositionError) Is(target error) bool { return target == ErrBadComposition }

// ParseComposition reads a composition written as base codes in any order, case and separator:
// "r1 y2 r1", "R1-R1-Y2", "R1 - R1 - Y2", "r1,r1,y2", "R1R1Y2". Base card names ("Attack") are
// accepted too. Blank input is the empty composition. It rejects, with an error wrapping
// ErrBadComposition that names the base card, unknown base codes, more than 3 of a kind and a
// second Y2 or G2.
func ParseComposition(s string) (Composition, error) { return Standard.ParseComposition(s) }

// ParseComposition reads a composition written with the set's base codes or names (see
// the function ParseComposition).
func (rs *RuleSet) ParseComposition(s string) (Composition, error) {
	var c Composition
	t := rs.text()
	// ASCII, the usual input, byte by byte (card show reads millions of lines); from the first
	// token or separator run holding another byte on, rune by rune.
	n, p := len(s), 0
	// The canonical code ("G2 - Y1 - B1"), five bytes a code and its separator, as long as it
	// lasts (the last code, not followed by " - ", is read below): what the loop below does.
	for p+5 < n && s[p+2] == ' ' && s[p+3] == '-' && s[p+4] == ' ' {
		b := t.base(s[p], s[p+1])
		if b == BaseNone || c[b] >= t.max[b] {
			break
		}
		c[b]++
		p += 5
	}
	for p < n {
		switch byteClasses[s[p]] {
		case separatorByte:
			p++
			continue
		case otherByte:
			goto runes
		}
		// A code, the usual token (two bytes, then a separator or the end), under its limit:
		// what addToken does with it.
		if p+1 < n && (p+2 == n || byteClasses[s[p+2]] == separatorByte) {
			if b := t.base(s[p], s[p+1]); b != BaseNone && c[b] < t.max[b] {
				c[b]++
				p += 2
				if p+3 < n && s[p] == ' ' && s[p+1] == '-' && s[p+2] == ' ' {
					p += 3 // the separator of the canonical code, at once (it must be followed by more)
				}
				continue
			}
		}
		q := p + 1
		for q < n && byteClasses[s[q]] == tokenByte {
			q++
		}
		if q < n && s[q] >= utf8.RuneSelf {
			break // rune by rune from this token on
		}
		if err := rs.addToken(&c, s, s[p:q]); err != nil {
			return Composition{}, err
		}
		p = q
	}
runes:
	rest := s[p:]
	for rest != "" {
		i := strings.IndexFunc(rest, isTokenRune)
		if i < 0 {
			break
		}
		rest = rest[i:]
		j := strings.IndexFunc(rest, isSeparator)
		if j < 0 {
			j = len(rest)
		}
		token := rest[:j]
		rest = rest[j:]
		if err := rs.addToken(&c, s, token); err != nil {
			return Composition{}, err
		}
	}
	return c, nil
}

// addToken adds the base cards of one token ("R1", "r1y2", "Attack") to c.
func (rs *RuleSet) addToken(c *Composition, input, token string) error {
	if b, ok := rs.ParseBase(token); ok {
		return rs.addBase(c, input, b)
	}
	// Codes written without separators: letter-digit pairs.
	if len(token)%2 != 0 || len(token) < 4 || !isASCIIAlnum(token) {
		return rs.unknownBase(input, token)
	}
	for k := 0; k < len(token); k += 2 {
		b, ok := rs.ParseBase(token[k : k+2])
		if !ok {
			return rs.unknownBase(input, token[k:k+2])
		}
		if err := rs.addBase(c, input, b); err != nil {
			return err
		}
	}
	return nil
}

func (rs *RuleSet) addBase(c *Composition, input string, b Base) error {
	if max := rs.MaxCount(b); int(c[b]) >= max {
		if max == 1 {
			return &CompositionError{Input: strings.Clone(input), Reason: fmt.Sprintf("a second %s (%s): at most one per card", rs.BaseCode(b), rs.BaseName(b))}
		}
		return &CompositionError{Input: strings.Clone(input), Reason: fmt.Sprintf("more than %d × %s (%s)", max, rs.BaseCode(b), rs.BaseName(b))}
	}
	c[b]++
	return nil
}

func (rs *RuleSet) unknownBase(input, token string) error {
	// Copies of input and token, here and in addBase: so they do not escape, and a caller converting
	// bytes to the input string needs no allocation (card show reads millions of lines).
	return &CompositionError{Input: strings.Clone(input), Reason: fmt.Sprintf("unknown base card %q (known: %s)", strings.Clone(token), rs.titleCodes)}
}

// isSeparator tells whether r separates base codes: white space, punctuation, + and |.
func isSeparator(r rune) bool {
	if r >= 0 && r < utf8.RuneSelf {
		return byteClasses[r] == separatorByte
	}
	return separatorRune(r)
}

func separatorRune(r rune) bool {
	return unicode.IsSpace(r) || unicode.IsPunct(r) || r == '+' || r == '|' || r == '\uFEFF'
}

// The classes of a byte of input in byteClasses.
const (
	tokenByte     = iota // an ASCII byte of a token
	separatorByte        // an ASCII separator
	otherByte            // a byte of a multi-byte rune (or not UTF-8): read rune by rune
)

// byteClasses caches separatorRune for ASCII, the usual input, and marks the other bytes.
var byteClasses = func() (t [256]uint8) {
	for r := range t {
		switch {
		case r >= utf8.RuneSelf:
			t[r] = otherByte
		case separatorRune(rune(r)):
			t[r] = separatorByte
		}
	}
	return t
}()

func isTokenRune(r rune) bool { return !isSeparator(r) }

// isASCIIAlnum tells whether s holds only ASCII letters and digits.
func isASCIIAlnum(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return true
}
