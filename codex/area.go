package codex

import "github.com/flaskdeck/flaskdeck/internal/msgerr"

// Size limits of a play area. A player places at most every resource and gold card plus the starter.
const (
	maxPlaced   = 1 + 80 // the starter and up to 80 cards
	gridSlots   = 512    // open-addressing table of the cells in use (occupied, legal or blocked)
	maxFrontier = 2*maxPlaced + 2
	noFrontier  = 0xff // cell.fpos of a cell that is not a legal position
	cellBlocked = 0xff // cell.card of an empty cell next to a hidden corner
)

// Placement is a card on a play area: which card, which side up, where on the half-card grid.
type Placement struct {
	Card uint8
	Side Side
	X, Y int8
}

// cell is one used slot of an area's table: an occupied cell, a legal position or a blocked cell.
type cell struct {
	key  uint16 // packed coordinates, 0 for an unused slot
	card uint8  // 0 empty, placement index+1 when occupied, cellBlocked next to a hidden corner
	fpos uint8  // index in the frontier, noFrontier when the cell is not a legal position
}

// Area is one player's play area, kept for speed: a fixed hash table of the cells in use (no maps,
// so copying an area is a memory copy), the set of legal positions ("frontier") and the visible
// symbol counts, both updated incrementally by Place.
type Area struct {
	placed   [maxPlaced]Placement
	covered  [maxPlaced]uint8 // per placement: bit c set when corner c is covered
	n        uint8
	nf       uint8
	symbols  [numSymbols]uint8
	frontier [maxFrontier]uint16 // slots of the legal positions
	fkeys    [maxFrontier]uint16 // their packed coordinates
	cells    [gridSlots]cell
}

// packKey packs grid coordinates (|x|,|y| < 128) into a non-zero key.
func packKey(x, y int) uint16 { return uint16(x+128)<<8 | uint16(y+128) }

func hashKey(k uint16) int { return int((uint32(k) * 2654435761) >> 23) } // 9 bits

// find returns the slot of (x,y) and true, or the free slot where it would go and false.
func (a *Area) find(x, y int) (int, bool) {
	k := packKey(x, y)
	for i := hashKey(k); ; i = (i + 1) & (gridSlots - 1) {
		switch a.cells[i].key {
		case k:
			return i, true
		case 0:
			return i, false
		}
	}
}

// slot returns the slot of (x,y), adding an empty cell when it is not yet in the table.
func (a *Area) slot(x, y int) int {
	i, ok := a.find(x, y)
	if !ok {
		a.cells[i] = cell{key: packKey(x, y), fpos: noFrontier}
	}
	return i
}

func (a *Area) addFrontier(i int) {
	if a.cells[i].fpos != noFrontier {
		return
	}
	a.cells[i].fpos = a.nf
	a.frontier[a.nf] = uint16(i)
	a.fkeys[a.nf] = a.cells[i].key
	a.nf++
}

func (a *Area) removeFrontier(i int) {
	p := a.cells[i].fpos
	if p == noFrontier {
		return
	}
	a.nf--
	last := a.frontier[a.nf]
	a.frontier[p] = last
	a.fkeys[p] = a.fkeys[a.nf]
	a.cells[last].fpos = p
	a.cells[i].fpos = noFrontier
}

// Len returns the number of cards in the area, the starter included.
func (a *Area) Len() int { return int(a.n) }

// Placed returns the i-th card placed (0 is the starter).
func (a *Area) Placed(i int) Placement { return a.placed[i] }

// Placements returns every card placed, in order.
func (a *Area) Placements() []Placement { return append([]Placement(nil), a.placed[:a.n]...) }

// Symbols returns the visible count of symbol s.
func (a *Area) Symbols(s Symbol) int { return int(a.symbols[s]) }

// SymbolCounts returns the visible counts indexed by Symbol.
func (a *Area) SymbolCounts() [numSymbols]uint8 { return a.symbols }

// At returns the placement index of the card at (x,y), or -1.
func (a *Area) At(x, y int) int {
	if !onGrid(x, y) {
		return -1
	}
	i, ok := a.find(x, y)
	if !ok {
		return -1
	}
	c := a.cells[i].card
	if c == 0 || c == cellBlocked {
		return -1
	}
	return int(c) - 1
}

// LegalPositions returns the number of legal positions.
func (a *Area) LegalPositions() int { return int(a.nf) }

// LegalPosition returns the i-th legal position (0 ≤ i < LegalPositions()).
func (a *Area) LegalPosition(i int) (x, y int) {
	k := a.fkeys[i]
	return int(k>>8) - 128, int(k&0xff) - 128
}

