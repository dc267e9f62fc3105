package flask

import (
	"iter"
	"slices"
	"strconv"
	"strings"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// EffectKind is what an effect does. The zero value is no effect. The kinds are in printed order.
type EffectKind int

// The effect kinds, in the order a card prints them.
const (
	EffectNone            EffectKind = iota
	EffectReaction                   // G2: the card opens a reaction pile
	EffectGain                       // Y1, B1: +resources
	EffectDraw                       // B2: draw N cards
	EffectGainChoice                 // G1: +2 resources of one kind (one effect per G1)
	EffectAttackResources            // R1: an opponent loses 2 resources per R1
	EffectAttackCards                // R2: an opponent discards 2 cards per R2
	EffectReboot                     // Y2: cards played this turn return to hand
)

var effectKindNames = [...]string{"none", "reaction", "gain", "draw", "gain-choice", "attack-resources", "attack-cards", "reboot"}

// String returns the kind's name in lower case ("reaction", "gain", …).
func (k EffectKind) String() string {
	if k < 0 || int(k) >= len(effectKindNames) {
		return "none"
	}
	return effectKindNames[k]
}

// Effect is one merged effect of a composed card.
type Effect struct {
	Kind EffectKind
	// Amount is the number the effect prints: cards drawn, resources gained (2 for GainChoice, the
	// number of symbols for Gain), resources or cards an opponent loses.
	Amount int
	// Gain lists the resources added, for EffectGain: all Y1's 💰💰💰 first, then all B1's 📘📘.
	Gain []Resource
}

// Effects returns the composition's merged effects in printed order: Reaction, one +… line, Draw,
// one "+2 Resources of one kind" per G1, attack on resources, attack on cards, Reboot.
func (c Composition) Effects() []Effect { return Standard.Effects(c) }

// Effects returns the composition's merged effects in the set, in printed order: Reaction (once),
// one +… line with every gain in code order, Draw (the sum), one "+N Resources of one kind" per
// copy of each gain-choice base card, the attack on resources (the sum), the attack on cards (the
// sum), Reboot (once).
func (rs *RuleSet) Effects(c Composition) []Effect { return rs.appendEffects(nil, c, true) }

// appendEffects appends the composition's effects (see Effects) to out and returns it, growing
// out at most once. Without withGain the gain line's Gain is left nil (its Amount is set): its
// resources are rs.gains(c).
func (rs *RuleSet) appendEffects(out []Effect, c Composition, withGain bool) []Effect {
	var has [EffectReboot + 1]int // per kind: the merged amount, or copies
	gains, choices := 0, 0
	for _, b := range rs.order {
		if n := int(c[b]); n > 0 {
			info := &rs.bases[b]
			switch info.effect {
			case EffectGain:
				gains += n * len(info.gain)
			case EffectGainChoice:
				choices += n
			case EffectReaction, EffectReboot:
				has[info.effect] = 1
			default:
				has[info.effect] += n * info.amount
			}
		}
	}
	out = slices.Grow(out, 6+choices)
	if has[EffectReaction] > 0 {
		out = append(out, Effect{Kind: EffectReaction})
	}
	if gains > 0 {
		var gain []Resource
		if withGain {
			gain = make([]Resource, 0, gains)
			for r := range rs.gains(c) {
				gain = append(gain, r)
			}
		}
		out = append(out, Effect{Kind: EffectGain, Amount: gains, Gain: gain})
	}
	if has[EffectDraw] > 0 {
		out = append(out, Effect{Kind: EffectDraw, Amount: has[EffectDraw]})
	}
	for _, b := range rs.order {
		if info := &rs.bases[b]; info.effect == EffectGainChoice {
			for i := 0; i < int(c[b]); i++ {
				out = append(out, Effect{Kind: EffectGainChoice, Amount: info.amount})
			}
		}
	}
	for _, k := range [...]EffectKind{EffectAttackResources, EffectAttackCards} {
		if has[k] > 0 {
			out = append(out, Effect{Kind: k, Amount: has[k]})
		}
	}
	if has[EffectReboot] > 0 {
		out = append(out, Effect{Kind: EffectReboot})
	}
	return out
}

// AppendEffectTitles appends the titles of the composition's effects in the set (see
// EffectTitles), joined by sep, to b and returns it; it allocates nothing for the compositions of
// real cards when b has room (card show writes thousands of lines). The effects are read from the
// lanes of cardText (summed amounts per kind), the gain line copied from prepared runs.
func (rs *RuleSet) AppendEffectTitles(b []byte, c Composition, sep string) []byte {
	t := rs.text()
	_, e, ok := t.sums(rs.order, &c)
	if !ok {
		return rs.appendEffectTitlesByEffect(b, c, sep)
	}
	start := len(b)
	for k := EffectReaction; e != 0; k++ {
		e >>= 8 // lane 0 is no effect
		n := int(e & 0xff)
		if n == 0 {
			continue
		}
		if len(b) > start {
			b = append(b, sep...)
		}
		switch k {
		case EffectGain:
			b = append(b, '+')
			for _, base := range t.gainBases {
				if m := int(c[base]); m > 0 {
					b = append(b, t.gain[base][:m*t.gainLen[base]]...)
				}
			}
		case EffectGainChoice: // one title per copy, in code order
			first := true
			for _, base := range t.choiceBases {
				title := effectTitle(k, rs.bases[base].amount)
				for i := 0; i < int(c[base]); i++ {
					if !first {
						b = append(b, sep...)
					}
					b = append(b, title...)
					first = false
				}
			}
		case EffectReaction, EffectReboot: // once, however many copies
			b = append(b, effectTitle(k, 0)...)
		default:
			b = append(b, effectTitle(k, n)...)
		}
	}
	return b
}

// effectTitle returns the title of an effect of kind k and amount n (not a gain).
func effectTitle(k EffectKind, n int) string {
	if uint(k) < uint(len(titleCache)) && uint(n) < uint(len(titleCache[0])) {
		return titleCache[k][n]
	}
	return Effect{Kind: k, Amount: n}.Title()
}

// appendEffectTitlesByEffect is AppendEffectTitles through appendEffects, for any count.
func (rs *RuleSet) appendEffectTitlesByEffect(b []byte, c Composition, sep string) []byte {
	var room [12]Effect
	for i, e := range rs.appendEffects(room[:0], c, false) {
		if i > 0 {
			b = append(b, sep...)
		}
		if e.Kind != EffectGain {
			b = append(b, e.Title()...)
			continue
		}
		b = append(b, '+')
		for r := range rs.gains(c) {
			if rs.standard { // as Effect.Title writes it
				b = append(b, r.Symbol()...)
			} else { // as RuleSet.Title writes it
				b = append(b, rs.Symbol(r)...)
			}
		}
	}
	return b
}

// gains yields the resources of the composition's gain line: every gain base card's resources,
// once per copy, in code order.
func (rs *RuleSet) gains(c Composition) iter.Seq[Resource] {
	return func(yield func(Resource) bool) {
		for _, b := range rs.order {
			if info := &rs.bases[b]; info.effect == EffectGain {
				for i := 0; i < int(c[b]); i++ {
					for _, r := range info.gain {
						if !yield(r) {
							return
						}
					}
				}
			}
		}
	}
}

// EffectTitles returns the titles of the composition's effects in the set, in printed order.
func (rs *RuleSet) EffectTitles(c Composition) []string {
	effects := rs.Effects(c)
	titles := make([]string, len(effects))
	for i, e := range effects {
		titles[i] = rs.Title(e)
	}
	return titles
}

// Title returns an effect's title with the set's symbols (see Effect.Title).
func (rs *RuleSet) Title(e Effect) string {
	if e.Kind == EffectGain && !rs.standard {
		return "+" + rs.symbolText(e.Gain)
	}
	return e.Title()
}

// Text returns an effect's rule text with the set's symbols (see Effect.Text).
func (rs *RuleSet) Text(e Effect) string { return rs.TextIn(e, i18n.English) }

// TextIn returns an effect's rule text with the set's symbols in language l.
func (rs *RuleSet) TextIn(e Effect, l i18n.Language) string {
	if e.Kind == EffectGain && !rs.standard {
		return texts.T(l, "effect.gain", "Symbols", rs.symbolText(e.Gain))
	}
	return e.TextIn(l)
}

func (rs *RuleSet) symbolText(res []Resource) string {
	var sb strings.Builder
	for _, r := range res {
		sb.WriteString(rs.Symbol(r))
	}
	return sb.String()
}

// EffectTitles returns the titles of the composition's effects in printed order.
func (c Composition) EffectTitles() []string {
	effects := c.Effects()
	titles := make([]string, len(effects))
	for i, e := range effects {
		titles[i] = e.Title()
	}
	return titles
}

// Title returns the effect's title in the original editor's notation: "Reaction", "+💰💰💰📘📘",
// "Draw 1 Card", "+2 Resources of one kind", "Action: -2 Resources", "Action: -2 Cards", "Reboot".
func (e Effect) Title() string {
	if e.Kind != EffectGain && e.Kind >= 0 && int(e.Kind) < len(titleCache) && e.Amount >= 0 && e.Amount < len(titleCache[0]) {
		return titleCache[e.Kind][e.Amount]
	}
	return e.formatTitle()
}

// titleCache holds the titles of every effect but gains for the amounts a card can print, so
// printing a title allocates nothing.
var titleCache = func() (cache [EffectReboot + 1][7]string) {
	for k := range cache {
		for n := range cache[k] {
			cache[k][n] = Effect{Kind: EffectKind(k), Amount: n}.formatTitle()
		}
	}
	return cache
}()

// formatTitle writes the title (see Title).
func (e Effect) formatTitle() string {
	switch e.Kind {
	case EffectReaction:
		return "Reaction"
	case EffectGain:
		var sb strings.Builder
		sb.WriteByte('+')
		for _, r := range e.Gain {
			sb.WriteString(r.Symbol())
		}
		return sb.String()
	case EffectDraw:
		return "Draw " + countNoun(e.Amount, "Card", "Cards")
	case EffectGainChoice:
		return "+" + strconv.Itoa(e.Amount) + " Resources of one kind"
	case EffectAttackResources:
		return "Action: -" + countNoun(e.Amount, "Resource", "Resources")
	case EffectAttackCards:
		return "Action: -" + strconv.Itoa(e.Amount) + " Cards"
	case EffectReboot:
		return "Reboot"
	}
	return ""
}

// Text returns the effect's rule in plain English (the project's own words), short enough for the
// text box of a poker-size card face.
func (e Effect) Text() string { return e.TextIn(i18n.English) }

// TextIn returns the effect's rule in language l (see Text).
func (e Effect) TextIn(l i18n.Language) string {
	switch e.Kind {
	case EffectReaction:
		return texts.T(l, "effect.reaction")
	case EffectGain:
		var sb strings.Builder
		for _, r := range e.Gain {
			sb.WriteString(r.Symbol())
		}
		return texts.T(l, "effect.gain", "Symbols", sb.String())
	case EffectDraw:
		return texts.T(l, "effect.draw", "Count", e.Amount)
	case EffectGainChoice:
		return texts.T(l, "effect.gainChoice", "Count", e.Amount)
	case EffectAttackResources:
		return texts.T(l, "effect.attackResources", "Count", e.Amount)
	case EffectAttackCards:
		return texts.T(l, "effect.attackCards", "Count", e.Amount)
	case EffectReboot:
		return texts.T(l, "effect.reboot")
	}
	return ""
}
