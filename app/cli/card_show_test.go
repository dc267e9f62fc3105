package cli

import (
	"bufio"
	"compress/gzip"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/internal/cpuclock"
)

func TestCardShowGolden(t *testing.T) {
	checkTranscripts(t, []commandCase{
		{"card_show_args", []string{"card", "show", "r1 y2 r1", "G2-R1-R1", "Y1,G1,G1", "b1"}, "", 0},
		{"card_show_stdin", []string{"card", "show", "-"}, "y1 b1\n\nB1 b1 b1\r\nG2 Y1 B1 B2 G1 R1 R2 Y2\n", 0},
		{"card_show_errors", []string{"card", "show", "-"}, "r1\nx9 r1\nR1 R1 R1 R1\ny2 y2\ng2 G2\n\nb2\n", 1},
		{"card_show_bad_arg", []string{"card", "show", "R1", "R7", "G1"}, "", 1},
		{"card_show_no_args", []string{"card", "show"}, "", 2},
		{"card_show_help", []string{"card", "show", "--help"}, "", 0},
		{"card_no_subcommand", []string{"card"}, "", 2},
	})
}

// TestCardShowTable checks single inputs: the exact output line, or an error and exit 1.
func TestCardShowTable(t *testing.T) {
	tests := []struct {
		in     string
		out    string
		errHas string
		exit   int
	}{
		{"", "\t \t\n", "", 0},
		{"b1", "B1\t1 Card\t+📘📘\n", "", 0},
		{"R1 - R1 - Y2", "R1 - R1 - Y2\t💰💰💥💥\tAction: -4 Resources / Reboot\n", "", 0},
		{"y1 b1", "Y1 - B1\t📘💥 and 1 Card\t+💰💰💰📘📘\n", "", 0},
		{"q1", "", `unknown base card "q1"`, 1},
		{"r2 r2 r2 r2", "", "more than 3 × R2 (Sabotage)", 1},
		{"Y2 y2", "", "a second Y2", 1},
	}
	for _, tt := range tests {
		stdout, stderr, code := runCommand([]string{"card", "show", tt.in}, "")
		if stdout != tt.out || code != tt.exit || !strings.Contains(stderr, tt.errHas) || (tt.errHas == "") != (stderr == "") {
			t.Errorf("card show %q: stdout %q stderr %q exit %d; want %q, %q, %d", tt.in, stdout, stderr, code, tt.out, tt.errHas, tt.exit)
		}
		if tt.errHas != "" && (strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, `"`+tt.in+`"`)) {
			t.Errorf("card show %q: error %q is not one line naming the input", tt.in, stderr)
		}
	}
}

// TestCardShowAllCompositions feeds the code of every one of the 16,384 compositions, lower-cased
// and reversed, through `card show -` and compares each line with the golden table of the flask
// package (which matches the original editor's sample).
func TestCardShowAllCompositions(t *testing.T) {
	f, err := os.Open("../../flask/testdata/compositions_all.tsv.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(zr)
	sc.Scan() // header
	var in, want strings.Builder
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		parts := strings.Split(strings.ToLower(fields[8]), " - ")
		for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
			parts[i], parts[j] = parts[j], parts[i]
		}
		in.WriteString(strings.Join(parts, " ") + "\n")
		want.WriteString(strings.Join(fields[8:], "\t") + "\n")
	}
	stdout, stderr, code := runCommand([]string{"card", "show", "-"}, in.String())
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	got, exp := strings.Split(stdout, "\n"), strings.Split(want.String(), "\n")
	if len(got) != 16385 || len(got) != len(exp) {
		t.Fatalf("%d lines, want %d", len(got), len(exp))
	}
	for i := range got {
		if got[i] != exp[i] {
			t.Fatalf("line %d: %q, want %q", i+1, got[i], exp[i])
		}
	}
}

// BenchmarkCardShowAll runs `card show -` in process over the codes of all 16,384 compositions,
// each computed for the first time; it reports CPU nanoseconds per composition (parse, code, cost
// line, effect titles).
func BenchmarkCardShowAll(b *testing.B) { benchmarkCardShow(b, 1) }

// BenchmarkCardShowRepeated is BenchmarkCardShowAll over ten times the 16,384 codes, as a long
// input repeats compositions: lines already shown are remembered.
func BenchmarkCardShowRepeated(b *testing.B) { benchmarkCardShow(b, 10) }

func benchmarkCardShow(b *testing.B, times int) {
	var in strings.Builder
	for range times {
		for _, c := range flask.AllCompositions() {
			in.WriteString(c.Code() + "\n")
		}
	}
	input := in.String()
	n := times * len(flask.AllCompositions())
	b.ResetTimer()
	cpu := cpuclock.Process()
	for i := 0; i < b.N; i++ {
		s := &Streams{In: strings.NewReader(input), Out: io.Discard, Err: io.Discard}
		if err := runCardShow(s, &cardShowOptions{Inputs: []string{"-"}}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpuclock.Process()-cpu)/float64(b.N*n), "cpu-ns/composition")
}

// The memo keeps a composition's line from its second sight on, and finds each by its number.
func TestLineMemoRemembersLinesMetTwice(t *testing.T) {
	m := newLineMemo(flask.Standard)
	if m.size != 1<<14 {
		t.Fatalf("the standard set has %d compositions, want 16,384", m.size)
	}
	all := flask.AllCompositions()
	for round := 0; round < 3; round++ {
		for i, c := range all {
			if i%3 != 0 {
				continue
			}
			line := m.line(&c)
			if want := c.Code() + "\n"; round == 2 && string(line) != want || round < 2 && line != nil {
				t.Fatalf("round %d, %v: line %q", round, c, line)
			}
			if line == nil {
				m.put(&c, []byte(c.Code()+"\n"))
			}
		}
	}
	for i, c := range all {
		if line := m.line(&c); (line != nil) != (i%3 == 0) {
			t.Fatalf("%v: line %q", c, line)
		}
	}
}

// A long input repeats compositions: their lines, computed the first two times and copied from
// the memo after, are the same each time (three rounds over all compositions, written in two
// notations).
func TestCardShowRepeatedInputShowsTheSameLines(t *testing.T) {
	var once, lower strings.Builder
	for _, c := range flask.AllCompositions() {
		once.WriteString(c.Code() + "\n")
		lower.WriteString(strings.ToLower(strings.ReplaceAll(c.Code(), " - ", ",")) + "\n")
	}
	want, _, code := runCommand([]string{"card", "show", "-"}, once.String())
	if code != 0 || strings.Count(want, "\n") != 16384 {
		t.Fatalf("exit %d, %d lines", code, strings.Count(want, "\n"))
	}
	got, stderr, code := runCommand([]string{"card", "show", "-"}, once.String()+lower.String()+once.String())
	if code != 0 || stderr != "" || got != want+want+want {
		t.Fatalf("exit %d, stderr %q: the repeated input's %d bytes differ from three times the %d of one round", code, stderr, len(got), len(want))
	}
}
