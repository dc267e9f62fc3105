package sim

// matchMoves counts the moves of the match being played by tally name and player, for one worker.
// A name gets a slot the first time it is seen and keeps it, with its counters in the worker's
// Tally, so a match costs nothing per name once its kinds of moves have been seen.
type matchMoves struct {
	players int
	slots   map[string]int // tally name → slot
	names   []string       // slot → tally name
	counts  [][]int        // slot → moves per player in this match
	touched []int          // slots counted in this match
	// named memoises, for the typed tally, the tally slot of a move as written (-1: not counted).
	// Only moves the engine keys are written, a bounded set (card plays, draws by source).
	named map[string]int
	// counters[slot] is the slot's counter in the worker's Tally, found on first use.
	counters []*moveCount
}

// newMatchMoves returns empty counts for a run with the given number of players.
func newMatchMoves(players int) *matchMoves {
	return &matchMoves{players: players, slots: map[string]int{}, named: map[string]int{}}
}

// reset empties the counts for the next match.
func (mm *matchMoves) reset() {
	for _, s := range mm.touched {
		clear(mm.counts[s])
	}
	mm.touched = mm.touched[:0]
}

// slot returns the slot of a tally name, giving it one when new.
func (mm *matchMoves) slot(name string) int {
	if s, ok := mm.slots[name]; ok {
		return s
	}
	s := len(mm.names)
	mm.slots[name] = s
	mm.names = append(mm.names, name)
	mm.counts = append(mm.counts, make([]int, mm.players))
	return s
}

// add counts n moves of the tally name's slot s by player.
func (mm *matchMoves) add(s, player, n int) {
	c := mm.counts[s]
	if c[player] == 0 && !mm.isTouched(s) {
		mm.touched = append(mm.touched, s)
	}
	c[player] += n
}

// isTouched tells whether slot s has counts in this match.
func (mm *matchMoves) isTouched(s int) bool {
	for _, c := range mm.counts[s] {
		if c != 0 {
			return true
		}
	}
	return false
}

// namedSlot returns the slot of a move as written, classifying it the first time (-1: the move
// is not counted).
func (mm *matchMoves) namedSlot(move string, classify MoveClassifier) int {
	if s, ok := mm.named[move]; ok {
		return s
	}
	s := -1
	if name := classify(move); name != "" {
		s = mm.slot(name)
	}
	mm.named[move] = s
	return s
}
