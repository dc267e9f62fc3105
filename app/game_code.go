package app

import "github.com/flaskdeck/flaskdeck/code"

// CODE joins the game registry: `flaskdeck play code`, `flaskdeck replay` of CODE logs, sims.
func init() { registerGame(code.Game{}) }
