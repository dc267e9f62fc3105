package cards

import (
	"testing"
	"time"
)

// tunedToy is the toy game with its own search budgets per level.
type tunedToy struct{ *toy }

func (tunedToy) SearchSettings(l Level) SearchSettings {
	if l == LevelHard {
		return SearchSettings{Iterations: 91, MaxPlayout: 3}
	}
	return SearchSettings{Iterations: 37}
}

func TestNamedLevelsTakeTheGamesBudgets(t *testing.T) {
	r := NewRand(1)
	for _, tc := range []struct {
		spec BotSpec
		e    Engine[toyMove]
		want int
	}{
		{BotSpec{Level: LevelNormal}, tunedToy{newToy(2, 3, 21)}, 37},
		{BotSpec{Level: LevelHard}, tunedToy{newToy(2, 3, 21)}, 91},
		{BotSpec{Level: LevelNormal}, newToy(2, 3, 21), DefaultSearch(LevelNormal).Iterations},
		{BotSpec{Level: LevelHard}, newToy(2, 3, 21), DefaultSearch(LevelHard).Iterations},
		{BotSpec{Level: LevelHard, Cap: time.Hour}, tunedToy{newToy(2, 3, 21)}, 91},
		{BotSpec{Level: LevelHard, Iterations: 364}, tunedToy{newToy(2, 3, 21)}, 364},
	} {
		bot, ok := NewBot[toyMove](tc.spec).(*MCTS[toyMove])
		if !ok {
			t.Fatalf("%v: not a search player", tc.spec)
		}
		bot.Choose(tc.e, &r)
		if bot.Playouts != tc.want {
			t.Errorf("%v: %d iterations, want %d", tc.spec, bot.Playouts, tc.want)
		}
	}
}

func TestTheAppCapsTheThinkingOfNormalAndHard(t *testing.T) {
	for _, tc := range []struct {
		l    Level
		want time.Duration
	}{{LevelEasy, 0}, {LevelGreedy, 0}, {LevelNormal, time.Second}, {LevelHard, 3 * time.Second}} {
		if got := (BotSpec{Level: tc.l}).Capped().Cap; got != tc.want {
			t.Errorf("%v: cap %v, want %v", tc.l, got, tc.want)
		}
	}
	// A cap far below the budget ends the search before its iterations are done.
	huge := tunedHuge{newToy(2, 3, 21)}
	bot := NewBot[toyMove](BotSpec{Level: LevelHard, Cap: 5 * time.Millisecond}).(*MCTS[toyMove])
	r := NewRand(1)
	bot.Choose(huge, &r)
	if bot.Playouts == 0 || bot.Playouts >= 1<<30 {
		t.Errorf("a capped search ran %d iterations", bot.Playouts)
	}
}

type tunedHuge struct{ *toy }

func (tunedHuge) SearchSettings(Level) SearchSettings { return SearchSettings{Iterations: 1 << 30} }

func TestEveryLevelPlaysLegalMovesAndNeverResigns(t *testing.T) {
	for _, l := range append(LadderLevels, LevelMCTS) {
		spec := BotSpec{Level: l, Iterations: 30}
		if l != LevelMCTS {
			spec.Iterations = 0
		}
		r := NewRand(uint64(l))
		for i := 0; i < 20; i++ {
			g := tunedToy{newToy(2, uint64(i), 21)}
			bot := NewBot[toyMove](spec)
			for !g.Over() {
				m := bot.Choose(g, &r)
				if m.resign {
					t.Fatalf("%v resigned", l)
				}
				if err := g.Play(m); err != nil {
					t.Fatalf("%v: %v", l, err)
				}
			}
		}
	}
}

func TestLevelNamesRoundTrip(t *testing.T) {
	for _, l := range append(LadderLevels, LevelMCTS) {
		spec, err := ParseBotSpec(l.String())
		if err != nil || spec.Level != l {
			t.Errorf("%v: %v, %v", l, spec, err)
		}
	}
	if Level(99).String() != "none" || LevelNone.String() != "none" {
		t.Error("an unknown level must write as none")
	}
}
