package app

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

func TestCodeIsRegistered(t *testing.T) {
	g, err := lookupGame("CODE")
	if err != nil {
		t.Fatal(err)
	}
	if g.Name() != "code" || g.Title() != "CODE" {
		t.Fatalf("got %s (%s)", g.Name(), g.Title())
	}
	lo, hi := g.SeatRange()
	if lo != 2 || hi != 8 {
		t.Fatalf("seats %d..%d, want 2..8", lo, hi)
	}
	seats := []cards.SeatInfo{{Name: "me", Player: "human"}, {Name: "bot", Player: "bot:random"}}
	m, err := cards.NewMatch(g, cards.Config{Seed: 1}, seats, Version)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Table.LegalMoves()) < 2 || m.Table.Describe(m.Table.ToMove()) == "" {
		t.Fatal("a CODE match offers no moves or no description")
	}
}

func TestPrintCode(t *testing.T) {
	job, err := codePrintSource(nil, printSelection{})
	if err != nil {
		t.Fatal(err)
	}
	if len(job.Fronts) != 120 || len(job.Backs) != 120 {
		t.Fatalf("%d fronts and %d backs, want 110 playing cards and 10 codes", len(job.Fronts), len(job.Backs))
	}
	job, err = codePrintSource(nil, printSelection{cards: "r7, swap, code 0258", oneEach: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(job.Fronts) != 3 || job.Fronts[1].Texts()[0] != "Swap" {
		t.Fatalf("selection printed %d cards", len(job.Fronts))
	}
	job, err = codePrintSource(nil, printSelection{cards: "swap"})
	if err != nil || len(job.Fronts) != 6 {
		t.Fatalf("all six Swaps: %d cards, %v", len(job.Fronts), err)
	}
	if _, err := codePrintSource(nil, printSelection{cards: "x9"}); err == nil {
		t.Fatal("an unknown card was accepted")
	}
	var out, errOut bytes.Buffer
	pdf := filepath.Join(t.TempDir(), "code.pdf")
	if code := Main([]string{"print", "--game", "code", "-o", pdf}, strings.NewReader(""), &out, &errOut); code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if st, err := os.Stat(pdf); err != nil || st.Size() < 10000 {
		t.Fatalf("no PDF written: %v", err)
	}
	if dst := os.Getenv("FLASKDECK_CODE_PDF"); dst != "" {
		data, _ := os.ReadFile(pdf)
		_ = os.WriteFile(dst, data, 0o644)
	}
}
