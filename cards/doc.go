// Package cards holds what flaskdeck's games share: seeded randomness, piles, the game interface,
// the type-erased table used by the command line and the app, match logs, computer players and the
// card-face drawing model that both the GUI and the PDF printer render.
//
// A game implements Engine[M] for its own compact move type M. The engine is the lean, mutable
// state used by search (cheap Clone, cheap Legal, no history); Match wraps it with the log and the
// checks. Moves are written in each game's notation, which is simply the move's String(): a written
// move is decoded by finding the legal move with that notation, so decoding never disagrees with
// encoding.
//
// Engines may also implement optional interfaces that computer players use when present: Resigner
// (bots never resign), Copier (search reuses one state instead of cloning per simulated game) and
// PlayoutPolicy (a game's rule of thumb for simulated games).
package cards
