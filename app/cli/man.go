package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/app"
)

// newManCommand builds `flaskdeck man DIR`.
func newManCommand(s *Streams) *cobra.Command {
	return &cobra.Command{
		Use:   "man DIR",
		Short: "Write the manual pages of every command into a folder",
		Long: `Man writes a manual page (section 1, roff) for flaskdeck and each of its commands into DIR
(created if needed): flaskdeck.1, flaskdeck-print.1, … Read one with man -l DIR/flaskdeck.1, or put
DIR in MANPATH (for ~/.local: flaskdeck man ~/.local/share/man/man1). The date in the pages is
today's, or $SOURCE_DATE_EPOCH's for reproducible builds.`,
		Example: "  flaskdeck man ~/.local/share/man/man1\n  flaskdeck man /tmp/man && man -l /tmp/man/flaskdeck-export-images.1",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := args[0]
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return fmt.Errorf("%s: cannot create the folder: %w", dir, err)
			}
			date := time.Now()
			if sec, err := strconv.ParseInt(os.Getenv("SOURCE_DATE_EPOCH"), 10, 64); err == nil {
				date = time.Unix(sec, 0).UTC()
			}
			root := cmd.Root()
			root.DisableAutoGenTag = true // no "generated on <date>" line: the same pages from the same source
			header := &manHeader{title: "FLASKDECK", section: "1", date: date,
				source: "flaskdeck " + app.Version, manual: "flaskdeck manual"}
			if err := writeManTree(root, header, dir); err != nil {
				return err
			}
			n, _ := filepath.Glob(filepath.Join(dir, "flaskdeck*.1"))
			fmt.Fprintf(s.Out, "%s: %d manual pages\n", dir, len(n))
			return nil
		},
	}
}
