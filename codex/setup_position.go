package codex

import (
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// inPlay tells whether an explicit setup writes a position in play (areas, scores, the seat to
// move) rather than a deal whose setup choices are still to be made.
func (es *ExplicitSetup) inPlay() bool {
	if es.Turn != 0 || es.Triggered || es.LastRound {
		return true
	}
	for _, seat := range es.Seats {
		if seat.StarterSide != "" || len(seat.Area) > 0 || seat.Score != nil || seat.Secret != 0 || seat.Resigned {
			return true
		}
	}
	return false
}

// applyPlay lays out a position in play on s (decks, face-up cards and hands are already dealt):
// each seat's starter side and placements (checked to be legal cells, in order), score and secret
// objective; colours in seat order; the seat to move and the round.
func (s *State) applyPlay(es *ExplicitSetup, use func(int, CardType, []any, error) error, fail func([]any, string, ...any) error) error {
	for i, seat := range es.Seats {
		p := &s.players[i]
		where := cards.Seat(i).Named()
		side, err := ParseSide(seat.StarterSide)
		if err != nil || (side != Front && side != Back) {
			return fail(at("seats", i, "starter_side"), "%s: starter_side %q must be front or back", where, seat.StarterSide)
		}
		p.area = Area{}
		p.area.Place(Placement{Card: p.starter, Side: side})
		points := 0
		for j, ac := range seat.Area {
			card := msgerr.New("{{.Seat}} area card {{.N}}", "Seat", where, "N", j+1)
			place := at("seats", i, "area", j)
			c := CardByID(ac.ID)
			if c == nil || !c.Playable() {
				return fail(place, "%s: %d is not a resource or gold card", card, ac.ID)
			}
			if err := use(ac.ID, c.Type, place, card); err != nil {
				return err
			}
			side, err := ParseSide(ac.Side)
			if err != nil || (side != Front && side != Back) {
				return fail(place, "%s: side %q must be front or back", card, ac.Side)
			}
			if len(ac.At) != 2 {
				return fail(place, "%s: at must be [x, y]", card)
			}
			x, y := ac.At[0], ac.At[1]
			if !p.area.IsLegal(x, y) {
				return fail(place, "%s: [%d, %d]: %s", card, x, y, p.area.PlacementProblem(x, y))
			}
			covered := p.area.Place(Placement{Card: uint8(ac.ID), Side: side, X: int8(x), Y: int8(y)})
			if side == Front {
				points += placementPoints(c, covered, &p.area.symbols)
			}
		}
		if seat.Score != nil {
			if *seat.Score < 0 || *seat.Score > 255 {
				return fail(at("seats", i, "score"), "%s: score %d is out of range", where, *seat.Score)
			}
			points = *seat.Score
		}
		p.points = uint8(min(points, 255))
		switch {
		case s.rules.NoSecret && seat.Secret != 0:
			return fail(at("seats", i, "secret"), "%s: no secret objectives in this match", where)
		case !s.rules.NoSecret && (seat.Secret == 0 || (seat.Secret != int(p.options[0]) && seat.Secret != int(p.options[1]))):
			return fail(at("seats", i, "secret"), "%s: secret %d must be one of the two objectives dealt", where, seat.Secret)
		}
		p.secret = uint8(seat.Secret)
		p.colour = uint8(i%len(Colours)) + 1
		p.resigned = seat.Resigned
	}
	if s.activeCount() < 2 {
		return fail(at("seats"), "at least two players must still be in the game (not resigned)")
	}
	turn := es.First
	if es.Turn != 0 {
		turn = es.Turn
	}
	if turn < 1 || turn > int(s.seats) {
		return fail(at("turn"), "turn %d is not a seat 1–%d", turn, s.seats)
	}
	if s.players[turn-1].resigned {
		return fail(at("turn"), "seat %d, to move, has resigned", turn)
	}
	s.phase, s.setupStep, s.turn = PlacePhase, 0, uint8(turn-1)
	s.triggered, s.lastRound = es.Triggered || es.LastRound, es.LastRound
	if !s.triggered {
		for i := 0; i < int(s.seats); i++ {
			if s.players[i].points >= s.rules.Target {
				s.triggered, s.reason = true, endTarget
			}
		}
	}
	if !s.canPlace(s.turn) {
		s.endTurn()
	}
	return nil
}
