package code

// event is one move of the public history (State.hist): the move and what every player saw when
// it was played. Everything in it is public: moves are announced (a draw says only "draw"; whether
// the card drawn fits shows in the next event, a decision about it), and the rest lies face up.
type event struct {
	move    Move
	seat    int8  // the seat that moved
	phase   phase // the decision it answered
	top     Card  // the number pile's top before the move
	act     Card  // the action pile's top before the move (NoCard when empty)
	pending uint8 // the +2 total the mover faced
	swapNum bool  // a Swap could take the number pile's top (the pile held two cards or more)
}

// record appends m, about to be played, to the public history. The history's array is shared by
// copies of the state: only the state that made it (histOwn) appends in place, beyond what any
// copy sees; a copy makes its own array at its first record (Clone, Copy and CopyFrom clear
// histOwn), so a copy that plays on leaves the others' history alone. Only the match's own state
// records (histOn): worlds sampled by the search do not.
func (s *State) record(m Move) {
	ev := event{move: m, seat: int8(s.ToMove()), phase: s.phase, top: s.NumberTop(), act: s.ActionTop(),
		pending: s.pending, swapNum: s.numPileN >= 2}
	if !s.histOwn {
		s.hist = append(make([]event, 0, 2*len(s.hist)+16), s.hist...)
		s.histOwn = true
	}
	s.hist = append(s.hist, ev)
}

// RecordHistory turns the public history on or off: with it on, every move played is kept with
// what all players saw, and the search levels infer the others' hidden cards from it (belief.go).
// A match made by New records; a state made by Deal does not until told.
func (s *State) RecordHistory(on bool) { s.histOn = on }
