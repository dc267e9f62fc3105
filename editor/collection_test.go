package editor

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/flask"
)

func mustComp(t *testing.T, code string) flask.Composition {
	t.Helper()
	c, err := flask.ParseComposition(code)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// names lists the card names of the collection, for compact comparisons.
func names(c *Collection) string {
	var out []string
	for _, card := range c.Deck().Cards {
		out = append(out, card.Name)
	}
	return strings.Join(out, ",")
}

func threeCards(t *testing.T) *Collection {
	d := flask.Deck{Name: "test"}
	for _, n := range []string{"a", "b", "c"} {
		d.Cards = append(d.Cards, flask.NewCard(n, mustComp(t, "R1")))
	}
	return New(d)
}

// TestEdits applies each edit to a collection of cards a, b, c, checks the result, then checks
// that Undo restores the start exactly and Redo the result.
func TestEdits(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(c *Collection) error
		names string
		check func(t *testing.T, c *Collection)
	}{
		{"add", func(c *Collection) error { _, err := c.Add(flask.NewCard("d", mustComp(t, "G2"))); return err }, "a,b,c,d", nil},
		{"insert first", func(c *Collection) error { _, err := c.Insert(0, flask.NewCard("z", flask.Composition{})); return err }, "z,a,b,c", nil},
		{"remove middle", func(c *Collection) error { return c.Remove(1) }, "a,c", nil},
		{"duplicate", func(c *Collection) error { _, err := c.Duplicate(0); return err }, "a,a,b,c", nil},
		{"move down", func(c *Collection) error { return c.Move(0, 2) }, "b,c,a", nil},
		{"move up", func(c *Collection) error { return c.Move(2, 0) }, "c,a,b", nil},
		{"rename card", func(c *Collection) error { return c.SetName(1, "B!") }, "a,B!,c", nil},
		{"composition", func(c *Collection) error { return c.SetComposition(2, mustComp(t, "Y1 Y2")) }, "a,b,c",
			func(t *testing.T, c *Collection) {
				if card, _ := c.Card(2); card.Code() != "Y1 - Y2" {
					t.Errorf("code %q", card.Code())
				}
			}},
		{"amount", func(c *Collection) error { return c.SetAmount(0, 3) }, "a,b,c",
			func(t *testing.T, c *Collection) {
				if c.Deck().Size() != 5 {
					t.Errorf("size %d, want 5", c.Deck().Size())
				}
			}},
		{"picture", func(c *Collection) error { return c.SetPicture(0, "p.png") }, "a,b,c",
			func(t *testing.T, c *Collection) {
				if card, _ := c.Card(0); card.Picture != "p.png" {
					t.Errorf("picture %q", card.Picture)
				}
			}},
		{"notes", func(c *Collection) error { return c.SetNotes(1, "n") }, "a,b,c",
			func(t *testing.T, c *Collection) {
				if card, _ := c.Card(1); card.Notes != "n" {
					t.Errorf("notes %q", card.Notes)
				}
			}},
		{"description flag", func(c *Collection) error { return c.SetShowDescription(1, false) }, "a,b,c",
			func(t *testing.T, c *Collection) {
				if card, _ := c.Card(1); card.HasDesc {
					t.Error("flag still set")
				}
			}},
		{"rename collection", func(c *Collection) error { return c.Rename("other") }, "a,b,c",
			func(t *testing.T, c *Collection) {
				if c.Name() != "other" {
					t.Errorf("name %q", c.Name())
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := threeCards(t)
			start := c.Deck()
			var heard []ChangeKind
			c.OnChange(func(ch Change) { heard = append(heard, ch.Kind) })
			if err := tt.edit(c); err != nil {
				t.Fatal(err)
			}
			if got := names(c); got != tt.names {
				t.Fatalf("cards %s, want %s", got, tt.names)
			}
			if tt.check != nil {
				tt.check(t, c)
			}
			after := c.Deck()
			if !c.Dirty() || !c.CanUndo() || c.UndoLabel() == "" {
				t.Errorf("after the edit: dirty=%v canUndo=%v label=%q", c.Dirty(), c.CanUndo(), c.UndoLabel())
			}
			if !c.Undo() || !reflect.DeepEqual(c.Deck(), start) || c.Dirty() {
				t.Errorf("undo did not restore the start (dirty=%v): %+v", c.Dirty(), c.Deck())
			}
			if !c.Redo() || !reflect.DeepEqual(c.Deck(), after) || !c.Dirty() {
				t.Errorf("redo did not restore the edit: %+v", c.Deck())
			}
			want := []ChangeKind{ChangeEdit, ChangeUndo, ChangeRedo}
			if !reflect.DeepEqual(heard, want) {
				t.Errorf("listener heard %v, want %v", heard, want)
			}
		})
	}
}

func TestRefusedEdits(t *testing.T) {
	over := flask.Composition{}
	over[flask.Y2] = 2
	tests := []struct {
		name string
		edit func(c *Collection) error
		want error
	}{
		{"remove out of range", func(c *Collection) error { return c.Remove(3) }, ErrNoCard},
		{"remove negative", func(c *Collection) error { return c.Remove(-1) }, ErrNoCard},
		{"move out of range", func(c *Collection) error { return c.Move(0, 3) }, ErrNoCard},
		{"duplicate out of range", func(c *Collection) error { _, err := c.Duplicate(5); return err }, ErrNoCard},
		{"insert past end", func(c *Collection) error { _, err := c.Insert(4, flask.NewCard("x", flask.Composition{})); return err }, ErrNoCard},
		{"amount zero", func(c *Collection) error { return c.SetAmount(0, 0) }, ErrBadValue},
		{"amount four", func(c *Collection) error { return c.SetAmount(0, 4) }, ErrBadValue},
		{"impossible composition", func(c *Collection) error { return c.SetComposition(0, over) }, ErrBadValue},
		{"add with amount 0", func(c *Collection) error { _, err := c.Add(flask.Card{Name: "x"}); return err }, ErrBadValue},
		{"name of missing card", func(c *Collection) error { return c.SetName(7, "x") }, ErrNoCard},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := threeCards(t)
			start := c.Deck()
			heard := 0
			c.OnChange(func(Change) { heard++ })
			if err := tt.edit(c); !errors.Is(err, tt.want) {
				t.Fatalf("error %v, want %v", err, tt.want)
			}
			if !reflect.DeepEqual(c.Deck(), start) || c.Dirty() || c.CanUndo() || heard != 0 {
				t.Errorf("a refused edit changed something (dirty=%v canUndo=%v heard=%d)", c.Dirty(), c.CanUndo(), heard)
			}
		})
	}
}

