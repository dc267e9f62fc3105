// Package lab runs the simulations that `flaskdeck sim` and the app's Lab section ask for (a Request:
// a game, computer players, decks, a number of matches) and renders their results as a text report,
// JSON, CSV and plots.
package lab

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/cards/sim"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"gopkg.in/yaml.v3"
)

// Request is a lab run as the command line and the Lab section describe it.
type Request struct {
	Game          cards.Game
	Games         int             // matches (per pair, for a matrix)
	Seats         []cards.BotSpec // one computer player per seat (a matrix uses the first)
	Decks         []string        // deck files, folders or presets (expanded by ExpandDecks)
	Matrix        bool            // every deck against every other
	Ladder        bool            // every computer player level against every other, rated (Elo)
	Seed          uint64
	Workers       int
	Rules         map[string]string
	VariantImpact bool
	MaxMoves      int
	// RuleSet is the rule set of the run (cards.Config.RuleSet; nil: the game's built-in rules).
	// VsRuleSet, when set, plays the same decks and seeds again under another set and compares.
	RuleSet, VsRuleSet *yaml.Node
	// RuleSetName and VsRuleSetName name the two sets in reports.
	RuleSetName, VsRuleSetName string
}

// Result is what a lab run found: the report of one run, a matchup matrix, or a ladder.
type Result struct {
	Single *sim.Report
	Matrix *sim.MatrixReport
	Ladder *sim.Ladder
	// Vs is the same run under the --vs-ruleset set, Compare the change per matchup.
	Vs      *Result
	Compare *Comparison
}

// Stopped tells whether the run was interrupted before every match was played.
func (r *Result) Stopped() bool {
	if r.Ladder != nil {
		return r.Ladder.Matrix.Stopped
	}
	if r.Matrix != nil {
		return r.Matrix.Stopped
	}
	return r.Single.Stopped
}

// Total returns the number of matches the request plays.
func (r Request) Total() int {
	if r.Ladder {
		return sim.Pairs(len(cards.LadderLevels)) * r.Games
	}
	n := r.Games
	if r.Matrix {
		n = sim.Pairs(len(r.Decks)) * r.Games
	}
	if r.VsRuleSet != nil {
		n *= 2 // the same run under the second set
	}
	return n
}

// Players returns the participants: the seats' players, each with its deck when decks are given.
func (r Request) Players() ([]sim.Player, error) {
	if r.Ladder {
		if r.Matrix || len(r.Decks) > 1 {
			return nil, app.Usagef("--ladder plays every level with one deck: give at most one --deck, and no --matrix")
		}
		if r.VsRuleSet != nil {
			return nil, app.Usagef("--ladder rates the levels under one rule set: no --vs-ruleset")
		}
		deck := ""
		if len(r.Decks) == 1 {
			deck = r.Decks[0]
		}
		return sim.LadderPlayers(cards.LadderLevels, deck), nil
	}
	if len(r.Seats) == 0 {
		return nil, app.Usagef("no seats: give --seats, e.g. --seats bot:greedy,bot:random")
	}
	if r.Matrix {
		if len(r.Decks) < 2 {
			return nil, app.Usagef("--matrix needs at least two decks (--deck A --deck B ..., or a folder), not %d", len(r.Decks))
		}
		if !allSame(r.Seats) {
			return nil, app.Usagef("--matrix plays every deck with one computer player: give one --seats level")
		}
		out := make([]sim.Player, len(r.Decks))
		for i, d := range r.Decks {
			out[i] = sim.Player{Name: deckLabel(d), Bot: r.Seats[0], Deck: d}
		}
		return uniqueNames(out), nil
	}
	if len(r.Decks) == 0 {
		out := make([]sim.Player, len(r.Seats))
		for i, s := range r.Seats {
			out[i] = sim.Player{Name: "bot:" + s.String(), Bot: s}
		}
		return uniqueNames(out), nil
	}
	seats := r.Seats
	if allSame(seats) { // one level for every deck
		seats = make([]cards.BotSpec, len(r.Decks))
		for i := range seats {
			seats[i] = r.Seats[0]
		}
	}
	if len(seats) != len(r.Decks) {
		return nil, app.Usagef("%d decks for %d seats: give one deck per seat (or --matrix)", len(r.Decks), len(seats))
	}
	differ := !allSame(seats)
	out := make([]sim.Player, len(r.Decks))
	for i, d := range r.Decks {
		name := deckLabel(d)
		if differ {
			name += " (" + seats[i].String() + ")"
		}
		out[i] = sim.Player{Name: name, Bot: seats[i], Deck: d}
	}
	return uniqueNames(out), nil
}

