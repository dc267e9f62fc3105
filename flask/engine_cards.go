package flask

import (
	"github.com/flaskdeck/flaskdeck/cards"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"strings"
	"sync"
)

// cardKind is one distinct card of a match (a name and a composition), with its cost and effects
// precomputed so the engine never looks at a Composition while playing.
type cardKind struct {
	name     string // the card's name as players write it in moves
	code     string
	comp     Composition
	set      *RuleSet // the rule set the card follows
	cost     [4]int8  // fixed resource cost, by counter (red, blue, green, yellow)
	anyCost  int8     // ❔ to pay, each from any counter
	cardCost int8     // other hand cards to discard (one per B1)
	reaction bool     // G2: opens a reaction pile
	gain     [4]int8  // fixed +resources (Y1, B1)
	draw     int8     // Draw N (B2)
	choices  int8     // "+2 Resources of one kind" effects (G1)
	// choiceAmount is N of "+N Resources of one kind" (2). A rule set may give two gain-choice base
	// cards different N: the engine then uses the largest (docs/rulesets.md).
	choiceAmount int8
	attackRes    int8 // Action: -N Resources (2 per R1)
	attackCards  int8 // Action: -N Cards (2 per R2)
	reboot       bool // Y2
	// steps has bit s set for each effect step s (stepGain...stepReboot) the card's resolution
	// stops at: gains and Reboot always, the others when the card has that effect.
	steps uint8
}

// counterIndex maps a real resource to its counter, 0..3 (red, blue, green, yellow).
func counterIndex(r Resource) int { return int(r - Red) }

// kind returns the card of that name and composition with its cost and effects worked out in the
// set. The set caches the work per composition (at most a few ten thousand), so setting up a
// match, which simulations do a million times, does not do it again.
func (rs *RuleSet) kind(name string, c Composition) cardKind {
	if k, ok := rs.kinds.Load(c); ok {
		kind := k.(cardKind)
		kind.name = name
		return kind
	}
	k := rs.compileKind(c)
	rs.kinds.Store(c, k)
	k.name = name
	return k
}

// compileKind works out a composition's cost and effects.
func (rs *RuleSet) compileKind(c Composition) cardKind {
	k := cardKind{code: rs.Code(c), comp: c, set: rs}
	for _, r := range rs.ResourceCost(c) {
		if r == Any {
			k.anyCost++
		} else {
			k.cost[counterIndex(r)]++
		}
	}
	k.cardCost = int8(rs.CardCost(c))
	for _, e := range rs.Effects(c) {
		switch e.Kind {
		case EffectReaction:
			k.reaction = true
		case EffectGain:
			for _, r := range e.Gain {
				k.gain[counterIndex(r)]++
			}
		case EffectDraw:
			k.draw = int8(e.Amount)
		case EffectGainChoice:
			k.choices++
			k.choiceAmount = max(k.choiceAmount, int8(e.Amount))
		case EffectAttackResources:
			k.attackRes = int8(e.Amount)
		case EffectAttackCards:
			k.attackCards = int8(e.Amount)
		case EffectReboot:
			k.reboot = true
		}
	}
	k.steps = 1<<stepGain | 1<<stepReboot
	for step, n := range [stepReboot]int8{stepDraw: k.draw, stepChoice: k.choices, stepAttackRes: k.attackRes, stepAttackCards: k.attackCards} {
		if n > 0 {
			k.steps |= 1 << uint8(step)
		}
	}
	return k
}

// cardTable is the immutable part of a match, shared by every copy of its engine: the distinct
// cards, their written names, and the rule variants.
type cardTable struct {
	kinds []cardKind
	// costs is each kind's cost, packed for the evaluation's hot loops (see playable): a slot for
	// every card number, so a loop indexing it by a hand card needs no bounds check.
	costs *[256]kindCost
	label []string // the name used in move notation, unique within the match
	// playText, payCardText and discardText are the written moves naming each kind, built once.
	playText, payCardText, discardText []string
	rules                              Rules
	set                                *RuleSet // never nil
	cap                                int16    // the end-of-turn cap in force, 0: none
	lim                                int      // the most a counter counts for in life: cap, else counterMax
	limLanes                           uint64   // lim in each 16-bit lane (life's test)
	// drawers has bit i set when seat i's cards include one that draws (Draw): a seat without
	// one cannot change its place in the deck-out race, only end the game by emptying the
	// others' counters (see killStakes). A seat's cards never leave it, so this is set once.
	drawers uint8
}

