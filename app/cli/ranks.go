package cli

import (
	"encoding/json"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/app/lab"
	"github.com/flaskdeck/flaskdeck/internal/inputfile"
)

// ranksReport is what `flaskdeck ranks --json` prints.
type ranksReport struct {
	Rankings   []*lab.Ranking  `json:"rankings"`
	Agreements []lab.Agreement `json:"agreements"`
}

// newRanksCommand builds `flaskdeck ranks`: do matrix runs (of several computer levels, say) rank
// their decks alike?
func newRanksCommand(s *Streams) *cobra.Command {
	asJSON := false
	cmd := &cobra.Command{
		Use:   "ranks FILE.csv FILE.csv...",
		Short: "Compare how matrix runs rank their decks (Spearman and Kendall rank correlation)",
		Long: `Ranks reads matrix CSV files written by "flaskdeck sim --matrix --csv", ranks the decks of each
by their mean win rate against the others (strongest first, with the computer player that played
them), and gives for every pair of files Spearman's rho and Kendall's tau-b over the decks both
rank: 1 means the same order, -1 the reverse, about 0 unrelated. Use it to check that a study's
verdict does not depend on the computer level that played it. See docs/lab.md.`,
		Example: `  flaskdeck ranks docs/lab/flask-colours-hard.csv docs/lab/flask-colours-greedy.csv docs/lab/flask-colours-random.csv`,
		Args:    cobra.MinimumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			var rks []*lab.Ranking
			for _, path := range args {
				f, err := inputfile.Open(path, inputfile.DefaultLimit)
				if err != nil {
					return err
				}
				rk, err := lab.ReadMatrixRanking(f, path)
				f.Close()
				if err != nil {
					return err
				}
				rks = append(rks, rk)
			}
			ags := []lab.Agreement{}
			for i := range rks {
				for j := i + 1; j < len(rks); j++ {
					ag, err := lab.Agree(rks[i], rks[j])
					if err != nil {
						return err
					}
					ags = append(ags, ag)
				}
			}
			if asJSON {
				enc := json.NewEncoder(s.Out)
				enc.SetIndent("", "  ")
				return enc.Encode(ranksReport{Rankings: rks, Agreements: jsonSafe(ags)})
			}
			lab.WriteRankingsText(s.Out, rks, ags)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the rankings and agreements as JSON")
	return cmd
}

// jsonSafe replaces undefined correlations (every mean tied) by 0, which JSON can hold.
func jsonSafe(ags []lab.Agreement) []lab.Agreement {
	for i := range ags {
		if ags[i].Spearman != ags[i].Spearman {
			ags[i].Spearman = 0
		}
		if ags[i].Kendall != ags[i].Kendall {
			ags[i].Kendall = 0
		}
	}
	return ags
}
