package cards

// TakeBack returns how many of the last moves seat may take back now, 0 for none: its own last
// move and every computer move after it (Log.Seats tells who is a person). Alone among computers, a
// person may take back their last move until the game is over. When several people play, a person
// takes back only a move of their own that no other person has answered since and that showed
// them nothing hidden (Learns: no card drawn, no computer's hidden card shown), so nobody gains by
// trying a move out. The app's "Undo my move" and the terminal's undo both ask it.
func (m *Match) TakeBack(seat Seat) int {
	if m.Table.Over() {
		return 0
	}
	people := 0
	for _, info := range m.Log.Seats {
		if info.Human() {
			people++
		}
	}
	last := -1
	for i := len(m.Feed) - 1; i >= 0; i-- {
		if m.human(m.Feed[i].Mover) {
			last = i
			break
		}
	}
	if last < 0 || m.Feed[last].Mover != seat || len(m.Feed) != len(m.Log.Moves) {
		return 0
	}
	n := len(m.Log.Moves) - last
	if people < 2 {
		return n
	}
	before, err := m.Undo(n)
	if err != nil || Learns(before.Table, m.Log.Moves[last:], seat) {
		return 0
	}
	return n
}

// human tells whether a person plays seat s.
func (m *Match) human(s Seat) bool {
	return s >= 0 && int(s) < len(m.Log.Seats) && m.Log.Seats[s].Human()
}
