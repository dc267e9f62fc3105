package lab

import "strings"

// simProfile is what the lab knows of a game's notation: which moves to tally and which end a
// turn. It reads only move strings, so it needs nothing from the engines.
type simProfile struct {
	Classify  func(move string) string // the tally's name for a move, "" for none
	IsTurnEnd func(move string) bool   // nil: a turn is counted when the seat to move changes
}

// simProfiles holds the profiles of the games whose notation the lab reads (docs/*-play.md).
var simProfiles = map[string]simProfile{
	// Flask: "play NAME" announces a card, "trigger N" fires a reaction pile; "end" ends the turn
	// (responses by others fall inside it).
	"flask": {Classify: flaskMove, IsTurnEnd: func(m string) bool { return m == "end" }},
	// Codex: "secret N" keeps a secret objective; draws are counted by source.
	"codex": {Classify: codexChoice},
	// CODE: "play ACTION" plays an action card ("play reset seat 2" counts as "play reset").
	"code": {Classify: playedCard},
}

// profileOf returns the game's profile; an unknown game tallies its "play …" moves.
func profileOf(game string) simProfile {
	if p, ok := simProfiles[game]; ok {
		return p
	}
	return simProfile{Classify: playedCard}
}

// playedCard names "play X" moves by what was played, dropping a target ("play reset seat 2").
func playedCard(move string) string {
	if !strings.HasPrefix(move, "play ") {
		return ""
	}
	if i := strings.Index(move, " seat "); i > 0 {
		move = move[:i]
	}
	return move
}

// codexChoice names Codex's secret-objective choices and draws by source.
func codexChoice(move string) string {
	switch {
	case strings.HasPrefix(move, "secret "):
		return "secret objective " + strings.TrimPrefix(move, "secret ")
	case strings.HasPrefix(move, "draw faceup"):
		return "draw faceup"
	case strings.HasPrefix(move, "draw "):
		return move
	}
	return ""
}

// flaskMove names Flask's card plays by card and counts reaction triggers together.
func flaskMove(move string) string {
	if strings.HasPrefix(move, "trigger ") {
		return "trigger a reaction pile"
	}
	return playedCard(move)
}
