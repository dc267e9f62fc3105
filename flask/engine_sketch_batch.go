package flask

// The playout rule's batched ownValue: the values of every option of one decision on a sketch seat
// (which counter to raise or lower, which hand card to give up) counted in one pass over the hand,
// rather than a pass (playableOf) per option. Each value is the float ownValue gives for that
// option, bit for bit: the same integers (life within the cap, payable hand cards) go into the same
// expression.

// payOnes is 1 in every lane of a payTest.
const payOnes = 0x0001_0001_0001_0001

// ownValuesAdding returns, for each counter c, ownValue of q with d added to counter c. A counter
// that d would take below 0 gets a meaningless value (no caller asks for it); |d| stays below 128.
func (e *State) ownValuesAdding(q *sketchSeat, d int16) [4]float64 {
	var n [4]int
	pt := newPayTest(&q.counters, int(q.hn))
	have := pt.have + d
	if d < 0 {
		// Counter c lowered by |d| still covers a card's cost when every lane covers it with
		// |d| to spare in lane c: lanes hold 0x8000 plus counter less cost, at least 0x8000-127
		// (costs are below 128), so subtracting |d| from every lane borrows across none.
		step := uint64(-d) * payOnes
		for _, k := range q.hand[:q.hn] {
			kc := &e.tab.costs[k]
			if pt.others < kc.card || have < kc.need {
				continue
			}
			x := pt.lanes - kc.res
			if x&payTops != payTops {
				continue
			}
			m := (x - step) & payTops
			n[0] += int(m >> 15 & 1)
			n[1] += int(m >> 31 & 1)
			n[2] += int(m >> 47 & 1)
			n[3] += int(m >> 63)
		}
	} else {
		// Counter c raised by d covers a card's cost when every other lane covers it and lane c
		// does after the raise (a lane stays below 0x8000+counterMax+128: no carry).
		step := uint64(d) * payOnes
		for _, k := range q.hand[:q.hn] {
			kc := &e.tab.costs[k]
			if pt.others < kc.card || have < kc.need {
				continue
			}
			x := pt.lanes - kc.res
			switch miss := ^x & payTops; {
			case miss == 0:
				n[0]++
				n[1]++
				n[2]++
				n[3]++
			case miss&(miss-1) == 0 && (x+step)&miss != 0:
				n[lane(miss)]++
			}
		}
	}
	limit := e.tab.cap
	if limit <= 0 {
		limit = counterMax
	}
	c := &q.counters
	k0, k1, k2, k3 := max(min(c[0], limit), 0), max(min(c[1], limit), 0), max(min(c[2], limit), 0), max(min(c[3], limit), 0)
	life := k0 + k1 + k2 + k3 // as life counts it
	return [4]float64{
		lifeValue(int(life-k0+max(min(c[0]+d, limit), 0))) + wPlayable*float64(n[0]),
		lifeValue(int(life-k1+max(min(c[1]+d, limit), 0))) + wPlayable*float64(n[1]),
		lifeValue(int(life-k2+max(min(c[2]+d, limit), 0))) + wPlayable*float64(n[2]),
		lifeValue(int(life-k3+max(min(c[3]+d, limit), 0))) + wPlayable*float64(n[3]),
	}
}

// lane is the counter whose lane holds top bit t of a payTest.
func lane(t uint64) int {
	switch t {
	case 1 << 15:
		return 0
	case 1 << 31:
		return 1
	case 1 << 47:
		return 2
	}
	return 3
}

// sketchWithout values the loss of one hand card of a sketch seat (bestLoss): ownValue of the seat
// without one card of kind k is the life of its counters and its payable hand cards, the hand one
// card shorter, less the lost card when it was one of them.
type sketchWithout struct {
	base    float64 // the life's value
	payable int     // hand cards payable with one other hand card fewer
	pt      payTest
	costs   []kindCost
}

// newWithout prepares the values of q's hand cards' losses; q holds at least one card.
func (e *State) newWithout(q *sketchSeat) sketchWithout {
	w := sketchWithout{base: lifeValue(e.life(&q.counters)), pt: newPayTest(&q.counters, int(q.hn)-1), costs: e.tab.costs}
	for _, k := range q.hand[:q.hn] {
		if w.pt.covers(&w.costs[k]) {
			w.payable++
		}
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
