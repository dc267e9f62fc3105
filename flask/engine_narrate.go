package flask

import (
	"fmt"
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
	var out []string
	switch m.Kind {
	case MoveNoGrow:
		out = append(out, who+" does not grow")
	case MovePlay:
		k := &e.tab.kinds[m.Arg]
		out = append(out, fmt.Sprintf("%s plays %s (%s)", who, e.tab.label[m.Arg], k.describe()))
	case MoveTrigger:
		p := &b.seat[mover]
		start := p.pileStart(int(m.Arg))
		line := fmt.Sprintf("%s triggers reaction pile %d: %s", who, m.Arg+1, b.names(p.piles.c[start:start+int(p.pileLen[m.Arg])]))
		if b.phase == phaseRespond {
			line += " (in response)"
		}
		out = append(out, line)
	case MovePass:
		out = append(out, who+" does not respond")
	case MoveTarget:
		out = append(out, fmt.Sprintf("%s targets %s", who, cards.Mention(cards.Seat(m.Arg))))
	case MoveEnd:
		out = append(out, who+" ends the turn")
	case MoveResign:
		out = append(out, who+" resigns")
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
		out = append(out, "Game over: "+e.describeResultMentions())
	}
	return out
}

// narrateSeat says what changed for seat i.
func (e *State) narrateSeat(b *State, i uint8, mover cards.Seat, m Move, viewer cards.Seat) []string {
	was, now := &b.seat[i], &e.seat[i]
	who := cards.Mention(cards.Seat(i))
	var out []string
	// Where cards went: hand, deck, played and piles to the discard pile; discard pile and deck to the hand.
	handWas, handNow := tally(&was.known, &was.hidden), tally(&now.known, &now.hidden)
	discarded := positive(tally(&now.discard), tally(&was.discard))
	fromHand := meet(positive(handWas, handNow), discarded)
	fromPlayed := positive(tally(&was.played), tally(&now.played))
	fromPiles := positive(tally(&was.piles), tally(&now.piles))
	fromDeck := minus(minus(minus(discarded, fromHand), fromPlayed), fromPiles)
	taken := positive(tally(&was.discard), tally(&now.discard))
	if n := fromHand.size(); n > 0 {
		verb := "discards"
		if cards.Seat(i) == mover && m.Kind == MovePayCard {
			verb = "pays with"
		}
		out = append(out, fmt.Sprintf("%s %s %s", who, verb, e.tallyNames(fromHand)))
	}
	if n := fromDeck.size(); n > 0 {
		verb := "goes"
		if n > 1 {
			verb = "go"
		}
		out = append(out, fmt.Sprintf("%s from %s's deck %s to the discard pile: %s", cards.Plural(n, "card", ""), who, verb, e.tallyNames(fromDeck)))
	}
	if taken.size() > 0 {
		out = append(out, fmt.Sprintf("%s takes %s from the discard pile", who, e.tallyNames(taken)))
	}
	if back := minus(positive(tally(&now.known), tally(&was.known)), taken); back.size() > 0 {
		verb := "returns"
		if back.size() > 1 {
			verb = "return"
		}
		out = append(out, fmt.Sprintf("%s %s to %s's hand", e.tallyNames(back), verb, who))
	}
	if drawn := int(was.deck.n) - int(now.deck.n) - fromDeck.size(); drawn > 0 {
		names := positive(tally(&now.hidden), tally(&was.hidden))
		switch {
		case cards.Seat(i) == viewer && names.size() == drawn:
			out = append(out, fmt.Sprintf("%s draws %s", who, e.tallyNames(names)))
		default:
			out = append(out, fmt.Sprintf("%s draws %s", who, cards.Plural(drawn, "card", "")))
		}
	}
	for j := int(was.pileN); j < int(now.pileN); j++ {
		start := now.pileStart(j)
		out = append(out, fmt.Sprintf("%s opens reaction pile %d with %s", who, j+1, e.tab.label[now.piles.c[start]]))
	}
	for j := 0; j < int(now.pileN) && j < int(was.pileN); j++ {
		if now.pileLen[j] > was.pileLen[j] {
			start := now.pileStart(j)
			under := now.piles.c[start+int(was.pileLen[j]) : start+int(now.pileLen[j])]
			out = append(out, fmt.Sprintf("%s goes under %s's reaction pile %d", e.names(under), who, j+1))
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
		why := "their deck is empty at the start of their turn"
		if now.total() == 0 {
			why = "their counters are all at 0"
		}
		out = append(out, fmt.Sprintf("%s is out: %s", cards.Mention(cards.Seat(i)), why))
	}
	return out
}

// counterLine says how seat i's counters changed: "seat 1 pays 1 red, 1 blue and gains 3 yellow".
func (e *State) counterLine(b *State, i uint8, mover cards.Seat, m Move) string {
	var up, down []string
	for c := range 4 {
		d := int(e.seat[i].counters[c]) - int(b.seat[i].counters[c])
		switch {
		case d > 0:
			up = append(up, fmt.Sprintf("%d %s", d, counterNames[c]))
		case d < 0:
			down = append(down, fmt.Sprintf("%d %s", -d, counterNames[c]))
		}
	}
	if len(up) == 0 && len(down) == 0 {
		return ""
	}
	own := cards.Seat(i) == mover || i == b.turn
	lose, gain := "loses", "gains"
	switch {
	case m.Kind == MoveEnd:
		lose = "drops to the cap:"
	case own && i == b.turn && (m.Kind == MovePlay || m.Kind == MovePayAny || m.Kind == MovePayCard || m.Kind == MovePass):
		lose = "pays"
	}
	if m.Kind == MoveGrow && cards.Seat(i) == mover {
		gain = "grows"
	}
	var parts []string
	if len(down) > 0 {
		parts = append(parts, lose+" "+strings.Join(down, ", "))
	}
	if len(up) > 0 {
		parts = append(parts, gain+" "+strings.Join(up, ", "))
	}
	c := e.seat[i].counters
	return fmt.Sprintf("%s %s (now red %d, blue %d, green %d, yellow %d)", cards.Mention(cards.Seat(i)), strings.Join(parts, " and "), c[0], c[1], c[2], c[3])
}

// describeResultMentions writes the result with seats as mentions.
func (e *State) describeResultMentions() string {
	r := e.Result()
	ws := make([]string, len(r.Winners))
	for i, w := range r.Winners {
		ws[i] = cards.Mention(w)
	}
	switch len(ws) {
	case 0:
		return "nobody won: " + r.Reason
	case 1:
		return ws[0] + " wins: " + r.Reason
	}
	return "a draw between " + strings.Join(ws, " and ") + ": " + r.Reason
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
		out = append(out, fmt.Sprintf("%s's hand: %s", who, e.names(p.known.cards(), p.hidden.cards())))
		deck := make([]uint8, p.deck.n)
		for j := range deck {
			deck[j] = p.deck.c[int(p.deck.n)-1-j]
		}
		out = append(out, fmt.Sprintf("%s's deck, top first: %s", who, e.names(deck)))
	}
	return out
}
