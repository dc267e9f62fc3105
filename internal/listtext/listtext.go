// Package listtext writes lists in messages so that a message stays one readable line: a long list
// shows its first items and ends "and N more".
package listtext

import (
	"fmt"
	"strings"
)

// MaxLine is the length messages are kept under (about 300 characters).
const MaxLine = 300

// Join joins at most limit items with sep, then " and N more" for the rest.
func Join(items []string, sep string, limit int) string {
	if len(items) <= limit {
		return strings.Join(items, sep)
	}
	return strings.Join(items[:limit], sep) + fmt.Sprintf(" and %d more", len(items)-limit)
}

// Clip shortens s to at most max bytes (on a rune boundary), ending with "…" when cut.
func Clip(s string, max int) string {
	if len(s) <= max {
		return s
	}
	cut := max - len("…")
	for cut > 0 && cut < len(s) && s[cut]&0xC0 == 0x80 {
		cut--
	}
	return s[:cut] + "…"
}
