package flask

import (
	"strings"
	"testing"
)

func TestResearchAddsTwoBlue(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Research", "Profit"}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Research") // the only other card pays, no question asked
	wantCounters(t, e, 1, [4]int{3, 5, 3, 3})
}

func TestDrawTakesTheTopOfDeckOrDiscardPile(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Apply"}, Deck: []string{"Attack", "Profit"}, Discard: []string{"Reboot", "Balance"}},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Apply")
	mustBeLegal(t, e, "draw deck", "draw discard")
	act(t, e, "draw discard")
	wantText(t, "hand", hand(e, 1), "Reboot")
	wantText(t, "discard", discardTopFirst(e, 1), "Balance")
	if e.seat[0].known.len() != 1 {
		t.Errorf("a card drawn from the discard pile is seen by all: known %d", e.seat[0].known.len())
	}
}

func TestDrawFromDeckWithoutAskingWhenTheDiscardPileIsEmpty(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"B2 B2"}, Counters: []int{3, 3, 3, 3}, Deck: []string{"Attack", "Profit", "Reboot"}},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play B2 - B2") // Draw 2 Cards
	wantText(t, "hand", hand(e, 1), "Attack, Profit")
}

func TestDrawDiscardVariantNoAlwaysDrawsFromTheDeck(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Apply"}, Deck: []string{"Attack", "Profit"}, Discard: []string{"Reboot"}},
		{Deck: repeatCard(5, "Profit")},
	}}, "draw-discard=no")
	act(t, e, "no grow", "play Apply")
	wantText(t, "hand", hand(e, 1), "Attack")
	wantText(t, "discard", discardTopFirst(e, 1), "Reboot")
}

// Issue 14: with draw-discard: no, a Draw that finds the deck empty draws nothing; it used to take
// the discard pile's top card.
func TestDrawDiscardVariantNoNeverTakesTheDiscardPileEvenWhenTheDeckIsEmpty(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"B2 B2"}, Counters: []int{3, 3, 3, 3}, Deck: []string{"Attack"}, Discard: []string{"Reboot", "Balance"}},
		{Deck: repeatCard(5, "Profit")},
	}}, "draw-discard=no")
	act(t, e, "no grow", "play B2 - B2") // Draw 2 Cards: the deck's last card, then nothing
	wantText(t, "hand", hand(e, 1), "Attack")
	wantText(t, "discard", discardTopFirst(e, 1), "Reboot, Balance")
}

// With the standard rules the same Draw takes the discard pile's top card, without asking.
func TestDrawTakesTheDiscardPileWhenTheDeckIsEmpty(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"B2 B2"}, Counters: []int{3, 3, 3, 3}, Deck: []string{"Attack"}, Discard: []string{"Reboot", "Balance"}},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play B2 - B2", "draw deck") // the second card comes from the discard pile
	wantText(t, "hand", hand(e, 1), "Reboot, Attack")
}

func TestBalanceAddsTwoOfTheChosenKind(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Balance"}, Counters: []int{0, 0, 1, 1}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Balance")
	mustBeLegal(t, e, "gain red", "gain blue", "gain green", "gain yellow")
	act(t, e, "gain red")
	wantCounters(t, e, 1, [4]int{2, 0, 0, 0})
}

func TestAttackTheVictimChoosesWhichResourcesToLose(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Attack"}, Deck: repeatCard(5, "Profit")},
		{Counters: []int{1, 0, 2, 0}, Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Attack")
	if e.ToMove() != 1 {
		t.Fatalf("the victim decides: %v to move", e.ToMove())
	}
	act(t, e, "lose red") // {red, green}; then only green is left to choose
	wantCounters(t, e, 2, [4]int{0, 0, 1, 0})
	if e.ToMove() != 0 || e.phase != phaseMain {
		t.Errorf("after the loss the attacker plays on; waiting for %s", e.waitingFor())
	}
}

func TestAttackVariantAttackerChooses(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Attack"}, Deck: repeatCard(5, "Profit")},
		{Counters: []int{1, 0, 2, 0}, Deck: repeatCard(5, "Profit")},
	}}, "lose=attacker")
	act(t, e, "no grow", "play Attack")
	if e.ToMove() != 0 {
		t.Fatalf("the attacker decides: %v to move", e.ToMove())
	}
	act(t, e, "lose green")
	wantCounters(t, e, 2, [4]int{1, 0, 0, 0})
}

func TestAttackWithFewerResourcesThanItTakesLosesAll(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"R1 R1"}, Deck: repeatCard(5, "Profit")}, // -4 resources
		{Counters: []int{1, 1, 1, 0}, Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play R1 - R1")
	wantCounters(t, e, 2, [4]int{0, 0, 0, 0})
}

