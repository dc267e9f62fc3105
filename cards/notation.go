package cards

import "strings"

// normalizeNotation folds case and runs of space so "Play 2" and " play  2 " read the same.
func normalizeNotation(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}
