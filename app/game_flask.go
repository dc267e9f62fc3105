package app

import "github.com/flaskdeck/flaskdeck/flask"

func init() { registerGame(flask.Game{}) }
