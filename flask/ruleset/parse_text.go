package ruleset

import (
	"strconv"
	"strings"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// ParseEffect reads an effect as a rule-set file writes it, resources by the set's names or symbols.
func (s *Set) ParseEffect(text string) (Effect, error) {
	word, rest, _ := strings.Cut(strings.TrimSpace(text), " ")
	rest = strings.TrimSpace(rest)
	kind := EffectNone
	for k := EffectReaction; k <= EffectReboot; k++ {
		if strings.EqualFold(word, k.String()) {
			kind = k
		}
	}
	e := Effect{Kind: kind}
	switch {
	case kind == EffectNone:
		return Effect{}, msgerr.Errorf("unknown effect %q (known: %s)", word, effectVocabulary())
	case kind == EffectGain:
		gain, err := s.ParseResources(rest)
		if err != nil {
			return Effect{}, msgerr.Errorf("gain: %w", err)
		}
		e.Gain = gain
	case kind.HasAmount():
		n, err := strconv.Atoi(rest)
		if err != nil {
			return Effect{}, msgerr.Errorf("%s takes a whole number, as in %q", kind, kind.String()+" 2")
		}
		e.Amount = n
	case rest != "":
		return Effect{}, msgerr.Errorf("%s takes nothing after it, found %q", kind, rest)
	}
	return e, nil
}

// effectVocabulary lists the effects a file may name.
func effectVocabulary() string {
	return "reaction, gain SYMBOLS, draw N, gain-choice N, attack-resources N, attack-cards N, reboot"
}

// ParseResources reads resources written as the set's symbols and/or names ("💥📘", "red blue",
// "any"), in any mix, separated by spaces or commas or not at all for symbols.
func (s *Set) ParseResources(text string) ([]Resource, error) {
	out := []Resource{}
	for rest := text; ; {
		rest = strings.TrimLeft(rest, " ,\t")
		if rest == "" {
			return out, nil
		}
		r, n := s.matchResource(rest)
		if r == ResourceNone {
			word := rest
			if i := strings.IndexAny(word, " ,\t"); i >= 0 {
				word = word[:i]
			}
			return nil, msgerr.Errorf("unknown resource %q (known: %s)", word, s.resourceVocabulary())
		}
		if len(out) >= 100 {
			return nil, msgerr.Errorf("too many resources")
		}
		out = append(out, r)
		rest = rest[n:]
	}
}

// matchResource finds the resource text starts with: a symbol, or a whole name.
func (s *Set) matchResource(text string) (Resource, int) {
	for _, r := range [...]Resource{Red, Blue, Green, Yellow, Any} {
		if sym := s.Symbol(r); sym != "" && strings.HasPrefix(text, sym) {
			return r, len(sym)
		}
	}
	end := strings.IndexAny(text, " ,\t")
	if end < 0 {
		end = len(text)
	}
	word := text[:end]
	if strings.EqualFold(word, "any") {
		return Any, end
	}
	for _, r := range Slots {
		if name := s.ResourceName(r); name != "" && strings.EqualFold(word, name) {
			return r, end
		}
	}
	return ResourceNone, 0
}

func (s *Set) resourceVocabulary() string {
	var names []string
	for _, r := range [...]Resource{Red, Blue, Green, Yellow, Any} {
		names = append(names, s.ResourceName(r)+" "+s.Symbol(r))
	}
	return strings.Join(names, ", ")
}
