package cli

import (
	"encoding/json"
	"testing"
)

func TestReplayGolden(t *testing.T) {
	checkTranscripts(t, []commandCase{
		{golden: "replay_ok", args: []string{"replay", "testdata/replay_ok.yaml"}, exit: 0},
		{golden: "replay_json", args: []string{"replay", "testdata/replay_ok.yaml", "--json"}, exit: 0},
		{golden: "replay_setup", args: []string{"replay", "testdata/replay_setup.yaml"}, exit: 0},
		{golden: "replay_illegal", args: []string{"replay", "testdata/replay_illegal.yaml"}, exit: ExitInvalid},
		{golden: "replay_broken", args: []string{"replay", "testdata/replay_broken.yaml"}, exit: ExitInvalid},
		{golden: "replay_unknown_field", args: []string{"replay", "testdata/replay_unknown_field.yaml"}, exit: ExitInvalid},
		{golden: "replay_missing", args: []string{"replay", "testdata/no-such-log.yaml"}, exit: ExitInvalid},
		{golden: "replay_no_args", args: []string{"replay"}, exit: ExitUsage},
		{golden: "replay_json_as", args: []string{"replay", "testdata/replay_setup.yaml", "--json", "--as", "2"}, exit: 0},
		{golden: "replay_json_all", args: []string{"replay", "testdata/replay_setup.yaml", "--json", "--all"}, exit: 0},
		{golden: "replay_as_without_json", args: []string{"replay", "testdata/replay_setup.yaml", "--as", "1"}, exit: ExitUsage},
		{golden: "replay_as_no_such_seat", args: []string{"replay", "testdata/replay_setup.yaml", "--json", "--as", "3"}, exit: ExitUsage},
	})
}

func TestReplayJSONFields(t *testing.T) {
	out, stderr, code := runCommand([]string{"replay", "testdata/replay_setup.yaml", "--json"}, "")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep replayReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Game != "flask" || rep.Moves != 3 || rep.Over || rep.ToMove != 1 || len(rep.Legal) == 0 {
		t.Errorf("report %+v", rep)
	}
}

// Issue 14: replay --json gives the final position as structured data: a seat's view hides the
// others' hidden cards and every deck's order; --all shows them.
func TestReplayJSONPosition(t *testing.T) {
	type seat struct {
		Hand []string `json:"hand"`
		Deck []string `json:"deck"`
	}
	var as, all struct {
		Position struct{ Seats []seat } `json:"position"`
	}
	for _, c := range []struct {
		args []string
		into any
	}{{[]string{"--as", "1"}, &as}, {[]string{"--all"}, &all}} {
		out, stderr, code := runCommand(append([]string{"replay", "testdata/replay_setup.yaml", "--json"}, c.args...), "")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		if err := json.Unmarshal([]byte(out), c.into); err != nil {
			t.Fatal(err)
		}
	}
	if len(as.Position.Seats) != 2 || len(all.Position.Seats) != 2 {
		t.Fatalf("positions %+v %+v", as, all)
	}
	if len(as.Position.Seats[1].Hand) != 0 || as.Position.Seats[0].Deck != nil {
		t.Errorf("seat 1 sees seat 2's hand %v or its own deck %v", as.Position.Seats[1].Hand, as.Position.Seats[0].Deck)
	}
	if len(all.Position.Seats[1].Hand) != 1 || len(all.Position.Seats[0].Deck) != 2 {
		t.Errorf("--all: %+v", all.Position.Seats)
	}
}
