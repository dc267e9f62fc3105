package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// ruleset show prints v0.4.2; a changed copy validates, a broken one gives one FILE:LINE line per
// problem and exit 1; card show --ruleset shows the set's cards.
func TestRulesetCommands(t *testing.T) {
	out, errOut, code := runCommand([]string{"ruleset", "show"}, "")
	if code != 0 || !strings.Contains(out, "name: v0.4.2") || errOut != "" {
		t.Fatalf("show: exit %d\n%s\n%s", code, out, errOut)
	}
	dir := t.TempDir()
	rich := strings.Replace(strings.Replace(strings.Replace(out, "name: v0.4.2", "name: rich", 1),
		"cost: 💥📘", "cost: 💥", 1), "effect: gain 💰💰💰\n", "effect: gain 💰💰💰💰\n", 1)
	good := filepath.Join(dir, "rich.yaml")
	os.WriteFile(good, []byte(rich), 0o644)
	if out, _, code := runCommand([]string{"ruleset", "validate", good}, ""); code != 0 || !strings.HasSuffix(out, ": ok\n") {
		t.Errorf("validate good: exit %d %q", code, out)
	}
	if out, _, code := runCommand([]string{"card", "show", "--ruleset", good, "y1 b2"}, ""); code != 0 || out != "Y1 - B2\t📘💥\t+💰💰💰💰 / Draw 1 Card\n" {
		t.Errorf("card show --ruleset: exit %d %q", code, out)
	}
	bad := filepath.Join(dir, "bad.yaml")
	os.WriteFile(bad, []byte(strings.Replace(strings.Replace(rich, "code: R2", "code: R1", 1), "effect: reboot", "effect: teleport", 1)), 0o644)
	_, errOut, code = runCommand([]string{"ruleset", "validate", bad}, "")
	lines := strings.Split(strings.TrimSpace(errOut), "\n")
	if code != 1 || len(lines) != 2 || !strings.HasPrefix(lines[0], bad+":") || !strings.Contains(errOut, "duplicate code") || !strings.Contains(errOut, `unknown effect "teleport"`) {
		t.Errorf("validate bad: exit %d\n%s", code, errOut)
	}
}

// sim --vs-ruleset plays both sets on the same seeds and prints the change of every matchup.
func TestSimVsRuleset(t *testing.T) {
	out, _, _ := runCommand([]string{"ruleset", "show"}, "")
	file := filepath.Join(t.TempDir(), "s1.yaml")
	os.WriteFile(file, []byte(strings.Replace(strings.Replace(out, "name: v0.4.2", "name: sabotage-1", 1),
		"effect: attack-cards 2", "effect: attack-cards 1", 1)), 0o644)
	out, errOut, code := runCommand([]string{"sim", "flask", "--games", "20", "--deck", "red", "--deck", "blue", "-q", "--workers", "1", "--vs-ruleset", file}, "")
	if code != 0 || !strings.Contains(out, "Rule set A: v0.4.2") || !strings.Contains(out, "Rule set B: sabotage-1") ||
		!strings.Contains(out, "Change of win rate from v0.4.2 to sabotage-1") {
		t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
	}
	if _, errOut, code := runCommand([]string{"sim", "codex", "--games", "2", "--ruleset", file}, ""); code != 2 || !strings.Contains(errOut, "for flask") {
		t.Errorf("--ruleset with codex: exit %d %s", code, errOut)
	}
}
