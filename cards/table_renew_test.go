package cards

import "testing"

// RenewTable wraps the new engine in the old table's memory, as new (the computer players the
// old table made are gone), and in a new table when the old one is no table of the same moves.
func TestRenewTableReusesTheOldTable(t *testing.T) {
	r := NewRand(1)
	old := NewTable[toyMove](newToy(2, 1, 21))
	old.BotMove(BotSpec{Level: LevelGreedy}, &r)
	if len(old.(*table[toyMove]).bots) == 0 {
		t.Fatal("the table kept no computer player: the test checks nothing")
	}
	e := newToy(3, 2, 15)
	renewed := RenewTable[toyMove](old, e)
	if renewed != old {
		t.Error("the old table's memory was not reused")
	}
	if renewed.Engine() != e || renewed.Seats() != 3 {
		t.Errorf("the renewed table plays %v, want the new engine", renewed.Engine())
	}
	if bots := renewed.(*table[toyMove]).bots; bots != nil {
		t.Errorf("the renewed table kept the old computer players: %v", bots)
	}
	if got := RenewTable[toyMove](nil, e); got == nil || got.Engine() != e {
		t.Errorf("renewing no table: %v", got)
	}
	other := otherTable{old}
	if got := RenewTable[toyMove](other, newToy(2, 3, 21)); got == Table(other) || got == old {
		t.Error("a table not made by NewTable was reused")
	}
	allocs := testing.AllocsPerRun(100, func() { renewed = RenewTable[toyMove](renewed, e) })
	if allocs != 0 {
		t.Errorf("renewing a table allocates %v times, want 0", allocs)
	}
}

// otherTable is a Table that NewTable did not make.
type otherTable struct{ Table }
