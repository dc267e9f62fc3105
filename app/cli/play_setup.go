package cli

import (
	"github.com/flaskdeck/flaskdeck/internal/inputfile"
	"github.com/flaskdeck/flaskdeck/internal/yamlerr"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
)

// matchSetup returns the explicit setup a match starts from: the file of --setup (a setup block in
// the game's own form, as in a match log), or for CODE the code list of --codes (the printed codes
// of a user's box). It returns nil when neither is given: the match is dealt from the seed.
func matchSetup(game cards.Game, setupPath, codesPath string) (*yaml.Node, error) {
	switch {
	case setupPath != "" && codesPath != "":
		return nil, app.Usagef("--setup and --codes cannot be combined: put the codes into the setup file")
	case codesPath != "":
		if game.Name() != (code.Game{}).Name() {
			return nil, app.Usagef("--codes is for CODE, not %s", game.Title())
		}
		codes, err := code.LoadCodes(codesPath)
		if err != nil {
			return nil, err
		}
		return code.SetupNode(codes)
	case setupPath != "":
		data, err := inputfile.Read(setupPath, inputfile.DefaultLimit)
		if err != nil {
			return nil, err
		}
		var doc yaml.Node
		if err := yaml.Unmarshal(data, &doc); err != nil {
			return nil, yamlerr.Wrap(setupPath, cards.ErrBadSetup, err)
		}
		if len(doc.Content) == 0 {
			return nil, yamlerr.New(setupPath, 1, cards.ErrBadSetup, "the file is empty")
		}
		return doc.Content[0], nil
	}
	return nil, nil
}
