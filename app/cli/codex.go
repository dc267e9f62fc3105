package cli

import "github.com/spf13/cobra"

// newCodexCommand groups the commands that only concern Codex Naturalis.
func newCodexCommand(s *Streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "codex",
		Short: "Codex Naturalis tools (score a play area written by hand)",
		Args:  cobra.NoArgs,
		RunE:  func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	cmd.AddCommand(newCodexScoreCommand(s))
	return cmd
}
