package flask

import (
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"github.com/flaskdeck/flaskdeck/internal/yamlerr"
)

// Rule variant names and values (the first value of each is the default).
const (
	RuleLose        = "lose"         // who chooses the resources an attacked player loses
	RuleDrawDiscard = "draw-discard" // whether Draw may take the top of the own discard pile
	RuleCap         = "cap"          // the counter cap at the end of every turn
	// RuleTriggerSameTurn says whether a reaction pile may be triggered in the turn it was opened
	// (the rules are silent; see docs/flask-play.md).
	RuleTriggerSameTurn = "trigger-same-turn"
	// RuleReactionBlocks says whether a reaction pile triggered in response always cancels the
	// announced card (the seed's "essentially blocking … costs need to be returned" read literally).
	RuleReactionBlocks = "reaction-blocks"
)

// Variants lists Flask's rule variants.
var Variants = []cards.Variant{
	{Name: RuleLose, Doc: "who chooses which resources an attacked player loses", Values: []string{"victim", "attacker"}},
	{Name: RuleDrawDiscard, Doc: "whether Draw may take the top card of the own discard pile", Values: []string{"yes", "no"}},
	{Name: RuleCap, Doc: "counters above 6 drop to 6 at the end of every turn", Values: []string{"6", "none"}},
	{Name: RuleTriggerSameTurn, Doc: "whether a reaction pile may be triggered in the turn it was opened", Values: []string{"yes", "no"}},
	{Name: RuleReactionBlocks, Doc: "whether a reaction triggered in response always blocks the announced card, which returns to its player's hand unpaid", Values: []string{"no", "yes"}},
}

// Rules are the resolved rule variants of a match, in the engine's compact form.
type Rules struct {
	// Set is the rule set of the match: its base cards, deck rules and game rules (nil: v0.4.2).
	Set             *RuleSet
	VictimChooses   bool // the attacked player chooses which resources to lose
	DrawDiscard     bool // Draw may take the top card of the own discard pile
	Cap             bool // counters above 6 drop to 6 at the end of every turn
	TriggerSameTurn bool // a reaction pile may be triggered in the turn it was opened
	ReactionBlocks  bool // a reaction triggered in response always cancels the announced card
}

// StandardRules are the rules as the rulebook reads them (every variant at its default).
var StandardRules = Rules{VictimChooses: true, DrawDiscard: true, Cap: true, TriggerSameTurn: true}

// ParseRules reads rule variants (see cards.ResolveRules); missing ones take their default.
func ParseRules(r cards.Rules) (Rules, error) {
	var values [len(variantOrder)]string
	complete := len(r) == len(Variants) // resolved already (a simulation's every match): one look each
	for i, name := range variantOrder {
		values[i] = r[name]
		complete = complete && slices.Contains(Variants[i].Values, values[i])
	}
	if !complete {
		full, err := cards.ResolveRules(Variants, r)
		if err != nil {
			return Rules{}, err
		}
		for i, name := range variantOrder {
			values[i] = full[name]
		}
	}
	return Rules{
		VictimChooses:   values[0] == "victim",
		DrawDiscard:     values[1] == "yes",
		Cap:             values[2] == "6",
		TriggerSameTurn: values[3] == "yes",
		ReactionBlocks:  values[4] == "yes",
	}, nil
}

// variantOrder is the variants' names in the order of Variants (checked by a test).
var variantOrder = [...]string{RuleLose, RuleDrawDiscard, RuleCap, RuleTriggerSameTurn, RuleReactionBlocks}

// Setup is an explicit position (the setup block of a match log), so positions can be set up by
// hand. Cards are written by name (from the seat's deck, or any deck of the match) or by code.
type Setup struct {
	First     int         `yaml:"first"`      // the seat to move first, counted from 1 (0: the seed decides)
	FirstTurn *bool       `yaml:"first_turn"` // whether this is the game's very first turn (no grow); default true
	Seats     []SeatSetup `yaml:"seats"`
}

