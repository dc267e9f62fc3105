package cards

// Explainer is an optional interface of an Engine, for the help a player asks for during a match:
// the game's rules in short, and any card the player can see written in full.
type Explainer interface {
	// RulesSummary returns the game's rules in a few lines.
	RulesSummary() string
	// ExplainCard returns the full text of the card that ref names (a card's name or id, or a move
	// that names a card), if viewer can see such a card now; "" and false otherwise.
	ExplainCard(viewer Seat, ref string) (string, bool)
}

// CompactDescriber is an optional interface of an Engine whose Describe is long: DescribeCompact
// writes the position as seat may see it in few lines (a terminal turn screen), Describe in full.
type CompactDescriber interface {
	DescribeCompact(s Seat) string
}
