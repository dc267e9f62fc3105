package codex

import "fmt"

// CardType is the kind of a card. The zero value is no type.
type CardType uint8

// Card types.
const (
	NoType CardType = iota
	Resource
	Gold
	Starter
	ObjectiveCard
)

var cardTypeNames = [...]string{"", "resource", "gold", "starter", "objective"}

// String returns the type's name as in the data file.
func (t CardType) String() string {
	if int(t) >= len(cardTypeNames) {
		return fmt.Sprintf("CardType(%d)", uint8(t))
	}
	return cardTypeNames[t]
}

// Scoring is how a resource or gold card's front scores when placed. The zero value scores nothing.
type Scoring uint8

// Scoring kinds.
const (
	NoScoring        Scoring = iota
	Flat                     // the card's points
	PerObject                // points × visible objects of one kind after placing, this card included
	PerCoveredCorner         // points × corners the placement covers
)

var scoringNames = [...]string{"", "flat", "per_object", "per_covered_corner"}

// String returns the scoring's name as in the data file.
func (s Scoring) String() string {
	if int(s) >= len(scoringNames) {
		return fmt.Sprintf("Scoring(%d)", uint8(s))
	}
	return scoringNames[s]
}

// ObjectiveKind is how an objective card scores. The zero value is not an objective.
type ObjectiveKind uint8

// Objective kinds.
const (
	NoObjective      ObjectiveKind = iota
	CountObjective                 // floor(visible symbols / required) × points, for a set of symbols
	PatternObjective               // points × the largest number of disjoint occurrences of a card pattern
)

var objectiveNames = [...]string{"", "count", "pattern"}

// String returns count or pattern.
func (k ObjectiveKind) String() string {
	if int(k) >= len(objectiveNames) {
		return fmt.Sprintf("ObjectiveKind(%d)", uint8(k))
	}
	return objectiveNames[k]
}

// CardSide is one side of a resource, gold or starter card.
type CardSide struct {
	Corners [4]Corner // indexed by CornerPos
	Center  [3]Symbol // permanent centre resources (NoSymbol after the last)
	// Symbols counts every symbol this side shows (corners and centre), indexed by Symbol.
	Symbols [numSymbols]uint8
}

// CenterCount returns the number of permanent centre resources.
func (s *CardSide) CenterCount() int {
	n := 0
	for _, c := range s.Center {
		if c != NoSymbol {
			n++
		}
	}
	return n
}

// PatternCell is one card of a pattern objective: its offset on the half-card grid and its kingdom.
type PatternCell struct {
	DX, DY  int
	Kingdom Symbol
}

// Card is one of the 102 Codex cards.
type Card struct {
	ID      int
	Type    CardType
	Kingdom Symbol      // resource and gold cards
	Sides   [3]CardSide // indexed by Side: [Front], [Back]; [NoSide] is unused

	Points      int               // resource, gold, objective
	Scoring     Scoring           // resource and gold fronts
	Object      Symbol            // the object counted by PerObject scoring
	Requirement [numSymbols]uint8 // gold fronts: kingdom symbols visible before placing
	Objective   ObjectiveKind     // objective cards
	Requires    [numSymbols]uint8 // count objectives: symbols per set
	Cells       [3]PatternCell    // pattern objectives
	Description string            // objective cards: the objective in words
}

// Side returns the card's side s (Front or Back).
func (c *Card) Side(s Side) *CardSide { return &c.Sides[s] }

// Playable tells whether the card goes into a hand and a play area (resource or gold).
func (c *Card) Playable() bool { return c.Type == Resource || c.Type == Gold }

// HasRequirement tells whether a gold card's front needs visible resources.
func (c *Card) HasRequirement() bool {
	for _, n := range c.Requirement {
		if n > 0 {
			return true
		}
	}
	return false
}

// String returns e.g. "gold 45 (FUNGI)".
func (c *Card) String() string {
	if c.Kingdom != NoSymbol {
		return fmt.Sprintf("%s %d (%s)", c.Type, c.ID, c.Kingdom)
	}
	return fmt.Sprintf("%s %d", c.Type, c.ID)
}

// Card id ranges (official numbering).
const (
	FirstResource  = 1
	FirstGold      = 41
	FirstStarter   = 81
	FirstObjective = 87
	LastCard       = 102
	numCards       = LastCard + 1 // arrays indexed by card id
)
