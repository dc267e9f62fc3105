package flask

import (
	"strconv"
	"strings"
)

// resourceCount counts, per resource, the resource cost of the composition.
func (c Composition) resourceCount() [Any + 1]int {
	var n [Any + 1]int
	for _, b := range Bases {
		if k := int(c[b]); k > 0 {
			for _, r := range baseInfos[b].cost {
				n[r] += k
			}
		}
	}
	return n
}

// ResourceCost returns every resource the card costs, in print order 💚 💰 📘 💥 ❔.
func (c Composition) ResourceCost() []Resource {
	n := c.resourceCount()
	var out []Resource
	for _, r := range costOrder {
		for i := 0; i < n[r]; i++ {
			out = append(out, r)
		}
	}
	return out
}

// CardCost returns how many other cards from hand the card costs: one per B1.
func (c Composition) CardCost() int { return int(c[B1]) }

// CostLine returns the cost as the original editor prints it: the resource symbols in print order,
// then " and " and "1 Card" / "N Cards" if it costs cards. A free card prints a single space.
// Example: "📘💥 and 1 Card".
func (c Composition) CostLine() string {
	n := c.resourceCount()
	var sb strings.Builder
	sb.Grow(128) // up to 25 four-byte symbols and " and 3 Cards"
	for _, r := range costOrder {
		for i := 0; i < n[r]; i++ {
			sb.WriteString(resourceSymbols[r])
		}
	}
	if cards := c.CardCost(); cards > 0 {
		if sb.Len() > 0 {
			sb.WriteString(" and ")
		}
		sb.WriteString(countNoun(cards, "Card", "Cards"))
	}
	if sb.Len() == 0 {
		return " "
	}
	return sb.String()
}

// countNoun writes "1 Card" or "N Cards".
func countNoun(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
