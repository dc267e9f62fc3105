package cards

import "testing"

func TestASeatLearnsTheCardItDrawsButNothingFromResigning(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g := newToy(3, seed, 21)
		before := NewTable[toyMove](g)
		mover := before.ToMove()
		play := before.LegalMoves()[0]
		if !Learns(before, []string{play}, mover) {
			t.Errorf("seed %d: %s plays %q and draws, but is said to learn nothing", seed, mover, play)
		}
		if Learns(before, []string{"resign"}, mover) {
			t.Errorf("seed %d: %s resigns and is said to learn something", seed, mover)
		}
	}
}

func TestASeatLearnsTheCardAnotherPlaysFromItsHiddenHand(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		before := NewTable[toyMove](newToy(3, seed, 21))
		mover := before.ToMove()
		other := (mover + 1) % 3
		play := before.LegalMoves()[0]
		if !Learns(before, []string{play}, other) {
			t.Errorf("seed %d: %s sees %s play %q from a hidden hand, but is said to learn nothing", seed, other, mover, play)
		}
	}
}

func TestLearnsLeavesTheTableAsItWas(t *testing.T) {
	before := NewTable[toyMove](newToy(2, 7, 21))
	want := before.Describe(NoSeat) + before.Describe(0) + before.Describe(1)
	Learns(before, []string{before.LegalMoves()[0]}, before.ToMove())
	if got := before.Describe(NoSeat) + before.Describe(0) + before.Describe(1); got != want {
		t.Errorf("the position changed:\n%s\nwant\n%s", got, want)
	}
}

func TestMovesThatDoNotReplayCountAsLearning(t *testing.T) {
	before := NewTable[toyMove](newToy(2, 7, 21))
	if !Learns(before, []string{"play 99"}, before.ToMove()) {
		t.Error("an illegal move is said to show nothing")
	}
}
