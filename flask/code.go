package flask

// codeSeparator joins the base codes of a card's code.
const codeSeparator = " - "

// Code returns the composition's canonical code as the original editor prints it in a card's
// bottom-left corner: the base codes in code order (G2, Y1, B1, B2, G1, R1, R2, Y2), each repeated
// by its count, joined by " - ". The empty composition has the empty code. Two cards are similar
// exactly when their codes are equal.
func (c Composition) Code() string { return Standard.Code(c) }

// Code returns the composition's code in the set: its base codes in the set's code order, each
// repeated by its count, joined by " - " (empty for the empty composition).
func (rs *RuleSet) Code(c Composition) string {
	n := c.Size()
	if n == 0 {
		return ""
	}
	return string(rs.AppendCode(make([]byte, 0, n*2+(n-1)*len(codeSeparator)), c))
}

// AppendCode appends the composition's code in the set (see Code) to b and returns it; it
// allocates nothing when b has room (card show writes thousands of lines). Each base card's
// copies are one copy of a prepared run ("R1 - R1").
func (rs *RuleSet) AppendCode(b []byte, c Composition) []byte {
	t := rs.text()
	start := len(b)
	for _, base := range rs.order {
		k := int(c[base])
		if k == 0 {
			continue
		}
		if k > int(t.max[base]) {
			return rs.appendCodeByCopy(b[:start], c)
		}
		if len(b) > start {
			b = append(b, codeSeparator...)
		}
		b = append(b, t.code[base][:k*(len(rs.bases[base].code)+len(codeSeparator))-len(codeSeparator)]...)
	}
	return b
}

// appendCodeByCopy is AppendCode one copy at a time, for any count.
func (rs *RuleSet) appendCodeByCopy(b []byte, c Composition) []byte {
	start := len(b)
	for _, base := range rs.order {
		code := rs.bases[base].code
		for i := uint8(0); i < c[base]; i++ {
			if len(b) > start {
				b = append(b, codeSeparator...)
			}
			b = append(b, code...)
		}
	}
	return b
}
