package cli

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// seatPlayer is who plays one seat of a terminal match: a person, or a computer player.
type seatPlayer struct {
	Info  cards.SeatInfo
	Human bool
	Bot   cards.BotSpec
}

// parseSeats reads --seats: a comma-separated list of "human", "human:NAME", "bot:LEVEL" or
// "bot:mcts:BUDGET" (e.g. "human:Ann,bot:mcts:2s").
func parseSeats(list []string) ([]seatPlayer, error) {
	var out []seatPlayer
	for i, raw := range list {
		s := strings.TrimSpace(raw)
		kind, rest, _ := strings.Cut(s, ":")
		switch strings.ToLower(kind) {
		case "human":
			name := strings.TrimSpace(rest)
			if name == "" {
				name = fmt.Sprintf("Player %d", i+1)
			}
			out = append(out, seatPlayer{Human: true, Info: cards.SeatInfo{Name: name, Player: "human"}})
		case "bot":
			spec, err := cards.ParseBotSpec(rest)
			if err != nil {
				return nil, fmt.Errorf("--seats %q: %w", s, err)
			}
			out = append(out, seatPlayer{Bot: spec, Info: cards.SeatInfo{
				Name:   fmt.Sprintf("Computer %d", i+1),
				Player: "bot:" + spec.String(),
			}})
		default:
			return nil, fmt.Errorf("--seats %q: a seat is human, human:NAME, bot:random, bot:greedy, bot:mcts or bot:mcts:BUDGET", s)
		}
	}
	return out, nil
}

// seatLabel names seat s for people: "seat 2 (Computer 2)".
func seatLabel(seats []cards.SeatInfo, s cards.Seat) string {
	if s >= 0 && int(s) < len(seats) && seats[s].Name != "" {
		return fmt.Sprintf("%s (%s)", s, seats[s].Name)
	}
	return s.String()
}

// resultLine says how a match ended, naming the seats.
func resultLine(l i18n.Language, seats []cards.SeatInfo, r cards.Result) string {
	names := make([]string, len(r.Winners))
	for i, w := range r.Winners {
		names[i] = seatLabel(seats, w)
	}
	switch len(r.Winners) {
	case 0:
		return texts.T(l, "result.nobody", "Reason", r.Reason)
	case 1:
		return texts.T(l, "result.wins", "Name", names[0], "Reason", r.Reason)
	}
	return texts.T(l, "result.draw", "Names", strings.Join(names, texts.T(l, "result.and")), "Reason", r.Reason)
}