// SeatSetup is one seat's part of a Setup.
type SeatSetup struct {
	Counters []int      `yaml:"counters"` // red, blue, green, yellow; default 3 each
	Hand     []string   `yaml:"hand"`
	Deck     []string   `yaml:"deck"`    // top card first
	Discard  []string   `yaml:"discard"` // top card first
	Piles    [][]string `yaml:"piles"`   // reaction piles: the reaction card, then the cards under it in order
	Out      bool       `yaml:"out"`
}

// DecodeSetup reads a setup block strictly (unknown fields are errors).
func DecodeSetup(node *yaml.Node) (*Setup, error) {
	var s Setup
	if err := yamlerr.DecodeStrict(node, &s); err != nil { // lines of the setup's own file
		return nil, msgerr.Errorf("%w: %w", cards.ErrBadSetup, err)
	}
	return &s, nil
}

// Deal deals a match: each seat's deck (a legal 15-card deck) is shuffled with the seed and
// 3 cards are drawn; counters start at 3; the seed chooses the first player.
func Deal(decks []Deck, seed uint64, rules Rules) (*State, error) {
	t, err := undealt(decks, rules)
	if err != nil {
		return nil, err
	}
	return t.deal(seed), nil
}

// undealt checks the decks and returns the match before the deal: the card table built, each
// seat's counters at the start and its deck in deck-list order. Nothing in it depends on the seed.
func undealt(decks []Deck, rules Rules) (*State, error) {
	e, err := newStateTable(decks, rules)
	if err != nil {
		return nil, err
	}
	var problems []error
	for i, d := range decks {
		for _, p := range e.tab.set.Validate(d) {
			problems = append(problems, msgerr.Errorf("seat %d deck %q: %s", i+1, d.Name, p))
		}
	}
	if len(problems) > 0 {
		return nil, msgerr.Errorf("%w: %s", cards.ErrBadSetup, msgerr.Join("; ", problems...))
	}
	for i, d := range decks {
		s := &e.seat[i]
		s.counters = e.tab.set.start
		for _, c := range d.Cards {
			k, _ := e.tab.kindOf(c.Name, c.Composition)
			for j := 0; j < c.Amount; j++ {
				s.deck.push(k)
			}
		}
	}
	e.noteDrawers()
	e.tab.finish()
	return e, nil
}

// deal returns a dealt copy of the undealt match t: each deck shuffled with the seed and the hands
// drawn, seat by seat, then the seed chooses the first player. t is not changed (the card table,
// read-only once built, is shared).
func (t *State) deal(seed uint64) *State {
	e := new(State)
	t.dealInto(e, seed)
	return e
}

// dealInto is deal into e, whose memory is reused.
func (t *State) dealInto(e *State, seed uint64) {
	exps, sorts, board, renew := e.exps, e.sorts, e.board, e.renew // e's own
	*e = *t
	e.exps, e.sorts, e.board, e.renew = exps, sorts, board, renew
	r := cards.NewRand(seed)
	for i := uint8(0); i < e.n; i++ {
		s := &e.seat[i]
		cards.ShuffleSlice(&r, s.deck.cards())
		for j := 0; j < e.tab.set.hand && !s.deck.empty(); j++ {
			s.hidden.push(s.deck.pop())
		}
	}
	e.startTurn(uint8(r.Intn(int(e.n))))
}

// undealtPresets keeps the undealt matches of preset decks (shared, never changed) by the decks
// and rules: a run of matches between the same presets checks the decks and builds the card table
// once. Presets and rule values are few, so it stays small: a list read without a lock and
// searched by comparing keys (cheaper per match than a sync.Map, which hashes the key).
var undealtPresets struct {
	mu   sync.Mutex                     // serialises additions
	list atomic.Pointer[[]undealtMatch] // never changed once stored: an addition stores a new list
}

// undealtMatch is an entry of undealtPresets.
type undealtMatch struct {
	key undealtKey
	t   *State
}

// loadUndealt returns the kept undealt match of key, or nil.
func loadUndealt(key undealtKey) *State {
	if list := undealtPresets.list.Load(); list != nil {
		for i := range *list {
			if (*list)[i].key == key {
				return (*list)[i].t
			}
		}
	}
	return nil
}

