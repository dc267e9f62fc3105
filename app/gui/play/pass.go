package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// passScreen covers the whole table between two people sharing the screen, so the next one does not
// see the previous one's hand: "Pass to NAME — tap when ready". A tap anywhere shows the table. In a
// corner, the person who just passed may still take back their move, when nothing showed them a
// hidden card (Undo, hidden otherwise).
type passScreen struct {
	Title  *canvas.Text   // "Pass to NAME"
	Button *widget.Button // fills the screen; tapping it reveals the table
	Undo   *widget.Button // "Undo NAME's move", in the lower corner
	obj    fyne.CanvasObject
}

func newPassScreen(onReady, onUndo func()) *passScreen {
	p := &passScreen{
		Title:  canvas.NewText("", theme.Color(theme.ColorNameForeground)),
		Button: widget.NewButton("", onReady),
		Undo:   widget.NewButtonWithIcon("", theme.ContentUndoIcon(), onUndo),
	}
	p.Undo.Hide()
	p.Title.TextSize = 34
	p.Title.TextStyle.Bold = true
	p.Title.Alignment = fyne.TextAlignCenter
	hint := widget.NewLabelWithStyle(lang.L("The hands are hidden. Tap anywhere or press Enter when ready."), fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
	corner := container.NewBorder(nil, container.NewHBox(layout.NewSpacer(), p.Undo), nil, nil)
	p.obj = container.NewStack(p.Button, container.NewCenter(container.NewVBox(p.Title, hint)), corner)
	return p
}

// Show sets the name of the person the screen is passed to, and of the person who may take back
// their move ("": nobody).
func (p *passScreen) Show(name, undoer string) {
	p.Title.Text = lang.L("Pass to {{.Name}}", map[string]string{"Name": name})
	p.Title.Color = theme.Color(theme.ColorNameForeground)
	p.Title.Refresh()
	if undoer == "" {
		p.Undo.Hide()
		return
	}
	p.Undo.SetText(lang.L("Undo the move of {{.Name}}", map[string]string{"Name": undoer}))
	p.Undo.Show()
}

func (p *passScreen) Object() fyne.CanvasObject { return p.obj }