func TestNoOpEditIsNotAStep(t *testing.T) {
	c := threeCards(t)
	if err := c.SetName(0, "a"); err != nil {
		t.Fatal(err)
	}
	if c.CanUndo() || c.Dirty() {
		t.Error("setting the same name made a step")
	}
}

// TestDirtyAcrossUndoAndSave: clean after save, dirty after an edit, clean again when undone back
// to the saved version, dirty when undone past it, and a new edit after undo drops the redo steps.
func TestDirtyAcrossUndoAndSave(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "deck.yaml")
	c := threeCards(t)
	if err := c.Save(); !errors.Is(err, ErrNoPath) {
		t.Fatalf("Save without a path: %v", err)
	}
	c.SetName(0, "one")
	if err := c.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	if c.Dirty() || c.Path() != path {
		t.Fatalf("after save: dirty=%v path=%q", c.Dirty(), c.Path())
	}
	c.SetName(1, "two")
	if !c.Dirty() {
		t.Fatal("edit after save is not dirty")
	}
	c.Undo()
	if c.Dirty() {
		t.Fatal("undo back to the saved version is dirty")
	}
	c.Undo()
	if !c.Dirty() {
		t.Fatal("undo past the saved version is clean")
	}
	c.Redo()
	if c.Dirty() {
		t.Fatal("redo to the saved version is dirty")
	}
	c.SetName(2, "three")
	if c.CanRedo() {
		t.Fatal("a new edit kept the redo steps")
	}
	if err := c.Save(); err != nil {
		t.Fatal(err)
	}
	d, err := flask.LoadDeck(path)
	if err != nil {
		t.Fatal(err)
	}
	reopened := New(d)
	if names(reopened) != "one,b,three" || reopened.Dirty() || reopened.CanUndo() {
		t.Errorf("reopened %s dirty=%v", names(reopened), reopened.Dirty())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("%d files, want only the deck (no temporary files)", len(entries))
	}
}

// TestReplace: opening a file in the same window (what the editor does after flask.LoadDeck) gives
// a clean collection with no history and the file as its path; a failed save changes nothing.
func TestReplace(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "red.json")
	red, _ := flask.Preset("red")
	if err := flask.SaveDeck(path, red); err != nil {
		t.Fatal(err)
	}
	c := threeCards(t)
	c.SetName(0, "changed")
	var heard []Change
	c.OnChange(func(ch Change) { heard = append(heard, ch) })
	d, err := flask.LoadDeck(path)
	if err != nil {
		t.Fatal(err)
	}
	c.Replace(d)
	if c.Len() != 5 || c.Dirty() || c.CanUndo() || c.CanRedo() || c.Path() != path {
		t.Errorf("after replace: %d cards dirty=%v undo=%v path=%q", c.Len(), c.Dirty(), c.CanUndo(), c.Path())
	}
	if len(heard) != 0 {
		t.Errorf("heard %v", heard)
	}
	if err := c.SaveAs(filepath.Join(dir, "missing-dir", "x.yaml")); err == nil || c.Path() != path {
		t.Errorf("save into a missing directory: %v, path %q", err, c.Path())
	}
}

// TestLongHistory: many edits, undone all the way, give back the start; redone, the end.
func TestLongHistory(t *testing.T) {
	c := threeCards(t)
	start := c.Deck()
	var versions []flask.Deck
	for i := range 50 {
		switch i % 4 {
		case 0:
			c.Add(flask.NewCard("n", mustComp(t, "B2")))
		case 1:
			c.Move(0, c.Len()-1)
		case 2:
			c.SetAmount(i%c.Len(), 1+i%3)
		case 3:
			c.Remove(1)
		}
		if len(versions) == 0 || !reflect.DeepEqual(versions[len(versions)-1], c.Deck()) { // a no-op edit is no step
			versions = append(versions, c.Deck())
		}
	}
	end := c.Deck()
	for i := len(versions) - 2; i >= 0; i-- {
		c.Undo()
		if !reflect.DeepEqual(c.Deck(), versions[i]) {
			t.Fatalf("undo to version %d differs", i)
		}
	}
	c.Undo()
	if !reflect.DeepEqual(c.Deck(), start) || c.Undo() {
		t.Fatal("undo all did not reach the start exactly")
	}
	for c.Redo() {
	}
	if !reflect.DeepEqual(c.Deck(), end) {
		t.Fatal("redo all did not reach the end")
	}
}
