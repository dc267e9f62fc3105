package codex

import (
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// starterArea returns an area with starter 83 front at (0,0): corners INSECT, ANIMAL, FUNGI, PLANT.
func starterArea() *Area {
	a := &Area{}
	a.Place(Placement{Card: 83, Side: Front})
	return a
}

func TestFlatPoints(t *testing.T) {
	a := starterArea()
	covered := mustPlace(t, a, 8, Front, 1, 1)
	if got := placementPoints(CardByID(8), covered, &a.symbols); got != 1 {
		t.Errorf("resource 8 front scores %d, want 1", got)
	}
}

func TestPerObjectPointsCountTheNewCard(t *testing.T) {
	a := starterArea()
	mustPlace(t, a, 5, Front, 1, -1) // shows a QUILL, covers the starter's PLANT
	if a.Symbols(Quill) != 1 {
		t.Fatalf("quills %d, want 1", a.Symbols(Quill))
	}
	covered := mustPlace(t, a, 41, Front, -1, 1) // 1 per QUILL; shows a QUILL itself
	if got := placementPoints(CardByID(41), covered, &a.symbols); got != 2 {
		t.Errorf("gold 41 scores %d, want 2 (the quill before plus its own)", got)
	}
}

func TestCoveredCornersAndRequirementBeforeCovering(t *testing.T) {
	a := starterArea()
	mustPlace(t, a, 1, Back, 1, 1) // covers the starter's ANIMAL corner
	mustPlace(t, a, 2, Back, 2, 0) // on the bottom-right corner of (1,1)
	// Gold 45: 2 points per covered corner, needs 3 FUNGI and 1 PLANT. The only PLANT is the
	// starter's bottom-right corner, which this very placement covers: still legal.
	if a.Symbols(Fungi) != 3 || a.Symbols(Plant) != 1 {
		t.Fatalf("visible before: %v", a.SymbolCounts())
	}
	covered := mustPlace(t, a, 45, Front, 1, -1)
	if covered != 2 {
		t.Fatalf("placement at (1,-1) covers %d corners, want 2 (of two cards)", covered)
	}
	if got := placementPoints(CardByID(45), covered, &a.symbols); got != 4 {
		t.Errorf("gold 45 scores %d, want 4", got)
	}
	if a.Symbols(Plant) != 0 || !a.Covered(0, BottomRight) || !a.Covered(2, BottomLeft) {
		t.Errorf("after covering: plants %d, covered %v %v", a.Symbols(Plant), a.Covered(0, BottomRight), a.Covered(2, BottomLeft))
	}
	// Now the PLANT is covered, a gold needing one PLANT may not go face up.
	if requirementMet(CardByID(45), &a.symbols) {
		t.Error("requirement still met after its PLANT was covered")
	}
}

func TestFaceDownScoresNothingAndNeedsNothing(t *testing.T) {
	s, _ := Deal(2, 1, StandardRules)
	setUp(t, s)
	p := &s.players[s.turn]
	p.hand[0] = 50 // gold 50: 5 points, needs 5 FUNGI
	front, back := false, false
	for _, m := range s.Legal(nil) {
		if m.Card() == 50 {
			front = front || m.Side() == Front
			back = back || m.Side() == Back
		}
	}
	if front || !back {
		t.Fatalf("gold 50 without 5 FUNGI: front offered %v, back offered %v", front, back)
	}
	x, y := p.area.LegalPosition(0)
	if err := s.Play(Place(50, Front, x, y)); err == nil || !strings.Contains(err.Error(), "requirement") {
		t.Fatalf("front placement without the requirement: %v", err)
	}
	mustPlay(t, s, Place(50, Back, x, y))
	if p.points != 0 {
		t.Errorf("face-down card scored %d", p.points)
	}
}

func TestIllegalPlacementOverHiddenCorner(t *testing.T) {
	a := starterArea()
	mustPlace(t, a, 1, Front, 1, 1) // card 1 front: bottom-right corner hidden
	reason := a.PlacementError(2, 0)
	if reason == "" || !strings.Contains(reason, "hidden") {
		t.Fatalf("(2,0) next to a hidden corner: %q", reason)
	}
	if a.IsLegal(2, 0) {
		t.Error("(2,0) listed as legal")
	}
	tests := []struct {
		x, y int
		want string
	}{
		{1, 1, "occupied"},
		{1, 0, "half-card grid"},
		{5, 5, "no card"},
		{2, 2, ""},
		{-1, -1, ""},
	}
	for _, tt := range tests {
		got := a.PlacementError(tt.x, tt.y)
		if (tt.want == "") != (got == "") || !strings.Contains(got, tt.want) {
			t.Errorf("(%d,%d): %q, want %q", tt.x, tt.y, got, tt.want)
		}
	}
}

// playTurn places the mover's first face-down placement and draws the first source offered.
func playTurn(t *testing.T, s *State) {
	t.Helper()
	mustPlay(t, s, firstPlacement(s))
	if s.phase == DrawPhase {
		mustPlay(t, s, s.Legal(nil)[0])
	}
}

func TestEndRoundWithTriggerOnEachSeat(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		for pos := 0; pos < seats; pos++ {
			s, _ := Deal(seats, uint64(10*seats+pos), StandardRules)
			setUp(t, s)
			playTurn(t, s) // a turn or so before the trigger
			for (int(s.turn)-int(s.first)+seats)%seats != pos {
				playTurn(t, s)
			}
			s.players[s.turn].points = 20
			playTurn(t, s)
			if !s.triggered || s.lastRound != (pos == seats-1) {
				t.Fatalf("%d seats, trigger at position %d: triggered %v, last round %v", seats, pos, s.triggered, s.lastRound)
			}
			turns := 0
			for !s.Over() {
				last := s.lastRound
				mustPlay(t, s, firstPlacement(s))
				if last && s.phase == DrawPhase {
					t.Fatal("a draw in the last round")
				}
				if s.phase == DrawPhase {
					mustPlay(t, s, s.Legal(nil)[0])
				}
				turns++
			}
			if want := (seats - 1 - pos) + seats; turns != want {
				t.Errorf("%d seats, trigger at round position %d: %d more turns, want %d", seats, pos, turns, want)
			}
			if r := s.Result(); r.Reason != "20 points reached" {
				t.Errorf("reason %q", r.Reason)
			}
		}
	}
}

