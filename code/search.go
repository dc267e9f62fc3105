package code

import "github.com/flaskdeck/flaskdeck/cards"

// SearchSettings gives the named search levels their budgets for CODE (cards.SearchTuner):
// playouts of 20 moves by the playout policy, then the evaluation, which measured stronger than
// playing every game out (86.7 % against greedy at 1000 iterations, 75 % played out); normal 6000
// iterations a decision, hard four times as many. CODE's search gains mostly from more playouts
// (docs/bots.md: 600 iterations scored 65.8 % against greedy, 3000 73.0 %), and a playout costs
// little: 6000 iterations are about 0.1 s of CPU, 24000 about 0.35 s, well under the app's caps
// (1 s and 3 s), which still stop a slower machine in time. With two players (the worlds dealt
// from the inference, belief_deal.go) the tree branches only on the searcher's moves: the other
// seat's decisions in it are the playout rule's (RuleDecision), as the inference models that
// player (session 10: 81.5 % against greedy on seed 1, 78.5 % with UCB at its nodes).
func (s *State) SearchSettings(l cards.Level) cards.SearchSettings {
	set := cards.SearchSettings{Iterations: 6000, Exploration: 0.7, MaxPlayout: 20, Beliefs: true, RuleFollowUps: true}
	if l == cards.LevelHard {
		set.Iterations *= 4
		// Hard searches the other seat's answers by UCB, as before session 10: with them taken by
		// the rule, its four times the iterations scored 53.0 % against normal (100 matches, seed 1),
		// with UCB 59.0 % (docs/bots.md, "CODE, session 10"); hard against hard with 4× its budget
		// was measured with UCB.
		set.RuleFollowUps = false
	}
	return set
}
