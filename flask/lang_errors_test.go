package flask

import (
	"errors"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// An illegal move's "waits for" part is in the app's language, its seat too; English as before.
func TestWhatTheGameWaitsForInGermanAndItalian(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Counters: []int{3, 3, 3, 3}, Hand: []string{"Attack"}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	err := e.Play(Move{Kind: MovePlay, Arg: e.seat[0].hidden.c[0], tab: e.tab})
	var ill *cards.IllegalMoveError
	if !errors.As(err, &ill) {
		t.Fatalf("playing in the grow step: %v, want an illegal move", err)
	}
	for _, c := range []struct {
		l    i18n.Language
		want string
	}{
		{i18n.English, `illegal move "play Attack": the game waits for seat 1 to grow a counter`},
		{i18n.German, `unerlaubter Zug "play Attack": das Spiel wartet: Platz 1 erhöht einen Zähler`},
		{i18n.Italian, `mossa non consentita "play Attack": il gioco attende che posto 1 aumenti un contatore`},
	} {
		if got := msgerr.Text(err, c.l); got != c.want {
			t.Errorf("%s: %q, want %q", c.l, got, c.want)
		}
	}
	if err.Error() != msgerr.Text(err, i18n.English) || ill.Reason != "the game waits for "+e.waitingFor() {
		t.Errorf("English %q, reason %q", err, ill.Reason)
	}
}