func TestRefillAndDeckTrigger(t *testing.T) {
	s, _ := Deal(2, 3, StandardRules)
	setUp(t, s)
	mustPlay(t, s, firstPlacement(s))
	s.nRes = 0
	s.nGold = 1
	gold := s.goldDeck[0]
	took := s.faceUp[0] // a resource card
	mustPlay(t, s, DrawFrom(0))
	if s.faceUp[0] != gold || s.nGold != 0 {
		t.Fatalf("resource slot refilled with %d (gold deck top %d)", s.faceUp[0], gold)
	}
	if !s.triggered || s.reason != endDecks {
		t.Fatal("both decks empty did not trigger the end")
	}
	if p := &s.players[1-s.turn]; p.hand[p.nHand-1] != took || !p.handSeen[p.nHand-1] {
		t.Error("the face-up card did not go to the hand as a known card")
	}
	mustPlay(t, s, firstPlacement(s))
	mustPlay(t, s, DrawFrom(1))
	if s.faceUp[1] != 0 {
		t.Errorf("slot 1 refilled with %d from empty decks", s.faceUp[1])
	}
}

func TestSkipWithoutLegalPlacement(t *testing.T) {
	s, _ := Deal(3, 4, StandardRules)
	setUp(t, s)
	next := (s.first + 1) % 3
	s.players[next].nHand = 0 // nothing to place
	playTurn(t, s)
	if s.turn == next {
		t.Fatal("a seat without a legal placement got the turn")
	}
	if s.players[next].skips != 1 {
		t.Errorf("skips %d, want 1", s.players[next].skips)
	}
}

func TestResign(t *testing.T) {
	s, _ := Deal(2, 5, StandardRules)
	setUp(t, s)
	loser := s.turn
	mustPlay(t, s, ResignMove())
	if !s.Over() {
		t.Fatal("a two-player game goes on after a resignation")
	}
	if r := s.Result(); len(r.Winners) != 1 || r.Winners[0] != cards.Seat(1-loser) {
		t.Errorf("winners %v, want the other seat", r.Winners)
	}

	s, _ = Deal(3, 5, StandardRules)
	setUp(t, s)
	gone := s.turn
	mustPlay(t, s, ResignMove())
	if s.Over() || s.turn == gone {
		t.Fatal("three players: the game should go on without the resigned seat")
	}
	r := cards.NewRand(1)
	playRandom(t, s, &r, func(s *State) {
		if !s.Over() && s.turn == gone {
			t.Fatal("the resigned seat got a turn")
		}
	})
	if s.Result().Won(cards.Seat(gone)) {
		t.Error("a resigned seat won")
	}
}

