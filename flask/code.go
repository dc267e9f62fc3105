package flask

import "slices"

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
// copies are one copy of a prepared run ("R1 - R1 - "), of a fixed size when the codes allow.
func (rs *RuleSet) AppendCode(b []byte, c Composition) []byte {
	t := rs.text()
	if !t.codeFixed {
		return rs.appendCodeByRun(t, b, c)
	}
	b = slices.Grow(b, len(rs.order)*codeRunSize)
	start, n := len(b), len(b)
	w := b[:cap(b)] // room for a run at n: the grown length
	for _, base := range rs.order {
		k := int(c[base])
		if k == 0 {
			continue
		}
		if k > int(t.max[base]) {
			return rs.appendCodeByCopy(b, c)
		}
		*(*[codeRunSize]byte)(w[n:]) = t.codeRun[base]
		n += k * t.codeStep[base]
	}
	if n > start {
		n -= len(codeSeparator)
	}
	return w[:n]
}

// appendCodeByRun is AppendCode with codes of any length: a copy of a string per base card.
func (rs *RuleSet) appendCodeByRun(t *cardText, b []byte, c Composition) []byte {
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
		b = append(b, t.code[base][:k*t.codeStep[base]-len(codeSeparator)]...)
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
