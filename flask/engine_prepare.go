package flask

import "github.com/flaskdeck/flaskdeck/cards"

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

// DealInto deals the match with the seed into e, as Deal does, reusing e's memory: a lab that
// plays many matches keeps one State per worker. Whatever e held is overwritten (its observer
// too: set it after the deal).
func (u *Undealt) DealInto(e *State, seed uint64) { u.t.dealInto(e, seed) }

// Won reports whether seat s is among the winners of the match (false while it is not over);
// unlike Result it allocates nothing.
func (e *State) Won(s cards.Seat) bool { return e.Over() && int(s) < int(e.n) && e.winners[s] }
