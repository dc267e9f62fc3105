package play

import (
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/cards"
)

// playSeat says who sits at a seat of a match in the app: a person with a name, or a computer
// player (Bot non-nil) with a level and budget.
type playSeat struct {
	Name string
	Bot  *cards.BotSpec // nil: a person
}

// Human tells whether a person plays the seat.
func (s playSeat) Human() bool { return s.Bot == nil }

// info writes the seat as the match log records it ("human" or "bot:LEVEL").
func (s playSeat) info() cards.SeatInfo {
	if s.Bot == nil {
		return cards.SeatInfo{Name: s.Name, Player: "human"}
	}
	return cards.SeatInfo{Name: s.Name, Player: "bot:" + s.Bot.String()}
}

// seatFromInfo reads a seat of a match log back ("human", "bot:greedy", "bot:mcts:2s").
func seatFromInfo(info cards.SeatInfo) (playSeat, error) {
	if info.Human() {
		return playSeat{Name: info.Name}, nil
	}
	spec, err := cards.ParseBotSpec(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(info.Player)), "bot:"))
	if err != nil {
		return playSeat{}, fmt.Errorf("seat %q: %w", info.Name, err)
	}
	return playSeat{Name: info.Name, Bot: &spec}, nil
}

// playSetup is everything the new-match form decides: it starts a match and, unchanged, its rematch.
type playSetup struct {
	Game  cards.Game
	Seats []playSeat
	Rules map[string]string
	Decks []string // per seat, for games with per-seat decks (Flask); nil otherwise
	Seed  uint64
	Setup *yaml.Node // an explicit setup in the game's form (every deck's order, hands); nil: deal from the seed
}

// newMatch sets up the match of a setup. A bad setup (an invalid deck, a wrong seat count) returns
// the game's error, which names the problem.
func (s playSetup) newMatch() (*cards.Match, error) {
	infos := make([]cards.SeatInfo, len(s.Seats))
	for i, seat := range s.Seats {
		infos[i] = seat.info()
	}
	cfg := cards.Config{Seats: len(s.Seats), Seed: s.Seed, Rules: s.Rules, Decks: s.Decks, Setup: s.Setup, Lang: uilang.Game()}
	return cards.NewMatch(s.Game, cfg, infos, app.Version)
}

// setupFromLog recovers the setup of a logged match (for a rematch of a resumed match).
func setupFromLog(g cards.Game, log *cards.Log) (playSetup, error) {
	setup := playSetup{Game: g, Rules: log.Rules, Decks: log.Decks, Seed: log.Seed}
	for _, info := range log.Seats {
		seat, err := seatFromInfo(info)
		if err != nil {
			return playSetup{}, err
		}
		setup.Seats = append(setup.Seats, seat)
	}
	return setup, nil
}

// humanCount counts the seats people play.
func humanCount(seats []playSeat) int {
	n := 0
	for _, s := range seats {
		if s.Human() {
			n++
		}
	}
	return n
}
