package flask

// The playout rule's batched ownValue: the values of every option of one decision on a sketch seat
// (which counter to raise or lower, which hand card to give up) counted in one pass over the hand,
// rather than a pass (playableOf) per option. Each value is the float ownValue gives for that
// option, bit for bit: the same integers (life within the cap, payable hand cards) go into the same
// expression.

// payOnes is 1 in every lane of a payTest.
const payOnes = 0x0001_0001_0001_0001

// ownValuesAdding writes to v, for each counter c, ownValue of q with d added to counter c. A counter
// that d would take below 0 gets a meaningless value (no caller asks for it); |d| stays below 128.
// The loop takes no branch per card (a card's cost is data the branch predictor cannot learn): each
// card adds the top bits of the lanes whose option pays for it, shifted to the lanes' lowest bits,
// to counts packed in the lanes of acc (a hand holds far fewer than 1<<15 cards).
func (e *State) ownValuesAdding(q *sketchSeat, d int16, v *[4]float64) {
	var acc uint64
	pt := newPayTest(&q.counters, int(q.hn))
	pt.addHave(d)
	costs := e.tab.costs
	if d < 0 {
		// Counter c lowered by |d| still covers a card's cost when every lane covers it with
		// |d| to spare in lane c: lanes hold 0x8000 plus counter less cost, at least 0x8000-127
		// (costs are below 128), so subtracting |d| from every lane borrows across none.
		step := uint64(-d) * payOnes
		for _, k := range q.hand[:q.hn] {
			kc := &costs[k]
			acc += (pt.lanes - kc.res - step) & payTops & pt.coverMask(kc) >> 15
		}
	} else {
		// Counter c raised by d covers a card's cost when every other lane covers it and lane c
		// does after the raise (a lane stays below 0x8000+counterMax+128: no carry): with no
		// lane short, every option; with one lane short, that lane's option if the raise covers
		// it; with more, none.
		step := uint64(d) * payOnes
		for _, k := range q.hand[:q.hn] {
			kc := &costs[k]
			x := pt.lanes - kc.res
			acc += (x + step) & raisableLanes(x) & pt.countMask(kc) >> 15
		}
	}
	e.valuesAdded(q, d, acc, v)
}

// raisableLanes is the lanes of x (per lane 0x8000 plus a counter less a card's cost) whose raise
// can cover the card: every lane when none is short, the short lane when only one is, none when
// more are.
func raisableLanes(x uint64) uint64 {
	miss := ^x & payTops
	allowed := miss
	if miss == 0 {
		allowed = payTops
	}
	if miss&(miss-1) != 0 {
		allowed = 0
	}
	return allowed
}

// valuesAdded writes to v ownValue of q with d added to each counter in turn, acc holding the
// payable hand cards of each option packed in its lanes, and returns the life of q's counters as
// they are.
func (e *State) valuesAdded(q *sketchSeat, d int16, acc uint64, v *[4]float64) int {
	lim, dd := e.tab.lim, int(d)
	c0, c1, c2, c3 := int(q.counters[0]), int(q.counters[1]), int(q.counters[2]), int(q.counters[3])
	k0, k1, k2, k3 := c0, c1, c2, c3
	if c0|c1|c2|c3|(lim-c0)|(lim-c1)|(lim-c2)|(lim-c3) < 0 { // some counter outside [0, lim]
		k0, k1, k2, k3 = clampTo(c0, lim), clampTo(c1, lim), clampTo(c2, lim), clampTo(c3, lim)
	} else if dd == 1 || dd == -1 {
		// Every counter within [0, lim], moved by one: the life moves by one too, but for a
		// counter at the edge it would cross (lim, or 0), whose life stays. Two lives to value.
		life := c0 + c1 + c2 + c3
		edge := 0
		if dd > 0 {
			edge = lim
		}
		lv := [2]float64{lifeOf(life + dd), lifeOf(life)}
		v[0] = lv[b2i(c0 == edge)&1] + wPlayable*float64(acc&0xffff)
		v[1] = lv[b2i(c1 == edge)&1] + wPlayable*float64(acc>>16&0xffff)
		v[2] = lv[b2i(c2 == edge)&1] + wPlayable*float64(acc>>32&0xffff)
		v[3] = lv[b2i(c3 == edge)&1] + wPlayable*float64(acc>>48)
		return life
	}
	life := k0 + k1 + k2 + k3 // as life counts it
	v[0] = lifeOf(life-k0+clampTo(c0+dd, lim)) + wPlayable*float64(acc&0xffff)
	v[1] = lifeOf(life-k1+clampTo(c1+dd, lim)) + wPlayable*float64(acc>>16&0xffff)
	v[2] = lifeOf(life-k2+clampTo(c2+dd, lim)) + wPlayable*float64(acc>>32&0xffff)
	v[3] = lifeOf(life-k3+clampTo(c3+dd, lim)) + wPlayable*float64(acc>>48)
	return life
}

// clampTo is max(min(x, lim), 0) without a branch (a counter's worth within the cap is data the
// branch predictor cannot learn); x and lim lie far inside int's range.
func clampTo(x, lim int) int {
	t := x - lim
	y := lim + t&(t>>63)  // min(x, lim)
	return y &^ (y >> 63) // max(y, 0)
}

// ownValuesGrowing writes to v ownValuesAdding(q, 1) with, last, ownValue of q as it is (growing none), the
// five values of the grow phase's choices counted in one pass over the hand.
func (e *State) ownValuesGrowing(q *sketchSeat, v *[5]float64) {
	var acc, now uint64
	pt := newPayTest(&q.counters, int(q.hn))
	up := pt
	up.addHave(1)
	costs := e.tab.costs
	for _, k := range q.hand[:q.hn] {
		kc := &costs[k]
		x := pt.lanes - kc.res
		acc += (x + payOnes) & raisableLanes(x) & up.countMask(kc) >> 15
		now += pt.coverMask(kc) & 1
	}
	life := e.valuesAdded(q, 1, acc, (*[4]float64)(v[:4]))
	v[4] = lifeOf(life) + wPlayable*float64(now)
}

// sketchWithout values the loss of one hand card of a sketch seat (bestLoss): ownValue of the seat
// without one card of kind k is the life of its counters and its payable hand cards, the hand one
// card shorter, less the lost card when it was one of them.
type sketchWithout struct {
	base    float64 // the life's value
	payable int     // hand cards payable with one other hand card fewer
	pt      payTest
	costs   *[256]kindCost
}

// newWithout prepares the values of q's hand cards' losses; q holds at least one card.
func (e *State) newWithout(q *sketchSeat) sketchWithout {
	pt := newPayTest(&q.counters, int(q.hn)-1)
	w := sketchWithout{base: lifeOf(e.lifeLanes(pt.lanes ^ payTops)), pt: pt, costs: e.tab.costs}
	for _, k := range q.hand[:q.hn] {
		w.payable += int(w.pt.coverMask(&w.costs[k]) & 1)
	}
	return w
}

// value is ownValue of the seat without one card of kind k (a card of its hand).
func (w *sketchWithout) value(k uint8) float64 {
	n := w.payable
	if w.pt.covers(&w.costs[k]) {
		n--
	}
	return w.base + wPlayable*float64(n)
}

// lifeTable holds lifeValue of the small lives, which the playout rule weighs most often.
var lifeTable = func() (t [64]float64) {
	for l := range t {
		t[l] = lifeValue(l)
	}
	return t
}()

// lifeOf is lifeValue(l), looked up for the small lives.
func lifeOf(l int) float64 {
	if uint(l) < uint(len(lifeTable)) {
		return lifeTable[l]
	}
	return lifeValue(l)
}
