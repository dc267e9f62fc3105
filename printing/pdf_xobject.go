package printing

import (
	"codeberg.org/go-pdf/fpdf"

	"github.com/flaskdeck/flaskdeck/cards/face"
)

// Faces printed more than once are drawn once per document as PDF Form XObjects (fpdf templates)
// and placed on the pages by reference, so a deck that prints each card three times, or a thousand
// cards sharing one back, stores each of those faces once: small files, fast output. A face printed
// once is drawn straight on its page (a template would only add a stream to compress).
//
// fpdf's template resources list fonts and pictures but no transparency states, so a face's items
// are cut into runs: runs of opaque items become templates, translucent items (a highlight on an
// emblem) are drawn on the page itself between them, keeping the drawing order.

// faceKey identifies a face without hashing it: copies of a card share their Items slice.
type faceKey struct {
	first      *face.Item
	n          int
	background face.Color
	w, h       float64
}

func keyOfFace(f face.Face) faceKey {
	k := faceKey{n: len(f.Items), background: f.Background, w: f.Width, h: f.Height}
	if len(f.Items) > 0 {
		k.first = &f.Items[0]
	}
	return k
}

// placementKey is a face at a given geometry: the trimmed size and where the trim sits in the
// drawn area (the bleed differs for a folded pair's sides). Positions on the page do not matter.
type placementKey struct {
	face           faceKey
	outerW, outerH float64
	trimX, trimY   float64 // trim corner relative to the outer corner
	trimW, trimH   float64
}

// run is a part of a face: a template of opaque items, or a translucent item (or background)
// drawn directly.
type run struct {
	template fpdf.Template
	direct   leaf
}

// leaf is an item to draw, or the face's background, which fills the whole drawn area.
type leaf struct {
	item       face.Item
	background face.Color
}

// faceDrawer draws faces on the pages of one document.
type faceDrawer struct {
	pdf      *fpdf.Fpdf
	page     *pdfCanvas // draws on the document's pages
	gray     bool
	leaves   map[faceKey][]leaf // flattened (and greyed) items of each repeated face
	uses     map[faceKey]int    // how many times each face is printed
	runs     map[placementKey][]run
	pictures pictureCache
}

func newFaceDrawer(pdf *fpdf.Fpdf, gray bool) *faceDrawer {
	pictures := pictureCache{}
	page := newPDFCanvas(pdf, pictures, gray)
	return &faceDrawer{pdf: pdf, page: page, gray: gray, leaves: map[faceKey][]leaf{},
		runs: map[placementKey][]run{}, pictures: pictures, uses: map[faceKey]int{}}
}

// count records the faces a job prints, so that only repeated ones become templates.
func (d *faceDrawer) count(job Job, backs Backs) {
	for i, f := range job.Fronts {
		d.uses[keyOfFace(f)]++
		if b, ok := job.Back(i); ok && backs != BacksNone {
			d.uses[keyOfFace(b)]++
		}
	}
}

// draw draws a face in its trimmed rectangle, its background extended to outer (the bleed), clipped
// to outer; upsideDown turns it by 180° (backs for short-edge duplex).
func (d *faceDrawer) draw(f face.Face, trim, outer Rect, upsideDown bool) {
	var runs []run
	if fk := keyOfFace(f); d.uses[fk] > 1 {
		runs = d.runsOf(f, trim, outer)
	} else {
		for _, l := range d.leavesOf(f, fk, false) {
			runs = append(runs, run{direct: l})
		}
	}
	d.pdf.TransformBegin()
	if upsideDown {
		d.pdf.TransformRotate(180, trim.X+trim.W/2, trim.Y+trim.H/2)
	}
	d.pdf.ClipRect(outer.X, outer.Y, outer.W, outer.H, false)
	d.page.scale, d.page.ox, d.page.oy = faceTransform(f, trim)
	for _, r := range runs {
		if r.template != nil {
			d.page.setAlpha(1) // a Form XObject inherits the page's transparency
			d.pdf.UseTemplateScaled(r.template, fpdf.PointType{X: outer.X, Y: outer.Y}, fpdf.SizeType{Wd: outer.W, Ht: outer.H})
			continue
		}
		if r.direct.item == nil {
			d.page.fillRect(outer, r.direct.background)
			continue
		}
		d.page.items([]face.Item{r.direct.item})
	}
	d.page.setAlpha(1)
	d.pdf.ClipEnd()
	d.pdf.TransformEnd()
}

