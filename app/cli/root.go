// Package cli is flaskdeck's command line: the cobra commands (one file each: an options struct and
// a run function), their usage, and the one map from errors to exit codes (exit.go). It never links
// the desktop app: main hands it a way to open the app (Options.OpenGUI).
package cli

import (
	"io"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/app/games"
)

// Streams are the standard streams a command reads and writes.
type Streams struct {
	In  io.Reader
	Out io.Writer
	Err io.Writer
	// Getenv reads the environment (os.Getenv); nil reads an empty one. The commands with --lang
	// take the language of LANG and its kin from it.
	Getenv func(string) string
}

// Options are what main wires into the command line.
type Options struct {
	// Games are the games the commands play, replay and simulate.
	Games games.List
	// OpenGUI opens the desktop app (on a deck file when deck is not "") and returns when it is
	// closed. Nil when no app is built in: then `flaskdeck` alone prints the help.
	OpenGUI func(deck string) error
	// Getenv reads the environment (os.Getenv): --lang defaults to its language. Nil: English.
	Getenv func(string) string
}

// NewRootCommand builds the flaskdeck command tree writing to the given streams.
func NewRootCommand(s *Streams, o Options) *cobra.Command { return newRoot(s, o, "") }

// topCommand is one command of the root: its name and how to build it.
type topCommand struct {
	name  string
	build func(s *Streams, o Options) *cobra.Command
}

// topCommands are the root's commands, in one list (cobra shows them in name order); gui is
// added only when an app is built in.
var topCommands = []topCommand{
	{"card", func(s *Streams, _ Options) *cobra.Command { return newCardCommand(s) }},
	{"codex", func(s *Streams, _ Options) *cobra.Command { return newCodexCommand(s) }},
	{"deck", func(s *Streams, _ Options) *cobra.Command { return newDeckCommand(s) }},
	{"export", func(s *Streams, _ Options) *cobra.Command { return newExportCommand(s) }},
	{"man", func(s *Streams, _ Options) *cobra.Command { return newManCommand(s) }},
	{"play", func(s *Streams, o Options) *cobra.Command { return newPlayCommand(s, o.Games) }},
	{"print", func(s *Streams, _ Options) *cobra.Command { return newPrintCommand(s) }},
	{"ranks", func(s *Streams, _ Options) *cobra.Command { return newRanksCommand(s) }},
	{"ruleset", func(s *Streams, _ Options) *cobra.Command { return newRulesetCommand(s) }},
	{"replay", func(s *Streams, o Options) *cobra.Command { return newReplayCommand(s, o.Games) }},
	{"sim", func(s *Streams, o Options) *cobra.Command { return newSimCommand(s, o.Games) }},
	{"version", func(s *Streams, _ Options) *cobra.Command { return newVersionCommand(s) }},
	{"gui", func(_ *Streams, o Options) *cobra.Command {
		if o.OpenGUI == nil {
			return nil
		}
		return newGUICommand(o.OpenGUI)
	}},
}

// newRoot builds the root command with all its commands, or, when only names one of them, with
// that one alone (with none for versionOnly): a command line run builds only the command it runs (the whole tree cost about
// 6 % of a start of flaskdeck). A command behaves the same either way
// (TestACommandAloneRunsAsInTheWholeTree); `man` walks the whole tree, so it always gets it.
func newRoot(s *Streams, o Options, only string) *cobra.Command {
	root := &cobra.Command{
		Use:           "flaskdeck",
		Short:         "Design, print and play Flask, Codex Naturalis and CODE",
		Long:          "flaskdeck designs Flask cards and decks, prints cards as PDF sheets, and plays\nFlask, Codex Naturalis and CODE against people or computer players.\n\nWith no arguments it opens the desktop app.",
		Version:       app.Version,
		SilenceUsage:  true,
		SilenceErrors: true,
		Args:          cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.OpenGUI == nil {
				return cmd.Help()
			}
			return o.OpenGUI("")
		},
	}
	root.SetIn(s.In)
	root.SetOut(s.Out)
	root.SetErr(s.Err)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return flagError(err) })
	alone := false
	if only == versionOnly {
		alone = true // the root's --version needs no command
	} else if only != "" && only != "man" {
		for _, c := range topCommands {
			if c.name == only {
				if cmd := c.build(s, o); cmd != nil {
					root.AddCommand(cmd)
					alone = true
				}
				break
			}
		}
	}
	if alone {
		// The shell completion command is one of the whole tree's (cobra adds it when asked).
		root.CompletionOptions.DisableDefaultCmd = true
	} else {
		for _, c := range topCommands {
			if cmd := c.build(s, o); cmd != nil {
				root.AddCommand(cmd)
			}
		}
	}
	markUsageErrors(root)
	return root
}

// markUsageErrors wraps every command's argument validator so a wrong argument count is a usage error.
func markUsageErrors(cmd *cobra.Command) {
	if cmd.Args != nil {
		check := cmd.Args
		cmd.Args = func(c *cobra.Command, args []string) error {
			if err := check(c, args); err != nil {
				return &app.UsageError{Err: err}
			}
			return nil
		}
	}
	cmd.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return flagError(err) })
	for _, sub := range cmd.Commands() {
		markUsageErrors(sub)
	}
}

// Main runs flaskdeck with the given arguments and streams and returns the exit code.
func Main(args []string, in io.Reader, out, errOut io.Writer, o Options) int {
	s := &Streams{In: in, Out: out, Err: errOut, Getenv: o.Getenv}
	first := "" // the command to build: the first argument
	if len(args) > 0 {
		first = args[0]
	}
	if len(args) == 1 && (first == "--version" || first == "-v") {
		first = versionOnly
	}
	return execute(newRoot(s, o, first), args, errOut)
}

// versionOnly is newRoot's name for a root built with no command, for `flaskdeck --version`.
const versionOnly = "\x00version"

// execute runs root on args and returns the exit code, having reported any error to errOut.
func execute(root *cobra.Command, args []string, errOut io.Writer) int {
	root.SetArgs(args)
	_, err := root.ExecuteC()
	if err != nil && isUnknownCommand(err) {
		err = &app.UsageError{Err: err}
	}
	reportError(errOut, err)
	return ExitCode(err)
}
