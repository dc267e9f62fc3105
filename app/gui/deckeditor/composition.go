package deckeditor

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/flask"
)

// compositionPanel edits the selected card's composition: one row per base card showing its code,
// name, cost and effect (with the cards' own symbols), with a 0–3 stepper, or an on/off toggle for
// the base cards a card holds at most once (Reboot, Reaction). Above the rows: the card's code and
// cost as they stand.
type compositionPanel struct {
	e       *Editor
	code    *widgets.TipLabel
	cost    *widgets.FaceView
	rows    map[flask.Base]*baseRow
	effects map[flask.Base]*widgets.FaceView // each base card's cost and effect
	summary *fyne.Container                  // the cost line
	root    *fyne.Container
	current flask.Composition
}

// baseRow is the control of one base card.
type baseRow struct {
	base   flask.Base
	count  *widget.Label
	minus  *widgets.IconButton
	plus   *widgets.IconButton
	toggle *widget.Check // for base cards held at most once
}

// inlineSize is the size in points of symbols and text drawn as the cards draw them.
const inlineSize = 9.5

// inlineScale is the fyne units per mm of inline faces.
const inlineScale = 4.2

// inlineMinWidth is the least width a long inline line asks for; it is drawn smaller below its
// natural width.
const inlineMinWidth = 120

func newCompositionPanel(e *Editor) *compositionPanel {
	p := &compositionPanel{e: e, rows: map[flask.Base]*baseRow{}, effects: map[flask.Base]*widgets.FaceView{}}
	p.code = widgets.NewTipLabel("") // cut off when long: the tooltip shows all
	p.code.TextStyle.Monospace = true
	p.cost = newInlineView("")
	title := widget.NewLabelWithStyle(lang.L("Composition"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.code.Alignment = fyne.TextAlignTrailing
	p.cost.Leading = true
	p.summary = container.NewBorder(nil, nil, widget.NewLabel(lang.L("Cost")), nil, p.cost)
	p.root = container.NewVBox(container.NewBorder(nil, nil, title, nil, p.code), p.summary)
	p.rebuild()
	return p
}

// rebuild makes one row per base card of the editor's rule set (after the set changed).
func (p *compositionPanel) rebuild() {
	p.root.Objects = p.root.Objects[:2]
	clear(p.rows)
	clear(p.effects)
	for _, b := range p.e.set.Bases() {
		p.root.Add(p.newRow(b))
	}
	p.root.Refresh()
}

// Object is the panel's content.
func (p *compositionPanel) Object() fyne.CanvasObject { return p.root }

func (p *compositionPanel) newRow(b flask.Base) fyne.CanvasObject {
	r := &baseRow{base: b}
	p.rows[b] = r
	set := p.e.set
	var control fyne.CanvasObject
	if set.MaxCount(b) == 1 {
		r.toggle = widget.NewCheck("", func(on bool) {
			n := 0
			if on {
				n = 1
			}
			p.set(b, n)
		})
		control = r.toggle
	} else {
		r.count = widget.NewLabelWithStyle("0", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		r.minus = widgets.NewIconButton(theme.ContentRemoveIcon(), lang.L("One fewer"), func() { p.set(b, p.current.Count(b)-1) })
		r.plus = widgets.NewIconButton(theme.ContentAddIcon(), lang.L("One more"), func() { p.set(b, p.current.Count(b)+1) })
		control = container.NewHBox(r.minus, r.count, r.plus)
	}
	name := widget.NewLabelWithStyle(set.BaseName(b), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	effect := newInlineView(baseSummary(set, b))
	p.effects[b] = effect
	left := container.NewHBox(baseBadge(set, b), name)
	effect.Leading = true
	effect.MinWidth = min(effect.MinWidth, inlineMinWidth) // narrower panes draw it smaller
	return container.NewBorder(nil, nil, left, control, effect)
}

// baseSummary writes a base card's cost and effect: "💥📘 → +💰💰💰", "1 Card → +📘📘".
func baseSummary(set *flask.RuleSet, b flask.Base) string {
	one := flask.Composition{}
	one, _ = set.With(one, b, 1)
	cost := set.CostLine(one)
	arrow := " → "
	if !face.HasGlyph('→') {
		arrow = " -> "
	}
	titles := set.EffectTitles(one)
	effect := ""
	if len(titles) > 0 {
		effect = titles[0]
	}
	return cost + arrow + effect
}

// baseBadge is a base card's code on its colour.
func baseBadge(set *flask.RuleSet, b flask.Base) fyne.CanvasObject {
	bg := canvas.NewRectangle(widgets.ToNRGBA(set.ResourceColour(set.BaseColour(b))))
	bg.CornerRadius = 4
	bg.SetMinSize(fyne.NewSize(30, 22))
	label := canvas.NewText(set.BaseCode(b), color.White)
	label.TextStyle = fyne.TextStyle{Bold: true}
	label.Alignment = fyne.TextAlignCenter
	return container.NewCenter(container.NewStack(bg, label))
}

// newInlineView draws a line with resource symbols as the cards draw them, in the theme's text colour.
func newInlineView(text string) *widgets.FaceView {
	v := widgets.NewFaceView(face.Face{}, 0)
	v.MaxScale = inlineScale
	setInline(v, text)
	return v
}

// setInline changes the text of an inline view.
func setInline(v *widgets.FaceView, text string) {
	r, g, b, a := theme.Color(theme.ColorNameForeground).RGBA()
	ink := face.Color{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: uint8(a >> 8)}
	f := flask.InlineFace(text, inlineSize, ink)
	v.MinWidth = float32(f.Width) * inlineScale
	v.SetFace(f)
}

// set asks for n of base card b in the selected card.
func (p *compositionPanel) set(b flask.Base, n int) {
	if p.e.refreshing {
		return
	}
	comp, err := p.e.set.With(p.current, b, n)
	if err != nil {
		return // the stepper's bounds: nothing to do
	}
	p.e.editSelected(func(i int) error { return p.e.coll.SetComposition(i, comp) })
}

// show sets the controls from a composition (ok false: no card, the controls are disabled).
func (p *compositionPanel) show(c flask.Composition, ok bool) {
	p.current = c
	code := p.e.set.Code(c)
	if code == "" {
		code = lang.L("(blank card)")
	}
	p.code.SetText(code)
	cost := p.e.set.CostLineIn(c, uilang.Game())
	if cost == " " {
		cost = lang.L("free")
	}
	setInline(p.cost, cost)
	p.cost.MinWidth = min(p.cost.MinWidth, inlineMinWidth)
	p.summary.Refresh() // the cost's width changed
	for b, r := range p.rows {
		n := c.Count(b)
		if r.toggle != nil {
			r.toggle.SetChecked(n > 0)
			enableAll(ok, r.toggle)
			continue
		}
		r.count.SetText(strconv.Itoa(n))
		enableAll(ok && n > 0, &r.minus.Button)
		enableAll(ok && n < p.e.set.MaxCount(b), &r.plus.Button)
	}
}

// restyle redraws the base cards' costs and effects in the theme's text colour (after a theme
// change; the other inline lines are redrawn by every refresh).
func (p *compositionPanel) restyle() {
	for b, v := range p.effects {
		w := v.MinWidth
		setInline(v, baseSummary(p.e.set, b))
		v.MinWidth = w
	}
}
