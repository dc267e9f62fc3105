package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/app/printjob"
	"github.com/flaskdeck/flaskdeck/export"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/printing"
)

// exportImagesOptions are the flags of `flaskdeck export images`.
type exportImagesOptions struct {
	ruleSet            string // Flask: --ruleset, a built-in name or a rule-set file
	lang               string // --lang
	game, output, card string
	dpi, bleed         float64
	backs              bool
}

// newExportImagesCommand builds `flaskdeck export images`.
func newExportImagesCommand(s *Streams) *cobra.Command {
	o := &exportImagesOptions{}
	cmd := &cobra.Command{
		Use:   "images [DECK...]",
		Short: "Write one PNG per card at an exact print size, for print-on-demand services",
		Long: `Images writes one PNG per distinct card into a folder: exactly the card size plus bleed at the
resolution (a poker card with 3 mm bleed at 300 dpi is 821 × 1121 pixels), tagged sRGB, named after
the card, and index.csv listing every card's name, file and copies. Flask exports the given decks
(deck files or preset names); --game codex or code exports that game's cards.

An unknown card size or game is wrong usage (exit 2); a resolution or bleed out of range, or a deck
that cannot be read, is invalid input (exit 1). See docs/export.md.`,
		Example: `  flaskdeck export images red -o red-cards
  flaskdeck export images my.yaml --backs --dpi 600 --card bridge -o out
  flaskdeck export images --game codex --bleed 0 -o codex`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return runExportImages(cmd.Context(), s, o, args) },
	}
	f := cmd.Flags()
	langFlag(cmd, &o.lang, "the language of the cards' texts")
	f.StringVar(&o.ruleSet, "ruleset", "", "flask: draw the cards under this rule set (a built-in name or a rule-set file; default: each deck's own, else v0.4.2)")
	f.StringVar(&o.game, "game", flask.Game{}.Name(), "game whose cards to export: "+strings.Join(printjob.Names(), ", "))
	f.StringVarP(&o.output, "output", "o", "cards", "folder to write the images into (created if needed)")
	f.Float64Var(&o.dpi, "dpi", export.DefaultDPI, fmt.Sprintf("resolution in dots per inch (10 to %d)", export.MaxDPI))
	f.Float64Var(&o.bleed, "bleed", 3, "mm of background around each card, cut off by the printer (0 to 20)")
	f.StringVar(&o.card, "card", "", "card size: poker (63.5x88.9), bridge (57.2x88.9), mini (44x63), tarot (70x120) or WxH in mm (default: the game's own)")
	f.BoolVar(&o.backs, "backs", false, "also write the card backs")
	return cmd
}

func runExportImages(ctx context.Context, s *Streams, o *exportImagesOptions, args []string) error {
	opts := export.ImageOptions{DPI: o.dpi, Bleed: o.bleed, Backs: o.backs}
	if o.card != "" {
		card, err := printing.ParseCardSize(o.card)
		if err != nil {
			return &app.UsageError{Err: fmt.Errorf("--card: %w", err)}
		}
		opts.Card = card
	}
	lang, err := s.language(o.lang)
	if err != nil {
		return err
	}
	set, err := exportSet(o.game, o.ruleSet, lang, args)
	if err != nil {
		return err
	}
	if ctx == nil {
		ctx = context.Background()
	}
	sum, err := export.Images(ctx, o.output, set, opts)
	if err != nil {
		return err
	}
	backs := ""
	if o.backs {
		backs = " and " + printjob.Plural(sum.Backs, "back")
	}
	fmt.Fprintf(s.Out, "%s: %s%s, %d×%d px at %g dpi, index in %s\n", o.output, printjob.Plural(sum.Fronts, "card image"), backs, sum.Width, sum.Height, opts.DPI, export.IndexFile)
	return nil
}
