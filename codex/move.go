package codex

import (
	"strconv"
	"strings"
	"sync"
)

// MoveKind is the kind of a move. The zero value is no move.
type MoveKind uint8

// Move kinds.
const (
	NoMove       MoveKind = iota
	ChooseSide            // setup: the side of one's starter ("starter front")
	ChooseColour          // setup: one's colour, cosmetic ("colour red")
	ChooseSecret          // setup: the secret objective kept of the two dealt ("secret 95")
	PlaceCard             // "place 12 front 1,1"
	DrawCard              // "draw faceup 2", "draw resource", "draw gold"
	Resign                // "resign"
)

// Draw sources of a DrawCard move (Move.Slot): face-up slots 0–3, then the two decks.
const (
	FromResourceDeck = 4
	FromGoldDeck     = 5
)

// Colours players choose from (cosmetic), indexed by the Slot of a ChooseColour move.
var Colours = [4]string{"red", "blue", "green", "yellow"}

// Move is one decision of a player, packed into 32 bits so that listing hundreds of placements
// costs one store each: bits 0–2 the kind, 3–4 the side, 8–15 the card id (or the draw slot or
// colour), 16–31 the target cell's packed coordinates (y+128, x+128). It is comparable, and its
// String() is the game's notation.
type Move struct{ v uint32 }

func newMove(k MoveKind, side Side, card uint8) Move {
	return Move{uint32(k) | uint32(side)<<3 | uint32(card)<<8}
}

// DrawFrom returns the move drawing from slot: a face-up slot 0–3, FromResourceDeck or FromGoldDeck.
func DrawFrom(slot int) Move { return newMove(DrawCard, NoSide, uint8(slot)) }

// StarterSide returns the setup move placing one's starter with side up.
func StarterSide(side Side) Move { return newMove(ChooseSide, side, 0) }

// Colour returns the setup move choosing colour Colours[i].
func Colour(i int) Move { return newMove(ChooseColour, NoSide, uint8(i)) }

// Secret returns the setup move keeping objective id as the secret objective.
func Secret(id int) Move { return newMove(ChooseSecret, NoSide, uint8(id)) }

// ResignMove returns the move leaving the game.
func ResignMove() Move { return newMove(Resign, NoSide, 0) }

// Kind returns the move's kind.
func (m Move) Kind() MoveKind { return MoveKind(m.v & 7) }

// Side returns the side of a placement or starter choice.
func (m Move) Side() Side { return Side(m.v >> 3 & 3) }

// Card returns the card of a placement or the objective of a secret choice.
func (m Move) Card() uint8 { return uint8(m.v >> 8) }

// Slot returns the source of a draw or the colour index of a colour choice.
func (m Move) Slot() uint8 { return uint8(m.v >> 8) }

// X returns the column of a placement's target cell.
func (m Move) X() int { return int(m.v>>24) - 128 }

// Y returns the row of a placement's target cell.
func (m Move) Y() int { return int(m.v>>16&0xff) - 128 }

// String writes the move in the game's notation (see docs/codex.md).
func (m Move) String() string {
	switch m.Kind() {
	case ChooseSide:
		return "starter " + m.Side().String()
	case ChooseColour:
		if int(m.Slot()) < len(Colours) {
			return "colour " + Colours[m.Slot()]
		}
	case ChooseSecret:
		return moveTexts().secret[m.Card()]
	case PlaceCard:
		var b strings.Builder
		b.Grow(24)
		b.WriteString("place ")
		b.WriteString(strconv.Itoa(int(m.Card())))
		b.WriteByte(' ')
		b.WriteString(m.Side().String())
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(m.X()))
		b.WriteByte(',')
		b.WriteString(strconv.Itoa(m.Y()))
		return b.String()
	case DrawCard:
		switch m.Slot() {
		case FromResourceDeck:
			return "draw resource"
		case FromGoldDeck:
			return "draw gold"
		}
		if m.Slot() < FromResourceDeck {
			return drawFaceUpTexts[m.Slot()]
		}
		return "draw faceup " + strconv.Itoa(int(m.Slot()))
	case Resign:
		return "resign"
	}
	return "none"
}

// drawFaceUpTexts is String's text of a draw from each face-up slot: a simulation names the moves
// it tallies by their texts without allocating (TestMoveTextsAreMade).
var drawFaceUpTexts = [FromResourceDeck]string{"draw faceup 0", "draw faceup 1", "draw faceup 2", "draw faceup 3"}

// madeTexts holds texts made once for every card id rather than for each move or match.
type madeTexts struct {
	secret [256]string    // String's text of choosing each card id as the secret objective
	stats  [256][2]string // the figures Stats names for each objective id: held by, completed by
}

// moveTexts makes the texts on first use (a simulation's; starting the program makes none).
var moveTexts = sync.OnceValue(func() *madeTexts {
	t := new(madeTexts)
	for id := range t.secret {
		t.secret[id] = "secret " + strconv.Itoa(id)
		name := "objective " + strconv.Itoa(id)
		t.stats[id] = [2]string{name + ": held by (seats)", name + ": completed by (seats)"}
	}
	return t
})
