package flask

import (
	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// The effects box lists each effect's title (bold) and, when the card shows descriptions and they
// fit, its rule text, in the largest type that fits the box. Without room for the rule texts of
// every effect the titles stand alone, as the original editor did.

// effectType is one candidate set of sizes for the effects box, in points.
type effectType struct {
	title, text float64 // text 0: titles only
	gap         float64 // mm between two effects
}

// effectTypes are tried in order; the first that fits is used (the last one in any case).
var effectTypes = []effectType{
	{8.5, 6.6, 1.2}, {8, 6.2, 1.2}, {7.5, 5.8, 1.1}, {7, 5.4, 1},
	{9.5, 0, 1.2}, {9, 0, 1.2}, {8.5, 0, 1.2}, {8, 0, 1.1}, {7.5, 0, 1}, {7, 0, 0.9}, {6.5, 0, 0.8},
	{6, 0, 0.6}, {5.5, 0, 0.4}, {5, 0, 0.3},
}

const (
	effectsPadX   = 1.8 // mm inside the box
	effectsPadY   = 1.4
	effectsTitleW = contentW - 2*effectsPadX
)

// effectBlock is one effect set in lines.
type effectBlock struct {
	title, text [][]richWord
}

// effectItems draws the effects box of a composition.
func effectItems(comp Composition, withText bool, frame face.Color, pal facePalette) []face.Item {
	box := &face.Rect{X: contentX, Y: effectsY, W: contentW, H: effectsH, Radius: pictureRadius, Fill: pal.tint(frame, 0.88)}
	if pal.bw {
		box.Stroke, box.StrokeWidth = pal.muted, 0.25
	}
	items := []face.Item{box}
	effects := pal.set.Effects(comp)
	if len(effects) == 0 {
		return append(items, &face.Text{X: contentX, Y: effectsY, W: contentW, H: effectsH, Text: texts.T(pal.lang, "face.noEffect"), Size: 8, Italic: true, Color: pal.muted, Align: face.AlignCenter})
	}
	ty, blocks, height := fitEffects(pal.set, pal.lang, effects, withText)
	titleSt := richStyle{size: ty.title, bold: true, color: pal.ink}
	textSt := richStyle{size: ty.text, color: mix(pal.ink, pal.background, 0.15)}
	y := effectsY + (effectsH-height)/2
	for i, b := range blocks {
		if i > 0 {
			if ty.text > 0 {
				mid := y + ty.gap/2
				items = append(items, &face.Line{X1: contentX + 8, Y1: mid, X2: contentX + contentW - 8, Y2: mid, Stroke: pal.tint(frame, 0.55), StrokeWidth: 0.2})
			}
			y += ty.gap
		}
		for _, l := range b.title {
			items = append(items, titleSt.draw(l, contentX+effectsPadX, y, effectsTitleW, titleSt.lineHeight(), face.AlignCenter, pal)...)
			y += titleSt.lineHeight()
		}
		for _, l := range b.text {
			items = append(items, textSt.draw(l, contentX+effectsPadX, y, effectsTitleW, textSt.lineHeight(), face.AlignCenter, pal)...)
			y += textSt.lineHeight()
		}
	}
	return items
}

// fitEffects chooses the largest type at which the effects fit the box and returns the set lines
// and their total height.
func fitEffects(rs *RuleSet, l i18n.Language, effects []Effect, withText bool) (effectType, []effectBlock, float64) {
	titles := make([][]richWord, len(effects))
	rules := make([][]richWord, len(effects))
	for i, e := range effects {
		titles[i] = parseRich(rs.Title(e))
		rules[i] = parseRich(rs.TextIn(e, l))
	}
	var (
		ty     effectType
		blocks []effectBlock
		height float64
	)
	for _, ty = range effectTypes {
		if ty.text > 0 && !withText {
			continue
		}
		titleSt, textSt := richStyle{size: ty.title, bold: true}, richStyle{size: ty.text}
		blocks, height = blocks[:0], ty.gap*float64(len(effects)-1)
		for i := range effects {
			b := effectBlock{title: titleSt.wrap(titles[i], effectsTitleW)}
			height += float64(len(b.title)) * titleSt.lineHeight()
			if ty.text > 0 {
				b.text = textSt.wrap(rules[i], effectsTitleW)
				height += float64(len(b.text)) * textSt.lineHeight()
			}
			blocks = append(blocks, b)
		}
		if height <= effectsH-2*effectsPadY {
			break
		}
	}
	return ty, blocks, height
}
