// Package cards is the game kernel that flaskdeck's games share: the engine interface, the
// type-erased table used by the command line and the app, matches and their logs, computer players,
// seeded randomness, rule variants and move notation.
//
// A game implements Engine[M] for its own compact move type M. The engine is the lean, mutable
// state used by search (cheap Clone, cheap Legal, no history); Match wraps it with the log and the
// checks. Moves are written in each game's notation, which is simply the move's String(): a written
// move is decoded by finding the legal move with that notation, so decoding never disagrees with
// encoding.
//
// Engines may also implement optional interfaces that computer players use when present: Resigner
// (bots never resign), Copier (search reuses one state instead of cloning per simulated game) and
// PlayoutPolicy (a game's rule of thumb for simulated games); simulations use MatchStats and
// TurnCounter.
//
// The card-face drawing model lives in package cards/face, the simulation runner and its
// statistics in package cards/sim.
package cards