// storeUndealt keeps t as the undealt match of key.
func storeUndealt(key undealtKey, t *State) {
	undealtPresets.mu.Lock()
	defer undealtPresets.mu.Unlock()
	var list []undealtMatch
	if old := undealtPresets.list.Load(); old != nil {
		list = append(list, *old...)
	}
	list = append(list, undealtMatch{key, t})
	undealtPresets.list.Store(&list)
}

// undealtKey names an undealt match of presets: the presets' card lists (shared, so their first
// entries identify them) and the rules.
type undealtKey struct {
	decks [maxSeats]*Card
	n     int
	rules Rules
}

// dealPresets is Deal for decks that are all shared presets: the undealt match is kept (Renew
// deals into a position's own memory instead: renewPresets).
func dealPresets(decks []Deck, seed uint64, rules Rules) (*State, error) {
	t, err := keptUndealt(decks, rules)
	switch {
	case err != nil:
		return nil, err
	case t == nil:
		return Deal(decks, seed, rules)
	}
	return t.deal(seed), nil
}

// keptUndealt returns the kept undealt match of decks that are all shared presets, made and kept
// on first use; nil when it is not kept (a deck without cards, which Deal reports).
func keptUndealt(decks []Deck, rules Rules) (*State, error) {
	key := undealtKey{n: len(decks), rules: rules}
	for i, d := range decks {
		if len(d.Cards) == 0 || i >= maxSeats {
			return nil, nil
		}
		key.decks[i] = &d.Cards[0]
	}
	t := loadUndealt(key)
	if t == nil {
		var err error
		if t, err = undealt(decks, rules); err != nil {
			return nil, err
		}
		storeUndealt(key, t)
	}
	return t, nil
}

// NewSetup sets up the explicit position st. decks give the seats' card names; they need not
// be legal decks, and st decides every card's place.
func NewSetup(decks []Deck, rules Rules, st *Setup, seed uint64) (*State, error) {
	e, err := newStateTable(decks, rules)
	if err != nil {
		return nil, err
	}
	if len(st.Seats) != len(decks) {
		return nil, yamlerr.At([]any{"seats"}, "%w: %d seats described for %d seats", cards.ErrBadSetup, len(st.Seats), len(decks))
	}
	// Every deck card is known to the table first, so names resolve to the deck's own cards.
	for _, d := range decks {
		for _, c := range d.Cards {
			if !c.Composition.Empty() {
				if _, err := e.tab.kindOf(c.Name, c.Composition); err != nil {
					return nil, err
				}
			}
		}
	}
	// Every seat's problem is named, and each cause stays visible to errors.Is; the first one's
	// place in the block gives the error its line.
	var problems []error
	for i, ss := range st.Seats {
		if err := e.setupSeat(i, decks[i], ss); err != nil {
			problems = append(problems, msgerr.Errorf("seat %d: %w", i+1, yamlerr.Under(err, "seats", i)))
		}
	}
	if len(problems) > 0 {
		return nil, msgerr.Errorf("%w: %w", cards.ErrBadSetup, msgerr.Join("; ", problems...))
	}
	e.noteDrawers()
	e.tab.finish()
	first := st.First - 1
	if st.First == 0 {
		r := cards.NewRand(seed)
		first = r.Intn(len(decks))
	}
	if first < 0 || first >= len(decks) {
		return nil, yamlerr.At([]any{"first"}, "%w: first seat %d is not at the table", cards.ErrBadSetup, st.First)
	}
	e.firstTurn = st.FirstTurn == nil || *st.FirstTurn
	if e.living() < 2 {
		return nil, yamlerr.At([]any{"seats"}, "%w: fewer than two players are in the game", cards.ErrBadSetup)
	}
	e.startTurn(uint8(first))
	return e, nil
}

