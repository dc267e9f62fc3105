package printjob

import "testing"

func TestPrintCode(t *testing.T) {
	job, err := codeSource(nil, Selection{})
	if err != nil {
		t.Fatal(err)
	}
	if len(job.Fronts) != 120 || len(job.Backs) != 120 {
		t.Fatalf("%d fronts and %d backs, want 110 playing cards and 10 codes", len(job.Fronts), len(job.Backs))
	}
	job, err = codeSource(nil, Selection{Cards: "r7, swap, code 0258", OneEach: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(job.Fronts) != 3 || job.Fronts[1].Texts()[0] != "Swap" {
		t.Fatalf("selection printed %d cards", len(job.Fronts))
	}
	job, err = codeSource(nil, Selection{Cards: "swap"})
	if err != nil || len(job.Fronts) != 6 {
		t.Fatalf("all six Swaps: %d cards, %v", len(job.Fronts), err)
	}
	if _, err := codeSource(nil, Selection{Cards: "x9"}); err == nil {
		t.Fatal("an unknown card was accepted")
	}
}
