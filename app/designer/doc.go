// Package designer is the deck designer's lab: it tests a Flask deck (a flask.Deck value, so a
// deck with unsaved edits can be tried) against a field of decks, keeps a small history of the
// results beside the deck file, and searches one-step edits of the deck for the ones that make it
// stronger or more balanced.
//
// It knows Flask: it deals matches with flask.Deal, plays them with the computer players of
// package cards, watches what each card does through flask.Observer, and edits decks through
// flask's compositions and rule sets. It imports neither Fyne nor cobra: the command line
// (app/cli) and the card editor (app/gui/deckeditor) both drive it.
package designer
