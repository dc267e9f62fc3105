package codex

import (
	"strconv"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// The words of the terminal's position screen, move feed and card texts in a language: symbols,
// card types, colours, sides, points. The notation (place 12 front 1,1, draw gold, faceup N) and
// the one-letter corner codes (F P A I q k m) stay as they are in every language.

// SetLanguage makes Describe, DescribeCompact, Narrate, Reveal and ExplainCard write in language l
// (cards.Speaker). The notation, the log and every rule are the same in every language.
func (s *State) SetLanguage(l i18n.Language) { s.lang = l }

// ReasonIn returns why the game ended in language l (cards.Reasoner; Result's Reason is English:
// the log keeps it).
func (s *State) ReasonIn(l i18n.Language) string {
	if s.reason == notEnded {
		return s.Result().Reason
	}
	return s.reasonText(l)
}

// reasonText says why the end came (or was triggered) in language l.
func (s *State) reasonText(l i18n.Language) string {
	switch s.reason {
	case endTarget:
		return texts.T(l, "reason.target", "Target", int(s.rules.Target))
	case endDecks:
		return texts.T(l, "reason.decks")
	case endStuck:
		return texts.T(l, "reason.stuck")
	case endResigned:
		if s.Seats() == 2 {
			return texts.T(l, "reason.resignedTwo")
		}
		return texts.T(l, "reason.resigned")
	}
	return ""
}

// SymbolIn returns a symbol's name in language l ("PILZ", "FUNGHI"), upper case as on the cards'
// captions.
func SymbolIn(sym Symbol, l i18n.Language) string {
	if l.Resolved() == i18n.English || sym == NoSymbol || sym >= numSymbols {
		return sym.String()
	}
	return texts.T(l, "symbol."+sym.String())
}

// TypeIn returns a card type's name in language l ("Ressource", "oro").
func TypeIn(t CardType, l i18n.Language) string {
	if l.Resolved() == i18n.English || int(t) >= len(cardTypeNames) || t == 0 {
		return t.String()
	}
	return texts.T(l, "type."+t.String())
}

// ColourIn returns the name of colour i (an index in Colours) in language l.
func ColourIn(i int, l i18n.Language) string {
	name := Colours[i%len(Colours)]
	if l.Resolved() == i18n.English {
		return name
	}
	return texts.T(l, "colour."+name)
}

// CardNameIn names a card in language l as the feed does: "resource 12 (PLANT)", "Ziel 99".
func CardNameIn(id int, l i18n.Language) string {
	c := CardByID(id)
	if c == nil {
		return texts.T(l, "c.unknown", "ID", id)
	}
	if l.Resolved() == i18n.English {
		return c.String()
	}
	if c.Kingdom != NoSymbol {
		return texts.T(l, "c.name.kingdom", "Type", TypeIn(c.Type, l), "ID", c.ID, "Kingdom", SymbolIn(c.Kingdom, l))
	}
	return texts.T(l, "c.name", "Type", TypeIn(c.Type, l), "ID", c.ID)
}

// points writes "1 point", "3 Punkte".
func points(l i18n.Language, n int) string { return texts.T(l, "w.points", "Count", n) }

// seatNameIn names seat i with its colour: "seat 1 (rot)".
func (s *State) seatNameIn(i int, l i18n.Language) string {
	name := cards.Seat(i).String()
	if c := s.players[i].colour; c != 0 {
		name += " (" + ColourIn(int(c-1), l) + ")"
	}
	return name
}

// needsIn writes a requirement as "3 PLANT 1 INSECT" in language l ("" when none).
func needsIn(c *Card, l i18n.Language, sep string) string {
	var need []string
	for _, k := range Kingdoms {
		if n := c.Requirement[k]; n > 0 {
			need = append(need, strconv.Itoa(int(n))+" "+SymbolIn(k, l))
		}
	}
	return strings.Join(need, sep)
}
