package cards

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// FuzzDecodeLog: any bytes decode to a log or fail with one line naming the file, and an accepted
// log writes and reads back to itself.
func FuzzDecodeLog(f *testing.F) {
	f.Add([]byte("game: toy\nseed: 1\nseats: [{name: \"\\n0\", player: human}]\ndecks: [\"\\nd\"]\nmoves: []\nresult: {winners: [1], reason: \"\\nr\"}\n"))
	f.Add([]byte("game: toy\nseed: 1\nseats: [{name: a, player: human}]\nmoves: [a, b]\n"))
	f.Add([]byte("game: toy\nseed: 3.5\n"))
	f.Add([]byte("game: flask\nsetup: {first: 1}\nmoves: []\nresult: {winners: [1]}\n"))
	f.Add([]byte("\uFEFFgame: toy\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := DecodeLog("fuzz.yaml", strings.NewReader(string(data)))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.yaml") || strings.Contains(err.Error(), "\n") {
				t.Fatalf("error %q is not one line naming the file", err)
			}
			return
		}
		var out bytes.Buffer
		if err := l.Encode(&out); err != nil {
			t.Fatalf("accepted log does not encode: %v", err)
		}
		back, err := DecodeLog("fuzz.yaml", bytes.NewReader(out.Bytes()))
		if err != nil {
			t.Fatalf("written log does not read back: %v\n%s", err, out.Bytes())
		}
		var again bytes.Buffer
		if err := back.Encode(&again); err != nil {
			t.Fatalf("read-back log does not encode: %v", err)
		}
		if again.String() != out.String() || !slices.Equal(back.Seats, l.Seats) || !slices.Equal(back.Decks, l.Decks) || !slices.Equal(back.Moves, l.Moves) {
			t.Fatalf("round trip changed the log:\n%s\n%s", out.Bytes(), again.Bytes())
		}
	})
}

// FuzzParseRuleFlags: --rule values parse or fail, never panic.
func FuzzParseRuleFlags(f *testing.F) {
	f.Add("lose=attacker")
	f.Add("a=b=c")
	f.Add("=x")
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = ParseRuleFlags(strings.Split(s, ","))
	})
}

// FuzzParseBotSpec: --seats entries (bot:mcts:2s, greedy…) parse or fail, never panic.
func FuzzParseBotSpec(f *testing.F) {
	for _, s := range []string{"bot:mcts:2s", "greedy", "random", "bot:mcts:1000", "bot:mcts:-1s", "mcts:9999999999h"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = ParseBotSpec(s)
	})
}

// A UTF-8 byte order mark is accepted at the start of a match log, as in every YAML input.
func TestDecodeLogAcceptsAByteOrderMark(t *testing.T) {
	log, err := DecodeLog("bom.yaml", strings.NewReader("\uFEFFgame: toy\nseed: 2\nmoves: []\n"))
	if err != nil || log.Game != "toy" || log.Seed != 2 {
		t.Errorf("%+v, %v", log, err)
	}
}
