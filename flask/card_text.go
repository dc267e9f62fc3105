package flask

import (
	"strings"
	"sync/atomic"
)

// cardText holds, per base card of a set, the pieces a card's code, cost symbols and effect titles
// are copied from, so that writing a card's texts costs a few copies and sums instead of a loop
// per copy and per symbol (card show writes 16,384 lines). A set builds it on first use
// (RuleSet.text): about thirty short strings.
//
// Counts are summed in lanes of 8 bits of a uint64, one lane per resource or effect kind: a base
// card's lanes times its count, summed over the set's base cards. A valid composition (at most
// MaxPerCard of each of at most MaxBases base cards, each adding at most 4 to a lane) sums to at
// most 96 in a lane, so no lane overflows; compositions over a base card's limit take the loops.
type cardText struct {
	max  [len(Composition{})]uint8  // each base card's limit (0 beyond the set's base cards)
	code [len(Composition{})]string // the base card's code max times, joined by " - "
	// codeRun holds the base card's code and " - " max times, codeStep the length of one: a
	// card's code is a fixed-size copy of a prefix per base card, less the last " - ". codeFixed
	// tells whether every base card's run fits (so with 2-byte codes, as Check demands).
	codeRun   [len(Composition{})][codeRunSize]byte
	codeStep  [len(Composition{})]int
	codeFixed bool
	cost      [len(Composition{})]uint64 // one copy's cost: lane r counts resource r
	effect    [len(Composition{})]uint64 // one copy's effect: lane k adds to effect kind k
	gain      [len(Composition{})]string // the symbols one copy gains, max times (gain base cards)
	// gainLen is the length of the symbols one copy gains.
	gainLen [len(Composition{})]int
	// gainBases and choiceBases list the gain and gain-choice base cards in code order.
	gainBases, choiceBases []Base
	// symbols holds each resource's cost symbol repeated as often as a valid card can cost it.
	symbols [Any + 1]string
	// byCode finds a base card by its code's letter (lower case, 'a' to 'z') and digit.
	byCode [26][10]Base
}

// codeRunSize is the size of cardText.codeRun: three 2-byte codes and their separators.
const codeRunSize = 16

// laneOf returns the lane of n in a sum of lanes.
func laneOf(sum uint64, n int) int { return int(sum >> (8 * n) & 0xff) }

// text returns the set's card text tables, built on first use (two goroutines may both build
// them: the same tables, one kept).
func (rs *RuleSet) text() *cardText {
	if t := rs.texts.Load(); t != nil {
		return t
	}
	return rs.buildText()
}

// buildText builds and keeps the set's card text tables (see text).
func (rs *RuleSet) buildText() *cardText {
	rs.texts.CompareAndSwap(nil, newCardText(rs))
	return rs.texts.Load()
}

// cardTexts holds a set's cardText once built.
type cardTexts = atomic.Pointer[cardText]

// newCardText builds the card text tables of rs.
func newCardText(rs *RuleSet) *cardText {
	t := &cardText{}
	var most [Any + 1]int // the most symbols of each resource a valid card costs
	t.codeFixed = true
	for _, b := range rs.order {
		info := &rs.bases[b]
		t.max[b] = uint8(info.max)
		t.codeStep[b] = len(info.code) + len(codeSeparator)
		if run := strings.Repeat(info.code+codeSeparator, info.max); len(run) <= codeRunSize {
			copy(t.codeRun[b][:], run)
		} else {
			t.codeFixed = false
		}
		t.code[b] = strings.Repeat(info.code+codeSeparator, info.max)[:info.max*(len(info.code)+len(codeSeparator))-len(codeSeparator)]
		for _, r := range info.cost {
			t.cost[b] += 1 << (8 * r)
			most[r] += info.max
		}
		switch info.effect {
		case EffectGain:
			t.effect[b] = uint64(len(info.gain)) << (8 * EffectGain)
			once := ""
			for _, r := range info.gain {
				if rs.standard { // as Effect.Title writes it
					once += r.Symbol()
				} else { // as RuleSet.Title writes it
					once += rs.Symbol(r)
				}
			}
			t.gain[b], t.gainLen[b] = strings.Repeat(once, info.max), len(once)
			t.gainBases = append(t.gainBases, b)
		case EffectGainChoice:
			t.effect[b] = 1 << (8 * info.effect)
			t.choiceBases = append(t.choiceBases, b)
		case EffectReaction, EffectReboot:
			t.effect[b] = 1 << (8 * info.effect)
		default:
			t.effect[b] = uint64(info.amount) << (8 * info.effect)
		}
		if len(info.code) == 2 {
			if l, d := info.code[0]|0x20, info.code[1]; 'a' <= l && l <= 'z' && '0' <= d && d <= '9' {
				t.byCode[l-'a'][d-'0'] = b
			}
		}
	}
	for r := range t.symbols {
		t.symbols[r] = strings.Repeat(rs.symbols[r], most[r])
	}
	return t
}

// sums returns the lane sums of c's cost and effects, or false if c holds more of a base card
// than its limit (the lanes could overflow).
func (t *cardText) sums(order []Base, c *Composition) (cost, effect uint64, ok bool) {
	for _, b := range order {
		k := c[b]
		if k > t.max[b] {
			return 0, 0, false
		}
		cost += uint64(k) * t.cost[b]
		effect += uint64(k) * t.effect[b]
	}
	return cost, effect, true
}

// base returns the base card of a code's two bytes (any case), or BaseNone.
func (t *cardText) base(letter, digit byte) Base {
	l, d := (letter|0x20)-'a', digit-'0'
	if l >= 26 || d >= 10 {
		return BaseNone
	}
	return t.byCode[l][d]
}
