package flask

import "testing"

func TestAReactionCardOpensAPileAndLaterCardsGoUnderItUnresolved(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Reaction", "Profit", "Attack"}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Reaction", "play Profit", "play Attack")
	wantCounters(t, e, 1, [4]int{1, 2, 1, 3}) // paid 💚💚, 💥📘, 💥; Profit's +💰💰💰 did not resolve
	wantCounters(t, e, 2, [4]int{3, 3, 3, 3})
	if got := stackNames(e, &e.seat[0].piles); len(got) != 3 || got[0] != "Reaction" || got[1] != "Profit" || got[2] != "Attack" {
		t.Errorf("pile = %v, want [Reaction Profit Attack]", got)
	}
	act(t, e, "end")
	if e.seat[0].pileN != 1 || e.seat[0].piles.len() != 3 {
		t.Errorf("the pile stays on the table after the turn")
	}
}

func TestOnlyOneReactionPileMayBeOpenedPerTurn(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Reaction", "G2 R1"}, Counters: []int{3, 3, 6, 3}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Reaction")
	mustBeIllegal(t, e, "play G2 - R1") // a reaction card onto an open pile
	act(t, e, "trigger 1")
	mustBeIllegal(t, e, "play G2 - R1") // the pile of this turn is gone, but one was opened
	act(t, e, "end")
	act(t, e, "no grow", "end") // seat 2
	act(t, e, "no grow")
	mustBeLegal(t, e, "play G2 - R1") // a new turn
}

