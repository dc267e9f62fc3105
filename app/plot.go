package app

import (
	"fmt"
	"image"
	"io"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	_ "gonum.org/v1/plot/vg/vgsvg" // registers the svg format

	"github.com/flaskdeck/flaskdeck/internal/atomicfile"
)

// figure is one or more plots stacked in a column, written as PNG or SVG.
type figure struct {
	plots  []*plot.Plot
	width  vg.Length
	height vg.Length // of each plot
}

// simFigure returns the plots of a lab result: a single run's win rates and game lengths, or a
// matrix's heat map.
func simFigure(res *simResult) figure {
	if res.Matrix != nil {
		k := len(res.Matrix.Entrants)
		side := vg.Length(max(4, k)) * 1.3 * vg.Inch
		return figure{plots: []*plot.Plot{heatmapPlot(res.Matrix)}, width: side + vg.Inch, height: side}
	}
	return figure{plots: []*plot.Plot{winRatePlot(res.Single), lengthPlot(res.Single)}, width: 7 * vg.Inch, height: 3.6 * vg.Inch}
}

// draw lays the plots out on c, aligned one under the other.
func (f figure) draw(c vg.CanvasSizer) {
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

// size returns the figure's whole width and height.
func (f figure) size() (vg.Length, vg.Length) {
	return f.width, f.height * vg.Length(len(f.plots))
}

// write writes the figure in format "png" or "svg".
func (f figure) write(w io.Writer, format string) error {
	width, height := f.size()
	c, err := draw.NewFormattedCanvas(width, height, format)
	if err != nil {
		return err
	}
	f.draw(c)
	_, err = c.WriteTo(w)
	return err
}

// image renders the figure as an image at dpi dots per inch, for the app.
func (f figure) image(dpi int) image.Image {
	width, height := f.size()
	c := vgimg.NewWith(vgimg.UseWH(width, height), vgimg.UseDPI(dpi))
	f.draw(c)
	return c.Image()
}

// plotFormat returns the format of a plot file by its extension, or a usage error.
func plotFormat(path string) (string, error) {
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".png", ".svg":
		return ext[1:], nil
	default:
		return "", usageErrorf("--plot %s: write .png or .svg", path)
	}
}

// savePlot writes the figure to path atomically, as PNG or SVG by its extension.
func savePlot(path string, f figure) error {
	format, err := plotFormat(path)
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFunc(path, 0o644, func(w io.Writer) error { return f.write(w, format) }); err != nil {
		return fmt.Errorf("plot: %w", err)
	}
	return nil
}
