package codex

import "strconv"

// itoa writes n in decimal.
func itoa(n int) string { return strconv.Itoa(n) }
