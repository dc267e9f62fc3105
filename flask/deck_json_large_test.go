package flask

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// largeJSONDeck writes n cards in the original editor's layout (one field per line, 16 lines a card),
// the last one with amount bad when bad is set.
func largeJSONDeck(n int, bad bool) []byte {
	var b bytes.Buffer
	b.WriteString("[\n")
	for i := range n {
		amount := 1
		if bad && i == n-1 {
			amount = 9
		}
		fmt.Fprintf(&b, "  {\n    \"amount\": %d,\n    \"img\": \"\",\n    \"hasDesc\": true,\n    \"composition\": {\n      \"b2\": 0,\n      \"b1\": 1,\n      \"g2\": false,\n      \"g1\": 0,\n      \"r2\": 0,\n      \"r1\": 1,\n      \"y2\": false,\n      \"y1\": 0\n    },\n    \"name\": \"Card %d\"\n  }", amount, i)
		if i < n-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	b.WriteString("]\n")
	return b.Bytes()
}

// Line numbers stay right deep into a large deck (they are counted in one pass now).
func TestDecodeDeckJSONLargeDeckLineNumbers(t *testing.T) {
	d, err := DecodeDeckJSON("big.json", largeJSONDeck(3000, false))
	if err != nil || len(d.Cards) != 3000 {
		t.Fatalf("%d cards, %v", len(d.Cards), err)
	}
	_, err = DecodeDeckJSON("big.json", largeJSONDeck(3000, true))
	if want := fmt.Sprintf("big.json:%d: card 3000", 2+2999*16); err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("err = %v, want it to start with %q", err, want)
	}
}

// A UTF-8 byte order mark is accepted in JSON as in YAML (issue 14).
func TestDecodeDeckJSONAcceptsAByteOrderMark(t *testing.T) {
	data := append([]byte("\uFEFF"), largeJSONDeck(2, false)...)
	if d, err := DecodeDeckJSON("bom.json", data); err != nil || len(d.Cards) != 2 {
		t.Fatalf("%d cards, %v", len(d.Cards), err)
	}
	if FormatOf("deck", data) != FormatJSON {
		t.Error("a JSON deck with a BOM is not recognised as JSON")
	}
}

// BenchmarkDecodeDeckJSON decodes decks of 10k and 40k cards: the time per card stays the same
// (linear); before the fix 40k cards took about 3 times as long per card as 10k.
func BenchmarkDecodeDeckJSON(b *testing.B) {
	for _, n := range []int{10_000, 40_000} {
		data := largeJSONDeck(n, false)
		b.Run(fmt.Sprintf("cards=%d", n), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if _, err := DecodeDeckJSON("big.json", data); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/card")
		})
	}
}

// A problem about many cards stays one short line: it names a few and ends "and N more" (issue 14:
// a 180,000-card deck's message named every card, 6 MB on one line).
func TestValidateMessagesOfLargeDecksStayShort(t *testing.T) {
	d, err := DecodeDeckJSON("big.json", largeJSONDeck(1000, false))
	if err != nil {
		t.Fatal(err)
	}
	err = d.ValidateError()
	if err == nil || len(err.Error()) > 400 || !strings.Contains(err.Error(), "and 995 more") {
		t.Errorf("%d characters: %.400v", len(err.Error()), err)
	}
}