func TestTriggeringResolvesTheReactionCardsOtherEffectsThenTheCardsUnderItInOrder(t *testing.T) {
	// Dangerous Reaction (G2 R1: Reaction, -2 resources) with Profit and Balance under it.
	e := position(t, Setup{Seats: []SeatSetup{
		{Piles: [][]string{{"G2 R1", "Profit", "Balance"}}, Counters: []int{0, 0, 0, 0}, Deck: repeatCard(5, "Profit")},
		{Counters: []int{2, 0, 0, 0}, Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "trigger 1")
	wantCounters(t, e, 2, [4]int{0, 0, 0, 0}) // -2 resources first
	wantCounters(t, e, 1, [4]int{0, 0, 0, 3}) // then Profit's +💰💰💰 (no costs: they were paid)
	act(t, e, "gain green")                   // then Balance's choice
	wantCounters(t, e, 1, [4]int{0, 0, 2, 3})
	wantText(t, "discard", discardTopFirst(e, 1), "Balance, Profit, G2 - R1")
	if e.seat[0].pileN != 0 {
		t.Errorf("the triggered pile is gone")
	}
}

func TestAnOpponentMayTriggerAPileInResponseBeforeTheCardIsPaid(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Attack"}, Counters: []int{1, 3, 3, 3}, Deck: repeatCard(5, "Profit")},
		{Piles: [][]string{{"Reaction", "Profit"}}, Counters: []int{0, 0, 0, 0}, Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Attack")
	if e.ToMove() != 1 || e.phase != phaseRespond {
		t.Fatalf("seat 2 holds a pile and may respond; waiting for %s", e.waitingFor())
	}
	wantCounters(t, e, 1, [4]int{1, 3, 3, 3}) // not paid yet
	mustBeLegal(t, e, "trigger 1", "pass")
	act(t, e, "trigger 1")                    // Profit resolves for seat 2: +💰💰💰
	wantCounters(t, e, 2, [4]int{0, 0, 0, 1}) // -2 of 3 yellow: the attack was paid afresh and played
	wantCounters(t, e, 1, [4]int{0, 3, 3, 3})
}

func TestBlockingTheAnnouncedCardReturnsToHandWhenItCanNoLongerBePaid(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Attack"}, Counters: []int{1, 0, 0, 0}, Deck: repeatCard(5, "Profit")},
		{Piles: [][]string{{"G2 R1"}}, Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Attack", "trigger 1") // seat 1 loses its only resource, the 💥
	wantCounters(t, e, 1, [4]int{0, 0, 0, 0})
	wantCounters(t, e, 2, [4]int{3, 3, 3, 3})
	wantText(t, "hand", hand(e, 1), "Attack")
	if e.ToMove() != 0 || e.phase != phaseMain {
		t.Errorf("after the block seat 1 plays on; waiting for %s", e.waitingFor())
	}
}

func TestPassingLetsTheCardBePaidAndPlayed(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Attack"}, Deck: repeatCard(5, "Profit")},
		{Piles: [][]string{{"Reaction"}}, Counters: []int{2, 0, 0, 0}, Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Attack", "pass")
	wantCounters(t, e, 2, [4]int{0, 0, 0, 0})
	if e.seat[1].pileN != 1 {
		t.Errorf("the pile stays after a pass")
	}
}

func TestOnlyOpponentsWithAPileAreAskedToRespond(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Profit"}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
		{Piles: [][]string{{"Reaction"}}, Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Profit")
	if e.ToMove() != 2 {
		t.Fatalf("seat 3 (with a pile) should be asked, %v is", e.ToMove())
	}
	act(t, e, "pass")
	wantCounters(t, e, 1, [4]int{2, 2, 3, 6})
}

func TestARespondingPlayerMayTriggerSeveralPilesThenTheNextOpponentIsAsked(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Profit"}, Deck: repeatCard(5, "Profit")},
		{Piles: [][]string{{"Reaction", "Research"}, {"Reaction", "Profit"}}, Deck: repeatCard(5, "Profit")},
		{Piles: [][]string{{"Reaction"}}, Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Profit")
	if e.ToMove() != 1 {
		t.Fatalf("seat 2 (left of the player) is asked first, not %v", e.ToMove())
	}
	act(t, e, "trigger 2") // Profit under it: +💰💰💰
	if e.ToMove() != 1 {
		t.Fatalf("seat 2 still holds a pile and is asked again, not %v", e.ToMove())
	}
	act(t, e, "trigger 1") // Research under it: +📘📘
	wantCounters(t, e, 2, [4]int{3, 5, 3, 6})
	if e.ToMove() != 2 {
		t.Fatalf("seat 2 has no pile left; seat 3 is asked next, not %v", e.ToMove())
	}
	act(t, e, "pass")
	wantCounters(t, e, 1, [4]int{2, 2, 3, 6}) // the Profit was paid and played
}

func TestAPileFromAnEarlierTurnIsTriggeredOnTheOwnersTurn(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Reaction", "Attack"}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Reaction", "play Attack", "end")
	act(t, e, "no grow", "end")
	act(t, e, "no grow")
	mustBeLegal(t, e, "trigger 1")
	act(t, e, "trigger 1", "lose red", "lose red")
	wantCounters(t, e, 2, [4]int{1, 3, 3, 3})
}

func TestTriggerSameTurnVariant(t *testing.T) {
	setup := Setup{Seats: []SeatSetup{
		{Hand: []string{"Reaction", "Attack"}, Piles: [][]string{{"Reaction", "Profit"}}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}}
	yes := position(t, setup)
	act(t, yes, "no grow", "play Reaction")
	mustBeLegal(t, yes, "trigger 1", "trigger 2") // default: the new pile (2) may be triggered at once
	no := position(t, setup, "trigger-same-turn=no")
	act(t, no, "no grow", "play Reaction")
	mustBeLegal(t, no, "trigger 1")   // a pile of an earlier turn
	mustBeIllegal(t, no, "trigger 2") // the pile opened this turn
	act(t, no, "play Attack", "end", "no grow", "end", "no grow")
	mustBeLegal(t, no, "trigger 2") // next turn
}

// reaction-blocks: no (the default, today's reading): the same response as above lets the Attack be
// paid afresh and played, since its player can still pay.
func TestReactionBlocksNoTheAnnouncedCardIsPlayedWhenItCanStillBePaid(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Attack"}, Counters: []int{1, 3, 3, 3}, Deck: repeatCard(5, "Profit")},
		{Piles: [][]string{{"Reaction", "Profit"}}, Counters: []int{0, 0, 0, 0}, Deck: repeatCard(5, "Profit")},
	}}, "reaction-blocks=no")
	act(t, e, "no grow", "play Attack", "trigger 1")
	wantCounters(t, e, 1, [4]int{0, 3, 3, 3}) // paid
	wantCounters(t, e, 2, [4]int{0, 0, 0, 1}) // attacked after the Profit
	wantText(t, "hand", hand(e, 1), "")
}

// reaction-blocks: yes: a pile triggered in response always cancels the announced card, even one
// its player could still pay: the card returns to the hand, nothing is paid (costs are taken only
// after the responses, so there is nothing to give back), and its player plays on.
func TestReactionBlocksYesAResponseAlwaysCancelsTheAnnouncedCard(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Attack"}, Counters: []int{1, 3, 3, 3}, Deck: repeatCard(5, "Profit")},
		{Piles: [][]string{{"Reaction", "Profit"}}, Counters: []int{0, 0, 0, 0}, Deck: repeatCard(5, "Profit")},
	}}, "reaction-blocks=yes")
	act(t, e, "no grow", "play Attack", "trigger 1")
	wantCounters(t, e, 1, [4]int{1, 3, 3, 3}) // nothing paid
	wantCounters(t, e, 2, [4]int{0, 0, 0, 3}) // the Profit resolved, the Attack did not
	wantText(t, "hand", hand(e, 1), "Attack")
	if e.ToMove() != 0 || e.phase != phaseMain || e.seat[0].known.len() != 1 {
		t.Errorf("after the block seat 1 plays on with the card seen by all; waiting for %s", e.waitingFor())
	}
	// The pile is gone: played again, the Attack is paid and resolves.
	act(t, e, "play Attack")
	wantCounters(t, e, 1, [4]int{0, 3, 3, 3})
	wantCounters(t, e, 2, [4]int{0, 0, 0, 1})
}
