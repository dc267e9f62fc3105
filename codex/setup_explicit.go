package codex

import (
	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"github.com/flaskdeck/flaskdeck/internal/yamlerr"
)

// ExplicitSetup is a match log's setup block for Codex: the whole deal written out, so a position
// can be set up by hand instead of from the seed (docs/codex.md). Seats are counted from 1, decks
// are listed top card first, and every resource and gold card appears exactly once across the
// decks, the face-up cards and the hands.
type ExplicitSetup struct {
	First    int         `yaml:"first"`    // the first player, from 1
	Resource []int       `yaml:"resource"` // the resource deck, top first
	Gold     []int       `yaml:"gold"`     // the gold deck, top first
	FaceUp   [4]int      `yaml:"faceup"`   // the face-up cards (0: an empty slot)
	Common   [2]int      `yaml:"common"`   // the common objectives
	Seats    []SeatSetup `yaml:"seats"`

	// A position in play (setup_position.go): the seat to move, from 1 (default: first), and the
	// round. With these, or with a seat's starter side, the setup choices are over.
	Turn      int  `yaml:"turn,omitempty"`
	Triggered bool `yaml:"end_triggered,omitempty"` // someone reached the target or the decks ran out
	LastRound bool `yaml:"last_round,omitempty"`    // the last round (no drawing) is being played
}

// SeatSetup is one seat's part of an explicit setup.
type SeatSetup struct {
	Starter    int   `yaml:"starter"`
	Hand       []int `yaml:"hand"`
	Objectives []int `yaml:"objectives"` // the two dealt; none without secret objectives

	// A position in play: the starter's side, the cards placed after it in order, the score
	// (default: the placements' points), the secret objective (one of the two dealt).
	StarterSide string     `yaml:"starter_side,omitempty"`
	Area        []AreaCard `yaml:"area,omitempty"`
	Score       *int       `yaml:"score,omitempty"`
	Secret      int        `yaml:"secret,omitempty"`
	Resigned    bool       `yaml:"resigned,omitempty"` // the seat has left the game; its cards stay on the table
}

// at is a path in the setup block: keys and list indices.
func at(path ...any) []any { return path }

// applySetup replaces the deal made from the seed by an explicit one.
func (s *State) applySetup(node *yaml.Node) error {
	var es ExplicitSetup
	if err := yamlerr.DecodeStrict(node, &es); err != nil { // unknown keys are errors (scores: was ignored)
		return msgerr.Errorf("%w: %w", cards.ErrBadSetup, err)
	}
	// fail names a problem at path in the block, on the line of that place.
	fail := func(path []any, format string, args ...any) error {
		return yamlerr.Locate(node, yamlerr.At(path, "%w: %v", cards.ErrBadSetup, msgerr.Errorf(format, args...)))
	}
	if es.First < 1 || es.First > int(s.seats) {
		return fail(at("first"), "first player %d is not a seat 1–%d", es.First, s.seats)
	}
	if len(es.Seats) != int(s.seats) {
		return fail(at("seats"), "%d seats described for %d seats", len(es.Seats), s.seats)
	}
	var seen [numCards]bool
	use := func(id int, want CardType, path []any, where error) error {
		c := CardByID(id)
		if c == nil || c.Type != want {
			return fail(path, "%s: %v", where, notA(id, want))
		}
		if seen[id] {
			return fail(path, "%s: card %d appears twice", where, id)
		}
		seen[id] = true
		return nil
	}
	ns := *s
	ns.first, ns.turn = uint8(es.First-1), uint8(es.First-1)
	if len(es.Resource) > deckSize || len(es.Gold) > deckSize {
		return fail(at("resource"), "a deck holds at most %d cards", deckSize)
	}
	ns.nRes, ns.nGold = uint8(len(es.Resource)), uint8(len(es.Gold))
	for i, id := range es.Resource {
		if err := use(id, Resource, at("resource", i), msgerr.New("resource deck")); err != nil {
			return err
		}
		ns.resDeck[len(es.Resource)-1-i] = uint8(id)
	}
	for i, id := range es.Gold {
		if err := use(id, Gold, at("gold", i), msgerr.New("gold deck")); err != nil {
			return err
		}
		ns.goldDeck[len(es.Gold)-1-i] = uint8(id)
	}
	for i, id := range es.FaceUp {
		ns.faceUp[i] = 0
		if id == 0 {
			continue
		}
		c := CardByID(id)
		if c == nil || !c.Playable() {
			return fail(at("faceup", i), "face-up card %d is not a resource or gold card", id)
		}
		if err := use(id, c.Type, at("faceup", i), msgerr.New("face-up cards")); err != nil {
			return err
		}
		ns.faceUp[i] = uint8(id)
	}
	for i, id := range es.Common {
		if err := use(id, ObjectiveCard, at("common", i), msgerr.New("common objectives")); err != nil {
			return err
		}
		ns.common[i] = uint8(id)
	}
	for i, seat := range es.Seats {
		p := &ns.players[i]
		where := cards.Seat(i).Named()
		if err := use(seat.Starter, Starter, at("seats", i, "starter"), msgerr.New("{{.Seat}} starter", "Seat", where)); err != nil {
			return err
		}
		p.starter = uint8(seat.Starter)
		if len(seat.Hand) > handSize {
			return fail(at("seats", i, "hand"), "%s: a hand holds at most %d cards", where, handSize)
		}
		p.nHand, p.hand, p.handSeen = uint8(len(seat.Hand)), [handSize]uint8{}, [handSize]bool{}
		for h, id := range seat.Hand {
			c := CardByID(id)
			if c == nil || !c.Playable() {
				return fail(at("seats", i, "hand", h), "%s: %d is not a resource or gold card", msgerr.New("{{.Seat}} hand", "Seat", where), id)
			}
			if err := use(id, c.Type, at("seats", i, "hand", h), msgerr.New("{{.Seat}} hand", "Seat", where)); err != nil {
				return err
			}
			p.hand[h] = uint8(id)
		}
		p.options = [2]uint8{}
		want := 2
		if s.rules.NoSecret {
			want = 0
		}
		if len(seat.Objectives) != want {
			return fail(at("seats", i, "objectives"), "%s: %d objectives dealt, want %d", where, len(seat.Objectives), want)
		}
		for j, id := range seat.Objectives {
			if err := use(id, ObjectiveCard, at("seats", i, "objectives", j), msgerr.New("{{.Seat}} objectives", "Seat", where)); err != nil {
				return err
			}
			p.options[j] = uint8(id)
		}
	}
	if es.inPlay() {
		// Decks of any length: the cards in play areas count as placed, the others may be missing.
		if err := ns.applyPlay(&es, use, fail); err != nil {
			return err
		}
		*s = ns
		return nil
	}
	for id := FirstResource; id < FirstStarter; id++ {
		if !seen[id] {
			return fail(nil, "card %d is nowhere (every resource and gold card goes in a deck, the face-up cards or a hand)", id)
		}
	}
	*s = ns
	return nil
}

// notA says that card id is not of type want, in words the app translates.
func notA(id int, want CardType) error {
	switch want {
	case Resource:
		return msgerr.New("{{.ID}} is not a resource card", "ID", id)
	case Gold:
		return msgerr.New("{{.ID}} is not a gold card", "ID", id)
	case Starter:
		return msgerr.New("{{.ID}} is not a starter card", "ID", id)
	case ObjectiveCard:
		return msgerr.New("{{.ID}} is not an objective card", "ID", id)
	}
	return msgerr.Errorf("%d is not a %s card", id, want)
}
