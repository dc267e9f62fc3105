package lab

import (
	"image"
	"io"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	_ "gonum.org/v1/plot/vg/vgsvg" // registers the svg format

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/internal/atomicfile"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Figure is one or more plots stacked in a column, written as PNG or SVG.
type Figure struct {
	plots  []*plot.Plot
	width  vg.Length
	height vg.Length // of each plot
}

// FigureOf returns the plots of a lab result: a single run's win rates and game lengths, a
// matrix's heat map, or a ladder's ratings above its heat map.
func FigureOf(res *Result) Figure { return FigureOfIn(res, i18n.English) }

// english looks texts up in English (the comparisons and ladders of the sim command).
var english = texts.For(i18n.English)

// FigureOfIn is FigureOf with the titles and labels in language l (a ladder's own plot stays English).
func FigureOfIn(res *Result, l i18n.Language) Figure {
	t := texts.For(l)
	if res.Ladder != nil {
		k := len(res.Ladder.Ratings)
		side := vg.Length(max(4, k)) * 1.3 * vg.Inch
		return Figure{plots: []*plot.Plot{ladderPlot(res.Ladder), heatmapPlot(res.Ladder.Matrix, t)}, width: side + vg.Inch, height: side}
	}
	if res.Compare != nil {
		return compareFigure(res)
	}
	if res.Matrix != nil {
		k := len(res.Matrix.Entrants)
		side := vg.Length(max(4, k)) * 1.3 * vg.Inch
		return Figure{plots: []*plot.Plot{heatmapPlot(res.Matrix, t)}, width: side + vg.Inch, height: side}
	}
	return Figure{plots: []*plot.Plot{winRatePlot(res.Single, t), lengthPlot(res.Single, t)}, width: 7 * vg.Inch, height: 3.6 * vg.Inch}
}

// draw lays the plots out on c, aligned one under the other.
func (f Figure) draw(c vg.CanvasSizer) {
	rows := make([][]*plot.Plot, len(f.plots))
	for i, p := range f.plots {
		rows[i] = []*plot.Plot{p}
	}
	tiles := draw.Tiles{Rows: len(f.plots), Cols: 1, PadTop: vg.Points(4), PadBottom: vg.Points(4), PadY: vg.Points(16), PadLeft: vg.Points(4), PadRight: vg.Points(12)}
	canvases := plot.Align(rows, tiles, draw.New(c))
	for i, p := range f.plots {
		p.Draw(canvases[i][0])
	}
}

// size returns the Figure's whole width and height.
func (f Figure) size() (vg.Length, vg.Length) {
	return f.width, f.height * vg.Length(len(f.plots))
}

// Write writes the figure in format "png" or "svg".
func (f Figure) Write(w io.Writer, format string) error {
	width, height := f.size()
	c, err := draw.NewFormattedCanvas(width, height, format)
	if err != nil {
		return err
	}
	f.draw(c)
	_, err = c.WriteTo(w)
	return err
}

// Image renders the figure as an image at dpi dots per inch, for the app.
func (f Figure) Image(dpi int) image.Image {
	width, height := f.size()
	c := vgimg.NewWith(vgimg.UseWH(width, height), vgimg.UseDPI(dpi))
	f.draw(c)
	return c.Image()
}

// PlotFormat returns the format of a plot file by its extension, or a usage error.
func PlotFormat(path string) (string, error) {
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".png", ".svg":
		return ext[1:], nil
	default:
		return "", app.Usagef("--plot %s: write .png or .svg", path)
	}
}

// SavePlot writes the Figure to path atomically, as PNG or SVG by its extension.
func SavePlot(path string, f Figure) error {
	format, err := PlotFormat(path)
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFunc(path, 0o644, func(w io.Writer) error { return f.Write(w, format) }); err != nil {
		return msgerr.Errorf("plot: %w", err)
	}
	return nil
}