// IsLegal tells whether a card may be placed at (x,y).
func (a *Area) IsLegal(x, y int) bool {
	if !onGrid(x, y) || a.n == 0 {
		return false
	}
	i, ok := a.find(x, y)
	return ok && a.cells[i].fpos != noFrontier
}

// onGrid tells whether (x,y) is a cell of the half-card grid within the area's reach.
func onGrid(x, y int) bool {
	return (x+y)%2 == 0 && x > -127 && x < 127 && y > -127 && y < 127
}

// Covered tells whether corner c of the i-th placement is covered.
func (a *Area) Covered(i int, c CornerPos) bool { return a.covered[i]&(1<<c) != 0 }

// Place puts a card on the area and returns how many corners it covers. It does not check the
// rules: callers check IsLegal (and the gold requirement) first; the starter goes at (0,0) first.
func (a *Area) Place(p Placement) int {
	x, y := int(p.X), int(p.Y)
	i := a.slot(x, y)
	idx := a.n
	a.placed[idx] = p
	a.covered[idx] = 0
	a.n++
	a.removeFrontier(i)
	a.cells[i].card = idx + 1
	side := catalogue[p.Card].Side(p.Side)
	for s := range a.symbols {
		a.symbols[s] += side.Symbols[s]
	}
	covered := 0
	for c := TopLeft; c <= BottomRight; c++ {
		nx, ny := x+cornerDX[c], y+cornerDY[c]
		j, ok := a.find(nx, ny)
		if ok && a.cells[j].card != 0 && a.cells[j].card != cellBlocked {
			// The neighbour's corner towards this card is covered now.
			n := a.cells[j].card - 1
			q := a.placed[n]
			opp := c.Opposite()
			corner := catalogue[q.Card].Sides[q.Side].Corners[opp]
			if sym := corner.Symbol(); sym != NoSymbol {
				a.symbols[sym]--
			}
			a.covered[n] |= 1 << opp
			covered++
			continue
		}
		if !ok {
			a.cells[j] = cell{key: packKey(nx, ny), fpos: noFrontier}
		}
		if side.Corners[c] == Hidden {
			a.removeFrontier(j)
			a.cells[j].card = cellBlocked
		} else if a.cells[j].card == 0 {
			a.addFrontier(j)
		}
	}
	return covered
}

// Recount counts the visible symbols from scratch (for tests and checks of the incremental count).
func (a *Area) Recount() [numSymbols]uint8 {
	var out [numSymbols]uint8
	for i := 0; i < int(a.n); i++ {
		p := a.placed[i]
		side := catalogue[p.Card].Side(p.Side)
		for _, s := range side.Center {
			if s != NoSymbol {
				out[s]++
			}
		}
		for c := TopLeft; c <= BottomRight; c++ {
			if a.covered[i]&(1<<c) != 0 {
				continue
			}
			if s := side.Corners[c].Symbol(); s != NoSymbol {
				out[s]++
			}
		}
	}
	return out
}

// PlacementError explains why a card may not go at (x,y), or returns "" when it may.
func (a *Area) PlacementError(x, y int) string {
	if err := a.PlacementProblem(x, y); err != nil {
		return err.Error()
	}
	return ""
}

// PlacementProblem is PlacementError as a translatable error (nil when the card may go there): its
// English text is PlacementError's.
func (a *Area) PlacementProblem(x, y int) error {
	switch {
	case !onGrid(x, y):
		return msgerr.New("not a cell of the half-card grid (x+y must be even)")
	case a.At(x, y) >= 0:
		return msgerr.New("the cell is occupied")
	case a.IsLegal(x, y):
		return nil
	}
	for c := TopLeft; c <= BottomRight; c++ {
		n := a.At(x+cornerDX[c], y+cornerDY[c])
		if n < 0 {
			continue
		}
		q := a.placed[n]
		if catalogue[q.Card].Sides[q.Side].Corners[c.Opposite()] == Hidden {
			return hiddenCorner(c.Opposite(), int(q.Card))
		}
	}
	return msgerr.New("no card has a corner on that cell")
}

// hiddenCorner is the reason a card may not cover corner c of card id.
func hiddenCorner(c CornerPos, id int) error {
	switch c {
	case TopLeft:
		return msgerr.New("it would cover the hidden top-left corner of card {{.Card}}", "Card", id)
	case TopRight:
		return msgerr.New("it would cover the hidden top-right corner of card {{.Card}}", "Card", id)
	case BottomLeft:
		return msgerr.New("it would cover the hidden bottom-left corner of card {{.Card}}", "Card", id)
	}
	return msgerr.New("it would cover the hidden bottom-right corner of card {{.Card}}", "Card", id)
}
