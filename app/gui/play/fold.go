package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// fold is a section that opens and closes under its header, as a widget.Accordion of one item
// looks and works. Fyne 2.7.2's Accordion refreshes its headers every time its minimum size is
// asked, and so asks for another frame every frame (fyne-io/fyne#6108): the result screen, its
// one user here, kept a core busy for as long as it was shown.
type fold struct {
	Header  *widget.Button    // the title with an arrow; tapping it opens or closes the fold
	Content fyne.CanvasObject // what the fold shows when open
	obj     *fyne.Container
}

// newFold makes a closed fold of content under title.
func newFold(title string, content fyne.CanvasObject) *fold {
	f := &fold{Content: content}
	f.Header = widget.NewButtonWithIcon(title, theme.MenuDropDownIcon(), f.Toggle)
	f.Header.Alignment = widget.ButtonAlignLeading
	f.Header.IconPlacement = widget.ButtonIconLeadingText
	f.Header.Importance = widget.LowImportance
	content.Hide()
	f.obj = container.NewVBox(f.Header, content)
	return f
}

// Open shows the content.
func (f *fold) Open() {
	f.Content.Show()
	f.Header.SetIcon(theme.MenuDropUpIcon())
	f.obj.Refresh()
}

// Close hides the content.
func (f *fold) Close() {
	f.Content.Hide()
	f.Header.SetIcon(theme.MenuDropDownIcon())
	f.obj.Refresh()
}

// Toggle opens a closed fold and closes an open one.
func (f *fold) Toggle() {
	if f.Content.Visible() {
		f.Close()
	} else {
		f.Open()
	}
}

// Object is the fold's canvas object: the header above the content.
func (f *fold) Object() fyne.CanvasObject { return f.obj }
