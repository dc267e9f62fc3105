package codex

import (
	"strconv"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// Card faces are drawn from data on the shared display list (face.Face): no scanned art.
// Codex cards are landscape, about 63 × 41 mm.
const (
	CardWidth  = 63.0
	CardHeight = 41.0

	cornerW    = 11.0 // a corner box
	cornerH    = 10.5
	cornerIcon = 7.5
	frameInset = 1.2
)

// Face returns the face of card id with side up: resource and gold cards and starters have a
// front and a back (the side with the centre resources); an objective has its front (the
// objective) and a common back. An unknown id gives a blank card.
func Face(id int, side Side) face.Face { return FaceIn(id, side, i18n.English) }

// FaceIn returns the face of card id with side up, its words in language l (see Face).
func FaceIn(id int, side Side, l i18n.Language) face.Face {
	f := face.Face{Width: CardWidth, Height: CardHeight, Background: white}
	c := CardByID(id)
	if c == nil {
		return f
	}
	if c.Type == ObjectiveCard {
		if side == Back {
			return objectiveBack(l)
		}
		return objectiveFace(c, l)
	}
	s := c.Side(side)
	f.Background = background(c, side)
	f.Add(frame(c, side))
	for pos := TopLeft; pos <= BottomRight; pos++ {
		if item := cornerItem(pos, s.Corners[pos], c); item != nil {
			f.Add(item)
		}
	}
	if n := s.CenterCount(); n > 0 {
		f.Add(centreItem(s.Center[:n]))
	}
	if side == Front && c.Playable() {
		if c.Points > 0 {
			f.Add(pointsItem(c))
		}
		if c.HasRequirement() {
			f.Add(requirementItem(c))
		}
	}
	f.Add(idItem(c, side, l))
	return f
}

// AllFaces returns the faces of the 102 cards in id order: fronts[i] and backs[i] are card i+1's.
func AllFaces() (fronts, backs []face.Face) { return AllFacesIn(i18n.English) }

// AllFacesIn returns the faces of the 102 cards in id order with their words in language l.
func AllFacesIn(l i18n.Language) (fronts, backs []face.Face) {
	for id := 1; id <= LastCard; id++ {
		fronts = append(fronts, FaceIn(id, Front, l))
		backs = append(backs, FaceIn(id, Back, l))
	}
	return fronts, backs
}

// CardNames names every card in id order, e.g. "12 resource PLANT", for listings and selections.
func CardNames() []string {
	names := make([]string, 0, LastCard)
	for id := 1; id <= LastCard; id++ {
		c := CardByID(id)
		name := strconv.Itoa(id) + " " + c.Type.String()
		if c.Kingdom != NoSymbol {
			name += " " + c.Kingdom.String()
		}
		names = append(names, name)
	}
	return names
}

func background(c *Card, side Side) face.Color {
	switch {
	case c.Type == Starter:
		return starterPaper
	case side == Back:
		return tint(KingdomColour(c.Kingdom), 0.45)
	}
	return tint(KingdomColour(c.Kingdom), 0.78)
}

// frame draws the card's border: the kingdom colour, gold for gold cards.
func frame(c *Card, side Side) *face.Group {
	stroke := KingdomColour(c.Kingdom)
	if c.Type == Gold {
		stroke = goldAccent
	}
	if c.Type == Starter {
		stroke = objectInk
	}
	g := &face.Group{Name: "frame"}
	g.Items = append(g.Items, &face.Rect{X: frameInset, Y: frameInset, W: CardWidth - 2*frameInset, H: CardHeight - 2*frameInset,
		Radius: 2, Stroke: stroke, StrokeWidth: 0.8})
	if c.Type == Gold && side == Front {
		g.Items = append(g.Items, &face.Rect{X: frameInset + 1.2, Y: frameInset + 1.2, W: CardWidth - 2*frameInset - 2.4,
			H: CardHeight - 2*frameInset - 2.4, Radius: 1.5, Stroke: goldAccent, StrokeWidth: 0.3})
	}
	return g
}

// cornerItem draws a visible corner as a paper box with its symbol; a hidden corner draws nothing
// (the card simply has no corner there), which leaves the frame's rounded corner visible.
func cornerItem(pos CornerPos, k Corner, c *Card) face.Item {
	if k == Hidden {
		return nil
	}
	x, y := 0.0, 0.0
	if pos == TopRight || pos == BottomRight {
		x = CardWidth - cornerW
	}
	if pos == BottomLeft || pos == BottomRight {
		y = CardHeight - cornerH
	}
	stroke := KingdomColour(c.Kingdom)
	if c.Type == Starter {
		stroke = objectInk
	}
	g := &face.Group{Name: "corner:" + pos.String()}
	g.Items = append(g.Items, &face.Rect{X: x, Y: y, W: cornerW, H: cornerH, Radius: 1.5, Fill: cornerPaper, Stroke: stroke, StrokeWidth: 0.5})
	if sym := k.Symbol(); sym != NoSymbol {
		g.Items = append(g.Items, SymbolIcon(sym, x+cornerW/2, y+cornerH/2, cornerIcon))
	}
	return g
}

// centreItem draws the permanent centre resources in a row on a paper disc or pill.
func centreItem(syms []Symbol) *face.Group {
	d := 8.0
	if len(syms) == 1 {
		d = 10
	}
	gap := 1.0
	w := float64(len(syms))*d + float64(len(syms)-1)*gap
	cx, cy := CardWidth/2, CardHeight/2
	g := &face.Group{Name: "centre"}
	g.Items = append(g.Items, &face.Rect{X: cx - w/2 - 2, Y: cy - d/2 - 2, W: w + 4, H: d + 4, Radius: d/2 + 2, Fill: cornerPaper, Stroke: objectInk, StrokeWidth: 0.4})
	for i, s := range syms {
		g.Items = append(g.Items, SymbolIcon(s, cx-w/2+d/2+float64(i)*(d+gap), cy, d))
	}
	return g
}

// pointsItem draws the points at the top centre with their condition: a number alone (flat), a
// number and an object (per visible object), or a number and a covered-corner sign.
func pointsItem(c *Card) *face.Group {
	g := &face.Group{Name: "points"}
	w := 10.0
	if c.Scoring != Flat {
		w = 17
	}
	x, y, h := CardWidth/2-w/2, 1.8, 8.0
	stroke := KingdomColour(c.Kingdom)
	if c.Type == Gold {
		stroke = goldAccent
	}
	g.Items = append(g.Items, &face.Rect{X: x, Y: y, W: w, H: h, Radius: 1.5, Fill: white, Stroke: stroke, StrokeWidth: 0.5})
	num := &face.Text{X: x, Y: y, W: 8, H: h, Text: strconv.Itoa(c.Points), Size: 14, Bold: true, Color: ink, Align: face.AlignCenter}
	if c.Scoring == Flat {
		num.W = w
		g.Items = append(g.Items, num)
		return g
	}
	g.Items = append(g.Items, num, &face.Line{X1: x + 8, Y1: y + 1.5, X2: x + 8, Y2: y + h - 1.5, Stroke: stroke, StrokeWidth: 0.3})
	cx, cy := x+8+(w-8)/2, y+h/2
	switch c.Scoring {
	case PerObject:
		cond := &face.Group{Name: "condition:" + c.Object.String()}
		cond.Items = append(cond.Items, SymbolIcon(c.Object, cx, cy, 6))
		g.Items = append(g.Items, cond)
	case PerCoveredCorner:
		g.Items = append(g.Items, coveredCornerSign(cx, cy))
	}
	return g
}

// coveredCornerSign is a small card outline with one corner covered by another card.
func coveredCornerSign(cx, cy float64) *face.Group {
	return &face.Group{Name: "condition:corner", Items: []face.Item{
		&face.Rect{X: cx - 3, Y: cy - 1.6, W: 5.2, H: 3.6, Fill: cornerPaper, Stroke: ink, StrokeWidth: 0.3},
		&face.Rect{X: cx - 3.8, Y: cy - 2.6, W: 2.4, H: 2.1, Fill: goldAccent, Stroke: ink, StrokeWidth: 0.3},
	}}
}

// requirementItem draws a gold card's requirement at the bottom centre: one icon per resource.
func requirementItem(c *Card) *face.Group {
	var syms []Symbol
	for _, k := range Kingdoms {
		for i := 0; i < int(c.Requirement[k]); i++ {
			syms = append(syms, k)
		}
	}
	d, gap := 4.6, 0.6
	w := float64(len(syms))*d + float64(len(syms)-1)*gap
	cx, cy := CardWidth/2, CardHeight-7.8
	g := &face.Group{Name: "requirement"}
	g.Items = append(g.Items, &face.Rect{X: cx - w/2 - 1.5, Y: cy - d/2 - 1.2, W: w + 3, H: d + 2.4, Radius: 1.5, Fill: white, Stroke: goldAccent, StrokeWidth: 0.5})
	for i, s := range syms {
		g.Items = append(g.Items, SymbolIcon(s, cx-w/2+d/2+float64(i)*(d+gap), cy, d))
	}
	return g
}

// idItem writes the card's official id at the bottom centre, with its kingdom's icon so a
// black-and-white print still tells the kingdom.
func idItem(c *Card, side Side, l i18n.Language) *face.Group {
	g := &face.Group{Name: "id"}
	label := strconv.Itoa(c.ID)
	if c.Type == Starter {
		label += " " + sideWord(side, l)
	}
	g.Items = append(g.Items, &face.Text{X: CardWidth/2 - 10, Y: CardHeight - 4.2, W: 20, H: 3, Text: label, Size: 5.5, Color: ink, Align: face.AlignCenter})
	if c.Kingdom != NoSymbol && side == Front {
		tw := face.TextWidth(label, 5.5, false)
		g.Items = append(g.Items, SymbolIcon(c.Kingdom, CardWidth/2+tw/2+2, CardHeight-2.7, 2.6))
	}
	return g
}
