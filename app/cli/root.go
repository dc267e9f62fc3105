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
func NewRootCommand(s *Streams, o Options) *cobra.Command {
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
	// The commands, in one list (cobra shows them in name order).
	root.AddCommand(
		newCardCommand(s),
		newCodexCommand(s),
		newDeckCommand(s),
		newExportCommand(s),
		newManCommand(s),
		newPlayCommand(s, o.Games),
		newPrintCommand(s),
		newRanksCommand(s),
		newRulesetCommand(s),
		newReplayCommand(s, o.Games),
		newSimCommand(s, o.Games),
		newVersionCommand(s),
	)
	if o.OpenGUI != nil {
		root.AddCommand(newGUICommand(o.OpenGUI))
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
	root := NewRootCommand(s, o)
	root.SetArgs(args)
	_, err := root.ExecuteC()
	if err != nil && isUnknownCommand(err) {
		err = &app.UsageError{Err: err}
	}
	reportError(errOut, err)
	return ExitCode(err)
}
