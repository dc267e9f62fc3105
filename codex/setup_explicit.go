package codex

import (
	"fmt"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/cards"
)

// applySetup replaces the dealt setup by an explicit one from a match log (not yet supported).
func (s *State) applySetup(node *yaml.Node) error {
	return fmt.Errorf("%w: line %d: an explicit setup block is not supported for codex; deal from the seed", cards.ErrBadSetup, node.Line)
}
