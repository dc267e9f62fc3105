// Package flask is the card game Flask ("Alchemy of the four Elements", rules v0.4.X by Orasund):
// resources, the eight base cards, compositions with their canonical code, cost and merged effects
// exactly as the original card editor prints them, decks with their rules, the project's YAML deck
// format, the original editor's JSON format and the built-in preset decks.
package flask

// RulesVersion is the version of the Flask rules and of the original editor this package follows.
const RulesVersion = "v0.4.2"
