package flask

import (
	"reflect"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestRenewSetsUpAsNew sets up a run of matches by Renew, each in the last one's position after
// a few random moves, and requires each to be the position New sets up from the same
// configuration: the kept set-up (renewMemo) is used only when the decks and rules are the ones
// it was parsed from. The configurations repeat, then change one thing at a time: the seed, a
// deck, a rule's value, a rule left out, the seats, a rule set named, an explicit position, a
// rules map changed in place between two matches; then more set-ups in turn than a memo keeps.
func TestRenewSetsUpAsNew(t *testing.T) {
	full := func() cards.Rules {
		r := cards.Rules{}
		for _, v := range Variants {
			r[v.Name] = v.Values[0]
		}
		return r
	}
	rules := full()
	changed := full()
	changed[RuleCap] = "none"
	partial := full()
	delete(partial, RuleLose)
	var setup yaml.Node
	if err := yaml.Unmarshal([]byte("first: 1\nseats:\n  - {hand: [Sabotage], deck: [Sabotage, Triple Attack]}\n  - {deck: [Sabotage]}\n"), &setup); err != nil {
		t.Fatal(err)
	}
	var configs []cards.Config
	add := func(cfg cards.Config, times int) {
		for i := range times {
			cfg.Seed = uint64(len(configs) + i)
			configs = append(configs, cfg)
		}
	}
	add(cards.Config{Seats: 2, Decks: []string{"red", "blue"}, Rules: rules}, 3)
	add(cards.Config{Seats: 2, Decks: []string{"red", "green"}, Rules: rules}, 2)
	add(cards.Config{Seats: 2, Decks: []string{"red"}, Rules: rules}, 2) // blue by default
	add(cards.Config{Seats: 2, Decks: []string{"red", "blue"}, Rules: changed}, 2)
	add(cards.Config{Seats: 2, Decks: []string{"red", "blue"}, Rules: partial}, 2)
	add(cards.Config{Seats: 3, Decks: []string{"red", "blue"}, Rules: rules}, 2)
	add(cards.Config{Seats: 2, Decks: []string{"red", "blue"}, Rules: rules, RuleSet: RuleSetConfig("v0.4.2")}, 2)
	add(cards.Config{Seats: 2, Decks: []string{"red", "blue"}, Rules: rules, Setup: setup.Content[0]}, 1)
	inPlace := len(configs) + 1
	add(cards.Config{Seats: 2, Decks: []string{"red", "blue"}, Rules: rules}, 2)
	// Set-ups in turn, more than a memo keeps, twice over: each is found or set up anew.
	palettes := PresetNames[1:]
	for i := range 2 * (renewSets + 4) {
		j := i % (renewSets + 4)
		add(cards.Config{Seats: 2 + j%2, Decks: []string{palettes[j%4], palettes[j/4%4]}, Rules: rules}, 1)
	}
	var table cards.Table
	r := cards.NewRand(1)
	for i, cfg := range configs {
		if i == inPlace {
			rules[RuleLose] = "attacker" // the same map, another value
		}
		want, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if table, err = (Game{}).Renew(table, cfg); err != nil {
			t.Fatalf("config %d: %v", i, err)
		}
		got := table.Engine().(*State)
		if !reflect.DeepEqual(got.Clone(), want.Clone()) {
			t.Fatalf("config %d %+v: Renew set up\n%s\nNew\n%s", i, cfg, got.Describe(cards.NoSeat), want.Describe(cards.NoSeat))
		}
		for range 5 {
			got.PlayRandom(&r)
		}
	}
}
