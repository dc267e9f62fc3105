package cards

// Positioner is implemented by engines that write a position as structured data, for `replay
// --json` and for tools and tests that should not parse prose (docs/match-log.md gives each game's
// schema). Position returns a value that encodes to JSON: the position as viewer may see it, or,
// with all, everything including hidden cards and deck order (viewer is then ignored).
type Positioner interface {
	Position(viewer Seat, all bool) any
}
