package cards

import (
	"fmt"
	"strings"
)

// listMoves writes up to max moves in notation, joined by ", ", with "…" when there are more.
func listMoves[M fmt.Stringer](moves []M, max int) string {
	parts := make([]string, 0, max+1)
	for i, m := range moves {
		if i == max {
			parts = append(parts, fmt.Sprintf("… (%d in all)", len(moves)))
			break
		}
		parts = append(parts, m.String())
	}
	return strings.Join(parts, ", ")
}

// normalizeNotation folds case and runs of space so "Play 2" and " play  2 " read the same.
func normalizeNotation(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}
