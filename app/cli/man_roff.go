package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// manHeader is what every manual page's .TH line says.
type manHeader struct {
	title, section, source, manual string
	date                           time.Time
}

// writeManTree writes the manual page of cmd and of each of its available commands, recursively,
// into dir as <command path with dashes>.<section>. The pages are the ones cobra/doc wrote, written
// straight as roff: cobra/doc goes through a Markdown renderer (go-md2man, blackfriday) whose
// package initialisation cost every start of flaskdeck about half a millisecond.
func writeManTree(cmd *cobra.Command, h *manHeader, dir string) error {
	for _, c := range cmd.Commands() {
		if !c.IsAvailableCommand() || c.IsAdditionalHelpTopicCommand() {
			continue
		}
		if err := writeManTree(c, h, dir); err != nil {
			return err
		}
	}
	name := strings.ReplaceAll(cmd.CommandPath(), " ", "-")
	return os.WriteFile(filepath.Join(dir, name+"."+h.section), manPage(cmd, h), 0o644)
}

// manPage returns cmd's manual page in roff.
func manPage(cmd *cobra.Command, h *manHeader) []byte {
	cmd.InitDefaultHelpCmd()
	cmd.InitDefaultHelpFlag()
	name := strings.ReplaceAll(cmd.CommandPath(), " ", "-")
	var b bytes.Buffer
	fmt.Fprintf(&b, ".nh\n.TH %s %s %s %s %s\n\n", roffQuote(h.title), roffQuote(h.section), roffQuote(h.date.Format("Jan 2006")),
		roffQuote(h.source), roffQuote(h.manual))
	fmt.Fprintf(&b, ".SH NAME\n%s \\- %s\n\n", roffText(name), roffText(cmd.Short))
	fmt.Fprintf(&b, ".SH SYNOPSIS\n\\fB%s\\fP\n\n", roffText(cmd.UseLine()))
	description := cmd.Long
	if description == "" {
		description = cmd.Short
	}
	b.WriteString(".SH DESCRIPTION\n")
	writeRoffParagraphs(&b, description)
	if flags := cmd.NonInheritedFlags(); flags.HasAvailableFlags() {
		b.WriteString("\n.SH OPTIONS\n")
		writeManFlags(&b, flags)
	}
	if flags := cmd.InheritedFlags(); flags.HasAvailableFlags() {
		b.WriteString("\n.SH OPTIONS INHERITED FROM PARENT COMMANDS\n")
		writeManFlags(&b, flags)
	}
	if cmd.Example != "" {
		fmt.Fprintf(&b, "\n.SH EXAMPLE\n.EX\n%s\n.EE\n", roffLines(cmd.Example))
	}
	var see []string
	if cmd.HasParent() {
		see = append(see, fmt.Sprintf("\\fB%s(%s)\\fP", roffText(strings.ReplaceAll(cmd.Parent().CommandPath(), " ", "-")), h.section))
	}
	children := append([]*cobra.Command(nil), cmd.Commands()...)
	sort.Slice(children, func(i, j int) bool { return children[i].Name() < children[j].Name() })
	for _, c := range children {
		if c.IsAvailableCommand() && !c.IsAdditionalHelpTopicCommand() {
			see = append(see, fmt.Sprintf("\\fB%s-%s(%s)\\fP", roffText(name), roffText(c.Name()), h.section))
		}
	}
	if len(see) > 0 {
		fmt.Fprintf(&b, "\n.SH SEE ALSO\n%s\n", strings.Join(see, ", "))
	}
	return b.Bytes()
}

// writeManFlags writes one tagged paragraph per visible flag: its names, default and usage.
func writeManFlags(b *bytes.Buffer, flags *pflag.FlagSet) {
	flags.VisitAll(func(f *pflag.Flag) {
		if f.Deprecated != "" || f.Hidden {
			return
		}
		names := fmt.Sprintf("\\fB\\-\\-%s\\fP", roffText(f.Name))
		if f.Shorthand != "" && f.ShorthandDeprecated == "" {
			names = fmt.Sprintf("\\fB\\-%s\\fP, %s", roffText(f.Shorthand), names)
		}
		def := f.DefValue
		if f.Value.Type() == "string" {
			def = fmt.Sprintf("%q", def)
		}
		def = "=" + def
		if f.NoOptDefVal != "" {
			def = "[" + def + "]"
		}
		fmt.Fprintf(b, ".TP\n%s%s\n%s\n", names, roffText(def), roffLines(f.Usage))
	})
}

// writeRoffParagraphs writes text's paragraphs (separated by blank lines), each line as written;
// a paragraph whose lines are indented (tables, lists of commands) keeps its layout, and a line
// of its own starting with # is a subheading.
func writeRoffParagraphs(b *bytes.Buffer, text string) {
	for i, para := range strings.Split(strings.TrimSpace(text), "\n\n") {
		if i > 0 {
			b.WriteString(".PP\n")
		}
		if h, ok := strings.CutPrefix(para, "#"); ok && !strings.Contains(para, "\n") { // cobra's "#### Linux:"
			fmt.Fprintf(b, ".SS %s\n", roffQuote(strings.TrimSpace(strings.TrimLeft(h, "#"))))
			continue
		}
		if strings.HasPrefix(para, " ") || strings.HasPrefix(para, "\t") {
			fmt.Fprintf(b, ".nf\n%s\n.fi\n", roffLines(para))
			continue
		}
		b.WriteString(roffLines(para) + "\n")
	}
}

// roffLines escapes text for roff, line by line: backslashes doubled, a line starting with a
// control character guarded.
func roffLines(text string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		l = roffText(l)
		if strings.HasPrefix(l, ".") || strings.HasPrefix(l, "'") {
			l = "\\&" + l
		}
		lines[i] = l
	}
	return strings.Join(lines, "\n")
}

// roffText escapes the backslashes of text.
func roffText(text string) string { return strings.ReplaceAll(text, `\`, `\e`) }

// roffQuote quotes an argument of a roff request.
func roffQuote(s string) string { return `"` + strings.ReplaceAll(roffText(s), `"`, `""`) + `"` }
