package cards

import "strings"

// The optional interfaces of a Game below hold what a front end needs to know of one game beyond
// playing it. A front end asks for them with a type assertion and has a default for a game without.

// MoveTally is an optional interface of a Game: how the lab's reports tally its moves.
type MoveTally interface {
	// TallyName returns the name under which a report counts a move written in the game's
	// notation ("play Attack", "draw faceup"), or "" for a move not counted.
	TallyName(move string) string
}

// TurnEnder is an optional interface of a Game whose engine is no TurnCounter: a simulation counts
// a turn at each move that ends one.
type TurnEnder interface {
	// IsTurnEnd tells whether the move ends the mover's turn.
	IsTurnEnd(move string) bool
}

// Renewer is an optional interface of a Game whose positions a simulation can set up anew in
// place: a worker plays millions of matches, and a fresh position for each is fresh memory, cold
// in the processor's caches, for every match.
type Renewer interface {
	// Renew sets up the match of cfg as New does, in the memory of old when old is a table of
	// this game (else as New). old's match must be over, or given up, and old is not used again.
	Renew(old Table, cfg Config) (Table, error)
}

// SeatDecks is an optional interface of a Game whose seats each bring their own deck (Config.Decks).
type SeatDecks interface {
	// DeckPresets lists the game's built-in decks by name, legal or not.
	DeckPresets() []string
	// CheckDeck checks a deck named by preset or file before a match starts: it loads and it is
	// legal.
	CheckDeck(name string) error
}

// PlayedCard is the tally name of a game whose moves "play X" play a card: the move without a
// target ("play reset seat 2" counts as "play reset"); "" for any other move. It is the lab's tally
// of a game that is no MoveTally.
func PlayedCard(move string) string {
	if !strings.HasPrefix(move, "play ") {
		return ""
	}
	if i := strings.Index(move, " seat "); i > 0 {
		move = move[:i]
	}
	return move
}
