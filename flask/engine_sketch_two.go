package flask

// sketchScoreTwo is sketchScore at a table of two seats, both in play (seats me, a and t are 0 or
// 1): the same value bit for bit, the one opponent's standing (the minimum of one), without the
// loops over the seats.
func (e *State) sketchScoreTwo(b *sketchBoard, me, a uint8, qa *sketchSeat, t int8, qt *sketchSeat) float64 {
	o := me ^ 1
	assets := [2]float64{b.assets[0], b.assets[1]}
	deck := [2]uint8{b.seat[0].deck, b.seat[1].deck}
	if qa != nil {
		assets[a&1], deck[a&1] = e.sketchAssets(a, qa), qa.deck
		if qa.total() == 0 && a == e.turn {
			assets[a&1] -= 100 // out at the end of the turn, unless it gains again
		}
	}
	left := &b.seat[o]
	if qt != nil && t >= 0 {
		assets[t&1], deck[t&1] = e.sketchAssets(uint8(t), qt), qt.deck
		if uint8(t) == o {
			left = qt
		}
	}
	lead := float64(turnsLeftOf(e, me, deck[me&1]) - turnsLeftOf(e, o, deck[o&1]))
	if e.startsLater(me, o) {
		lead += 0.5
	} else {
		lead -= 0.5
	}
	worst := wRace*lead + assets[me&1] - assets[o&1]
	if left.total() <= 0 && me == e.turn {
		worst += 100 // the opponent out at the end of the turn
	}
	return worst
}
