package codex

import (
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// MinSeats and MaxSeats bound the number of players.
const (
	MinSeats      = 2
	MaxSeats      = 4
	handSize      = 3
	deckSize      = 40
	numObjectives = LastCard - FirstObjective + 1
)

// Phase is the part of the game the seat to move is in. The zero value is no phase.
type Phase uint8

// Phases of a game.
const (
	NoPhase    Phase = iota
	SetupPhase       // choosing the starter side, colour and secret objective
	PlacePhase       // placing a card
	DrawPhase        // drawing a card
	GameOver
)

// String names the phase.
func (p Phase) String() string {
	return [...]string{"none", "setup", "place", "draw", "over"}[p]
}

// Setup steps of each seat, in order.
const (
	stepSide = iota
	stepColour
	stepSecret
)

// player is one seat's part of the state.
type player struct {
	area     Area
	hand     [handSize]uint8
	handSeen [handSize]bool // drawn from the face-up cards, so every seat knows it
	nHand    uint8
	starter  uint8
	options  [2]uint8 // the two objectives dealt; the secret is chosen among them
	secret   uint8
	colour   uint8 // 1 + index in Colours, 0 before choosing
	points   uint8 // points scored by placing cards
	resigned bool
	skips    uint8 // turns skipped without a legal placement

	// Objective scores, filled in when the game ends.
	objPoints uint8
	objDone   uint8 // objective cards completed at least once
}

// State is a Codex position: the whole game as fixed-size arrays, so Clone is a copy. It
// implements cards.Engine[Move].
type State struct {
	players   [MaxSeats]player
	rules     Rules
	seats     uint8
	first     uint8 // the first player
	turn      uint8 // the seat to move
	phase     Phase
	setupStep uint8
	triggered bool // the end is triggered: this round is finished, then one more
	lastRound bool // the last round: no drawing
	reason    endReason

	resDeck, goldDeck [deckSize]uint8 // top = last
	nRes, nGold       uint8
	faceUp            [4]uint8 // 0 = an empty slot; slots 0–1 start with resource cards, 2–3 gold
	common            [2]uint8
	winners           [MaxSeats]bool

	lang i18n.Language // the language of Describe, Narrate and Reveal (display only, SetLanguage)
}

// endReason says how the game ended. The zero value: not ended.
type endReason uint8

const (
	notEnded endReason = iota
	endTarget
	endDecks
	endStuck
	endResigned
)

// defaultTarget is the target score whose end reason endReasons holds (the rule's default).
const defaultTarget = 20

var endReasons = [...]string{"", "20 points reached", "both decks empty", "no player can place a card", "all other players resigned"}

// Deal sets up a game: shuffles from seed, deals starters, hands, common objectives and each
// seat's two objectives, and chooses the first player.
func Deal(seats int, seed uint64, rules Rules) (*State, error) {
	if err := checkDeal(seats, rules); err != nil {
		return nil, err
	}
	s := &State{rules: rules, seats: uint8(seats), phase: SetupPhase}
	s.deal(seed)
	return s, nil
}

// dealInto is Deal into s's memory: s's previous game is forgotten.
func dealInto(s *State, seats int, seed uint64, rules Rules) error {
	if err := checkDeal(seats, rules); err != nil {
		return err
	}
	*s = State{} // a memory clear: a literal with fields would be built aside and copied
	s.rules, s.seats, s.phase = rules, uint8(seats), SetupPhase
	s.deal(seed)
	return nil
}

// checkDeal checks Deal's arguments.
func checkDeal(seats int, rules Rules) error {
	if seats < MinSeats || seats > MaxSeats {
		return msgerr.Errorf("%w: Codex takes %d to %d players, not %d", cards.ErrBadSetup, MinSeats, MaxSeats, seats)
	}
	if rules.Target == 0 {
		return msgerr.Errorf("%w: the target score must be positive", cards.ErrBadSetup)
	}
	return nil
}

// deal shuffles and deals the game of s, a zero state but for its rules, seats and phase.
func (s *State) deal(seed uint64) {
	seats := int(s.seats)
	r := cards.NewRand(seed)
	for i := range deckSize {
		s.resDeck[i] = uint8(FirstResource + i)
		s.goldDeck[i] = uint8(FirstGold + i)
	}
	s.nRes, s.nGold = deckSize, deckSize
	cards.ShuffleSlice(&r, s.resDeck[:])
	cards.ShuffleSlice(&r, s.goldDeck[:])
	s.faceUp = [4]uint8{s.popRes(), s.popRes(), s.popGold(), s.popGold()}
	var starters [6]uint8
	for i := range starters {
		starters[i] = uint8(FirstStarter + i)
	}
	cards.ShuffleSlice(&r, starters[:])
	var objectives [numObjectives]uint8
	for i := range objectives {
		objectives[i] = uint8(FirstObjective + i)
	}
	cards.ShuffleSlice(&r, objectives[:])
	s.common = [2]uint8{objectives[0], objectives[1]}
	for i := range seats {
		p := &s.players[i]
		p.starter = starters[i]
		p.hand = [handSize]uint8{s.popRes(), s.popRes(), s.popGold()}
		p.nHand = handSize
		if !s.rules.NoSecret {
			p.options = [2]uint8{objectives[2+2*i], objectives[3+2*i]}
		}
	}
	s.first = uint8(r.Intn(seats))
	s.turn = s.first
}

func (s *State) popRes() uint8 {
	if s.nRes == 0 {
		return 0
	}
	s.nRes--
	return s.resDeck[s.nRes]
}

func (s *State) popGold() uint8 {
	if s.nGold == 0 {
		return 0
	}
	s.nGold--
	return s.goldDeck[s.nGold]
}

// Seats returns the number of players.
func (s *State) Seats() int { return int(s.seats) }

// Rules returns the rule variants of the game.
func (s *State) Rules() Rules { return s.rules }

// Phase returns the current phase.
func (s *State) Phase() Phase { return s.phase }

// Turn returns the seat whose turn it is (during setup: the seat choosing).
func (s *State) Turn() cards.Seat { return cards.Seat(s.turn) }

// FirstPlayer returns the seat that plays first.
func (s *State) FirstPlayer() cards.Seat { return cards.Seat(s.first) }

// ToMove returns the seat to move, or NoSeat when the game is over.
func (s *State) ToMove() cards.Seat {
	if s.phase == GameOver {
		return cards.NoSeat
	}
	return cards.Seat(s.turn)
}

// Over tells whether the game has ended.
func (s *State) Over() bool { return s.phase == GameOver }

// Triggered tells whether the end of the game is triggered; LastRound whether the last round runs.
func (s *State) Triggered() bool { return s.triggered }

// LastRound tells whether the last round (no drawing) is being played.
func (s *State) LastRound() bool { return s.lastRound }

// Clone returns an independent copy.
func (s *State) Clone() cards.Engine[Move] {
	c := *s
	return &c
}

// CopyFrom makes s a copy of src, another Codex state, without allocating (cards.Copier).
func (s *State) CopyFrom(src cards.Engine[Move]) { *s = *src.(*State) }

// Copy returns an independent copy as a *State.
func (s *State) Copy() *State {
	c := *s
	return &c
}

// Area returns seat's play area (read-only use).
func (s *State) Area(seat cards.Seat) *Area { return &s.players[seat].area }

// Points returns seat's points scored by placing cards.
func (s *State) Points(seat cards.Seat) int { return int(s.players[seat].points) }

// Hand returns seat's hand (card ids).
func (s *State) Hand(seat cards.Seat) []int {
	p := &s.players[seat]
	out := make([]int, p.nHand)
	for i := range out {
		out[i] = int(p.hand[i])
	}
	return out
}

// Starter returns seat's starter card id.
func (s *State) Starter(seat cards.Seat) int { return int(s.players[seat].starter) }

// Secret returns seat's secret objective (0 before choosing or without secrets).
func (s *State) Secret(seat cards.Seat) int { return int(s.players[seat].secret) }

// Resigned tells whether seat has left the game.
func (s *State) Resigned(seat cards.Seat) bool { return s.players[seat].resigned }

// Common returns the two common objectives.
func (s *State) Common() [2]int { return [2]int{int(s.common[0]), int(s.common[1])} }

// FaceUp returns the four face-up cards (0 for an empty slot).
func (s *State) FaceUp() [4]int {
	return [4]int{int(s.faceUp[0]), int(s.faceUp[1]), int(s.faceUp[2]), int(s.faceUp[3])}
}

// DeckSizes returns the number of cards left in the resource and gold decks.
func (s *State) DeckSizes() (resource, gold int) { return int(s.nRes), int(s.nGold) }

// DeckTop returns the top card of the resource (gold=false) or gold deck, 0 when empty. Its back
// (type and kingdom) is public; the card itself is not.
func (s *State) DeckTop(gold bool) int {
	if gold {
		if s.nGold == 0 {
			return 0
		}
		return int(s.goldDeck[s.nGold-1])
	}
	if s.nRes == 0 {
		return 0
	}
	return int(s.resDeck[s.nRes-1])
}
