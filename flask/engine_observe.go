package flask

// Observed is what an observer of a match is told a card did. The zero value is nothing.
type Observed uint8

// What a card did, as an Observer sees it.
const (
	ObservedNone          Observed = iota
	ObservedPlayed                 // the card was announced from hand (n = 1)
	ObservedGained                 // its owner gained n resources by its effects
	ObservedDrew                   // its owner drew n cards by its effects
	ObservedTookResources          // an opponent lost n resources to its attack
	ObservedTookCards              // an opponent lost n cards (hand or milled) to its attack
)

// String names the observation ("gained").
func (o Observed) String() string {
	switch o {
	case ObservedPlayed:
		return "played"
	case ObservedGained:
		return "gained"
	case ObservedDrew:
		return "drew"
	case ObservedTookResources:
		return "took resources"
	case ObservedTookCards:
		return "took cards"
	}
	return "none"
}

// Observer is told, as a match is played, what each card did: the seat owning the card, the
// card's label as moves write it (Move.Card), and the amount. It exists for the designer's lab
// (per-card statistics); a match without an observer pays one nil check per effect.
type Observer interface {
	Observe(seat int, card string, what Observed, n int)
}

// SetObserver makes o see the match from now on (nil: nobody). Copies of the state (Clone, the
// computer players' look-ahead) never carry the observer, so only moves really played are seen.
func (e *State) SetObserver(o Observer) { e.obs = o }

// observePlayed reports that the turn player announced card k.
func (e *State) observePlayed(k uint8) {
	if e.obs != nil {
		e.obs.Observe(int(e.turn), e.tab.label[k], ObservedPlayed, 1)
	}
}

// observeEffect reports n of what for the resolving card (nothing when n is 0).
func (e *State) observeEffect(what Observed, n int) {
	if e.obs != nil && n > 0 {
		r := &e.res
		e.obs.Observe(int(r.owner), e.tab.label[r.queue.c[r.next]], what, n)
	}
}
