package ruleset

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode"
)

// Limits of a rule set: what the engine, the faces and the code notation can hold.
const (
	MaxBases        = 8  // base cards in a set (a composition has eight slots)
	MaxPerCard      = 3  // copies of one base card on a card
	MaxCostSymbols  = 4  // resource symbols in one base card's cost
	MaxCardCost     = 3  // hand cards one base card costs
	MaxGain         = 4  // resources one gain adds
	MaxAmount       = 4  // N of draw, gain-choice and the attacks (draw at most 3)
	MaxDraw         = 3  // N of draw
	MaxDeckSize     = 30 // cards in a deck (a seat holds at most 32 cards)
	MaxCounter      = 20 // starting value of a counter
	MaxCap          = 30 // end-of-turn cap
	MaxEndDraw      = 3  // cards drawn at the end of a turn
	MaxStartingHand = 10 // cards drawn at the start
	MaxNameLength   = 40 // characters of a set's, resource's or base card's name
)

// Patterns of codes, colours and names, compiled on first use (not at every start of flaskdeck).
var (
	codeRE   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z][0-9]$`) })
	colourRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^#[0-9a-fA-F]{6}$`) })
	wordRE   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z][A-Za-z-]*$`) })
)

// Check returns every problem of the set (nil when it can be played): unknown effects, impossible
// limits, duplicate codes and names. Each problem names its field, and its line when the set was
// read from a file.
func (s *Set) Check() error { return s.check("") }

func (s *Set) check(file string) error {
	p := &problems{file: file, set: s}
	p.checkName("name", s.Name, "the set")
	p.checkResources()
	p.checkBases()
	p.checkDeck()
	p.checkGame()
	return p.err()
}

func (p *problems) checkName(field, name, what string) {
	switch {
	case name == "":
		p.addf(0, field, "missing: give %s a name", what)
	case len([]rune(name)) > MaxNameLength:
		p.addf(0, field, "%q is longer than %d characters", name, MaxNameLength)
	case strings.IndexFunc(name, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0:
		p.addf(0, field, "%q holds a control character", name)
	}
}

func (p *problems) checkResources() {
	s := p.set
	seenName, seenSym := map[string]string{}, map[string]string{}
	for i, r := range s.Resources {
		field := fmt.Sprintf("resources[%d]", i)
		switch {
		case !wordRE().MatchString(r.Name):
			p.addf(0, field+".name", "%q: a resource's name is one word of letters (it is written in costs)", r.Name)
		case strings.EqualFold(r.Name, "any"):
			p.addf(0, field+".name", "\"any\" is the name of ❔ in costs; choose another")
		case seenName[strings.ToLower(r.Name)] != "":
			p.addf(0, field+".name", "%q is also the name of %s", r.Name, seenName[strings.ToLower(r.Name)])
		default:
			seenName[strings.ToLower(r.Name)] = field
		}
		p.checkSymbol(field+".symbol", r.Symbol, seenSym)
		if !colourRE().MatchString(r.Colour) {
			p.addf(0, field+".colour", "%q: a colour is written #rrggbb", r.Colour)
		}
	}
	p.checkSymbol("any", s.AnySymbol, seenSym)
}

// checkSymbol checks that a symbol can be told apart in costs: not empty, no letter, digit or
// space, and not the start of another symbol.
func (p *problems) checkSymbol(field, sym string, seen map[string]string) {
	switch {
	case sym == "":
		p.addf(0, field, "missing: give a symbol such as 💥")
		return
	case len([]rune(sym)) > 4:
		p.addf(0, field, "%q: a symbol is at most 4 characters", sym)
		return
	case strings.IndexFunc(sym, func(r rune) bool { return r < 0x80 || unicode.IsSpace(r) || unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0:
		p.addf(0, field, "%q: a symbol holds no letter, digit, space or ASCII character, so costs can be read", sym)
		return
	}
	for other, where := range seen {
		if strings.HasPrefix(other, sym) || strings.HasPrefix(sym, other) {
			p.addf(0, field, "symbol %q cannot be told apart from %q of %s", sym, other, where)
			return
		}
	}
	seen[sym] = field
}

func (p *problems) checkBases() {
	s := p.set
	switch {
	case len(s.Bases) == 0:
		p.addf(0, "bases", "no base card; a set has 1 to %d", MaxBases)
	case len(s.Bases) > MaxBases:
		p.addf(0, "bases", "%d base cards; a set has at most %d", len(s.Bases), MaxBases)
	}
	seen := map[string]string{} // lower-case code or name → field
	for i, b := range s.Bases {
		field := fmt.Sprintf("bases[%d]", i)
		switch key := strings.ToLower(b.Code); {
		case !codeRE().MatchString(b.Code):
			p.addf(0, field+".code", "%q: a code is a letter and a digit, like Y1", b.Code)
		case seen[key] != "":
			p.addf(0, field+".code", "duplicate code %q (also %s)", b.Code, seen[key])
		default:
			seen[key] = field + ".code"
		}
		p.checkName(field+".name", b.Name, "the base card")
		if key := strings.ToLower(b.Name); b.Name != "" {
			if seen[key] != "" {
				p.addf(0, field+".name", "duplicate name %q (also %s)", b.Name, seen[key])
			} else {
				seen[key] = field + ".name"
			}
		}
		if b.Colour < Red || b.Colour > Yellow {
			p.addf(0, field+".colour", "the colour is one of the four resources")
		}
		if len(b.Cost) > MaxCostSymbols {
			p.addf(0, field+".cost", "%d symbols; a base card costs at most %d", len(b.Cost), MaxCostSymbols)
		}
		if b.CardCost < 0 || b.CardCost > MaxCardCost {
			p.addf(0, field+".cards", "%d: a base card costs 0 to %d hand cards", b.CardCost, MaxCardCost)
		}
		if b.Max < 1 || b.Max > MaxPerCard {
			p.addf(0, field+".max", "%d: a card holds 1 to %d of one base card", b.Max, MaxPerCard)
		}
		p.checkEffect(field+".effect", b.Effect)
	}
}

func (p *problems) checkEffect(field string, e Effect) {
	switch e.Kind {
	case EffectNone:
		p.addf(0, field, "no effect (known: %s)", effectVocabulary())
	case EffectGain:
		if len(e.Gain) < 1 || len(e.Gain) > MaxGain {
			p.addf(0, field, "gain adds 1 to %d resources, found %d", MaxGain, len(e.Gain))
		}
		for _, r := range e.Gain {
			if r < Red || r > Yellow {
				p.addf(0, field, "gain adds real resources, not %s", p.set.Symbol(Any))
				break
			}
		}
	case EffectDraw:
		if e.Amount < 1 || e.Amount > MaxDraw {
			p.addf(0, field, "draw %d: a base card draws 1 to %d cards", e.Amount, MaxDraw)
		}
	case EffectGainChoice, EffectAttackResources, EffectAttackCards:
		if e.Amount < 1 || e.Amount > MaxAmount {
			p.addf(0, field, "%s %d: the number is 1 to %d", e.Kind, e.Amount, MaxAmount)
		}
	}
}

func (p *problems) checkDeck() {
	d := p.set.Deck
	if d.Size < 1 || d.Size > MaxDeckSize {
		p.addf(0, "deck.size", "%d: a deck holds 1 to %d cards", d.Size, MaxDeckSize)
	}
	if d.MaxSimilar < 1 || d.MaxSimilar > max(d.Size, 1) {
		p.addf(0, "deck.max_similar", "%d: at least 1 and at most the deck's size (%d)", d.MaxSimilar, d.Size)
		return
	}
	kinds := 1 // different cards the base cards can make, the blank card included
	for _, b := range p.set.Bases {
		if b.Max >= 1 && b.Max <= MaxPerCard {
			kinds *= b.Max + 1
		}
	}
	if n := (kinds - 1) * d.MaxSimilar; n < d.Size && len(p.set.Bases) > 0 {
		p.addf(0, "deck.size", "%d: no legal deck exists — the base cards make %d different cards, each at most %d times (%d cards)",
			d.Size, kinds-1, d.MaxSimilar, n)
	}
}

func (p *problems) checkGame() {
	g := p.set.Game
	total := 0
	for i, c := range g.Counters {
		if c < 0 || c > MaxCounter {
			p.addf(0, fmt.Sprintf("game.counters[%d]", i), "%d: a counter starts at 0 to %d", c, MaxCounter)
		}
		total += c
	}
	if total <= 0 {
		p.addf(0, "game.counters", "every counter starts at 0: every player would be out after the first turn")
	}
	if g.Cap < 0 || g.Cap > MaxCap {
		p.addf(0, "game.cap", "%d: the cap is 1 to %d, or none", g.Cap, MaxCap)
	}
	if g.EndDraw < 1 || g.EndDraw > MaxEndDraw {
		p.addf(0, "game.end_draw", "%d: a player draws 1 to %d cards at the end of a turn (at least 1, so every game ends)", g.EndDraw, MaxEndDraw)
	}
	switch {
	case g.Hand < 0 || g.Hand > MaxStartingHand:
		p.addf(0, "game.hand", "%d: a starting hand is 0 to %d cards", g.Hand, MaxStartingHand)
	case g.Hand >= p.set.Deck.Size && p.set.Deck.Size > 0:
		p.addf(0, "game.hand", "%d cards from a deck of %d: the first player's deck would be empty", g.Hand, p.set.Deck.Size)
	}
}
