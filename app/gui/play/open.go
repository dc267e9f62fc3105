package play

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/cards"
)

// openEnv names the environment variable that opens the app straight on a table, for screenshots
// and demos: FLASKDECK_OPEN=play:GAME[,KEY=VALUE]…, with the keys
//
//	seed=N                    the match's seed (default 1)
//	seats=human+greedy+…      who plays each seat: human or a computer level (random, greedy, mcts:500)
//	skip=N                    the first N moves are played by computer players, then the seats take over
//	skipby=LEVEL              the level of those computer players (default greedy)
//	rule.NAME=VALUE           a rule variant
//	deck.N=NAME               seat N's deck (Flask), counted from 1
//	replay[=STEP]             open the step-by-step replay of the match instead (at STEP)
//	plain                     play on the generic table
//	setup=FILE                start from the explicit setup in FILE (the game's setup block, as in a match log)
const openEnv = "FLASKDECK_OPEN"

// openFromSpec opens the Play section as an openEnv value says.
func (p *playSection) openFromSpec(spec string) error {
	rest, ok := strings.CutPrefix(strings.TrimSpace(spec), "play:")
	if !ok {
		return fmt.Errorf("%s=%q: it must start with play:GAME", openEnv, spec)
	}
	parts := strings.Split(rest, ",")
	var g cards.Game
	for _, candidate := range p.games {
		if candidate.Name() == parts[0] {
			g = candidate
		}
	}
	if g == nil {
		return fmt.Errorf("%s: %w %q", openEnv, cards.ErrUnknownGame, parts[0])
	}
	setup := playSetup{Game: g, Seed: 1, Rules: map[string]string{}}
	seats := []string{"human", "greedy"}
	skip, replay, plain, step := 0, false, false, 0
	skipBy := cards.BotSpec{Level: cards.LevelGreedy}
	decks := map[int]string{}
	for _, kv := range parts[1:] {
		key, value, _ := strings.Cut(kv, "=")
		var err error
		switch {
		case key == "seed":
			setup.Seed, err = strconv.ParseUint(value, 10, 64)
		case key == "seats":
			seats = strings.Split(value, "+")
		case key == "skip":
			skip, err = strconv.Atoi(value)
		case key == "skipby":
			skipBy, err = cards.ParseBotSpec(value)
		case key == "replay":
			replay = true
			if value != "" {
				step, err = strconv.Atoi(value)
			}
		case key == "plain":
			plain = true
		case key == "setup":
			setup.Setup, err = readSetupFile(value)
		case strings.HasPrefix(key, "rule."):
			setup.Rules[strings.TrimPrefix(key, "rule.")] = value
		case strings.HasPrefix(key, "deck."):
			var n int
			n, err = strconv.Atoi(strings.TrimPrefix(key, "deck."))
			decks[n-1] = value
		default:
			err = fmt.Errorf("unknown key %q", key)
		}
		if err != nil {
			return fmt.Errorf("%s: %s: %w", openEnv, kv, err)
		}
	}
	for i, who := range seats {
		seat := playSeat{Name: playerName(strconv.Itoa(i + 1))}
		if who != "human" {
			spec, err := cards.ParseBotSpec(who)
			if err != nil {
				return fmt.Errorf("%s: %w", openEnv, err)
			}
			seat = playSeat{Name: computerName(strconv.Itoa(i + 1)), Bot: &spec}
		}
		setup.Seats = append(setup.Seats, seat)
	}
	if len(decks) > 0 {
		setup.Decks = make([]string, len(seats))
		for i, d := range decks {
			if i >= 0 && i < len(seats) {
				setup.Decks[i] = d
			}
		}
	}
	m, movers, err := playAhead(setup, skip, skipBy)
	if err != nil {
		return fmt.Errorf("%s: %w", openEnv, err)
	}
	if replay {
		h, err := replayHistory(g, &m.Log)
		if err != nil {
			return err
		}
		p.ShowReplay(h)
		p.Replay.Go(step)
		return nil
	}
	p.playMatch(setup, m, movers)
	if plain {
		p.Match.Plain.SetChecked(true)
	}
	return nil
}

// playAhead sets up the match and lets computer players of level by make its first n moves.
func playAhead(setup playSetup, n int, by cards.BotSpec) (*cards.Match, []cards.Seat, error) {
	m, err := setup.newMatch()
	if err != nil {
		return nil, nil, err
	}
	rng := cards.NewRand(setup.Seed + 7)
	var movers []cards.Seat
	for i := 0; i < n && !m.Table.Over(); i++ {
		movers = append(movers, m.Table.ToMove())
		if err := m.Play(m.Table.BotMove(by, &rng)); err != nil {
			return nil, nil, err
		}
	}
	return m, movers, nil
}

// readSetupFile reads an explicit setup (the game's setup block, as in a match log) from a YAML file.
func readSetupFile(path string) (*yaml.Node, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if len(doc.Content) == 0 {
		return nil, fmt.Errorf("%s: the file is empty", path)
	}
	return doc.Content[0], nil
}
