package play

import (
	"strings"
	"testing"
	"time"

	"github.com/flaskdeck/flaskdeck/code"
)

// The resign question says what resigning does: against the last opponent left the match ends and
// that opponent wins; with others still in it, they play on.
func TestTheResignQuestionSaysWhatHappensNext(t *testing.T) {
	// resignSays taps Resign, checks the question says want, and answers no.
	resignSays := func(p *playSection, players, want string) {
		t.Helper()
		tapButton(t, p.Match.View.(*codeTable).Buttons, "Resign")
		if p.Match.Asking == nil {
			t.Fatalf("%s: Resign did not ask", players)
		}
		if !strings.Contains(p.Match.Asking.Text, want) {
			t.Errorf("%s: the question %q does not say %q", players, p.Match.Asking.Text, want)
		}
		p.Match.Answer(false)
		if p.Match.Ctrl.Match.Table.Over() {
			t.Errorf("%s: answering no resigned", players)
		}
	}
	p, _, _ := newTestSection(t, code.Game{})
	startCodeFrom(t, p, "first: 0\nseats:\n  - {hand: [r2, y5, swap]}\n  - {hand: [r0, r1, y8, y6, y9]}\nnumber_pile: [b3, p4]\naction_pile: [skip]\n")
	resignSays(p, "two players", "It ends, and Robo wins.")

	p, loop, _ := newTestSection(t, code.Game{})
	loop.RunUntil(t, "Ann's decision", startCodeThroughTheForm(t, p, "3", "random", "greedy"), 10*time.Second)
	resignSays(p, "three players", "The others play on without you.")
}
