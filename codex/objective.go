package codex

// ObjectiveScore is what one objective card gives one play area at the end of the game.
type ObjectiveScore struct {
	ID          int `json:"id"`          // the objective card
	Points      int `json:"points"`      // Completions × the card's points
	Completions int `json:"completions"` // sets of symbols, or disjoint pattern occurrences
}

// countSets returns how many times the visible symbols hold the objective's required set.
func countSets(o *Card, symbols *[numSymbols]uint8) int {
	sets := -1
	for s, need := range o.Requires {
		if need == 0 {
			continue
		}
		if n := int(symbols[s]) / int(need); sets < 0 || n < sets {
			sets = n
		}
	}
	if sets < 0 {
		return 0
	}
	return sets
}

// occurrences adds to p every occurrence of pattern objective o in area a, owned by objective
// number owner, weighted by the objective's points. Only a card's kingdom counts, whichever side is
// up; the starter (kingdom none) never matches.
func (a *Area) occurrences(o *Card, owner uint8, p *packer) {
	c0 := o.Cells[0]
	for i := 1; i < int(a.n); i++ {
		pl := a.placed[i]
		if catalogue[pl.Card].Kingdom != c0.Kingdom {
			continue
		}
		bx, by := int(pl.X)-c0.DX, int(pl.Y)-c0.DY
		var set cardSet
		set.add(i)
		ok := true
		for _, cell := range o.Cells[1:] {
			j := a.At(bx+cell.DX, by+cell.DY)
			if j < 1 || catalogue[a.placed[j].Card].Kingdom != cell.Kingdom {
				ok = false
				break
			}
			set.add(j)
		}
		if ok {
			p.push(set, owner, o.Points)
		}
	}
}

// ScoreObjectives scores objective cards ids on area a. reuse tells whether one card may serve
// several different objective cards (the standard rule); without it, the pattern objectives share
// the cards out so that their total points are largest. A card never serves two occurrences of the
// same objective: each pattern scores its largest number of disjoint occurrences.
func ScoreObjectives(a *Area, ids []int, reuse bool) []ObjectiveScore {
	small := make([]uint8, len(ids))
	for i, id := range ids {
		small[i] = uint8(id)
	}
	out := make([]ObjectiveScore, len(ids))
	var p packer
	a.scoreObjectives(small, reuse, &p, out)
	return out
}

// scoreObjectives scores objectives ids (distinct objective cards, at most maxOwners pattern ones)
// into out without allocating; p is scratch space.
func (a *Area) scoreObjectives(ids []uint8, reuse bool, p *packer, out []ObjectiveScore) {
	p.reset()
	joint := false
	owner := uint8(0)
	var owners [16]uint8
	for i, id := range ids {
		o := &catalogue[id]
		out[i] = ObjectiveScore{ID: o.ID}
		switch o.Objective {
		case CountObjective:
			out[i].Completions = countSets(o, &a.symbols)
		case PatternObjective:
			if reuse {
				p.reset()
				a.occurrences(o, 0, p)
				out[i].Completions = p.solveCount()
				continue
			}
			owners[i] = owner
			a.occurrences(o, owner, p)
			owner++
			joint = true
		}
	}
	if joint {
		p.solve()
		for i, id := range ids {
			if catalogue[id].Objective == PatternObjective {
				out[i].Completions = p.bestCount[owners[i]]
			}
		}
	}
	for i, id := range ids {
		out[i].Points = out[i].Completions * catalogue[id].Points
	}
}

// solveCount returns the largest number of disjoint occurrences of one objective.
func (p *packer) solveCount() int {
	if p.n == 0 {
		return 0
	}
	for i := 0; i < p.n; i++ {
		p.weight[i] = 1
	}
	p.maxW = 1
	p.solve()
	return p.bestCount[0]
}
