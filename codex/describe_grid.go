package codex

import (
	"strconv"
	"strings"
)

// Terminal drawing of a play area: each card is a box 9 characters wide and 3 lines high; a card
// on a corner of another overlaps it by that corner, as on the table, and later cards cover
// earlier ones. Corners show their symbol letter (F P A I kingdoms, q k m objects), o for an empty
// corner, and + (a plain frame corner) where a card has no corner. Empty legal positions show
// their coordinates.
const (
	boxW  = 9
	boxH  = 3
	stepX = boxW - 1
	stepY = boxH - 1
)

// DrawArea draws the area as text lines (no trailing newline), with the legal positions marked.
func DrawArea(a *Area) string {
	if a.n == 0 {
		return "(no card placed yet)"
	}
	minX, maxX, minY, maxY := 0, 0, 0, 0
	grow := func(x, y int) {
		minX, maxX, minY, maxY = min(minX, x), max(maxX, x), min(minY, y), max(maxY, y)
	}
	for i := 0; i < int(a.n); i++ {
		grow(int(a.placed[i].X), int(a.placed[i].Y))
	}
	for f := 0; f < a.LegalPositions(); f++ {
		grow(a.LegalPosition(f))
	}
	width := (maxX-minX)*stepX + boxW
	height := (maxY-minY)*stepY + boxH
	canvas := make([][]byte, height)
	for i := range canvas {
		canvas[i] = []byte(strings.Repeat(" ", width))
	}
	origin := func(x, y int) (col, row int) { return (x - minX) * stepX, (maxY - y) * stepY }
	for f := 0; f < a.LegalPositions(); f++ {
		x, y := a.LegalPosition(f)
		col, row := origin(x, y)
		label := strconv.Itoa(x) + "," + strconv.Itoa(y)
		start := col + (boxW-len(label))/2
		copy(canvas[row+1][start:], label)
	}
	for i := 0; i < int(a.n); i++ {
		p := a.placed[i]
		col, row := origin(int(p.X), int(p.Y))
		drawBox(canvas, col, row, p)
	}
	lines := make([]string, height)
	for i, l := range canvas {
		lines[i] = strings.TrimRight(string(l), " ")
	}
	return strings.Join(lines, "\n")
}

func drawBox(canvas [][]byte, col, row int, p Placement) {
	c := &catalogue[p.Card]
	side := c.Side(p.Side)
	top, bottom := canvas[row], canvas[row+boxH-1]
	for x := col + 1; x < col+boxW-1; x++ {
		top[x], bottom[x] = '-', '-'
	}
	corner := func(k Corner) byte {
		if k == Hidden {
			return '+'
		}
		return k.Symbol().Letter()
	}
	top[col], top[col+boxW-1] = corner(side.Corners[TopLeft]), corner(side.Corners[TopRight])
	bottom[col], bottom[col+boxW-1] = corner(side.Corners[BottomLeft]), corner(side.Corners[BottomRight])
	mid := canvas[row+1]
	label := []byte("|       |")
	kind := byte('S')
	if c.Kingdom != NoSymbol {
		kind = c.Kingdom.Letter()
	}
	text := string(kind) + strconv.Itoa(int(p.Card)) + " " + p.Side.String()[:1]
	copy(label[2:], text)
	copy(mid[col:], label)
}
