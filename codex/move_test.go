package codex

import (
	"path/filepath"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/golden"
)

func TestMoveNotation(t *testing.T) {
	tests := []struct {
		m    Move
		want string
	}{
		{StarterSide(Front), "starter front"},
		{StarterSide(Back), "starter back"},
		{Colour(0), "colour red"},
		{Colour(3), "colour yellow"},
		{Secret(95), "secret 95"},
		{Place(12, Front, 1, 1), "place 12 front 1,1"},
		{Place(45, Back, -1, -3), "place 45 back -1,-3"},
		{Place(80, Front, -120, 118), "place 80 front -120,118"},
		{DrawFrom(0), "draw faceup 0"},
		{DrawFrom(2), "draw faceup 2"},
		{DrawFrom(FromResourceDeck), "draw resource"},
		{DrawFrom(FromGoldDeck), "draw gold"},
		{ResignMove(), "resign"},
		{Move{}, "none"},
	}
	for _, tt := range tests {
		if got := tt.m.String(); got != tt.want {
			t.Errorf("%#v: %q, want %q", tt.m, got, tt.want)
		}
	}
	m := Place(45, Back, -7, 9)
	if m.Kind() != PlaceCard || m.Card() != 45 || m.Side() != Back || m.X() != -7 || m.Y() != 9 {
		t.Errorf("fields of %v: %v %v %v %v %v", m, m.Kind(), m.Card(), m.Side(), m.X(), m.Y())
	}
}

func TestParseRules(t *testing.T) {
	tests := []struct {
		given   map[string]string
		want    Rules
		wantErr bool
	}{
		{nil, StandardRules, false},
		{map[string]string{RuleCardReuse: "no"}, Rules{Target: 20}, false},
		{map[string]string{RuleTieBreak: "points", RuleSecret: "no", RuleTarget: "30"}, Rules{CardReuse: true, TieByPoints: true, NoSecret: true, Target: 30}, false},
		{map[string]string{RuleTarget: "21"}, Rules{}, true},
		{map[string]string{"cap": "6"}, Rules{}, true},
	}
	for _, tt := range tests {
		got, err := ParseRules(tt.given)
		if (err != nil) != tt.wantErr || (err == nil && got != tt.want) {
			t.Errorf("%v: %+v, %v; want %+v", tt.given, got, err, tt.want)
		}
	}
}

func TestTargetScoreVariant(t *testing.T) {
	rules := StandardRules
	rules.Target = 15
	s, _ := Deal(2, 21, rules)
	setUp(t, s)
	s.players[s.turn].points = 14
	mustPlay(t, s, firstPlacement(s))
	if s.triggered {
		t.Fatal("14 points triggered the end at target 15")
	}
	if s.phase == DrawPhase {
		mustPlay(t, s, s.Legal(nil)[0])
	}
	s.players[s.turn].points = 15
	mustPlay(t, s, firstPlacement(s))
	if !s.triggered {
		t.Fatal("15 points did not trigger the end at target 15")
	}
	r := cards.NewRand(2)
	playRandom(t, s, &r, nil)
	if got := s.Result().Reason; got != "15 points reached" {
		t.Errorf("reason %q", got)
	}
}

// TestDescribeGolden compares the terminal view of a position after 40 random moves, as seat 1
// and as a spectator, with testdata/describe_*.golden (go test -update rewrites).
func TestDescribeGolden(t *testing.T) {
	s, _ := Deal(3, 42, StandardRules)
	r := cards.NewRand(1)
	var buf []Move
	for range 40 {
		buf = s.Legal(buf[:0])
		mustPlay(t, s, buf[r.Intn(len(buf)-1)])
	}
	for name, seat := range map[string]cards.Seat{"describe_seat1.golden": 0, "describe_spectator.golden": cards.NoSeat} {
		got := s.Describe(seat)
		path := filepath.Join("testdata", name)
		golden.CheckString(t, path, got)
	}
}
