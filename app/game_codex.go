package app

import "github.com/flaskdeck/flaskdeck/codex"

// Codex Naturalis joins the game registry: `flaskdeck play codex`, `flaskdeck replay` of Codex
// logs, simulations.
func init() { registerGame(codex.Game{}) }
