package flask

import "github.com/flaskdeck/flaskdeck/cards"

// renewSets is how many set-ups a renewMemo keeps: a simulation's seats swap their decks from
// match to match (two set-ups for two players), and its variant replays add a few more.
const renewSets = 8

// renewMemo keeps the set-ups of the last matches Renew dealt into a position from preset decks,
// so that Renew deals the next match of a kept set-up at once, without parsing the rules or
// resolving the decks again: a simulation's worker sets up a million matches from a few set-ups.
type renewMemo struct {
	sets [renewSets]renewSet
	n    int // sets kept
	next int // the set replaced next
}

// renewSet is one set-up of a renewMemo: the configuration's deck names and rule values as
// written, and the kept undealt match they gave.
type renewSet struct {
	seats   int
	decks   [maxSeats]string          // deckName of each seat
	rules   [len(variantOrder)]string // the value of each variant, in variantOrder
	undealt *State                    // keptUndealt's match (shared, never changed)
}

// find returns the kept undealt match of cfg's set-up (m may be nil), or nil when m keeps none:
// the same seats, the same deck names, exactly the variants with the same values, no rule set
// and no explicit position. newState would resolve cfg to that undealt match.
func (m *renewMemo) find(cfg cards.Config) *State {
	if m == nil || cfg.Setup != nil || cfg.RuleSet != nil || len(cfg.Decks) > cfg.Seats || len(cfg.Rules) != len(variantOrder) {
		return nil
	}
	for i := range m.n {
		if s := &m.sets[i]; s.fits(cfg) {
			return s.undealt
		}
	}
	return nil
}

// fits tells whether cfg names s's seats, decks and rule values.
func (s *renewSet) fits(cfg cards.Config) bool {
	if cfg.Seats != s.seats {
		return false
	}
	for i := range s.seats {
		if deckName(cfg, i) != s.decks[i] {
			return false
		}
	}
	for i, name := range variantOrder {
		if v, ok := cfg.Rules[name]; !ok || v != s.rules[i] {
			return false
		}
	}
	return true
}

// renewPresets is newState for Renew when every seat plays a preset with its own rule set: the
// match is dealt into e from the kept undealt match, and what cfg named is kept (e.renew) when the
// rules name every variant, so that the next match of the same set-up skips the parsing.
func (e *State) renewPresets(cfg cards.Config, decks []Deck, rules Rules) (*State, error) {
	t, err := keptUndealt(decks, rules)
	switch {
	case err != nil:
		return nil, err
	case t == nil:
		return Deal(decks, cfg.Seed, rules)
	}
	t.dealInto(e, cfg.Seed)
	if len(cfg.Rules) != len(variantOrder) || cfg.Seats > maxSeats {
		return e, nil
	}
	m := e.renew
	if m == nil {
		m = new(renewMemo)
		e.renew = m
	}
	s := &m.sets[m.next]
	m.next, m.n = (m.next+1)%renewSets, min(m.n+1, renewSets)
	s.seats, s.undealt = cfg.Seats, t
	for i := range s.seats {
		s.decks[i] = deckName(cfg, i)
	}
	for i, name := range variantOrder {
		s.rules[i] = cfg.Rules[name]
	}
	return e, nil
}