func TestAttackInThreePlayersTheAttackerChoosesTheOpponent(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Attack"}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
		{Counters: []int{2, 0, 0, 0}, Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Attack")
	mustBeLegal(t, e, "target seat 2", "target seat 3")
	mustBeIllegal(t, e, "target seat 1")
	act(t, e, "target seat 3")
	wantCounters(t, e, 3, [4]int{0, 0, 0, 0})
	wantCounters(t, e, 2, [4]int{3, 3, 3, 3})
}

func TestSabotageTheVictimDiscardsCardsOfTheirChoice(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Sabotage"}, Deck: repeatCard(5, "Profit")},
		{Hand: []string{"Attack", "Profit", "Reboot"}, Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Sabotage")
	if e.ToMove() != 1 {
		t.Fatalf("the victim decides: %v to move", e.ToMove())
	}
	act(t, e, "discard Attack", "discard Reboot")
	wantText(t, "victim's hand", hand(e, 2), "Profit")
	wantText(t, "victim's discard", discardTopFirst(e, 2), "Reboot, Attack")
}

func TestSabotageMillsFromTheDeckWhenTheHandRunsOut(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"R2 R2"}, Deck: repeatCard(5, "Profit")}, // -4 cards
		{Hand: []string{"Attack"}, Deck: []string{"Reboot", "Balance", "Apply", "Profit"}},
	}})
	act(t, e, "no grow", "play R2 - R2")
	wantText(t, "victim's hand", hand(e, 2), "")
	wantText(t, "victim's discard", discardTopFirst(e, 2), "Apply, Balance, Reboot, Attack")
	if got := e.seat[1].deck.len(); got != 1 {
		t.Errorf("victim's deck holds %d, want 1", got)
	}
}

func TestSabotageCannotTouchCardsUnderAReaction(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Sabotage"}, Deck: repeatCard(5, "Profit")},
		{Piles: [][]string{{"Reaction", "Attack"}}, Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Sabotage", "pass")
	if got := e.seat[1].piles.len(); got != 2 {
		t.Errorf("the reaction pile holds %d cards, want 2", got)
	}
	wantText(t, "victim's discard", discardTopFirst(e, 2), "Profit, Profit")
}

func TestRebootReturnsEveryCardPlayedThisTurnButNotThoseUnderAReaction(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Profit", "Reaction", "Attack", "Reboot"}, Counters: []int{3, 3, 3, 3}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Profit") // resolves: +💰💰💰
	act(t, e, "play Reaction")          // opens a pile
	act(t, e, "play Attack")            // goes under the pile
	if e.phase != phaseMain {
		t.Fatalf("a card under a reaction does not resolve; waiting for %s", e.waitingFor())
	}
	act(t, e, "trigger 1", "lose red", "lose red") // the attack resolves now (the victim chooses)
	act(t, e, "play Reboot")
	wantText(t, "hand", hand(e, 1), "Profit, Reboot")
	wantText(t, "discard", discardTopFirst(e, 1), "Attack, Reaction")
	wantCounters(t, e, 1, [4]int{1, 2, 1, 4}) // costs stay paid: 💥📘, 💚💚, 💥, 💰💰; +💰💰💰
}

// A triggered pile whose effects wait for the victim's choices goes to its owner's discard pile with
// the last choice; the feed does not call its cards ones milled from the owner's deck, and the
// deck keeps its cards.
func TestATriggeredPileIsNotNarratedAsMilledFromTheDeck(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Reaction", "Attack"}, Counters: []int{3, 3, 3, 3}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Reaction", "play Attack", "trigger 1", "lose red")
	before := e.Clone()
	deck := e.seat[0].deck.len()
	act(t, e, "lose red") // the last choice: the pile's cards go to the discard pile
	wantText(t, "discard", discardTopFirst(e, 1), "Attack, Reaction")
	if got := e.seat[0].deck.len(); got != deck {
		t.Errorf("the deck holds %d cards after the pile resolved, want %d", got, deck)
	}
	for _, line := range e.Narrate(before, 1, Move{Kind: MoveLose, Arg: 0}, 0) {
		if strings.Contains(line, "deck") {
			t.Errorf("the feed says %q", line)
		}
	}
}

// A card's second "+2 Resources of one kind" is chosen from the colour of its first on (each set of
// gains once); what the game waits for says so, so a player told "gain green, gain yellow" knows why
// red and blue are gone.
func TestASecondGainWaitsFromTheFirstGainsColour(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"G1 G1"}, Counters: []int{3, 3, 3, 3}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play G1 - G1", "pay red", "pay yellow")
	if w := e.waitingFor(); strings.Contains(w, "go on from") {
		t.Errorf("the first gain offers every colour, yet waits %q", w)
	}
	act(t, e, "gain green")
	mustBeLegal(t, e, "gain green", "gain yellow")
	mustBeIllegal(t, e, "gain red")
	if w, want := e.waitingFor(), "this card's gains go on from green"; !strings.Contains(w, want) {
		t.Errorf("the second gain waits %q, without %q", w, want)
	}
}
