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
