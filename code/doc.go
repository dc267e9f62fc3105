// Package code plays CODE ("Knack ihn als erster!", first published as Cracked; 2–8 players) on the
// machinery of package cards: the rules engine (State, an Engine[Move]), the card and code data
// (embedded YAML, with flaskdeck's own ten codes and LoadCodes for a box's printed ones), the
// position judgement used by the computer players, and the card-face builder shared by the printer
// and the GUI. The rules are restated in docs/code.md, with every choice the rulebook leaves open.
package code
