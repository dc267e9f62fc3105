package flask

import "github.com/flaskdeck/flaskdeck/cards"

// This file gives the app's Flask table read-only access to a position, as one seat may see it.
// It changes nothing in the engine.

// ViewCard is a card as the table shows it: its label in move notation and the card itself
// (name and composition) for its face.
type ViewCard struct {
	Label string // the name moves use ("play Label", "pay card Label")
	Card  Card
	Set   *RuleSet // the match's rule set, which the card's face and text follow (nil: v0.4.2)
}

// FaceOptions returns how the card's face is drawn: under the match's rule set.
func (c ViewCard) FaceOptions() FaceOptions { return FaceOptions{RuleSet: c.Set} }

// Rules writes what the card costs and does under the match's rule set (see CardRules).
func (c ViewCard) Rules() string {
	if c.Set == nil {
		return CardRules(c.Card.Composition)
	}
	return c.Set.CardRules(c.Card.Composition)
}

// EffectTitles returns the card's effect titles under the match's rule set.
func (c ViewCard) EffectTitles() []string {
	if c.Set == nil {
		return c.Card.Composition.EffectTitles()
	}
	return c.Set.EffectTitles(c.Card.Composition)
}

// ViewPile is a reaction pile as the table shows it: face down, with its size and its cards (the
// reaction card first). Every card of a pile was announced when it was played, so everyone knows
// them, as Describe writes them: the rules put the pile face down, but hide nothing in it.
type ViewPile struct {
	Size  int
	Open  bool // opened this turn by the turn's player: further cards go under it
	Cards []ViewCard
}

// ViewSeat is one seat's part of the table.
type ViewSeat struct {
	Counters   [4]int     // red, blue, green, yellow
	HandSize   int        // cards in hand
	Hand       []ViewCard // the observer's own hand; of another seat only the cards everyone has seen
	Deck       int        // cards left in the deck
	Discard    int        // cards in the discard pile
	DiscardTop *ViewCard  // the top of the discard pile, nil when empty
	Piles      []ViewPile // reaction piles, in the order they were made
	Played     []ViewCard // cards played and resolved this turn, in order
	Out        bool
}

// ViewPhase says what the game waits for, in a few words for the table ("grow", "play", "respond",
// "pay any", "pay card", "draw", "gain", "target", "lose", "discard", "over").
type ViewPhase string

// View is a Flask position as one seat may see it (NoSeat: public information only).
type View struct {
	Seats     []ViewSeat
	Turn      cards.Seat // whose turn it is
	ToMove    cards.Seat // who decides now
	Phase     ViewPhase
	FirstTurn bool      // the game's first turn (no grow)
	Announced *ViewCard // the card announced and not yet paid, while opponents may respond
	Resolving []ViewCard
	Pay       int // ❔ or card costs left to pay in the pay phases; resources or cards left to lose/discard
	// Target is the opponent of the action resolving (whose counters or hand lose), NoSeat when none.
	Target cards.Seat
}

var phaseNames = map[phase]ViewPhase{
	phaseOver: "over", phaseGrow: "grow", phaseMain: "play", phaseRespond: "respond",
	phasePayAny: "pay any", phasePayCard: "pay card", phaseDraw: "draw", phaseGain: "gain",
	phaseTarget: "target", phaseLose: "lose", phaseDiscard: "discard",
}

// View returns the position as observer may see it.
func (e *State) View(observer cards.Seat) View {
	v := View{Turn: cards.Seat(e.turn), ToMove: e.ToMove(), Phase: phaseNames[e.phase], FirstTurn: e.firstTurn}
	for i := uint8(0); i < e.n; i++ {
		v.Seats = append(v.Seats, e.viewSeat(i, cards.Seat(i) == observer))
	}
	if e.announcing {
		c := e.viewCard(e.announced)
		v.Announced = &c
	}
	v.Target = cards.NoSeat
	if e.resolving && e.res.target >= 0 {
		v.Target = cards.Seat(e.res.target)
	}
	if e.resolving {
		v.Resolving = e.viewCards(e.res.queue.c[e.res.next:e.res.queue.n])
	}
	switch e.phase {
	case phasePayAny, phasePayCard:
		v.Pay = int(e.pay)
	case phaseLose, phaseDiscard, phaseGain, phaseDraw:
		v.Pay = int(e.res.count)
	}
	return v
}

func (e *State) viewSeat(i uint8, own bool) ViewSeat {
	p := &e.seat[i]
	s := ViewSeat{HandSize: p.handSize(), Deck: p.deck.len(), Discard: p.discard.len(), Out: p.out,
		Played: e.viewCards(p.played.cards())}
	for c := range s.Counters {
		s.Counters[c] = int(p.counters[c])
	}
	s.Hand = e.viewCards(p.known.cards())
	if own {
		s.Hand = append(s.Hand, e.viewCards(p.hidden.cards())...)
	}
	if !p.discard.empty() {
		top := e.viewCard(p.discard.top())
		s.DiscardTop = &top
	}
	for j := 0; j < int(p.pileN); j++ {
		start, size := p.pileStart(j), int(p.pileLen[j])
		pile := ViewPile{Size: size, Open: i == e.turn && int(e.openPile) == j, Cards: e.viewCards(p.piles.c[start : start+size])}
		s.Piles = append(s.Piles, pile)
	}
	return s
}

func (e *State) viewCard(k uint8) ViewCard {
	kind := &e.tab.kinds[k]
	return ViewCard{Label: e.tab.label[k], Card: NewCard(kind.name, kind.comp), Set: e.tab.set}
}

func (e *State) viewCards(ks []uint8) []ViewCard {
	out := make([]ViewCard, len(ks))
	for i, k := range ks {
		out[i] = e.viewCard(k)
	}
	return out
}
