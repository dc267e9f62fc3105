package play

import (
	"errors"
	"time"

	"fyne.io/fyne/v2/lang"
	"github.com/flaskdeck/flaskdeck/cards"
)

// deckGame is the game whose seats bring the decks the Editor designs.
const deckGame = "flask"

// PlayDeck starts a match of the deck in file path (the Editor's "Play this deck") against a
// computer: the person of the form's first seat (or "You") with that deck, a computer at the
// normal level with the first legal preset deck, a new seed. An unfinished match is left only
// after asking. A deck that cannot be played returns its problem.
func (s *Section) PlayDeck(path string) error { return s.p.playDeck(path) }

func (p *playSection) playDeck(path string) error {
	var g cards.Game
	for _, candidate := range p.games {
		if candidate.Name() == deckGame {
			g = candidate
		}
	}
	sd, ok := g.(cards.SeatDecks)
	if !ok {
		return errors.New(lang.L("This app cannot play Flask."))
	}
	if err := sd.CheckDeck(path); err != nil {
		return err
	}
	opponents := legalPresets(sd)
	if len(opponents) == 0 {
		return errors.New(lang.L("No legal preset deck to play against."))
	}
	name := lang.L("You")
	if f := p.Form; f.game() == g && len(f.Seats) > 0 && f.Seats[0].Kind.Selected == seatPerson && f.Seats[0].Name.Text != "" {
		name = f.Seats[0].Name.Text
	}
	level := cards.BotSpec{Level: cards.LevelNormal}
	setup := playSetup{
		Game:  g,
		Seats: []playSeat{{Name: name}, {Name: lang.L("Computer"), Bot: &level}},
		Rules: map[string]string{},
		Decks: []string{path, opponents[0]},
		Seed:  uint64(time.Now().UnixNano()),
	}
	p.confirmLeave(func() {
		if err := p.StartMatch(setup); err != nil {
			p.showError(err)
		}
	})
	return nil
}
