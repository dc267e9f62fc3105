package flask

import "strings"

// codeSeparator joins the base codes of a card's code.
const codeSeparator = " - "

// Code returns the composition's canonical code as the original editor prints it in a card's
// bottom-left corner: the base codes in code order (G2, Y1, B1, B2, G1, R1, R2, Y2), each repeated
// by its count, joined by " - ". The empty composition has the empty code. Two cards are similar
// exactly when their codes are equal.
func (c Composition) Code() string {
	n := c.Size()
	if n == 0 {
		return ""
	}
	var sb strings.Builder
	sb.Grow(n*2 + (n-1)*len(codeSeparator))
	for _, b := range Bases {
		code := baseInfos[b].code
		for i := uint8(0); i < c[b]; i++ {
			if sb.Len() > 0 {
				sb.WriteString(codeSeparator)
			}
			sb.WriteString(code)
		}
	}
	return sb.String()
}
