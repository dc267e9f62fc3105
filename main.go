// Command flaskdeck designs, prints and plays small card games: Flask, Codex Naturalis and CODE.
// It wires the two front ends: with no arguments or `gui` the desktop app, else the command line.
package main

import (
	"os"

	"github.com/flaskdeck/flaskdeck/app/cli"
	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/app/gui"
	_ "github.com/flaskdeck/flaskdeck/internal/plainlocale" // before Fyne reads the locale
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, cli.Options{Games: games.Builtin(), OpenGUI: gui.Run, Getenv: os.Getenv}))
}
