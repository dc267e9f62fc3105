package flask

// Undealt is a match checked and set up before its deal: the decks validated and the card table
// built once, so that a run of matches between the same decks (a lab, the deck designer) deals
// each match from it without doing that work again. It is never changed by a deal.
type Undealt struct{ t *State }

// Prepare checks the decks under the rules and sets up their match before the deal, with the
// errors of Deal.
func Prepare(decks []Deck, rules Rules) (*Undealt, error) {
	t, err := undealt(decks, rules)
	if err != nil {
		return nil, err
	}
	return &Undealt{t: t}, nil
}

// Deal returns the match dealt with the seed: the same as Deal(decks, seed, rules) for the decks
// and rules it was prepared with.
func (u *Undealt) Deal(seed uint64) *State { return u.t.deal(seed) }
