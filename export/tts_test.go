package export

import (
	"context"
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// exportTTS writes the set and reads its saved object back.
func exportTTS(t *testing.T, s Set) (string, TTSSummary, TTSSave) {
	t.Helper()
	dir := t.TempDir()
	sum, err := TTS(context.Background(), dir, s, TTSOptions{})
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(sum.SaveFile)
	if err != nil {
		t.Fatal(err)
	}
	var save TTSSave
	if err := json.Unmarshal(data, &save); err != nil {
		t.Fatalf("%s does not parse: %v", sum.SaveFile, err)
	}
	return dir, sum, save
}

// checkTTS checks a saved object against the set field by field: one object per deck, its cards
// from the sheets it names, once per copy, nicknamed after the card; every sheet within the game's
// limits and as large as its grid.
func checkTTS(t *testing.T, dir string, sum TTSSummary, save TTSSave, s Set) {
	t.Helper()
	if save.SaveName != s.Title {
		t.Errorf("SaveName %q, want %q", save.SaveName, s.Title)
	}
	if len(save.ObjectStates) != len(s.Decks) {
		t.Fatalf("%d objects for %d decks", len(save.ObjectStates), len(s.Decks))
	}
	guids, keys := map[string]bool{}, map[string]string{}
	seeGUID := func(g string) {
		if g == "" || guids[g] {
			t.Errorf("GUID %q is empty or repeated", g)
		}
		guids[g] = true
	}
	for k, d := range s.Decks {
		obj := save.ObjectStates[k]
		seeGUID(obj.GUID)
		cardsOf := obj.ContainedObjects
		if d.Copies() == 1 {
			if obj.Name != "CardCustom" {
				t.Errorf("deck %q of one card is a %s, want a CardCustom", d.Name, obj.Name)
			}
			cardsOf = []TTSObject{obj}
		} else {
			if obj.Name != "DeckCustom" || obj.Nickname != d.Name {
				t.Errorf("object %d is %s %q, want DeckCustom %q", k, obj.Name, obj.Nickname, d.Name)
			}
			if len(obj.DeckIDs) != d.Copies() {
				t.Errorf("deck %q: %d DeckIDs, %d cards counting copies", d.Name, len(obj.DeckIDs), d.Copies())
			}
			for _, c := range cardsOf {
				seeGUID(c.GUID)
			}
		}
		if obj.Transform.RotZ != 180 || obj.Transform.ScaleX != 1 {
			t.Errorf("deck %q: transform %+v, want face down at scale 1", d.Name, obj.Transform)
		}
		for key := range obj.CustomDeck {
			if other, ok := keys[key]; ok {
				t.Errorf("CustomDeck key %s is used by %q and %q", key, other, d.Name)
			}
			keys[key] = d.Name
		}
		// The cards, in order, once per copy.
		i := 0
		for _, c := range d.Cards {
			for range c.Copies {
				if i >= len(cardsOf) {
					t.Fatalf("deck %q: only %d cards", d.Name, len(cardsOf))
				}
				got := cardsOf[i]
				if got.Name != "CardCustom" || got.Nickname != c.Name {
					t.Errorf("deck %q card %d: %s %q, want CardCustom %q", d.Name, i, got.Name, got.Nickname, c.Name)
				}
				if obj.Name == "DeckCustom" && obj.DeckIDs[i] != got.CardID {
					t.Errorf("deck %q card %d: DeckIDs says %d, the card %d", d.Name, i, obj.DeckIDs[i], got.CardID)
				}
				key := strconv.Itoa(got.CardID / 100)
				cd, ok := obj.CustomDeck[key]
				if !ok || len(got.CustomDeck) != 1 || got.CustomDeck[key] != cd {
					t.Errorf("deck %q card %d (id %d): its CustomDeck %v is not the deck's %s", d.Name, i, got.CardID, got.CustomDeck, key)
				}
				if slot := got.CardID % 100; slot >= cd.NumWidth*cd.NumHeight {
					t.Errorf("card id %d is beyond its %d×%d sheet", got.CardID, cd.NumWidth, cd.NumHeight)
				}
				i++
			}
		}
		if i != len(cardsOf) {
			t.Errorf("deck %q: %d cards, want %d", d.Name, len(cardsOf), i)
		}
		for key, cd := range obj.CustomDeck {
			checkSheet(t, dir, key, cd, sum)
		}
	}
}

// checkSheet checks a CustomDeck's images: file URIs of existing PNGs, a face sheet of its grid
// within the limits, a back sheet of the same size when backs are unique.
func checkSheet(t *testing.T, dir, key string, cd TTSCustomDeck, sum TTSSummary) {
	t.Helper()
	if cd.NumWidth < 2 || cd.NumWidth > SheetCols || cd.NumHeight < 2 || cd.NumHeight > SheetRows || !cd.BackIsHidden {
		t.Errorf("CustomDeck %s: %d×%d (hidden back %v), want 2..10 × 2..7 with the back hidden", key, cd.NumWidth, cd.NumHeight, cd.BackIsHidden)
	}
	face := fileOfURL(t, dir, cd.FaceURL)
	cfg := decodeConfig(t, face)
	if cfg.Width != cd.NumWidth*sum.CellW || cfg.Height != cd.NumHeight*sum.CellH || cfg.Width > MaxSheetSide || cfg.Height > MaxSheetSide {
		t.Errorf("sheet %s is %d×%d, want %d×%d cells of %d×%d within %d", face, cfg.Width, cfg.Height, cd.NumWidth, cd.NumHeight, sum.CellW, sum.CellH, MaxSheetSide)
	}
	back := decodeConfig(t, fileOfURL(t, dir, cd.BackURL))
	if cd.UniqueBack && back != cfg {
		t.Errorf("back sheet of %s is %v, its faces %v", key, back, cfg)
	}
	if !cd.UniqueBack && (back.Width != sum.CellW || back.Height != sum.CellH) {
		t.Errorf("back of %s is %v, want one cell", key, back)
	}
}

// fileOfURL turns a file:/// URI back into a path, which must be in dir.
func fileOfURL(t *testing.T, dir, uri string) string {
	t.Helper()
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" || u.Host != "" {
		t.Fatalf("%q is not a file:/// URI", uri)
	}
	abs, _ := filepath.Abs(dir)
	if filepath.Dir(u.Path) != abs {
		t.Errorf("%s is not in %s", u.Path, abs)
	}
	return u.Path
}