// config returns the simulation settings of the request, without players.
func (r Request) config(profile simProfile) sim.Config {
	return sim.Config{Game: r.Game, Games: r.Games, Seed: r.Seed, Workers: r.Workers, Rules: r.Rules, RuleSet: r.RuleSet,
		VariantImpact: r.VariantImpact, MaxMoves: r.MaxMoves, Classify: profile.Classify, IsTurnEnd: profile.IsTurnEnd}
}

// Run plays the request. onProgress (may be nil) receives finished and total matches from one
// goroutine. A cancelled ctx returns what was finished, marked stopped.
func (r Request) Run(ctx context.Context, onProgress func(done, total int)) (*Result, error) {
	if r.VsRuleSet == nil {
		return r.run(ctx, onProgress)
	}
	total := r.Total() / 2
	half := func(offset int) func(done, total int) {
		if onProgress == nil {
			return nil
		}
		return func(done, _ int) { onProgress(offset+done, 2*total) }
	}
	a, err := r.run(ctx, half(0))
	if err != nil {
		return nil, err
	}
	vs := r
	vs.RuleSet, vs.VsRuleSet = r.VsRuleSet, nil
	b, err := vs.run(ctx, half(total))
	if err != nil {
		return nil, err
	}
	a.Vs = b
	a.Compare = Compare(a, b, orName(r.RuleSetName), orName(r.VsRuleSetName))
	return a, nil
}

func orName(s string) string {
	if s == "" {
		return "built-in"
	}
	return s
}

// run plays the request under one rule set.
func (r Request) run(ctx context.Context, onProgress func(done, total int)) (*Result, error) {
	players, err := r.Players()
	if err != nil {
		return nil, err
	}
	cfg := r.config(profileOf(r.Game))
	if onProgress != nil {
		total := r.Total()
		cfg.OnProgress = func(done int) { onProgress(done, total) }
	}
	if r.Ladder {
		l, err := sim.RunLadder(ctx, cfg, players)
		if err != nil {
			return nil, err
		}
		l.Matrix.Version = app.Version
		return &Result{Ladder: l}, nil
	}
	if r.Matrix {
		m, err := sim.RunMatrix(ctx, cfg, players)
		if err != nil {
			return nil, err
		}
		m.Version = app.Version
		return &Result{Matrix: m}, nil
	}
	cfg.Players = players
	rep, err := sim.Run(ctx, cfg)
	if err != nil {
		return nil, err
	}
	rep.Version = app.Version
	return &Result{Single: rep}, nil
}

// ExportMatch writes match index of the (single) run as a match log and returns the log.
func (r Request) ExportMatch(index int, path string) (*cards.Log, error) {
	if r.Matrix || r.Ladder {
		return nil, app.Usagef("--export-match replays a match of a single run, not of a --matrix or --ladder")
	}
	players, err := r.Players()
	if err != nil {
		return nil, err
	}
	cfg := r.config(simProfile{})
	cfg.Players = players
	log, err := sim.ExportMatch(cfg, index, app.Version)
	if err != nil {
		return nil, err
	}
	return log, log.WriteFile(path)
}

// ExpandDecks replaces every folder among args by the deck files in it (.yaml, .yml, .json, in
// name order); other arguments (files, preset names) stay as they are.
func ExpandDecks(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		info, err := os.Stat(a)
		if err != nil || !info.IsDir() {
			out = append(out, a)
			continue
		}
		entries, err := os.ReadDir(a)
		if err != nil {
			return nil, err
		}
		var found []string
		for _, e := range entries {
			switch strings.ToLower(filepath.Ext(e.Name())) {
			case ".yaml", ".yml", ".json":
				if !e.IsDir() {
					found = append(found, filepath.Join(a, e.Name()))
				}
			}
		}
		if len(found) == 0 {
			return nil, msgerr.Errorf("%s: no deck files (.yaml, .yml, .json) in this folder", a)
		}
		sort.Strings(found)
		out = append(out, found...)
	}
	return out, nil
}

// deckLabel names a deck in reports: a preset's name, a file's base name without extension.
func deckLabel(deck string) string {
	base := filepath.Base(deck)
	return strings.TrimSuffix(base, filepath.Ext(base))
}

// uniqueNames numbers players whose names repeat ("bot:random #1", "bot:random #2").
func uniqueNames(players []sim.Player) []sim.Player {
	count := map[string]int{}
	for _, p := range players {
		count[p.Name]++
	}
	seen := map[string]int{}
	for i, p := range players {
		if count[p.Name] > 1 {
			seen[p.Name]++
			players[i].Name = fmt.Sprintf("%s #%d", p.Name, seen[p.Name])
		}
	}
	return players
}

// allSame tells whether every spec equals the first.
func allSame(specs []cards.BotSpec) bool {
	for _, s := range specs {
		if s != specs[0] {
			return false
		}
	}
	return true
}
