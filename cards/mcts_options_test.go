package cards

import "testing"

// probeToy is the toy game with a soft playout rule, a rule for follow-up decisions and a cut-off
// judgement, each counting its calls.
type probeToy struct {
	*toy
	calls *probeCalls
}

type probeCalls struct{ soft, rule, cutoff int }

func (p probeToy) Clone() Engine[toyMove] { return probeToy{p.toy.Clone().(*toy), p.calls} }

func (p probeToy) SearchSettings(Level) SearchSettings {
	return SearchSettings{Iterations: 60, MaxPlayout: 1, PlayoutTemperature: 1, RuleFollowUps: true, Cutoff: true}
}

func (p probeToy) SoftPlayoutStep(r *Rand, _ float64) bool {
	p.calls.soft++
	moves := p.Legal(nil)
	if len(moves) < 2 {
		return false
	}
	return p.Play(moves[r.Intn(len(moves)-1)]) == nil // the last move resigns
}

func (p probeToy) RuleDecision() bool { p.calls.rule++; return false }

func (p probeToy) CutoffEvaluate(s Seat) float64 { p.calls.cutoff++; return p.Evaluate(s) }

func TestTheSearchUsesTheGamesPlayoutRuleFollowUpRuleAndCutoffOnlyWhenItsSettingsSaySo(t *testing.T) {
	for _, tc := range []struct {
		bot  *MCTS[toyMove]
		used bool
	}{
		{&MCTS[toyMove]{Level: LevelNormal}, true},
		{&MCTS[toyMove]{Level: LevelHard, Iterations: 80}, true},
		{&MCTS[toyMove]{Level: LevelMCTS, Iterations: 60, MaxPlayout: 1}, false},
	} {
		calls := &probeCalls{}
		r := NewRand(3)
		tc.bot.Choose(probeToy{newToy(2, 5, 21), calls}, &r)
		if got := calls.soft > 0 && calls.rule > 0 && calls.cutoff > 0; got != tc.used {
			t.Errorf("%+v: soft playout steps %d, rule decisions %d, cut-off judgements %d", tc.bot, calls.soft, calls.rule, calls.cutoff)
		}
		if !tc.used && calls.soft+calls.rule+calls.cutoff > 0 {
			t.Errorf("%+v: used the options (%+v) its settings leave off", tc.bot, *calls)
		}
	}
}
