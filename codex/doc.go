// Package codex plays Codex Naturalis (Bombyx; 2–4 players) on the machinery of package cards: the
// 102 cards with their official ids (embedded data), the rules engine (setup choices, placement on
// the half-card grid, scoring, drawing, the end of the game, objectives and their variants), the
// computer players' evaluation, the card-face builder and the scoring of a play area written by hand.
//
// The engine is built for search: a position is a value of fixed-size arrays (no maps, no slices
// that grow), so copying it is a memory copy, and placing a card updates the legal positions and
// the visible symbols incrementally.
package codex
