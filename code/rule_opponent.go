package code

// RuleDecision plays the playout rule's choice (PlayoutMove) when the seat to move is the one a
// sampled world marks for it (ruleSeat: the other seat of a two-player search), and reports
// whether it did (cards.RuleDecider): the search's tree then branches only on its own seat's
// moves and expects the other seat to answer as the model of a greedy-like player does.
func (s *State) RuleDecision() bool {
	if s.ruleSeat == 0 || s.phase == phaseOver || int8(s.ToMove()) != s.ruleSeat-1 {
		return false
	}
	var buf [64]Move
	moves := s.appendMoves(buf[:0])
	if len(moves) == 0 {
		return false
	}
	s.playListed(s.PlayoutMove(moves, &s.rng))
	return true
}
