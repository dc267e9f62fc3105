package flask

import (
	"strconv"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Narrate tells what move m did, as viewer may know it (cards.Narrator). A Flask move may set off
// a chain the engine carries out by itself (a fixed payment, effects, a loss or discard with one
// possible outcome, the draw at the end of the turn), so the narration says what the move chose
// and then, seat by seat, what changed: counters, cards discarded, drawn, taken back, piles
// opened, seats out. Cards drawn from a deck are named to their owner only.
func (e *State) Narrate(before cards.Engine[Move], mover cards.Seat, m Move, viewer cards.Seat) []string {
	b := before.(*State)
	who := cards.Mention(mover)
	tr := texts.For(e.lang)
	var out []string
	switch m.Kind {
	case MoveNoGrow:
		out = append(out, tr("n.noGrow", "Who", who))
	case MovePlay:
		k := &e.tab.kinds[m.Arg]
		out = append(out, tr("n.plays", "Who", who, "Card", e.tab.label[m.Arg], "Desc", k.describe()))
	case MoveTrigger:
		p := &b.seat[mover]
		start := p.pileStart(int(m.Arg))
		line := tr("n.triggers", "Who", who, "N", m.Arg+1, "Cards", e.names(p.piles.c[start:start+int(p.pileLen[m.Arg])]))
		if b.phase == phaseRespond {
			line += tr("n.inResponse")
		}
		out = append(out, line)
	case MovePass:
		out = append(out, tr("n.pass", "Who", who))
	case MoveTarget:
		out = append(out, tr("n.targets", "Who", who, "Target", cards.Mention(cards.Seat(m.Arg))))
	case MoveEnd:
		out = append(out, tr("n.ends", "Who", who))
	case MoveResign:
		out = append(out, tr("n.resigns", "Who", who))
	}
	// Counters first (what was paid, gained and lost), then where cards went.
	for i := uint8(0); i < e.n; i++ {
		if line := e.counterLine(b, i, mover, m); line != "" {
			out = append(out, line)
		}
	}
	for i := uint8(0); i < e.n; i++ {
		out = append(out, e.narrateSeat(b, i, mover, m, viewer)...)
	}
	out = append(out, e.outLines(b, m)...)
	if e.phase == phaseOver && b.phase != phaseOver {
		out = append(out, tr("n.gameOver", "Result", e.describeResult(cards.Mention)))
	}
	return out
}

// narrateSeat says what changed for seat i.
func (e *State) narrateSeat(b *State, i uint8, mover cards.Seat, m Move, viewer cards.Seat) []string {
	was, now := &b.seat[i], &e.seat[i]
	who := cards.Mention(cards.Seat(i))
	tr := texts.For(e.lang)
	var out []string
	// Where cards went: hand, deck, played and piles to the discard pile; discard pile and deck to the hand.
	handWas, handNow := tally(&was.known, &was.hidden), tally(&now.known, &now.hidden)
	discarded := positive(tally(&now.discard), tally(&was.discard))
	fromHand := meet(positive(handWas, handNow), discarded)
	fromPlayed := positive(tally(&was.played), tally(&now.played))
	fromPiles := positive(tally(&was.piles), tally(&now.piles))
	fromQueue := positive(b.pileQueue(i), e.pileQueue(i)) // a triggered pile done resolving
	fromDeck := minus(minus(minus(minus(discarded, fromHand), fromPlayed), fromPiles), fromQueue)
	taken := positive(tally(&was.discard), tally(&now.discard))
	if n := fromHand.size(); n > 0 {
		key := "n.discards"
		if cards.Seat(i) == mover && m.Kind == MovePayCard {
			key = "n.paysWith"
		}
		out = append(out, tr(key, "Who", who, "Cards", e.tallyNames(fromHand)))
	}
	if n := fromDeck.size(); n > 0 {
		out = append(out, tr("n.fromDeck", "Count", n, "Who", who, "Cards", e.tallyNames(fromDeck)))
	}
	if taken.size() > 0 {
		out = append(out, tr("n.takesDiscard", "Who", who, "Cards", e.tallyNames(taken)))
	}
	if back := minus(positive(tally(&now.known), tally(&was.known)), taken); back.size() > 0 {
		out = append(out, tr("n.returns", "Count", back.size(), "Cards", e.tallyNames(back), "Who", who))
	}
	if drawn := int(was.deck.n) - int(now.deck.n) - fromDeck.size(); drawn > 0 {
		names := positive(tally(&now.hidden), tally(&was.hidden))
		switch {
		case cards.Seat(i) == viewer && names.size() == drawn:
			out = append(out, tr("n.drawsCards", "Who", who, "Cards", e.tallyNames(names)))
		default:
			out = append(out, tr("n.drawsCount", "Who", who, "Count", drawn))
		}
	}
	for j := int(was.pileN); j < int(now.pileN); j++ {
		start := now.pileStart(j)
		out = append(out, tr("n.opensPile", "Who", who, "N", j+1, "Card", e.tab.label[now.piles.c[start]]))
	}
	for j := 0; j < int(now.pileN) && j < int(was.pileN); j++ {
		if now.pileLen[j] > was.pileLen[j] {
			start := now.pileStart(j)
			under := now.piles.c[start+int(was.pileLen[j]) : start+int(now.pileLen[j])]
			out = append(out, tr("n.goesUnder", "Cards", e.names(under), "Who", who, "N", j+1))
		}
	}
	return out
}

// outLines says who went out with the move, and why.
func (e *State) outLines(b *State, m Move) []string {
	var out []string
	for i := uint8(0); i < e.n; i++ {
		was, now := &b.seat[i], &e.seat[i]
		if !now.out || was.out || m.Kind == MoveResign {
			continue
		}
		key := "n.outEmpty"
		if now.total() == 0 {
			key = "n.outZero"
		}
		out = append(out, texts.T(e.lang, key, "Who", cards.Mention(cards.Seat(i))))
	}
	return out
}

// counterLine says how seat i's counters changed: "seat 1 pays 1 red, 1 blue and gains 3 yellow".
func (e *State) counterLine(b *State, i uint8, mover cards.Seat, m Move) string {
	tr := texts.For(e.lang)
	var up, down []string
	for c := range 4 {
		d := int(e.seat[i].counters[c]) - int(b.seat[i].counters[c])
		switch {
		case d > 0:
			up = append(up, strconv.Itoa(d)+" "+tr("colour."+counterNames[c]))
		case d < 0:
			down = append(down, strconv.Itoa(-d)+" "+tr("colour."+counterNames[c]))
		}
	}
	if len(up) == 0 && len(down) == 0 {
		return ""
	}
	own := cards.Seat(i) == mover || i == b.turn
	lose, gain := "c.loses", "c.gains"
	switch {
	case m.Kind == MoveEnd:
		lose = "c.cap"
	case own && i == b.turn && (m.Kind == MovePlay || m.Kind == MovePayAny || m.Kind == MovePayCard || m.Kind == MovePass):
		lose = "c.pays"
	}
	if m.Kind == MoveGrow && cards.Seat(i) == mover {
		gain = "c.grows"
	}
	var parts []string
	if len(down) > 0 {
		parts = append(parts, tr(lose, "List", strings.Join(down, ", ")))
	}
	if len(up) > 0 {
		parts = append(parts, tr(gain, "List", strings.Join(up, ", ")))
	}
	c := e.seat[i].counters
	return tr("c.line", "Who", cards.Mention(cards.Seat(i)), "Changes", strings.Join(parts, tr("c.and")), "Red", c[0], "Blue", c[1], "Green", c[2], "Yellow", c[3])
}

// pileQueue tallies the cards of seat i's triggered reaction pile while they resolve: they lie on
// none of the seat's stacks, only in the resolution's queue, until finishResolution puts them on its
// discard pile (the trigger's own line named them).
func (e *State) pileQueue(i uint8) kindTally {
	if !e.resolving || !e.res.fromPile || e.res.owner != i {
		return kindTally{}
	}
	return tally(&e.res.queue)
}

// kindTally counts cards by kind.
type kindTally [256]int16

func tally(stacks ...*stack) kindTally {
	var t kindTally
	for _, s := range stacks {
		for _, k := range s.cards() {
			t[k]++
		}
	}
	return t
}

// positive returns what a holds more than b.
func positive(a, b kindTally) kindTally {
	var t kindTally
	for k := range t {
		t[k] = max(a[k]-b[k], 0)
	}
	return t
}

// minus returns a less b, never below 0.
func minus(a, b kindTally) kindTally { return positive(a, b) }

// meet returns what a and b both hold.
func meet(a, b kindTally) kindTally {
	var t kindTally
	for k := range t {
		t[k] = min(a[k], b[k])
	}
	return t
}

func (t *kindTally) size() int {
	n := 0
	for _, c := range t {
		n += int(c)
	}
	return n
}

// tallyNames lists the cards of a tally by label, in table order.
func (e *State) tallyNames(t kindTally) string {
	var ks []uint8
	for k, c := range t {
		for ; c > 0; c-- {
			ks = append(ks, uint8(k))
		}
	}
	return e.names(ks)
}

// Reveal lists what was hidden during the game (cards.Revealer): every seat's hand and the order
// of what was left in its deck.
func (e *State) Reveal() []string {
	var out []string
	for i := uint8(0); i < e.n; i++ {
		p := &e.seat[i]
		who := cards.Mention(cards.Seat(i))
		out = append(out, texts.T(e.lang, "n.revealHand", "Who", who, "Cards", e.names(p.known.cards(), p.hidden.cards())))
		deck := make([]uint8, p.deck.n)
		for j := range deck {
			deck[j] = p.deck.c[int(p.deck.n)-1-j]
		}
		out = append(out, texts.T(e.lang, "n.revealDeck", "Who", who, "Cards", e.names(deck)))
	}
	return out
}
