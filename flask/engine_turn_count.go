package flask

// Turns returns the turns played so far as a simulation counts them (cards.TurnCounter): a turn is
// counted at its first move, and a turn's moves run up to its "end" (the others' responses
// included, as IsTurnEnd tells), so a match's count is the number of moves that follow an "end",
// its first move included. A turn in which the seat to move went out at its start (an empty deck)
// holds no move and is not counted, unlike the Turn line of Describe, which counts every turn
// started. Only moves played since the match was set up are counted.
func (e *State) Turns() int { return int(e.moveTurns) }
