package printing

import (
	"strconv"
	"strings"
)

// Size is a width and height in millimetres.
type Size struct{ W, H float64 }

// String writes the size as "W×H mm".
func (s Size) String() string { return mm(s.W) + "×" + mm(s.H) + " mm" }

// Paper is a sheet size by name (portrait: W ≤ H for the named ones).
type Paper struct {
	Name string
	Size
}

// CardSize is a trimmed card size by name.
type CardSize struct {
	Name string
	Size
}

// The named paper sizes.
var (
	A4     = Paper{"A4", Size{210, 297}}
	Letter = Paper{"Letter", Size{215.9, 279.4}}
)

// Papers lists the named paper sizes.
var Papers = []Paper{A4, Letter}

// The named card sizes.
var (
	Poker  = CardSize{"poker", Size{63.5, 88.9}}
	Bridge = CardSize{"bridge", Size{57.2, 88.9}}
	Mini   = CardSize{"mini", Size{44, 63}}
	Tarot  = CardSize{"tarot", Size{70, 120}}
)

// CardSizes lists the named card sizes.
var CardSizes = []CardSize{Poker, Bridge, Mini, Tarot}

// ParsePaper reads a paper name (a4, letter, any case) or a custom size "WxH" in mm.
// Errors wrap ErrBadOption.
func ParsePaper(s string) (Paper, error) {
	for _, p := range Papers {
		if strings.EqualFold(s, p.Name) {
			return p, nil
		}
	}
	size, ok := parseWxH(s)
	if !ok {
		return Paper{}, badOption("unknown paper %q (a4, letter or WxH in mm such as 300x450)", s)
	}
	return Paper{Name: size.String(), Size: size}, nil
}

// ParseCardSize reads a card size name (poker, bridge, mini, tarot) or a custom size "WxH" in mm.
// Errors wrap ErrBadOption.
func ParseCardSize(s string) (CardSize, error) {
	for _, c := range CardSizes {
		if strings.EqualFold(s, c.Name) {
			return c, nil
		}
	}
	size, ok := parseWxH(s)
	if !ok {
		return CardSize{}, badOption("unknown card size %q (poker, bridge, mini, tarot or WxH in mm such as 63x88)", s)
	}
	return CardSize{Name: size.String(), Size: size}, nil
}

// parseWxH reads "63.5x88.9" (x, X or ×, an optional "mm"); both numbers must be positive.
func parseWxH(s string) (Size, bool) {
	s = strings.TrimSuffix(strings.TrimSpace(strings.ToLower(s)), "mm")
	s = strings.ReplaceAll(s, "×", "x")
	ws, hs, ok := strings.Cut(s, "x")
	if !ok {
		return Size{}, false
	}
	w, err1 := strconv.ParseFloat(strings.TrimSpace(ws), 64)
	h, err2 := strconv.ParseFloat(strings.TrimSpace(hs), 64)
	if err1 != nil || err2 != nil || !(w > 0) || !(h > 0) || w > 10000 || h > 10000 {
		return Size{}, false
	}
	return Size{w, h}, true
}

// mm writes a length with at most two decimals.
func mm(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}
