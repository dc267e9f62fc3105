package lab

import (
	"strings"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/cards"
)

// ParseSeats reads --seats: computer players separated by commas, "bot:" optional.
func ParseSeats(list string) ([]cards.BotSpec, error) {
	var out []cards.BotSpec
	for item := range strings.SplitSeq(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		if strings.EqualFold(item, "human") {
			return nil, app.Usagef("--seats: sim plays computer players only, not %q", item)
		}
		spec, err := cards.ParseBotSpec(strings.TrimPrefix(strings.ToLower(item), "bot:"))
		if err != nil {
			return nil, app.Usagef("--seats: %w", err)
		}
		out = append(out, spec)
	}
	if len(out) == 0 {
		return nil, app.Usagef("--seats: no computer players given")
	}
	return out, nil
}