// runsOf cuts a face into templates and translucent items, once per face and geometry.
func (d *faceDrawer) runsOf(f face.Face, trim, outer Rect) []run {
	fk := keyOfFace(f)
	pk := placementKey{face: fk, outerW: outer.W, outerH: outer.H, trimX: trim.X - outer.X, trimY: trim.Y - outer.Y, trimW: trim.W, trimH: trim.H}
	if runs, ok := d.runs[pk]; ok {
		return runs
	}
	leaves := d.leavesOf(f, fk, true)
	local := Rect{pk.trimX, pk.trimY, trim.W, trim.H}
	scale, ox, oy := faceTransform(f, local)
	var runs []run
	var opaque []leaf
	flush := func() {
		if len(opaque) > 0 {
			runs = append(runs, run{template: d.template(opaque, outer, scale, ox, oy)})
			opaque = nil
		}
	}
	for _, it := range leaves {
		if translucent(it) {
			flush()
			runs = append(runs, run{direct: it})
			continue
		}
		opaque = append(opaque, it)
	}
	flush()
	d.runs[pk] = runs
	return runs
}

// leavesOf flattens a face (greyed for black and white), remembering it when asked.
func (d *faceDrawer) leavesOf(f face.Face, fk faceKey, remember bool) []leaf {
	if leaves, ok := d.leaves[fk]; ok {
		return leaves
	}
	if d.gray {
		f = f.Grayscale()
	}
	var leaves []leaf
	if f.Background.Visible() {
		leaves = append(leaves, leaf{background: f.Background})
	}
	leaves = flatten(leaves, f.Items)
	if remember {
		d.leaves[fk] = leaves
	}
	return leaves
}

// template records opaque items as a Form XObject the size of outer, the face drawn with the given
// transform in the template's own coordinates (origin at the outer corner).
func (d *faceDrawer) template(leaves []leaf, outer Rect, scale, ox, oy float64) fpdf.Template {
	// Pictures are registered with the document first, so the template refers to the same ones.
	for _, l := range leaves {
		if im, ok := l.item.(*face.Image); ok {
			d.page.registerPicture(im)
		}
	}
	return d.pdf.CreateTemplateCustom(fpdf.PointType{}, fpdf.SizeType{Wd: outer.W, Ht: outer.H}, func(tpl *fpdf.Tpl) {
		c := newPDFCanvas(&tpl.Fpdf, d.pictures, d.gray)
		c.scale, c.ox, c.oy = scale, ox, oy
		for _, l := range leaves {
			if l.item == nil {
				c.fillRect(Rect{0, 0, outer.W, outer.H}, l.background)
				continue
			}
			c.items([]face.Item{l.item})
		}
	})
}

// flatten lists the drawable items of a tree, groups opened, in drawing order.
func flatten(out []leaf, items []face.Item) []leaf {
	for _, it := range items {
		if g, ok := it.(*face.Group); ok {
			out = flatten(out, g.Items)
			continue
		}
		out = append(out, leaf{item: it})
	}
	return out
}

// translucent tells whether a leaf paints with a partly transparent colour.
func translucent(l leaf) bool {
	part := func(c face.Color) bool { return c.A > 0 && c.A < 255 }
	switch v := l.item.(type) {
	case *face.Rect:
		return part(v.Fill) || part(v.Stroke)
	case *face.Ellipse:
		return part(v.Fill) || part(v.Stroke)
	case *face.Line:
		return part(v.Stroke)
	case *face.Polygon:
		return part(v.Fill) || part(v.Stroke)
	case *face.Text:
		return part(v.Color)
	case nil:
		return part(l.background)
	}
	return false
}