// noteDrawers sets tab.drawers from every card each seat holds, wherever it lies.
func (e *State) noteDrawers() {
	e.tab.drawers = 0
	for i := uint8(0); i < e.n; i++ {
		p := &e.seat[i]
		for _, st := range [...]*stack{&p.deck, &p.known, &p.hidden, &p.discard, &p.played, &p.piles} {
			for _, k := range st.cards() {
				if e.tab.kinds[k].draw > 0 {
					e.tab.drawers |= 1 << i
				}
			}
		}
	}
}

// kindCost is what a card kind costs, packed for playable: the fixed resources by counter, one
// 16-bit lane each (counter c in bits 16c to 16c+15), those and the ❔ together, and the other
// hand cards.
type kindCost struct {
	res      uint64
	count    uint32 // the resources (fixed and ❔) in bits 0-15, the hand cards in bits 16-31
	reaction uint8  // 1 for a card that opens a reaction pile (one a turn), else 0
}

// newKindCost packs kind k's cost.
func newKindCost(k *cardKind) kindCost {
	var c kindCost
	if k.reaction {
		c.reaction = 1
	}
	need := int16(k.anyCost)
	for i, r := range k.cost {
		c.res |= uint64(uint8(r)) << (16 * i)
		need += int16(r)
	}
	c.count = uint32(uint16(need)) | uint32(uint8(k.cardCost))<<16
	return c
}

// kindOf returns the index of the card (adding it when new). Cards are the same kind when both
// name and composition agree.
func (t *cardTable) kindOf(name string, c Composition) (uint8, error) {
	name = strings.TrimSpace(name)
	for i, k := range t.kinds {
		if k.comp == c && strings.EqualFold(k.name, name) {
			return uint8(i), nil
		}
	}
	if len(t.kinds) >= 250 {
		return 0, msgerr.Errorf("%w: more than 250 different cards in one match", cards.ErrBadSetup)
	}
	k := t.set.kind(name, c)
	t.kinds = append(t.kinds, k)
	if t.costs == nil {
		t.costs = new([256]kindCost)
	}
	t.costs[len(t.kinds)-1] = newKindCost(&k)
	return uint8(len(t.kinds) - 1), nil
}

// finish gives every kind its written label: its name, or "name [code]" when two kinds share a name.
func (t *cardTable) finish() {
	t.label = make([]string, len(t.kinds))
	for i, k := range t.kinds {
		t.label[i] = k.name
		for j, o := range t.kinds {
			if i != j && strings.EqualFold(o.name, k.name) {
				t.label[i] = k.name + " [" + k.code + "]"
				break
			}
		}
		if t.label[i] == "" {
			t.label[i] = "[" + k.code + "]"
		}
	}
	n := len(t.label)
	texts := make([]string, 3*n)
	t.playText, t.payCardText, t.discardText = texts[:n], texts[n:2*n], texts[2*n:]
	for i, l := range t.label {
		w := cardMoveTexts(l)
		t.playText[i], t.payCardText[i], t.discardText[i] = w[0], w[1], w[2]
	}
}

// moveTexts caches the written moves naming a card ("play X", "pay card X", "discard X") by the
// card's label, so setting up a match builds no strings for cards met before.
var moveTexts sync.Map // label → [3]string

func cardMoveTexts(label string) [3]string {
	if w, ok := moveTexts.Load(label); ok {
		return w.([3]string)
	}
	w := [3]string{"play " + label, "pay card " + label, "discard " + label}
	moveTexts.Store(label, w)
	return w
}

// lookupName finds a kind by its name (case-insensitive), for setups.
func (t *cardTable) lookupName(s string) (uint8, bool) {
	s = strings.TrimSpace(s)
	for i, k := range t.kinds {
		if strings.EqualFold(k.name, s) {
			return uint8(i), true
		}
	}
	return 0, false
}
