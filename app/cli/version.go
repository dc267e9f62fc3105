package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/internal/buildinfo"
)

// newVersionCommand builds `flaskdeck version`.
func newVersionCommand(s *Streams) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version and the source revision it was built from",
		Long: `Version prints flaskdeck's version and the source revision the binary was built from (the git
commit Go stamps into a build made in a checkout, marked "dirty" when the checkout had uncommitted
changes), and the Go version that built it.`,
		Example: "  flaskdeck version",
		Args:    cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			fmt.Fprintf(s.Out, "flaskdeck %s\n", buildinfo.Read(app.Version))
			return nil
		},
	}
}
