package codex

import (
	"strconv"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// RulesSummary returns Codex's rules in a few lines (cards.Explainer).
func (s *State) RulesSummary() string { return RulesSummary(i18n.English) }

// ExplainCard writes a card that viewer can see in full (cards.Explainer): ref is its id or a move
// naming it ("place 12 front 1,1").
func (s *State) ExplainCard(viewer cards.Seat, ref string) (string, bool) {
	return s.ExplainCardIn(i18n.English, viewer, ref)
}

// cardRef reads the card ref names ("12", "place 12 front 1,1") when viewer can see it.
func (s *State) cardRef(viewer cards.Seat, ref string) (int, bool) {
	f := strings.Fields(ref)
	if len(f) >= 2 && (f[0] == "place" || f[0] == "secret") {
		f = f[1:]
	}
	if len(f) == 0 {
		return 0, false
	}
	id, err := strconv.Atoi(f[0])
	if err != nil || CardByID(id) == nil || !s.visibleTo(viewer, uint8(id)) {
		return 0, false
	}
	return id, true
}

// visibleTo tells whether viewer can see card id now.
func (s *State) visibleTo(viewer cards.Seat, id uint8) bool {
	if s.common[0] == id || s.common[1] == id {
		return true
	}
	for _, f := range s.faceUp {
		if f == id {
			return true
		}
	}
	for i := 0; i < int(s.seats); i++ {
		p := &s.players[i]
		own := cards.Seat(i) == viewer || s.phase == GameOver
		if p.starter == id || p.area.contains(id) {
			return true
		}
		if own && (p.secret == id || p.options[0] == id || p.options[1] == id) {
			return true
		}
		for h := 0; h < int(p.nHand); h++ {
			if p.hand[h] == id && (own || p.handSeen[h]) {
				return true
			}
		}
	}
	return false
}

// contains tells whether the area holds card id.
func (a *Area) contains(id uint8) bool {
	for i := 0; i < int(a.n); i++ {
		if a.placed[i].Card == id {
			return true
		}
	}
	return false
}

// CardRules writes card id in full for a reader, one fact a line: its kind and kingdom, what it
// scores and needs front up, and both sides' corners.
func CardRules(id int) string { return CardRulesIn(id, i18n.English) }

// CardRulesIn writes card id in full in language l (see CardRules).
func CardRulesIn(id int, l i18n.Language) string {
	c := CardByID(id)
	if c == nil {
		return ""
	}
	tr := texts.For(l)
	if c.Type == ObjectiveCard {
		return tr("cr.objective", "Points", points(l, c.Points)) + "\n" + c.DescriptionIn(l) + "\n"
	}
	var b strings.Builder
	kind := tr("cr.type." + c.Type.String())
	if c.Kingdom != NoSymbol {
		b.WriteString(tr("cr.ofKingdom", "Card", kind, "Kingdom", SymbolIn(c.Kingdom, l)) + "\n")
	} else {
		b.WriteString(kind + ".\n")
	}
	if c.Playable() {
		switch {
		case c.Scoring == PerObject:
			b.WriteString(tr("cr.perObject", "Points", points(l, c.Points), "Object", SymbolIn(c.Object, l)) + "\n")
		case c.Scoring == PerCoveredCorner:
			b.WriteString(tr("cr.perCorner", "Points", points(l, c.Points)) + "\n")
		case c.Points > 0:
			b.WriteString(tr("cr.flat", "Points", points(l, c.Points)) + "\n")
		default:
			b.WriteString(tr("cr.noPoints") + "\n")
		}
		if c.HasRequirement() {
			b.WriteString(tr("cr.needs", "Needs", needsIn(c, l, ", ")) + "\n")
		}
		b.WriteString(tr("cr.back") + "\n")
	}
	b.WriteString(tr("cr.frontCorners", "Side", sideText(c.Side(Front), l)) + "\n")
	b.WriteString(tr("cr.backCorners", "Side", sideText(c.Side(Back), l)) + "\n")
	b.WriteString(tr("cr.legend"))
	return b.String()
}
