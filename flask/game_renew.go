package flask

import "github.com/flaskdeck/flaskdeck/cards"

// renewMemo is the set-up of the last match Renew dealt into a position from preset decks: the
// configuration's deck names and rule values as written, and the kept undealt match they gave. A
// simulation's worker sets up every match of a run with the same decks and rules, so Renew deals
// the next match from it at once, without parsing the rules or resolving the decks again.
type renewMemo struct {
	seats   int
	decks   [maxSeats]string          // deckName of each seat
	rules   [len(variantOrder)]string // the value of each variant, in variantOrder
	undealt *State                    // keptUndealt's match (shared, never changed)
}

// fits tells whether cfg sets up a match from the same decks and rules as m (m may be nil): the
// same seats, the same deck names, exactly the variants with the same values, no rule set and no
// explicit position. newState would resolve it to m's undealt match.
func (m *renewMemo) fits(cfg cards.Config) bool {
	if m == nil || cfg.Setup != nil || cfg.RuleSet != nil || cfg.Seats != m.seats ||
		len(cfg.Decks) > cfg.Seats || len(cfg.Rules) != len(variantOrder) {
		return false
	}
	for i := range m.seats {
		if deckName(cfg, i) != m.decks[i] {
			return false
		}
	}
	for i, name := range variantOrder {
		if v, ok := cfg.Rules[name]; !ok || v != m.rules[i] {
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
	if len(cfg.Rules) != len(variantOrder) {
		e.renew = nil
		return e, nil
	}
	m := e.renew // rewritten in place: a run that alternates set-ups allocates no memo a match
	if m == nil {
		m = new(renewMemo)
		e.renew = m
	}
	m.seats, m.undealt = cfg.Seats, t
	for i := range m.seats {
		m.decks[i] = deckName(cfg, i)
	}
	for i, name := range variantOrder {
		m.rules[i] = cfg.Rules[name]
	}
	return e, nil
}
