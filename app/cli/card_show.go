package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
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

// runCardShow prints one line per composition and reports bad ones, one line each. A line is
// computed from the composition (a few copies of the set's prepared texts, flask's cardText)
// straight into the output buffer; the lines of compositions met again are remembered
// (lineMemo, bounded by the set's compositions), so a long input copies them. Nothing is
// allocated per line: memory stays flat at any input length.
func runCardShow(s *Streams, opts *cardShowOptions) error {
	rs, err := opts.RuleSet.set(nil)
	if err != nil {
		return reportSetProblems(s, err)
	}
	out := &lineBuffer{w: s.Out, buf: make([]byte, 0, lineBufferSize)}
	bad := 0
	memo := newLineMemo(rs)
	show := func(where func() string, input []byte) {
		c, err := rs.ParseComposition(bytesAsString(input))
		if err != nil {
			out.flush() // keep stdout and stderr in input order on a terminal
			fmt.Fprintf(s.Err, "%s%v\n", where(), err)
			bad++
			return
		}
		if line := memo.line(&c); line != nil {
			out.buf = append(out.buf, line...)
		} else {
			start := len(out.buf)
			out.buf = appendCardLine(out.buf, rs, c)
			memo.put(&c, out.buf[start:])
		}
		if len(out.buf) >= lineBufferSize-lineRoom {
			out.flush()
		}
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
			out.flush()
			return fmt.Errorf("stdin: %w", err)
		}
	}
	if err := out.flush(); err != nil {
		return err
	}
	if bad > 0 {
		return ErrReported
	}
	return nil
}

// lineBufferSize is the size of card show's output buffer, written out when fewer than lineRoom
// bytes are left (a standard card's line is at most 427 bytes; a longer one grows the buffer).
const (
	lineBufferSize = 64 << 10
	lineRoom       = 1 << 10
)

// lineBuffer is card show's output: lines are appended to buf, which is written out as a whole.
// After a failed write nothing more is written and flush returns the error (as bufio.Writer).
type lineBuffer struct {
	w   io.Writer
	buf []byte
	err error
}

// flush writes out the buffered lines and returns the first write error.
func (o *lineBuffer) flush() error {
	if o.err == nil && len(o.buf) > 0 {
		_, o.err = o.w.Write(o.buf)
	}
	o.buf = o.buf[:0]
	return o.err
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
