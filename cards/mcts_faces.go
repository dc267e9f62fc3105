package cards

// worldFaces are the optional interfaces of the search's world that each iteration asks for,
// asserted once per world (once a decision when the world is reused) rather than at every iteration.
type worldFaces[M Move] struct {
	lp      LegalPlayer[M]
	rd      RuleDecider // nil unless the settings settle follow-ups by the rule (RuleFollowUps)
	policy  PlayoutPolicy[M]
	stepper PlayoutStepper
	soft    SoftPlayoutStepper // nil unless the settings play soft playouts (PlayoutTemperature)
	whole   SoftPlayouter      // soft's whole playouts, nil when playouts have greedy moves
	cutAll  CutoffEvaluatorAll // nil unless the settings judge cut-offs by the engine (Cutoff)
	cut     CutoffEvaluator    // likewise
}

// facesOf asserts world's optional interfaces for the search with settings set.
func facesOf[M Move](world Engine[M], set SearchSettings) worldFaces[M] {
	var f worldFaces[M]
	f.lp, _ = world.(LegalPlayer[M])
	if set.RuleFollowUps {
		f.rd, _ = world.(RuleDecider)
	}
	f.policy, _ = world.(PlayoutPolicy[M])
	f.stepper, _ = world.(PlayoutStepper)
	if set.PlayoutTemperature > 0 {
		f.soft, _ = world.(SoftPlayoutStepper)
		if set.GreedyPlayouts <= 0 {
			f.whole, _ = world.(SoftPlayouter)
		}
	}
	if set.Cutoff {
		f.cutAll, _ = world.(CutoffEvaluatorAll)
		f.cut, _ = world.(CutoffEvaluator)
	}
	return f
}
