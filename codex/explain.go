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
	f := strings.Fields(ref)
	if len(f) >= 2 && (f[0] == "place" || f[0] == "secret") {
		f = f[1:]
	}
	if len(f) == 0 {
		return "", false
	}
	id, err := strconv.Atoi(f[0])
	if err != nil || CardByID(id) == nil || !s.visibleTo(viewer, uint8(id)) {
		return "", false
	}
	return DescribeCard(id), true
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
func CardRules(id int) string {
	c := CardByID(id)
	if c == nil {
		return ""
	}
	var b strings.Builder
	if c.Type == ObjectiveCard {
		b.WriteString("Objective, " + cards.Plural(c.Points, "point", "") + ":\n" + c.Description + "\n")
		return b.String()
	}
	b.WriteString(strings.ToUpper(c.Type.String()[:1]) + c.Type.String()[1:] + " card")
	if c.Kingdom != NoSymbol {
		b.WriteString(" of the " + c.Kingdom.String() + " kingdom")
	}
	b.WriteString(".\n")
	if c.Playable() {
		switch {
		case c.Scoring == PerObject:
			b.WriteString("Front up: " + cards.Plural(c.Points, "point", "") + " per visible " + c.Object.String() + " (itself included).\n")
		case c.Scoring == PerCoveredCorner:
			b.WriteString("Front up: " + cards.Plural(c.Points, "point", "") + " per corner it covers.\n")
		case c.Points > 0:
			b.WriteString("Front up: " + cards.Plural(c.Points, "point", "") + ".\n")
		default:
			b.WriteString("Front up: no points.\n")
		}
		if c.HasRequirement() {
			var need []string
			for _, k := range Kingdoms {
				if n := c.Requirement[k]; n > 0 {
					need = append(need, strconv.Itoa(int(n))+" "+k.String())
				}
			}
			b.WriteString("Needs visible on your area before placing it front up: " + strings.Join(need, ", ") + ".\n")
		}
		b.WriteString("Back up: no points, needs nothing.\n")
	}
	b.WriteString("Front corners " + sideText(c.Side(Front)) + "\n")
	b.WriteString("Back corners " + sideText(c.Side(Back)) + "\n")
	b.WriteString("(corners: top-left top-right | bottom-left bottom-right; o empty, + none; F P A I kingdoms, q k m quill, inkwell, manuscript)")
	return b.String()
}
