package play

import (
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// The move feed, the result's reason and the replay's move lines are in the app's language: a
// CODE match in Italian says "scarta" and gives CODE's Italian reason; its log stays English.
func TestFeedReasonAndReplayFollowTheAppLanguage(t *testing.T) {
	t.Cleanup(func() { _ = uilang.Setup("en") })
	if err := uilang.Setup("it"); err != nil {
		t.Fatal(err)
	}
	const spec = "play:code,seats=greedy+greedy+greedy,seed=3,skip=3000"
	p, _, w := newTestSection(t, code.Game{})
	if err := p.openFromSpec(spec); err != nil {
		t.Fatal(err)
	}
	m := p.Match.Ctrl.Match
	if !m.Table.Over() {
		t.Fatal("the match did not end")
	}
	shown := visibleTexts(w.Content())
	if !strings.Contains(shown, " scarta ") || strings.Contains(shown, " discards ") {
		t.Errorf("the move feed is not in Italian:\n%s", shown)
	}
	want := cards.ReasonIn(m.Table, i18n.Italian)
	if got := p.Match.Result.Reason.Text; got != want || got == m.Table.Result().Reason {
		t.Errorf("the result's reason is %q, want CODE's Italian %q", got, want)
	}
	if m.Log.Result == nil || m.Log.Result.Reason != m.Table.Result().Reason {
		t.Errorf("the log's reason is not the English one: %+v", m.Log.Result)
	}
	if err := p.openFromSpec(spec + ",replay=3"); err != nil {
		t.Fatal(err)
	}
	if r := p.Replay; r == nil || !strings.Contains(r.Moves.Text, " scarta ") || !strings.Contains(r.Caption.Text, "Mossa 3") {
		t.Errorf("the replay is not in Italian: %q / %q", r.Caption.Text, r.Moves.Text)
	}
}