func TestTieBreak(t *testing.T) {
	// Common objectives 95 (3 FUNGI: 2 points) and 97 (3 ANIMAL: 2 points), no secrets.
	build := func(rules Rules, pts [2]uint8, fungi, animal [2]uint8) *State {
		rules.NoSecret = true
		s, _ := Deal(2, 9, rules)
		setUp(t, s)
		s.common = [2]uint8{95, 97}
		for i := range 2 {
			s.players[i].points = pts[i]
			s.players[i].area.symbols[Fungi] = fungi[i]
			s.players[i].area.symbols[Animal] = animal[i]
		}
		s.finish()
		return s
	}
	tests := []struct {
		name          string
		byPoints      bool
		pts           [2]uint8
		fungi, animal [2]uint8
		winners       []cards.Seat
	}{
		// 10+2 (one card) against 10+2 (one card): shared.
		{"shared", false, [2]uint8{10, 10}, [2]uint8{3, 0}, [2]uint8{0, 3}, []cards.Seat{0, 1}},
		// 12+0 against 8+4 (one card, twice): equal; seat 2 completed an objective card.
		{"objective cards", false, [2]uint8{12, 8}, [2]uint8{0, 6}, [2]uint8{0, 0}, []cards.Seat{1}},
		// 8+4 (two cards) against 8+4 (one card twice): two cards beat one.
		{"more cards", false, [2]uint8{8, 8}, [2]uint8{3, 6}, [2]uint8{3, 0}, []cards.Seat{0}},
		// Variant: objective points decide; 8+4 against 8+4 is then shared.
		{"points variant shared", true, [2]uint8{8, 8}, [2]uint8{3, 6}, [2]uint8{3, 0}, []cards.Seat{0, 1}},
		// Variant: 10+2 against 8+4: equal totals, more objective points wins.
		{"points variant", true, [2]uint8{10, 8}, [2]uint8{3, 6}, [2]uint8{0, 0}, []cards.Seat{1}},
		{"most points", false, [2]uint8{13, 8}, [2]uint8{3, 6}, [2]uint8{0, 0}, []cards.Seat{0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules := StandardRules
			rules.TieByPoints = tt.byPoints
			r := build(rules, tt.pts, tt.fungi, tt.animal).Result()
			if len(r.Winners) != len(tt.winners) {
				t.Fatalf("winners %v (scores %v), want %v", r.Winners, r.Scores, tt.winners)
			}
			for i := range tt.winners {
				if r.Winners[i] != tt.winners[i] {
					t.Fatalf("winners %v, want %v", r.Winners, tt.winners)
				}
			}
		})
	}
}

func TestSetupChoices(t *testing.T) {
	s, _ := Deal(2, 8, StandardRules)
	first := s.turn
	opts := s.players[first].options
	mustPlay(t, s, StarterSide(Back))
	if err := s.Play(Secret(int(opts[0]))); err == nil {
		t.Fatal("secret chosen before the colour")
	}
	mustPlay(t, s, Colour(1))
	if err := s.Play(Secret(int(s.players[1-first].options[0]))); err == nil {
		t.Fatal("kept another seat's objective")
	}
	mustPlay(t, s, Secret(int(opts[1])))
	if s.players[first].secret != opts[1] || s.players[first].colour != 2 || s.players[first].area.placed[0].Side != Back {
		t.Fatalf("setup choices not recorded: %+v", s.players[first])
	}
	mustPlay(t, s, StarterSide(Front))
	for _, m := range s.Legal(nil) {
		if m == Colour(1) {
			t.Fatal("a taken colour is offered")
		}
	}
	// Without secret objectives there is no secret choice.
	rules := StandardRules
	rules.NoSecret = true
	s, _ = Deal(2, 8, rules)
	mustPlay(t, s, StarterSide(Front))
	mustPlay(t, s, Colour(0))
	if s.turn == first && s.phase == SetupPhase && s.setupStep == stepSecret {
		t.Fatal("secret choice asked without secret objectives")
	}
}
