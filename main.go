// Command flaskdeck designs, prints and plays small card games: Flask, Codex Naturalis and CODE.
package main

import (
	"os"

	"github.com/flaskdeck/flaskdeck/app"
	_ "github.com/flaskdeck/flaskdeck/internal/plainlocale" // before Fyne reads the locale
)

func main() {
	os.Exit(app.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
