package printing

import (
	"bytes"
	"regexp"
	"sync"

	"codeberg.org/go-pdf/fpdf"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/internal/atomicfile"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Guide and footer styles.
const (
	markWidth    = 0.2 // mm, crop marks
	cutLineWidth = 0.15
	footerSize   = 6.0 // pt
)

var (
	guideColor  = face.RGB(0, 0, 0)
	cutColor    = face.RGB(0x80, 0x80, 0x80)
	footerColor = face.RGB(0x55, 0x55, 0x55)
)

// Progress is told how many steps of a print run are done out of how many (one step per page, and a
// last one for writing the file). It may be nil.
type Progress func(done, total int)

// SavePDF writes the PDF to path. The whole document is made before the file is touched, and an
// existing file is replaced only once the new one is completely written.
func SavePDF(path string, job Job, o Options, progress Progress) error {
	data, err := RenderPDF(job, o, progress)
	if err != nil {
		return err
	}
	return atomicfile.Write(path, data, 0o644)
}

// RenderPDF returns the PDF document of the job.
func RenderPDF(job Job, o Options, progress Progress) ([]byte, error) {
	l, err := NewLayout(o)
	if err != nil {
		return nil, err
	}
	if err := job.check(l.Backs); err != nil {
		return nil, err
	}
	if progress == nil {
		progress = func(int, int) {}
	}
	pdf := newDocument(l, job.Title, o)
	c := newFaceDrawer(pdf, o.Grayscale)
	c.count(job, l.Backs)
	pages := l.Pages(len(job.Fronts))
	for n, page := range pages {
		pdf.AddPage()
		setBoxes(pdf, l, page.Backs)
		for slot, i := range page.Cards {
			drawSlot(c, l, job, page.Backs, slot, i)
		}
		if !page.Backs {
			drawGuides(c, l.Filled(len(page.Cards)))
		}
		if !o.NoFooter {
			drawFooter(c, l, footerText(job.Title, o, page, len(pages)))
		}
		if err := pdf.Error(); err != nil {
			return nil, msgerr.Errorf("PDF page %d: %w", page.Number, err)
		}
		progress(n+1, len(pages)+1)
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, msgerr.Errorf("PDF: %w", err)
	}
	progress(len(pages)+1, len(pages)+1)
	return canonicalBoxes(buf.Bytes()), nil
}

// newDocument starts a PDF with the page size, the Go fonts and fixed dates (same input, same bytes).
func newDocument(l Layout, title string, o Options) *fpdf.Fpdf {
	pdf := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "P", UnitStr: "mm", Size: fpdf.SizeType{Wd: l.Page.W, Ht: l.Page.H}})
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	pdf.SetCatalogSort(true)
	date := o.Date
	if date.IsZero() {
		date = DefaultDate
	}
	pdf.SetCreationDate(date)
	pdf.SetModificationDate(date)
	if title == "" {
		title = "flaskdeck cards"
	}
	pdf.SetTitle(title, true)
	pdf.SetCreator("flaskdeck", true)
	pdf.SetProducer("flaskdeck", true)
	pdf.AddUTF8FontFromBytes(fontFamily, "", face.FontRegular())
	pdf.AddUTF8FontFromBytes(fontFamily, "B", face.FontBold())
	return pdf
}

// setBoxes gives the page its TrimBox and BleedBox (PDF boxes count y from the bottom of the page).
func setBoxes(pdf *fpdf.Fpdf, l Layout, backs bool) {
	for _, b := range []struct {
		name string
		r    Rect
	}{{"TrimBox", l.TrimBox(backs)}, {"BleedBox", l.BleedBox(backs)}} {
		r := clip(b.r, Rect{0, 0, l.Page.W, l.Page.H})
		pdf.SetPageBox(b.name, r.X, l.Page.H-r.Y-r.H, r.W, r.H)
	}
}

// clip returns the part of r inside page.
func clip(r, page Rect) Rect {
	x0, y0 := max(r.X, page.X), max(r.Y, page.Y)
	x1, y1 := min(r.X+r.W, page.X+page.W), min(r.Y+r.H, page.Y+page.H)
	return Rect{x0, y0, max(x1-x0, 0), max(y1-y0, 0)}
}

// drawSlot draws the front (with its back beside it when folding) or, on a page of backs, the back of
// the card i of the job at grid position slot.
func drawSlot(c *faceDrawer, l Layout, job Job, backsPage bool, slot, i int) {
	back, hasBack := job.Back(i)
	if backsPage {
		r, upsideDown := l.Back(slot)
		c.draw(back, r, r.Grow(l.Bleed), upsideDown)
		return
	}
	front := l.Front(slot)
	outer := front.Grow(l.Bleed)
	if l.Backs == Fold && hasBack {
		outer.W -= l.Bleed // the front's right edge is the fold: no bleed into the back
		r, _ := l.Back(slot)
		backOuter := r.Grow(l.Bleed)
		backOuter.X += l.Bleed
		backOuter.W -= l.Bleed
		c.draw(back, r, backOuter, false)
	}
	c.draw(job.Fronts[i], front, outer, false)
}

// drawGuides draws the cut guides and fold lines of a page of fronts.
func drawGuides(d *faceDrawer, l Layout) {
	c := d.page
	c.scale, c.ox, c.oy = 1, 0, 0
	width, color := markWidth, guideColor
	if l.Guides == CutLines {
		width, color = cutLineWidth, cutColor
	}
	for _, s := range l.GuideLines() {
		c.items([]face.Item{&face.Line{X1: s.X1, Y1: s.Y1, X2: s.X2, Y2: s.Y2, Stroke: color, StrokeWidth: width}})
	}
	if fold := l.FoldLines(); len(fold) > 0 {
		c.pdf.SetDashPattern([]float64{1, 1}, 0)
		for _, s := range fold {
			c.items([]face.Item{&face.Line{X1: s.X1, Y1: s.Y1, X2: s.X2, Y2: s.Y2, Stroke: color, StrokeWidth: width}})
		}
		c.pdf.SetDashPattern(nil, 0)
	}
}

// footerText is the footer line: title, date, page number, and which side, in o.Lang.
func footerText(title string, o Options, p Page, total int) string {
	if title == "" {
		title = "flaskdeck"
	}
	s := title
	if !o.Date.IsZero() {
		s += " · " + o.Date.Format("2006-01-02")
	}
	s += " · " + texts.T(o.Lang, "footer.page", "N", p.Number, "Total", total)
	if p.Backs {
		s += " · " + texts.T(o.Lang, "footer.backs")
	}
	return s
}

// drawFooter writes the footer centred in the band below the crop marks.
func drawFooter(d *faceDrawer, l Layout, text string) {
	c := d.page
	band := l.FooterBand()
	c.scale, c.ox, c.oy = 1, 0, 0
	c.text(&face.Text{X: band.X, Y: band.Y, W: band.W, H: band.H, Text: text, Size: footerSize, Color: footerColor, Align: face.AlignCenter})
}

// boxPair matches a page's two box entries, which fpdf writes in map order (compiled on first use).
var boxPair = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(/TrimBox \[[^\]\n]*\]\n)(/BleedBox \[[^\]\n]*\]\n)`)
})

// canonicalBoxes puts every page's BleedBox before its TrimBox, so the same document has the same
// bytes on every run. Swapping two lines inside one object keeps every object offset unchanged.
func canonicalBoxes(pdf []byte) []byte {
	return boxPair().ReplaceAll(pdf, []byte("$2$1"))
}
