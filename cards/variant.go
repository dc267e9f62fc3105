package cards

import (
	"slices"
	"sort"
	"strings"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Variant is a named rule variant a game offers, such as Flask's "cap" (6 | none).
type Variant struct {
	Name   string   // the name used in --rule NAME=VALUE and in match logs
	Doc    string   // one line for players
	Values []string // the allowed values; the first is the default
}

// Default returns the variant's default value.
func (v Variant) Default() string { return v.Values[0] }

// Rules are the chosen value of every variant of a game, by variant name.
type Rules map[string]string

// ResolveRules checks the given choices against a game's variants and fills in defaults.
// Unknown variants or values return an error matching ErrBadRule.
func ResolveRules(variants []Variant, given map[string]string) (Rules, error) {
	if complete(variants, given) {
		return Rules(given), nil // already resolved (a simulation sets up every match with them)
	}
	rules := make(Rules, len(variants))
	for _, v := range variants {
		rules[v.Name] = v.Default()
	}
	names := make([]string, 0, len(given))
	for name := range given {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		value := given[name]
		v, ok := findVariant(variants, name)
		if !ok {
			return nil, msgerr.Errorf("%w: no variant %q (known: %s)", ErrBadRule, name, variantNames(variants))
		}
		if !contains(v.Values, value) {
			return nil, msgerr.Errorf("%w: %s=%s (allowed: %s)", ErrBadRule, name, value, strings.Join(v.Values, ", "))
		}
		rules[name] = value
	}
	return rules, nil
}

// ParseRuleFlags turns NAME=VALUE strings into a map.
func ParseRuleFlags(flags []string) (map[string]string, error) {
	out := make(map[string]string, len(flags))
	for _, f := range flags {
		name, value, ok := strings.Cut(f, "=")
		if !ok || name == "" || value == "" {
			return nil, msgerr.Errorf("%w: %q is not NAME=VALUE", ErrBadRule, f)
		}
		out[strings.TrimSpace(name)] = strings.TrimSpace(value)
	}
	return out, nil
}

func findVariant(variants []Variant, name string) (Variant, bool) {
	for _, v := range variants {
		if v.Name == name {
			return v, true
		}
	}
	return Variant{}, false
}

func variantNames(variants []Variant) string {
	names := make([]string, len(variants))
	for i, v := range variants {
		names[i] = v.Name
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

func contains(list []string, s string) bool {
	return slices.Contains(list, s)
}

// complete tells whether given chooses an allowed value for every variant and names no other.
func complete(variants []Variant, given map[string]string) bool {
	if len(given) != len(variants) {
		return false
	}
	for _, v := range variants {
		if value, ok := given[v.Name]; !ok || !contains(v.Values, value) {
			return false
		}
	}
	return true
}