func newStateTable(decks []Deck, rules Rules) (*State, error) {
	if len(decks) < 2 || len(decks) > maxSeats {
		return nil, msgerr.Errorf("%w: Flask takes 2 to %d seats, not %d", cards.ErrBadSetup, maxSeats, len(decks))
	}
	entries := 0
	for _, d := range decks {
		entries += len(d.Cards)
	}
	set := rules.Set
	if set == nil {
		set = Standard
	}
	tab := &cardTable{rules: rules, set: set, kinds: make([]cardKind, 0, entries)}
	if rules.Cap {
		tab.cap = set.cap
	}
	tab.lim = counterMax
	if tab.cap > 0 {
		tab.lim = int(tab.cap)
	}
	tab.limLanes = uint64(tab.lim) * payOnes
	e := &State{stateHead: stateHead{tab: tab, n: uint8(len(decks)), openPile: -1, firstTurn: true}}
	return e, nil
}

var errSetupCard = msgerr.New("no such card")

// setupSeat places seat i's cards and counters as the setup says.
func (e *State) setupSeat(i int, d Deck, ss SeatSetup) error {
	s := &e.seat[i]
	s.counters = e.tab.set.start
	if ss.Counters != nil {
		if len(ss.Counters) != 4 {
			return yamlerr.At([]any{"counters"}, "counters must list red, blue, green, yellow (4 numbers), not %d", len(ss.Counters))
		}
		for c, v := range ss.Counters {
			if v < 0 || v > counterMax {
				return yamlerr.At([]any{"counters", c}, "counter %s = %d is out of range", counterNames[c], v)
			}
			s.counters[c] = int16(v)
		}
	}
	s.out = ss.Out
	total := len(ss.Hand) + len(ss.Deck) + len(ss.Discard)
	for _, p := range ss.Piles {
		total += len(p)
	}
	if total > maxCards {
		return msgerr.Errorf("%d cards, at most %d per seat", total, maxCards)
	}
	if len(ss.Piles) > maxPiles {
		return yamlerr.At([]any{"piles"}, "%d reaction piles, at most %d", len(ss.Piles), maxPiles)
	}
	put := func(path []any, names []string, dst *stack, reversed bool) error {
		for j := range names {
			w := j // the index as written
			if reversed {
				w = len(names) - 1 - j
			}
			k, err := e.setupCard(d, names[w])
			if err != nil {
				return yamlerr.Under(err, append(path, w)...)
			}
			dst.push(k)
		}
		return nil
	}
	if err := put([]any{"hand"}, ss.Hand, &s.hidden, false); err != nil {
		return err
	}
	if err := put([]any{"deck"}, ss.Deck, &s.deck, true); err != nil {
		return err
	}
	if err := put([]any{"discard"}, ss.Discard, &s.discard, true); err != nil {
		return err
	}
	for pi, p := range ss.Piles {
		if len(p) == 0 {
			return yamlerr.At([]any{"piles", pi}, "an empty reaction pile")
		}
		before := s.piles.n
		if err := put([]any{"piles", pi}, p, &s.piles, false); err != nil {
			return err
		}
		for j, k := range s.piles.c[before:s.piles.n] {
			if e.tab.kinds[k].reaction != (j == 0) {
				return yamlerr.At([]any{"piles", pi, j}, "reaction pile %v: it must start with a Reaction card and hold no other", p)
			}
		}
		s.pileLen[s.pileN] = uint8(len(p))
		s.pileN++
	}
	return nil
}

// setupCard finds a card by name in the seat's deck, then in every deck, then reads it as a code.
func (e *State) setupCard(d Deck, name string) (uint8, error) {
	for _, c := range d.Cards {
		if strings.EqualFold(strings.TrimSpace(c.Name), strings.TrimSpace(name)) && !c.Composition.Empty() {
			return e.tab.kindOf(c.Name, c.Composition)
		}
	}
	if k, ok := e.tab.lookupName(name); ok {
		return k, nil
	}
	comp, err := e.tab.set.ParseComposition(name)
	if err != nil || comp.Empty() {
		return 0, msgerr.Errorf("%w %q (neither a card of the deck nor a composition code)", errSetupCard, name)
	}
	// A code names the seat's own card of that composition, else any card of the match, else a
	// card named by its code.
	for _, c := range d.Cards {
		if c.Composition == comp {
			return e.tab.kindOf(c.Name, c.Composition)
		}
	}
	for i, k := range e.tab.kinds {
		if k.comp == comp {
			return uint8(i), nil
		}
	}
	return e.tab.kindOf(e.tab.set.Code(comp), comp)
}
