package printdlg

import (
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/printing"
)

// chooseFolder picks the folder of the PDF (the file name stays).
func (d *printDialog) chooseFolder() {
	dialog.ShowFolderOpen(func(dir fyne.ListableURI, err error) {
		if err != nil || dir == nil {
			return
		}
		d.path.SetText(filepath.Join(dir.Path(), filepath.Base(d.path.Text)))
	}, d.win)
}

// askSave confirms replacing an existing file, then exports. (The dialog takes a path instead of
// Fyne's file-save dialog because that one empties an existing file as soon as it is chosen; here an
// existing PDF is only replaced once the new one is complete.)
func (d *printDialog) askSave() {
	path := strings.TrimSpace(d.path.Text)
	if path == "" || d.err != nil {
		return
	}
	if !strings.EqualFold(filepath.Ext(path), ".pdf") {
		path += ".pdf"
		d.path.SetText(path)
	}
	if _, err := os.Stat(path); err == nil {
		dialog.ShowConfirm(lang.L("Replace file?"), lang.L("{{.File}} exists. Replace it?", map[string]string{"File": filepath.Base(path)}), func(ok bool) {
			if ok {
				d.export(path)
			}
		}, d.win)
		return
	}
	d.export(path)
}

// export writes the PDF off the UI goroutine, showing progress; the settings stay as they were
// when it started.
func (d *printDialog) export(path string) {
	job, opts := d.job, d.opts
	d.busy = true
	d.save.Disable()
	d.progress.SetValue(0)
	d.progress.Show()
	go func() {
		err := printing.SavePDF(path, job, opts, func(done, total int) {
			fyne.Do(func() { d.progress.SetValue(float64(done) / float64(total)) })
		})
		fyne.Do(func() { d.exported(path, err) })
	}()
}

// exported reports the end of an export on the UI goroutine.
func (d *printDialog) exported(path string, err error) {
	d.busy = false
	d.progress.Hide()
	if d.err == nil {
		d.save.Enable()
	}
	if err != nil {
		d.status.SetText(lang.L("Not saved: {{.Error}}", map[string]string{"Error": uilang.ErrorText(err)}))
		dialog.ShowError(uilang.Error(err), d.win)
	} else {
		d.status.SetText(lang.L("Saved {{.Name}}", map[string]string{"Name": path}))
	}
	if d.onSaved != nil {
		d.onSaved(err)
	}
}

// showPages offers the pages of the run in the page selector ("Page 2 (backs)" for a page of
// backs) with the previewed one selected.
func (d *printDialog) showPages(pages []printing.Page) {
	opts := make([]string, len(pages))
	for i, p := range pages {
		opts[i] = lang.L("Page {{.Page}} of {{.Pages}}", map[string]int{"Page": i + 1, "Pages": len(pages)})
		if p.Backs {
			opts[i] = lang.L("Page {{.Page}} of {{.Pages}} (backs)", map[string]int{"Page": i + 1, "Pages": len(pages)})
		}
	}
	d.pageSel.Options = opts
	d.pageSel.Selected = opts[d.pageIdx]
	d.pageSel.Refresh()
}
