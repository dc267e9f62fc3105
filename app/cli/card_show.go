package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"runtime/debug"
	"strconv"
	"unsafe"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/flask"
)

// cardShowOptions are the arguments of `flaskdeck card show`.
type cardShowOptions struct {
	Inputs  []string // compositions as written; "-" reads one a line from standard input
	RuleSet rulesetFlag
}

func newCardShowCommand(s *Streams) *cobra.Command {
	opts := &cardShowOptions{}
	cmd := &cobra.Command{
		Use:   "show CODE... | -",
		Short: "Print the code, cost and effects of composed cards",
		Long: "show prints, for each composition, one line: the canonical code, a tab, the cost line, a tab,\n" +
			"and the effect titles joined by \" / \", exactly in the original Flask editor's notation.\n" +
			"A composition is written as base codes (G2 Y1 B1 B2 G1 R1 R2 Y2) in any order, case and\n" +
			"separator. \"-\" reads one composition a line from standard input; an empty line is the\n" +
			"empty card (empty code, a single space as cost, no effects). An invalid composition prints\n" +
			"an error naming it; the rest is still shown and the exit code is 1.",
		Example: "  flaskdeck card show 'r1 y2 r1' G2-R1-R1\n" +
			"  R1 - R1 - Y2\t💰💰💥💥\tAction: -4 Resources / Reboot\n" +
			"  G2 - R1 - R1\t💚💚💥💥\tReaction / Action: -4 Resources\n\n" +
			"  printf 'y1 b1\\n\\nb1 b1\\n' | flaskdeck card show -",
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Inputs = args
			return runCardShow(s, opts)
		},
	}
	opts.RuleSet.add(cmd)
	return cmd
}

// cardShowGCPercent is the collector's setting while card show runs. Card show allocates next to
// nothing per line (77 allocations over all 16,384 compositions) and what it keeps is bounded
// (lineMemo: one line per composition and up to maxShownLines texts, about 3 MB over all
// compositions and 6 MB at 100 times that input), so a collection finds almost nothing to free;
// yet at the default 100 one started when the heap passed 4 MB, about 2.5 ms of CPU and 250 page
// faults of the collector's own memory over all compositions (docs/performance.md). At 400 the
// heap may grow to five times what is kept before one (16 MB at the first, then five times the
// memo), which card show's bounded memo never reaches, and memory stays flat at any input length.
const cardShowGCPercent = 400

// runCardShow prints one line per composition and reports bad ones, one line each. A line is
// computed once per composition and remembered (lineMemo): a long input repeats the same
// compositions, which then cost a lookup.
func runCardShow(s *Streams, opts *cardShowOptions) error {
	defer debug.SetGCPercent(debug.SetGCPercent(cardShowGCPercent))
	rs, err := opts.RuleSet.set(nil)
	if err != nil {
		return reportSetProblems(s, err)
	}
	out := bufio.NewWriterSize(s.Out, 64<<10)
	bad := 0
	shown := newLineMemo(rs)
	var line []byte
	show := func(where func() string, input []byte) {
		if l, ok := shown.text(input); ok {
			out.Write(l)
			return
		}
		c, err := rs.ParseComposition(bytesAsString(input))
		if err != nil {
			out.Flush() // keep stdout and stderr in input order on a terminal
			fmt.Fprintf(s.Err, "%s%v\n", where(), err)
			bad++
			return
		}
		if at, ok := shown.get(c); ok {
			shown.putText(input, at)
			out.Write(shown.line(at))
			return
		}
		line = appendCardLine(line[:0], rs, c)
		out.Write(line)
		shown.put(c, line)
	}
	for _, in := range opts.Inputs {
		if in != "-" {
			show(func() string { return "flaskdeck: " }, []byte(in))
			continue
		}
		sc := bufio.NewScanner(s.In)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for n := 1; sc.Scan(); n++ {
			show(func() string { return "stdin:" + strconv.Itoa(n) + ": " }, bytes.TrimSuffix(sc.Bytes(), []byte("\r")))
		}
		if err := sc.Err(); err != nil {
			out.Flush()
			return fmt.Errorf("stdin: %w", err)
		}
	}
	if err := out.Flush(); err != nil {
		return err
	}
	if bad > 0 {
		return ErrReported
	}
	return nil
}

// bytesAsString returns b as a string without copying it, for a call that keeps no reference to
// the string: ParseComposition reads its input and copies it into an error. (string(b) copies
// inputs longer than 32 bytes to the heap: most compositions are written longer.)
func bytesAsString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// appendCardLine appends "code<TAB>cost line<TAB>effect titles joined by " / "" and a newline.
func appendCardLine(b []byte, rs *flask.RuleSet, c flask.Composition) []byte {
	b = rs.AppendCode(b, c)
	b = append(b, '\t')
	b = rs.AppendCostLine(b, c)
	b = append(b, '\t')
	b = rs.AppendEffectTitles(b, c, " / ")
	return append(b, '\n')
}
