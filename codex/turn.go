package codex

import (
	"strconv"

	"github.com/flaskdeck/flaskdeck/cards"
)

// endTurn passes the turn to the next seat that can place a card. Seats that cannot are skipped
// (their turn counts as played). Passing the first player starts a new round: after the end is
// triggered, the round is finished, then one more round is played, then the game ends.
func (s *State) endTurn() {
	n := int(s.seats)
	active := s.activeCount()
	stuck := 0
	seat := int(s.turn)
	for {
		seat = (seat + 1) % n
		if seat == int(s.first) {
			if s.lastRound {
				s.finish()
				return
			}
			if s.triggered {
				s.lastRound = true
			}
		}
		p := &s.players[seat]
		if p.resigned {
			continue
		}
		if s.canPlace(uint8(seat)) {
			s.turn, s.phase = uint8(seat), PlacePhase
			return
		}
		p.skips++
		if stuck++; stuck >= active {
			s.reason = endStuck
			s.finish()
			return
		}
	}
}

// finish ends the game: scores every seat's objectives and decides the winners.
func (s *State) finish() {
	s.phase = GameOver
	s.turn = 0
	var p packer
	for i := 0; i < int(s.seats); i++ {
		pl := &s.players[i]
		pl.objPoints, pl.objDone = s.objectiveScore(i, &p)
	}
	s.winners = [MaxSeats]bool{}
	if s.reason == endResigned {
		for i := 0; i < int(s.seats); i++ {
			s.winners[i] = !s.players[i].resigned
		}
		return
	}
	best, bestTie := -1, -1
	for i := 0; i < int(s.seats); i++ {
		pl := &s.players[i]
		if pl.resigned {
			continue
		}
		total, tie := s.total(i), s.tieValue(i)
		if total > best || (total == best && tie > bestTie) {
			best, bestTie = total, tie
		}
	}
	for i := 0; i < int(s.seats); i++ {
		s.winners[i] = !s.players[i].resigned && s.total(i) == best && s.tieValue(i) == bestTie
	}
}

// objectiveIDs returns seat's objectives: the two common ones and the secret one.
func (s *State) objectiveIDs(seat int) ([3]uint8, int) {
	ids := [3]uint8{s.common[0], s.common[1], s.players[seat].secret}
	if ids[2] == 0 {
		return ids, 2
	}
	return ids, 3
}

// objectiveScore scores seat's objectives on its area now: points and cards completed.
func (s *State) objectiveScore(seat int, p *packer) (points, done uint8) {
	ids, n := s.objectiveIDs(seat)
	var out [3]ObjectiveScore
	s.players[seat].area.scoreObjectives(ids[:n], s.rules.CardReuse, p, out[:n])
	for _, o := range out[:n] {
		points += uint8(o.Points)
		if o.Completions > 0 {
			done++
		}
	}
	return points, done
}

func (s *State) total(seat int) int {
	return int(s.players[seat].points) + int(s.players[seat].objPoints)
}

func (s *State) tieValue(seat int) int {
	if s.rules.TieByPoints {
		return int(s.players[seat].objPoints)
	}
	return int(s.players[seat].objDone)
}

// Result returns the outcome of a finished game: winners, final scores (placement plus objective
// points) and how it ended.
func (s *State) Result() cards.Result {
	r := cards.Result{Scores: make([]int, 0, s.seats)}
	s.FillResult(&r)
	return r
}

// FillResult sets *r to Result's result, the scores and winners written into the memory of
// r.Scores and r.Winners (cards.ResultFiller): a simulation reads a match's result without
// allocating.
func (s *State) FillResult(r *cards.Result) {
	*r = cards.Result{Scores: r.Scores[:0], Winners: r.Winners[:0], Reason: endReasons[s.reason]}
	if s.reason == endTarget && s.rules.Target != defaultTarget {
		r.Reason = strconv.Itoa(int(s.rules.Target)) + " points reached" // endReasons has the default's
	}
	for i := 0; i < int(s.seats); i++ {
		r.Scores = append(r.Scores, s.total(i))
		if s.winners[i] {
			r.Winners = append(r.Winners, cards.Seat(i))
		}
	}
}

// ObjectivePoints returns seat's objective points and objective cards completed (after the end).
func (s *State) ObjectivePoints(seat cards.Seat) (points, completed int) {
	return int(s.players[seat].objPoints), int(s.players[seat].objDone)
}
