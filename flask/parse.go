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
	rest := s
	// ASCII, the usual input, byte by byte (card show reads millions of lines); from the first
	// token or separator run holding another byte on, rune by rune.
	for rest != "" {
		i := 0
		for i < len(rest) && rest[i] < utf8.RuneSelf && asciiSeparators[rest[i]] {
			i++
		}
		rest = rest[i:]
		j := 0
		for j < len(rest) && rest[j] < utf8.RuneSelf && !asciiSeparators[rest[j]] {
			j++
		}
		if j < len(rest) && rest[j] >= utf8.RuneSelf {
			break // rune by rune from this token on
		}
		if j == 0 { // the end
			break
		}
		if err := rs.addToken(&c, s, rest[:j]); err != nil {
			return Composition{}, err
		}
		rest = rest[j:]
	}
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
		return asciiSeparators[r]
	}
	return separatorRune(r)
}

func separatorRune(r rune) bool {
	return unicode.IsSpace(r) || unicode.IsPunct(r) || r == '+' || r == '|' || r == '\uFEFF'
}

// asciiSeparators caches separatorRune for ASCII, the usual input.
var asciiSeparators = func() (t [utf8.RuneSelf]bool) {
	for r := range t {
		t[r] = separatorRune(rune(r))
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
