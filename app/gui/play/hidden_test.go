package play

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/codex"
)

// The Moves panel never names the computer's secret objective: it reads "Robo chose a secret
// objective", while Ann's own choice is named to her. At the end the result panel reveals it.
func TestMovesPanelKeepsTheComputersSecret(t *testing.T) {
	p, loop, w := newTestSection(t, codex.Game{})
	f := p.Form
	if !f.SelectGame("codex") {
		t.Fatal("the form does not offer Codex")
	}
	f.SeatCount.SetSelected("2")
	setSeat(t, f, 0, "Ann", seatPerson, "")
	setSeat(t, f, 1, "Robo", seatComputer, "random")
	test.Type(f.Seed, "11")
	test.Tap(f.Start)
	if p.Match == nil {
		t.Fatalf("no match started; the form says %q", f.Error.Text)
	}
	c := p.Match.Ctrl
	st := c.Match.Table.Engine().(*codex.State)
	for moves := 0; !c.Match.Table.Over() && moves < 200; moves++ {
		loop.RunUntil(t, "Ann's turn or the end", func() bool {
			return c.Match.Table.Over() || (c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat)
		}, 5*time.Second)
		shown := visibleTexts(w.Content())
		if secret := st.Secret(1); secret != 0 && !c.Match.Table.Over() {
			for _, leak := range []string{"secret " + strconv.Itoa(secret), "objective " + strconv.Itoa(secret)} {
				if strings.Contains(p.Match.Log.Text, leak) {
					t.Fatalf("the Moves panel names Robo's secret (%q):\n%s", leak, p.Match.Log.Text)
				}
			}
			if len(c.Match.Feed) < logLines && !strings.Contains(shown, "Robo chose a secret objective") {
				t.Fatalf("the Moves panel does not say that Robo chose a secret objective:\n%s", p.Match.Log.Text)
			}
		}
		if c.Match.Table.Over() {
			break
		}
		legal := c.Match.Table.LegalMoves()
		if err := c.Play(legal[0]); err != nil {
			t.Fatal(err)
		}
	}
	loop.RunUntil(t, "the end", func() bool { return c.Match.Table.Over() }, 5*time.Second)
	want := "Robo's secret objective: " + strconv.Itoa(st.Secret(1)) + " objective"
	if !strings.Contains(p.Match.Result.Reveal.Text, want) {
		t.Errorf("the result panel does not reveal %q:\n%s", want, p.Match.Result.Reveal.Text)
	}
}
