package play

// Undo is the window's Ctrl+Z (Edit ▸ Undo) while the Play tab is shown: the pass screen's "Undo
// the move of NAME" where it is offered, else "Undo my move" where it may be used; nothing while
// a dialog is open or the match is being left.
func (s *Section) Undo() {
	p := s.p
	if p.Match == nil || p.Leaving != nil {
		return
	}
	p.Match.undoKey()
}

// undoKey does what the visible undo button does, if one is visible and enabled: not while a
// dialog is open over the table (a question the game asks, the resign question), whose buttons
// the key would otherwise slip past.
func (s *matchScreen) undoKey() {
	switch {
	case s.Asking != nil, s.win != nil && s.win.Canvas().Overlays().Top() != nil:
	case s.Passing:
		if s.Pass.Undo.Visible() {
			s.undoFromPass()
		}
	case !s.Undo.Disabled():
		s.undo()
	}
}
