package cli

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// TestACommandAloneRunsAsInTheWholeTree runs each command's help, its subcommands' help, a wrong
// flag, a wrong subcommand and a few real commands both as Main does (the root built with that
// command alone) and on the whole tree, and compares what they print and their exit codes.
func TestACommandAloneRunsAsInTheWholeTree(t *testing.T) {
	t.Chdir(t.TempDir()) // "man no-such-command" writes its pages into that folder
	opened := ""
	o := Options{Games: testGames, OpenGUI: func(deck string) error { opened = deck; return nil }}
	whole := NewRootCommand(&Streams{}, o)
	var lines [][]string
	for _, c := range whole.Commands() {
		name := c.Name()
		lines = append(lines, []string{name, "--help"}, []string{name, "--no-such-flag"}, []string{name, "no-such-command"})
		for _, sub := range c.Commands() {
			lines = append(lines, []string{name, sub.Name(), "--help"}, []string{name, sub.Name(), "--no-such-flag"})
		}
	}
	lines = append(lines, []string{"version"}, []string{"card", "show", "r1", "g2 b1"}, []string{"deck", "presets"},
		[]string{"ruleset", "show"}, []string{"gui", "x.yaml"}, []string{"sim", "flask", "--games", "x"},
		// wrong argument counts: usage errors (markUsageErrors)
		[]string{"version", "x"}, []string{"sim"}, []string{"play"}, []string{"replay"}, []string{"deck", "show"},
		[]string{"--version"}, []string{"-v"}, []string{"--version", "card"},
		[]string{"deck", "presets", "x"}, []string{"gui", "a", "b"}, []string{"ruleset", "show", "a", "b"}, []string{"codex", "score"})
	for _, args := range lines {
		var alone, all [3]string
		for i, run := range []func(s *Streams) int{
			func(s *Streams) int {
				first := args[0]
				if len(args) == 1 && (first == "--version" || first == "-v") {
					first = versionOnly // as Main does
				}
				return execute(newRoot(s, o, first), args, s.Err)
			},
			func(s *Streams) int { return execute(NewRootCommand(s, o), args, s.Err) },
		} {
			var out, errOut bytes.Buffer
			opened = ""
			code := run(&Streams{In: strings.NewReader(""), Out: &out, Err: &errOut})
			got := [3]string{out.String(), errOut.String(), opened + "|" + string(rune('0'+code))}
			if i == 0 {
				alone = got
			} else {
				all = got
			}
		}
		if alone != all {
			t.Errorf("flaskdeck %s: built alone it gives\n%q\non the whole tree\n%q", strings.Join(args, " "), alone, all)
		}
	}
	if len(lines) < 40 {
		t.Fatalf("only %d command lines compared", len(lines))
	}
}

// TestTheRootBuildsOnlyTheCommandItRuns checks that Main's root holds the one command named
// first (or all of them for man, help and anything else), so that the test above compares what
// Main runs.
func TestTheRootBuildsOnlyTheCommandItRuns(t *testing.T) {
	o := Options{Games: testGames, OpenGUI: func(string) error { return nil }}
	names := func(only string) []string {
		var n []string
		for _, c := range newRoot(&Streams{}, o, only).Commands() {
			n = append(n, c.Name())
		}
		return n
	}
	if got := names("card"); !slices.Equal(got, []string{"card"}) {
		t.Errorf("the root for card holds %v", got)
	}
	if got := names(versionOnly); len(got) != 0 {
		t.Errorf("the root for --version holds %v", got)
	}
	all := names("")
	if len(all) != len(topCommands) {
		t.Errorf("the whole tree holds %v, want the %d top commands", all, len(topCommands))
	}
	for _, first := range []string{"man", "help", "nonsense", "--version", "__complete"} {
		if got := names(first); !slices.Equal(got, all) {
			t.Errorf("the root for %q holds %v, want the whole tree %v", first, got, all)
		}
	}
}
