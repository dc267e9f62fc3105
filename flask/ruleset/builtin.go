package ruleset

import (
	"sort"
	"strings"
)

// StandardName is the name of the built-in set that is today's game.
const StandardName = "v0.4.2"

// Standard returns the built-in set v0.4.2: Flask as the original editor v0.4.2 prints it and the
// rulebook v0.4.X plays it (a fresh copy each call).
func Standard() *Set {
	return &Set{
		Name: StandardName,
		Resources: [4]ResourceInfo{
			{Name: "red", Symbol: "💥", Colour: "#d6453d"},
			{Name: "blue", Symbol: "📘", Colour: "#2f72c4"},
			{Name: "green", Symbol: "💚", Colour: "#3b9a4c"},
			{Name: "yellow", Symbol: "💰", Colour: "#e3a91c"},
		},
		AnySymbol: "❔",
		Bases: []BaseCard{
			{Code: "G2", Name: "Reaction", Colour: Green, Cost: []Resource{Green, Green}, Max: 1, Effect: Effect{Kind: EffectReaction}},
			{Code: "Y1", Name: "Profit", Colour: Yellow, Cost: []Resource{Red, Blue}, Max: 3, Effect: Effect{Kind: EffectGain, Gain: []Resource{Yellow, Yellow, Yellow}}},
			{Code: "B1", Name: "Research", Colour: Blue, CardCost: 1, Max: 3, Effect: Effect{Kind: EffectGain, Gain: []Resource{Blue, Blue}}},
			{Code: "B2", Name: "Apply", Colour: Blue, Cost: []Resource{Blue}, Max: 3, Effect: Effect{Kind: EffectDraw, Amount: 1}},
			{Code: "G1", Name: "Balance", Colour: Green, Cost: []Resource{Green, Any}, Max: 3, Effect: Effect{Kind: EffectGainChoice, Amount: 2}},
			{Code: "R1", Name: "Attack", Colour: Red, Cost: []Resource{Red}, Max: 3, Effect: Effect{Kind: EffectAttackResources, Amount: 2}},
			{Code: "R2", Name: "Sabotage", Colour: Red, Cost: []Resource{Red}, Max: 3, Effect: Effect{Kind: EffectAttackCards, Amount: 2}},
			{Code: "Y2", Name: "Reboot", Colour: Yellow, Cost: []Resource{Yellow, Yellow}, Max: 1, Effect: Effect{Kind: EffectReboot}},
		},
		Deck: DeckRules{Size: 15, MaxSimilar: 3},
		Game: GameRules{Counters: [4]int{3, 3, 3, 3}, Cap: 6, FirstTurnGrow: false, EndDraw: 1, Hand: 3},
	}
}

// builtins are the sets flaskdeck ships, by name.
var builtins = map[string]func() *Set{StandardName: Standard}

// Builtin returns the built-in set of that name (case-insensitive, "0.4.2" for "v0.4.2").
func Builtin(name string) (*Set, bool) {
	n := strings.ToLower(strings.TrimSpace(name))
	if !strings.HasPrefix(n, "v") {
		n = "v" + n
	}
	f, ok := builtins[n]
	if !ok {
		return nil, false
	}
	return f(), true
}

// BuiltinNames lists the built-in sets in order.
func BuiltinNames() []string {
	names := make([]string, 0, len(builtins))
	for n := range builtins {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
