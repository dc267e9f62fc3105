package codex

// Turns returns the number of cards placed so far by all seats: the turns played, skipped turns
// left out (cards.TurnCounter).
func (s *State) Turns() int {
	n := 0
	for i := 0; i < int(s.seats); i++ {
		n += int(s.players[i].area.n) - 1
		if s.players[i].area.n == 0 {
			n++
		}
	}
	return n
}

// Stats returns figures of a finished game for simulations (cards.MatchStats): placements,
// placement and objective points per seat on average, and the rate of games ended by the decks.
func (s *State) Stats() map[string]float64 {
	stats := make(map[string]float64)
	s.FillStats(stats)
	return stats
}

// FillStats sets m, which the caller has cleared, to Stats's figures (cards.StatsFiller): a
// simulation's worker keeps one map for all its matches.
func (s *State) FillStats(m map[string]float64) {
	placement, objective := 0.0, 0.0
	for i := 0; i < int(s.seats); i++ {
		placement += float64(s.players[i].points)
		objective += float64(s.players[i].objPoints)
	}
	n := float64(s.seats)
	decks := 0.0
	if s.reason == endDecks {
		decks = 1
	}
	m["placements"] = float64(s.Turns())
	m["placement points per seat"] = placement / n
	m["objective points per seat"] = objective / n
	m["ended by empty decks"] = decks
	s.addObjectiveStats(m)
}

// addObjectiveStats counts, for each objective in play, the seats that scored it (both seats for a
// common one, its holder for a secret one) and those of them that completed it at least once. Over
// many matches, "completed by" divided by "held by" is the objective's completion rate.
func (s *State) addObjectiveStats(stats map[string]float64) {
	var p packer
	names := &moveTexts().stats
	for seat := 0; seat < int(s.seats); seat++ {
		if s.players[seat].resigned {
			continue
		}
		ids, n := s.objectiveIDs(seat)
		var out [3]ObjectiveScore
		s.players[seat].area.scoreObjectives(ids[:n], s.rules.CardReuse, &p, out[:n])
		for k, id := range ids[:n] {
			stats[names[id][0]]++
			if out[k].Completions > 0 {
				stats[names[id][1]]++
			}
		}
	}
}
