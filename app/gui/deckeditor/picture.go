package deckeditor

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/flaskdeck/flaskdeck/internal/picture"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/internal/atomicfile"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
)

// A card's picture is a local PNG or JPEG. Picked for a deck that has a file, it is copied into a
// "pictures" folder next to the deck (unless it already lies beside it) and referenced relative to
// the deck, so the deck folder can be moved or shared whole. Picked for a deck never saved, it is
// referenced where it is, and copied next to the deck when the deck is first saved.

// pictureField shows and changes the selected card's picture.
type pictureField struct {
	e       *Editor
	label   *widgets.TipLabel
	warning *widget.Label
	choose  *widget.Button
	remove  *widgets.IconButton
	root    fyne.CanvasObject
}

func newPictureField(e *Editor) *pictureField {
	p := &pictureField{e: e, label: widgets.NewTipLabel(""), warning: widget.NewLabel("")}
	p.warning.Importance = widget.DangerImportance
	p.warning.Wrapping = fyne.TextWrapWord
	p.warning.Hide()
	p.choose = widget.NewButtonWithIcon(lang.L("Choose…"), theme.FileImageIcon(), p.pick)
	p.remove = widgets.NewIconButton(theme.ContentClearIcon(), lang.L("Remove the picture"), func() {
		e.editSelected(func(i int) error { return e.coll.SetPicture(i, "") })
	})
	p.root = container.NewVBox(container.NewBorder(nil, nil, nil, container.NewHBox(p.choose, p.remove), p.label), p.warning)
	return p
}

// Object is the field's content.
func (p *pictureField) Object() fyne.CanvasObject { return p.root }

// show describes the card's picture and warns when it cannot be read.
func (p *pictureField) show(c flask.Card, ok bool) {
	enableAll(ok, p.choose, p.remove)
	switch {
	case !ok || c.Picture == "":
		p.label.SetText(lang.L("none: an emblem is drawn"))
	case !flask.PictureIsLocal(c.Picture):
		p.label.SetText(lang.L("web picture (not shown offline): an emblem is drawn"))
	default:
		p.label.SetText(c.Picture)
	}
	if err := p.e.pictureProblem(c); ok && err != nil {
		p.warning.SetText(uilang.ErrorText(err))
		p.warning.Show()
	} else {
		p.warning.Hide()
	}
}

// pictureProblem returns why a card's local picture cannot be shown, nil if it can (or if the
// card has no local picture).
func (e *Editor) pictureProblem(c flask.Card) error {
	if !flask.PictureIsLocal(c.Picture) {
		return nil
	}
	path := filepath.FromSlash(c.Picture)
	if dir := e.faceOptions().PictureDir; dir != "" && !filepath.IsAbs(path) {
		path = filepath.Join(dir, path)
	}
	_, err := widgets.LoadPictureFile(path)
	return err
}

// pick asks for a PNG or JPEG file and makes it the selected card's picture.
func (p *pictureField) pick() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			p.e.showError(err)
			return
		}
		if r == nil {
			return
		}
		path := r.URI().Path()
		r.Close()
		p.e.setPicture(path)
	}, p.e.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".png", ".jpg", ".jpeg", ".PNG", ".JPG", ".JPEG"}))
	d.Show()
}

// setPicture makes the file at src the selected card's picture (copied next to the deck if it
// has a file).
func (e *Editor) setPicture(src string) {
	ref := src
	if deck := e.coll.Path(); deck != "" {
		var err error
		if ref, err = adoptPicture(filepath.Dir(deck), src); err != nil {
			// Not copied (it does not load): referenced where it is, so the form warns about it.
			ref = src
		}
	}
	e.editSelected(func(i int) error { return e.coll.SetPicture(i, ref) })
}

// adoptPicture returns how a deck in dir refers to the picture at src: relative when it lies in
// dir, else relative to a copy in dir/pictures (an existing different file is not overwritten).
// Only a PNG or JPEG that decodes within the limits of internal/picture is copied.
func adoptPicture(dir, src string) (string, error) {
	abs, err := filepath.Abs(src)
	if err != nil {
		return "", err
	}
	if rel, err := filepath.Rel(dir, abs); err == nil && !strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(rel), nil
	}
	// Only a picture that loads is copied: not any file named as a picture (/etc/hostname, a key
	// from ~/.ssh in a shared deck), not a device, not one above the pixel limit.
	pic, err := picture.Load(abs)
	if err != nil {
		return "", fmt.Errorf("%s: %w", lang.L("cannot copy the picture"), err)
	}
	data := pic.Data
	base, ext := strings.TrimSuffix(filepath.Base(abs), filepath.Ext(abs)), filepath.Ext(abs)
	for n := 1; ; n++ {
		name := base + ext
		if n > 1 {
			name = fmt.Sprintf("%s-%d%s", base, n, ext)
		}
		dst := filepath.Join(dir, "pictures", name)
		old, err := os.ReadFile(dst)
		if err == nil && !bytes.Equal(old, data) {
			continue
		}
		if err != nil {
			if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
				return "", fmt.Errorf("%s: %w", lang.L("cannot copy the picture"), err)
			}
			if err := atomicfile.Write(dst, data, 0o644); err != nil {
				return "", fmt.Errorf("%s: %w", lang.L("cannot copy the picture"), err)
			}
		}
		return "pictures/" + name, nil
	}
}

// adoptPictures makes the pictures of a collection about to be saved in dir (from oldDir, "" if it
// had no file) lie next to it: pictures referenced by absolute paths, or relative to another
// folder, are copied into dir/pictures and referenced there (one undoable edit per card).
func (e *Editor) adoptPictures(oldDir, dir string) {
	for i := 0; i < e.coll.Len(); i++ {
		c, _ := e.coll.Card(i)
		if !flask.PictureIsLocal(c.Picture) {
			continue
		}
		src := filepath.FromSlash(c.Picture)
		if !filepath.IsAbs(src) {
			if oldDir == "" || filepath.Clean(oldDir) == filepath.Clean(dir) {
				continue
			}
			src = filepath.Join(oldDir, src)
		}
		ref, err := adoptPicture(dir, src)
		if err != nil {
			continue // the card keeps its reference; its face shows the placeholder and the form warns
		}
		_ = e.coll.SetPicture(i, ref)
	}
}
