// Command flaskdeck designs, prints and plays small card games: Flask, Codex Naturalis and CODE.
package main

import (
	"os"

	"github.com/flaskdeck/flaskdeck/app"
)

func main() {
	os.Exit(app.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
