// Package app is flaskdeck's command line (cobra) and desktop app (Fyne).
package app

import (
	"io"

	"github.com/spf13/cobra"
)

// Version is the program version, printed by --version and written into match logs.
var Version = "0.1.0"

// Streams are the standard streams a command reads and writes.
type Streams struct {
	In  io.Reader
	Out io.Writer
	Err io.Writer
}

// subcommands lists the constructors of the top-level commands. Each command lives in its own file
// and adds itself here from an init function of that file, so this file needs no edit per command.
var subcommands []func(*Streams) *cobra.Command

// registerCommand adds a top-level command constructor.
func registerCommand(build func(*Streams) *cobra.Command) {
	subcommands = append(subcommands, build)
}

// NewRootCommand builds the flaskdeck command tree writing to the given streams.
func NewRootCommand(s *Streams) *cobra.Command {
	root := &cobra.Command{
		Use:           "flaskdeck",
		Short:         "Design, print and play Flask, Codex Naturalis and CODE",
		Long:          "flaskdeck designs Flask cards and decks, prints cards as PDF sheets, and plays\nFlask, Codex Naturalis and CODE against people or computer players.\n\nWith no arguments it opens the desktop app.",
		Version:       Version,
		SilenceUsage:  true,
		SilenceErrors: true,
		Args:          cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runDefault(cmd, s)
		},
	}
	root.SetIn(s.In)
	root.SetOut(s.Out)
	root.SetErr(s.Err)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return &UsageError{Err: err} })
	for _, build := range subcommands {
		root.AddCommand(build(s))
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
				return &UsageError{Err: err}
			}
			return nil
		}
	}
	cmd.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return &UsageError{Err: err} })
	for _, sub := range cmd.Commands() {
		markUsageErrors(sub)
	}
}

// runDefault runs when flaskdeck is called with no command: the desktop app when one is built in,
// help otherwise.
var runDefault = func(cmd *cobra.Command, s *Streams) error {
	return cmd.Help()
}

// Main runs flaskdeck with the given arguments and streams and returns the exit code.
func Main(args []string, in io.Reader, out, errOut io.Writer) int {
	s := &Streams{In: in, Out: out, Err: errOut}
	root := NewRootCommand(s)
	root.SetArgs(args)
	cmd, err := root.ExecuteC()
	if err != nil && isUnknownCommand(err) {
		err = &UsageError{Err: err}
	}
	_ = cmd
	reportError(errOut, err)
	return ExitCode(err)
}
