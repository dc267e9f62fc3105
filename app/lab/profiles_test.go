package lab

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/app/games"
)

func TestSimProfilesNameMovesFromNotation(t *testing.T) {
	tests := []struct {
		game, move, want string
	}{
		{"flask", "play Triple Attack", "play Triple Attack"},
		{"flask", "play Attack [R1 - R1]", "play Attack [R1 - R1]"},
		{"flask", "trigger 2", "trigger a reaction pile"},
		{"flask", "pay red", ""},
		{"flask", "end", ""},
		{"code", "play reset seat 2", "play reset"},
		{"code", "play swap action", "play swap action"},
		{"code", "draw", ""},
		{"codex", "secret 95", "secret objective 95"},
		{"codex", "draw faceup 3", "draw faceup"},
		{"codex", "draw gold", "draw gold"},
		{"codex", "place 12 front 1,1", ""},
		{"coin", "play X", "play X"},
	}
	list := games.Builtin().With(simCoin)
	profile := func(name string) simProfile {
		g, ok := list.ByName(name)
		if !ok {
			t.Fatalf("no game %s", name)
		}
		return profileOf(g)
	}
	for _, tt := range tests {
		if got := profile(tt.game).Classify(tt.move); got != tt.want {
			t.Errorf("%s %q counts as %q, want %q", tt.game, tt.move, got, tt.want)
		}
	}
	end := profile("flask").IsTurnEnd
	if end == nil || !end("end") || end("pass") {
		t.Errorf("Flask's turns must end with the move end only")
	}
	if profile("codex").IsTurnEnd != nil {
		t.Errorf("Codex counts turns by its engine, not by a move")
	}
}
