package flask

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask/ruleset"
)

// A match under a rule-set file records the whole set in its log: the replay is exact even after
// the file changed, and the log of a v0.4.2 match has no ruleset block.
func TestMatchLogRecordsTheRuleSet(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "rich.yaml")
	src := richProfit(t).Source()
	if err := os.WriteFile(file, ruleset.Encode(src), 0o644); err != nil {
		t.Fatal(err)
	}
	seats := []cards.SeatInfo{{Name: "A", Player: "bot:random"}, {Name: "B", Player: "bot:random"}}
	m, err := cards.NewMatch(Game{}, cards.Config{Seed: 5, RuleSet: RuleSetConfig(file)}, seats, "test")
	if err != nil {
		t.Fatal(err)
	}
	r := cards.NewRand(1)
	for !m.Table.Over() {
		legal := m.Table.LegalMoves()
		if err := m.Play(legal[r.Intn(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if err := m.Log.Encode(&buf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "ruleset:") || !strings.Contains(buf.String(), "rich-profit") {
		t.Fatalf("the log does not hold the set:\n%s", buf.String())
	}
	// The file changes (Profit back to 💰💰💰): the log still replays the game that was played.
	if err := os.WriteFile(file, ruleset.Encode(ruleset.Standard()), 0o644); err != nil {
		t.Fatal(err)
	}
	log, err := cards.DecodeLog("match.yaml", bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	again, err := cards.Replay(Game{}, log)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	if again.Table.Describe(cards.NoSeat) != m.Table.Describe(cards.NoSeat) {
		t.Error("the replay ends in another position")
	}
	std, err := cards.NewMatch(Game{}, cards.Config{Seed: 5, RuleSet: RuleSetConfig("v0.4.2")}, seats, "test")
	if err != nil {
		t.Fatal(err)
	}
	if std.Log.RuleSet != nil {
		t.Error("a v0.4.2 match logs a ruleset block")
	}
}

// A deck file may name its rule set, relative to the deck file; matches of that deck play it.
func TestDeckFileNamesItsRuleSet(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "rich.yaml"), ruleset.Encode(richProfit(t).Source()), 0o644); err != nil {
		t.Fatal(err)
	}
	deck := "name: Rich\nruleset: rich.yaml\ncards:\n  - {name: Profit, composition: Y1, amount: 3}\n" +
		"  - {name: Attack, composition: R1, amount: 3}\n  - {name: Double, composition: R1 R1, amount: 3}\n" +
		"  - {name: Sabotage, composition: R2, amount: 3}\n  - {name: Both, composition: R1 R2, amount: 3}\n"
	path := filepath.Join(dir, "rich-deck.yaml")
	if err := os.WriteFile(path, []byte(deck), 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := LoadDeck(path)
	if err != nil {
		t.Fatal(err)
	}
	if d.Set == nil || d.Set.Name() != "rich-profit" {
		t.Fatalf("the deck's set is %v", d.Set)
	}
	out, err := EncodeDeckYAML(d)
	if err != nil || !strings.Contains(string(out), "ruleset: rich.yaml") {
		t.Errorf("the encoded deck loses its set: %v\n%s", err, out)
	}
	cfg := Game{}.CompleteConfig(cards.Config{Seats: 2, Decks: []string{path, path}})
	if cfg.RuleSet == nil {
		t.Fatal("CompleteConfig does not record the deck's set")
	}
	e, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if e.tab.set.Name() != "rich-profit" {
		t.Errorf("the match plays %s", e.tab.set.Name())
	}
	bad := strings.Replace(deck, "rich.yaml", "missing.yaml", 1)
	if _, err := DecodeDeckYAML(path, []byte(bad)); err == nil || !strings.Contains(err.Error(), ":2: ruleset") {
		t.Errorf("a missing set: %v", err)
	}
}
