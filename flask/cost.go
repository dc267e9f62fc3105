package flask

import "strconv"

// resourceCount counts, per resource, the resource cost of the composition in the set.
func (rs *RuleSet) resourceCount(c Composition) [Any + 1]int {
	var n [Any + 1]int
	for _, b := range rs.order {
		if k := int(c[b]); k > 0 {
			for _, r := range rs.bases[b].cost {
				n[r] += k
			}
		}
	}
	return n
}

// ResourceCost returns every resource the card costs, in print order 💚 💰 📘 💥 ❔.
func (c Composition) ResourceCost() []Resource { return Standard.ResourceCost(c) }

// ResourceCost returns every resource the card costs in the set, in print order (the slots of
// 💚 💰 📘 💥, then ❔).
func (rs *RuleSet) ResourceCost(c Composition) []Resource {
	n := rs.resourceCount(c)
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

// CardCost returns how many other cards from hand the card costs in the set.
func (rs *RuleSet) CardCost(c Composition) int {
	if rs.standard {
		return int(c[B1])
	}
	n := 0
	for _, b := range rs.order {
		n += int(c[b]) * rs.bases[b].cardCost
	}
	return n
}

// CostLine returns the cost as the original editor prints it: the resource symbols in print order,
// then " and " and "1 Card" / "N Cards" if it costs cards. A free card prints a single space.
// Example: "📘💥 and 1 Card".
func (c Composition) CostLine() string { return Standard.CostLine(c) }

// CostLine returns the cost line in the set (see Composition.CostLine), with the set's symbols.
func (rs *RuleSet) CostLine(c Composition) string {
	return string(rs.AppendCostLine(make([]byte, 0, 128), c)) // up to 25 four-byte symbols and " and 3 Cards"
}

// AppendCostLine appends the cost line in the set (see CostLine) to b and returns it; it
// allocates nothing when b has room.
func (rs *RuleSet) AppendCostLine(b []byte, c Composition) []byte {
	start := len(b)
	b = rs.appendCostSymbols(b, c)
	if cards := rs.CardCost(c); cards > 0 {
		if len(b) > start {
			b = append(b, " and "...)
		}
		b = appendCountNoun(b, cards, "Card", "Cards")
	}
	if len(b) == start {
		b = append(b, ' ')
	}
	return b
}

// appendCostSymbols appends the symbols of the resources c costs in the set, in print order: per
// resource one copy of a prepared run of its symbol.
func (rs *RuleSet) appendCostSymbols(b []byte, c Composition) []byte {
	t := rs.text()
	n, _, ok := t.sums(rs.order, &c)
	if !ok {
		return rs.appendCostSymbolsByOne(b, c)
	}
	for _, r := range costOrder {
		if k := laneOf(n, int(r)); k > 0 {
			b = append(b, t.symbols[r][:k*len(rs.symbols[r])]...)
		}
	}
	return b
}

// appendCostSymbolsByOne is appendCostSymbols one symbol at a time, for any count.
func (rs *RuleSet) appendCostSymbolsByOne(b []byte, c Composition) []byte {
	n := rs.resourceCount(c)
	for _, r := range costOrder {
		for i := 0; i < n[r]; i++ {
			b = append(b, rs.symbols[r]...)
		}
	}
	return b
}

// countNoun writes "1 Card" or "N Cards".
func countNoun(n int, one, many string) string {
	return string(appendCountNoun(make([]byte, 0, 8+len(many)), n, one, many))
}

// appendCountNoun appends countNoun's text to b.
func appendCountNoun(b []byte, n int, one, many string) []byte {
	if 0 <= n && n < 10 {
		b = append(b, byte('0'+n))
	} else {
		b = strconv.AppendInt(b, int64(n), 10)
	}
	b = append(b, ' ')
	if n == 1 {
		return append(b, one...)
	}
	return append(b, many...)
}
