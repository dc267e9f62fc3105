package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"

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

// maxShownLines bounds the lines card show remembers: more than the 16,384 compositions of the
// standard rule set, so that memory stays flat whatever the input's length.
const maxShownLines = 1 << 16

// lineMemo remembers the line shown for each composition (up to maxShownLines), kept in blocks of
// lineBlock bytes: remembering a line allocates nothing but a new block now and then and copies
// nothing twice.
type lineMemo struct {
	at     map[flask.Composition]uint64 // block<<32 | offset<<16 | length
	blocks [][]byte
}

// memoHint is the room lineMemo's map is made with: the standard set's 16,384 compositions.
const memoHint = 1 << 14

// lineBlock is the size of lineMemo's blocks (a line is far shorter).
const lineBlock = 64 << 10

// get returns the line remembered for c.
func (m *lineMemo) get(c flask.Composition) ([]byte, bool) {
	at, ok := m.at[c]
	if !ok {
		return nil, false
	}
	off := at >> 16 & (1<<16 - 1)
	return m.blocks[at>>32][off : off+at&(1<<16-1)], true
}

// put remembers line for c, unless the memo is full or the line too long.
func (m *lineMemo) put(c flask.Composition, line []byte) {
	if len(m.at) >= maxShownLines || len(line) >= lineBlock {
		return
	}
	if m.at == nil {
		m.at = make(map[flask.Composition]uint64, memoHint) // grown from small, it would leave its old tables as garbage
	}
	if n := len(m.blocks); n == 0 || len(m.blocks[n-1])+len(line) > lineBlock {
		m.blocks = append(m.blocks, make([]byte, 0, lineBlock))
	}
	n := len(m.blocks) - 1
	m.at[c] = uint64(n)<<32 | uint64(len(m.blocks[n]))<<16 | uint64(len(line))
	m.blocks[n] = append(m.blocks[n], line...)
}

// runCardShow prints one line per composition and reports bad ones, one line each. A line is
// computed once per composition and remembered (up to maxShownLines): a long input repeats the
// same compositions, which then cost their parsing and a lookup.
func runCardShow(s *Streams, opts *cardShowOptions) error {
	rs, err := opts.RuleSet.set(nil)
	if err != nil {
		return reportSetProblems(s, err)
	}
	out := bufio.NewWriterSize(s.Out, 64<<10)
	bad := 0
	var shown lineMemo
	var line []byte
	show := func(where func() string, input []byte) {
		c, err := rs.ParseComposition(string(input)) // no copy: the text does not escape unless it is wrong
		if err != nil {
			out.Flush() // keep stdout and stderr in input order on a terminal
			fmt.Fprintf(s.Err, "%s%v\n", where(), err)
			bad++
			return
		}
		if l, ok := shown.get(c); ok {
			out.Write(l)
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

// appendCardLine appends "code<TAB>cost line<TAB>effect titles joined by " / "" and a newline.
func appendCardLine(b []byte, rs *flask.RuleSet, c flask.Composition) []byte {
	b = rs.AppendCode(b, c)
	b = append(b, '\t')
	b = rs.AppendCostLine(b, c)
	b = append(b, '\t')
	b = rs.AppendEffectTitles(b, c, " / ")
	return append(b, '\n')
}