func TestTTSOfFlaskDecks(t *testing.T) {
	s, decks := flaskSet(t, "red", "blue")
	dir, sum, save := exportTTS(t, s)
	checkTTS(t, dir, sum, save, s)
	// Flask cards share one back: a single image, the same file for both decks.
	a, b := save.ObjectStates[0].CustomDeck["1"], save.ObjectStates[1].CustomDeck["2"]
	if a.UniqueBack || a.BackURL != b.BackURL {
		t.Errorf("backs %q and %q (unique %v), want one shared back image", a.BackURL, b.BackURL, a.UniqueBack)
	}
	if sum.Cards != decks[0].Size()+decks[1].Size() || sum.Decks != 2 {
		t.Errorf("summary %+v", sum)
	}
}

// Codex exports both sides: each card's back from a sheet of backs laid out like its faces.
func TestTTSOfCodex(t *testing.T) {
	s := codexSet()
	dir, sum, save := exportTTS(t, s)
	checkTTS(t, dir, sum, save, s)
	if sum.Cards != 102 || len(save.ObjectStates) != 4 {
		t.Fatalf("%d cards in %d objects, want 102 in 4 piles", sum.Cards, len(save.ObjectStates))
	}
	resources := save.ObjectStates[0]
	if cd := resources.CustomDeck["1"]; !cd.UniqueBack || !resources.SidewaysCard {
		t.Errorf("resource cards: unique back %v, sideways %v; want both (landscape cards with their own backs)", cd.UniqueBack, resources.SidewaysCard)
	}
}

// More than 70 distinct cards take several sheets; a deck of one card is a lone card.
func TestTTSSheetsAndLoneCards(t *testing.T) {
	base := plainSet().Decks[0].Cards[0]
	big := Deck{Name: "Big"}
	for i := range 75 {
		c := base
		c.Name, c.Copies = "Card "+strconv.Itoa(i+1), 1+i%3
		big.Cards = append(big.Cards, c)
	}
	lone := base
	lone.Copies = 1
	s := Set{Title: "Sheets", Decks: []Deck{big, {Name: "Lone", Cards: []Card{lone}}}}
	dir, sum, save := exportTTS(t, s)
	checkTTS(t, dir, sum, save, s)
	if n := len(save.ObjectStates[0].CustomDeck); n != 2 {
		t.Errorf("75 cards on %d sheets, want 2", n)
	}
	if cd := save.ObjectStates[0].CustomDeck["2"]; cd.NumWidth != 5 || cd.NumHeight != 2 {
		t.Errorf("the second sheet of 5 cards is %d×%d, want 5×2", cd.NumWidth, cd.NumHeight)
	}
}

func TestTTSURLBase(t *testing.T) {
	dir := t.TempDir()
	sum, err := TTS(context.Background(), dir, plainSet(), TTSOptions{URLBase: "https://example.org/cards"})
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(sum.SaveFile)
	var save TTSSave
	if err := json.Unmarshal(data, &save); err != nil {
		t.Fatal(err)
	}
	if got := save.ObjectStates[0].CustomDeck["1"].FaceURL; got != "https://example.org/cards/1-plain-1.png" {
		t.Errorf("FaceURL %q", got)
	}
}
