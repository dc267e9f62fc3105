package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/app/gui/internal/uitest"
)

// editMenuItem returns the Edit menu's item whose label starts with prefix.
func editMenuItem(t *testing.T, g *GUI, prefix string) *fyne.MenuItem {
	t.Helper()
	for _, menu := range g.Window.MainMenu().Items {
		for _, it := range menu.Items {
			if menu.Label == "Edit" && strings.HasPrefix(it.Label, prefix) {
				return it
			}
		}
	}
	t.Fatalf("no Edit item %q…", prefix)
	return nil
}

// TestCtrlZUndoesTheDeckInTheEditorOnly: Ctrl+Z reaches the window as fyne.ShortcutUndo (as the
// desktop driver sends it) and undoes the deck's last edit in the Editor; on the Play tab it is
// "Undo my move" and in the Lab nothing, and the deck's other shortcuts (Ctrl+D) wait there too, so
// a key pressed there never changes the deck unseen.
func TestCtrlZUndoesTheDeckInTheEditorOnly(t *testing.T) {
	g := New(uitest.NewApp(t), games.Builtin())
	t.Cleanup(g.Window.Close)
	c := g.Window.Canvas().(interface{ TypedShortcut(fyne.Shortcut) })
	editMenuItem(t, g, "Add card").Action()
	undo := editMenuItem(t, g, "Undo")
	edited := undo.Label
	if undo.Disabled || edited == "Undo" {
		t.Fatalf("after adding a card Edit ▸ Undo reads %q (disabled %v)", edited, undo.Disabled)
	}
	for _, tab := range []int{1, 2} {
		g.Tabs.SelectIndex(tab)
		c.TypedShortcut(&fyne.ShortcutUndo{})
		c.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyD, Modifier: fyne.KeyModifierShortcutDefault}) // duplicate
		if want := map[int]string{1: "Undo my move", 2: "Undo"}[tab]; undo.Label != want {
			t.Errorf("on the %s tab Edit ▸ Undo reads %q, want %q", g.Tabs.Items[tab].Text, undo.Label, want)
		}
	}
	g.Tabs.SelectIndex(0)
	if undo.Label != edited {
		t.Fatalf("back in the Editor Edit ▸ Undo reads %q, want %q: a key on another tab changed the deck", undo.Label, edited)
	}
	c.TypedShortcut(&fyne.ShortcutUndo{})
	if undo.Label == edited || !undo.Disabled {
		t.Errorf("Ctrl+Z in the Editor did not undo the new card: Edit ▸ Undo reads %q (disabled %v)", undo.Label, undo.Disabled)
	}
	c.TypedShortcut(&fyne.ShortcutRedo{})
	if undo.Label != edited {
		t.Errorf("Ctrl+Y did not redo the new card: Edit ▸ Undo reads %q", undo.Label)
	}
}
