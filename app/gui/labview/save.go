package labview

import (
	"bytes"
	"io"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"github.com/flaskdeck/flaskdeck/app/lab"
	"github.com/flaskdeck/flaskdeck/internal/atomicfile"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
)

// askSave asks where to save the results and saves them.
func (l *labSection) askSave() {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		path := w.URI().Path()
		w.Close()
		if err := l.SaveTo(path); err != nil {
			dialog.ShowError(uilang.Error(err), l.win)
			return
		}
		l.Status.SetText(lang.L("Saved {{.Name}}", map[string]string{"Name": strings.Join(labFiles(path), ", ")}))
	}, l.win)
	d.SetFileName("lab-" + l.request.Game.Name() + ".txt")
	d.Show()
}

// labFiles names the files SaveTo writes for base: the text report, JSON, CSV and PNG plot.
func labFiles(base string) []string {
	stem := strings.TrimSuffix(base, filepath.Ext(base))
	return []string{stem + ".txt", stem + ".json", stem + ".csv", stem + ".png"}
}

// SaveTo writes the last result beside base (its extension is replaced): the text report,
// JSON, CSV and the PNG plot, each atomically.
func (l *labSection) SaveTo(base string) error {
	res := l.Result
	if res == nil {
		return nil
	}
	files := labFiles(base)
	writers := []func(io.Writer) error{
		func(w io.Writer) error {
			var b bytes.Buffer
			if res.Matrix != nil {
				lab.WriteMatrixText(&b, res.Matrix)
			} else {
				lab.WriteText(&b, res.Single)
			}
			_, err := w.Write(b.Bytes())
			return err
		},
		func(w io.Writer) error { return lab.WriteJSON(w, res) },
		func(w io.Writer) error { return lab.WriteCSV(w, res) },
		func(w io.Writer) error { return lab.FigureOf(res).Write(w, "png") },
	}
	for i, write := range writers {
		if err := atomicfile.WriteFunc(files[i], 0o644, write); err != nil {
			return err
		}
	}
	return nil
}
