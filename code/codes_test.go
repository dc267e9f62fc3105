package code

import (
	"errors"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/cards"
)

func TestBuiltinDataLoads(t *testing.T) {
	if err := DataError(); err != nil {
		t.Fatal(err)
	}
	if codes, err := builtinCodes(); len(codes) != 10 || err != nil {
		t.Fatalf("%d built-in codes (%v), want 10", len(codes), err)
	}
	if !strings.Contains(string(codesYAML), "FLASKDECK'S OWN") {
		t.Fatal("the built-in codes must be marked as flaskdeck's own")
	}
	total := 0
	for c := Card(1); c < numFaces; c++ {
		total += c.Copies()
	}
	if total != TotalCards || Swap.Copies() != 6 || Reset.Copies() != 1 || NumberCard(Purple, 9).Copies() != 2 {
		t.Fatalf("%d cards; swap %d, reset %d", total, Swap.Copies(), Reset.Copies())
	}
}

func TestCardDataErrors(t *testing.T) {
	tests := []struct{ name, yaml, want string }{
		{"not yaml", "colours: [", "data/cards.yaml"},
		{"unknown field", "colors: []", "field colors not found"},
		{"three colours", "colours: [{key: r, name: red, rgb: '#ff0000'}]", "1 colours, want 4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseCards([]byte(tt.yaml))
			if !errors.Is(err, ErrBadData) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want %q", err, tt.want)
			}
		})
	}
	wrongCount := strings.Replace(string(cardsYAML), "count: 6, rule: \"Take", "count: 7, rule: \"Take", 1)
	if _, err := parseCards([]byte(wrongCount)); err == nil || !strings.Contains(err.Error(), "111 playing cards") {
		t.Fatalf("a seventh Swap: %v", err)
	}
}

func TestLoadCodes(t *testing.T) {
	codes, err := LoadCodes("testdata/my_codes.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if len(codes) != 4 || codes[1].String() != "2345" {
		t.Fatalf("codes %v", codes)
	}
	for _, tt := range []struct{ file, want string }{
		{"testdata/bad_codes.yaml", `testdata/bad_codes.yaml:1: bad code list: code 2: code "23a5" is not four digits`},
		{"testdata/missing.yaml", "no such file"},
	} {
		if _, err := LoadCodes(tt.file); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want %q", tt.file, err, tt.want)
		}
	}
	// Issue 14: FILE:LINE, the line of the code itself.
	if _, err := DecodeCodes("x.yaml", strings.NewReader("origin: my box\ncodes:\n  - \"1111\"\n  - \"12\"\n")); err == nil ||
		err.Error() != `x.yaml:4: bad code list: code 2: code "12" is not four digits` {
		t.Errorf("a bad code on line 4: %v", err)
	}
	if _, err := DecodeCodes("x.yaml", strings.NewReader("")); err == nil || !strings.Contains(err.Error(), "x.yaml: bad code list: the file is empty") {
		t.Errorf("empty: %v", err)
	}
}

func TestOwnCodesTravelInTheLog(t *testing.T) {
	codes, err := LoadCodes("testdata/my_codes.yaml")
	if err != nil {
		t.Fatal(err)
	}
	node, err := SetupNode(codes)
	if err != nil {
		t.Fatal(err)
	}
	seats := []cards.SeatInfo{{Name: "a", Player: "human"}, {Name: "b", Player: "human"}, {Name: "c", Player: "human"}}
	m, err := cards.NewMatch(Game{}, cards.Config{Seed: 4, Setup: node}, seats, "test")
	if err != nil {
		t.Fatal(err)
	}
	s := m.Table.Engine().(*State)
	for seat := range 3 {
		found := false
		for _, c := range codes {
			found = found || s.CodeOf(cards.Seat(seat)) == c
		}
		if !found {
			t.Fatalf("seat %d plays code %s, not from the file", seat+1, s.CodeOf(cards.Seat(seat)))
		}
	}
	var out strings.Builder
	if err := m.Log.Encode(&out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "- \"9876\"") {
		t.Fatalf("the log does not carry the codes:\n%s", out.String())
	}
	log, err := cards.DecodeLog("log.yaml", strings.NewReader(out.String()))
	if err != nil {
		t.Fatal(err)
	}
	again, err := cards.Replay(Game{}, log)
	if err != nil {
		t.Fatal(err)
	}
	if again.Table.Engine().(*State).CodeOf(0) != s.CodeOf(0) {
		t.Fatal("the replay dealt other codes")
	}
	if _, err := (Game{}).New(cards.Config{Seats: 5, Setup: node}); !errors.Is(err, cards.ErrBadSetup) {
		t.Fatalf("5 players with 4 codes: %v", err)
	}
}

func TestBadSetupAndRules(t *testing.T) {
	var setup yaml.Node
	if err := yaml.Unmarshal([]byte("codez: []"), &setup); err != nil {
		t.Fatal(err)
	}
	log := cards.Log{Game: "code", Seats: []cards.SeatInfo{{Name: "a"}, {Name: "b"}}, Setup: setup.Content[0]}
	if _, err := cards.Replay(Game{}, &log); !errors.Is(err, cards.ErrBadSetup) || !strings.Contains(err.Error(), `line 1: unknown key "codez"`) {
		t.Fatalf("unknown setup field: %v", err)
	}
	if _, err := (Game{}).New(cards.Config{Seats: 2, Rules: cards.Rules{"reset": "maybe"}}); !errors.Is(err, cards.ErrBadRule) {
		t.Fatalf("bad rule: %v", err)
	}
}
