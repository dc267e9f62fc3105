package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/app/printjob"
	"github.com/flaskdeck/flaskdeck/export"
	"github.com/flaskdeck/flaskdeck/flask"
)

// exportTTSOptions are the flags of `flaskdeck export tts`.
type exportTTSOptions struct {
	ruleSet           string // Flask: --ruleset, a built-in name or a rule-set file
	lang              string // --lang
	game, output, url string
}

// newExportTTSCommand builds `flaskdeck export tts`.
func newExportTTSCommand(s *Streams) *cobra.Command {
	o := &exportTTSOptions{}
	cmd := &cobra.Command{
		Use:   "tts [DECK...]",
		Short: "Write deck sheets and a saved object for Tabletop Simulator",
		Long: `Tts writes, into a folder, each deck's sheets of faces (at most 10 × 7 faces and 4096 pixels a
side), its back (or sheets of backs when every card has its own, as Codex's), and a Tabletop
Simulator saved object (a .json file and its .png thumbnail) to copy into the game's Saved Objects
folder: a deck of cards named after the cards, as many as their copies. Flask exports the given
decks; --game codex or code exports that game's cards, one deck per pile.

The saved object points at the sheets by file:/// URIs, fine on this computer; for a multiplayer
game upload the sheets and give --url with the address they are at. See docs/export.md.`,
		Example: `  flaskdeck export tts red blue -o tts
  flaskdeck export tts --game codex -o tts-codex
  flaskdeck export tts my.yaml -o out --url https://example.org/my-decks/`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return runExportTTS(cmd.Context(), s, o, args) },
	}
	f := cmd.Flags()
	langFlag(cmd, &o.lang, "the language of the cards' texts")
	f.StringVar(&o.ruleSet, "ruleset", "", "flask: draw the cards under this rule set (a built-in name or a rule-set file; default: each deck's own, else v0.4.2)")
	f.StringVar(&o.game, "game", flask.Game{}.Name(), "game whose cards to export: "+strings.Join(printjob.Names(), ", "))
	f.StringVarP(&o.output, "output", "o", "tts", "folder to write the sheets and the saved object into (created if needed)")
	f.StringVar(&o.url, "url", "", "web address the sheets will be uploaded to (default: file:/// URIs of the written files)")
	return cmd
}

func runExportTTS(ctx context.Context, s *Streams, o *exportTTSOptions, args []string) error {
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
	sum, err := export.TTS(ctx, o.output, set, export.TTSOptions{URLBase: o.url})
	if err != nil {
		return err
	}
	fmt.Fprintf(s.Out, "%s: %s of %s on %s (faces %d×%d px), saved object %s\n", o.output, printjob.Plural(sum.Decks, "deck"),
		printjob.Plural(sum.Cards, "card"), printjob.Plural(sum.Sheets, "sheet"), sum.CellW, sum.CellH, sum.SaveFile)
	return nil
}
