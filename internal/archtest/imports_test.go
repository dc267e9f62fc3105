package archtest

import (
	"os/exec"
	"strings"
	"testing"
)

const module = "github.com/flaskdeck/flaskdeck"

// rule forbids the packages under from to depend, directly or through others, on any package
// under never. A path ending in "/..." names a package and everything under it; any other path
// names that one package.
type rule struct {
	from  []string
	never []string
	why   string
	// tests: the rule holds for the packages' tests too (their test binaries' dependencies).
	tests bool
}

var (
	fyne   = "fyne.io/..."
	cobra  = "github.com/spf13/cobra/..."
	fpdf   = "codeberg.org/go-pdf/fpdf/..."
	games  = []string{module + "/flask/...", module + "/codex/...", module + "/code/..."}
	kernel = []string{module + "/cards/..."}
)

// rules are the import rules of docs/architecture.md.
var rules = []rule{
	{from: append(append([]string{}, games...), kernel...), never: []string{fyne, cobra, fpdf, module + "/app/...", module + "/printing/...", module + "/editor/..."},
		why: "the games and their kernel know nothing of the front ends or the PDF library", tests: true},
	{from: kernel, never: games, why: "the kernel serves every game and knows none"},
	{from: []string{module + "/cards", module + "/cards/sim/..."}, never: games,
		why: "the kernel serves every game and knows none (the face model's tests draw real cards)", tests: true},
	{from: []string{module + "/printing/..."}, never: []string{fyne, cobra, module + "/app/...", module + "/cards", module + "/cards/sim/...", games[0], games[1], games[2]},
		why: "the printer draws card faces (cards/face) and needs no game, bot or search (its tests print real cards)"},
	{from: []string{module + "/export/..."}, never: []string{fyne, cobra, module + "/app/...", module + "/cards", module + "/cards/sim/...", module + "/editor/...", games[0], games[1], games[2]},
		why: "the image exports draw card faces (cards/face/raster) and need no game (the games' sets are gathered in app/printjob)"},
	{from: []string{module + "/editor/..."}, never: []string{fyne, cobra, fpdf, module + "/app/..."},
		why: "the editor's model is GUI-free", tests: true},
	{from: []string{module + "/app/cli/..."}, never: []string{fyne, module + "/app/gui/..."},
		why: "the command line never links the desktop app, not even in its tests", tests: true},
	{from: []string{module + "/app", module + "/app/games/...", module + "/app/lab/...", module + "/app/printjob/..."}, never: []string{fyne, cobra, module + "/app/cli/...", module + "/app/gui/..."},
		why: "what both front ends use belongs to neither", tests: true},
	{from: []string{module + "/app/gui/..."}, never: []string{cobra, module + "/app/cli/..."},
		why: "the desktop app does not go through the command line"},
	{from: []string{module + "/internal/i18n/..."}, never: []string{fyne, cobra, fpdf, module + "/app/...", module + "/cards/...", games[0], games[1], games[2]},
		why: "the language model serves the games, the printer, the terminal and the app alike", tests: true},
	{from: []string{module + "/..."}, never: []string{fpdf},
		why: "PDF calls stay in printing (checked on direct imports below)"},
}

// matches tells whether path is named by pattern.
func matches(pattern, path string) bool {
	if base, ok := strings.CutSuffix(pattern, "/..."); ok {
		return path == base || strings.HasPrefix(path, base+"/")
	}
	return path == pattern
}

func matchesAny(patterns []string, path string) bool {
	for _, p := range patterns {
		if matches(p, path) {
			return true
		}
	}
	return false
}

// pkg is a package as go list describes it.
type pkg struct {
	path    string // import path; a test variant is named by the package it tests
	test    bool   // a test variant or test binary
	imports []string
	deps    []string
}

// listPackages runs go list over the module, test variants included.
func listPackages(t *testing.T) []pkg {
	t.Helper()
	cmd := exec.Command("go", "list", "-test", "-f", "{{.ImportPath}}|{{join .Imports \" \"}}|{{join .Deps \" \"}}", module+"/...")
	cmd.Dir = "../.."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []pkg
	for line := range strings.SplitSeq(strings.TrimSpace(string(out)), "\n") {
		parts := strings.Split(line, "|")
		if len(parts) != 3 {
			t.Fatalf("go list wrote %q", line)
		}
		p := pkg{path: parts[0], imports: strings.Fields(parts[1]), deps: strings.Fields(parts[2])}
		if i := strings.Index(p.path, " ["); i >= 0 { // "pkg [pkg.test]": the package built for its tests
			p.path, p.test = p.path[:i], true
		}
		if base, ok := strings.CutSuffix(p.path, ".test"); ok { // the test binary
			p.path, p.test = base, true
		}
		if base, ok := strings.CutSuffix(p.path, "_test"); ok { // the external test package
			p.path, p.test = base, true
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

// TestImportRules fails when a package depends on a package its room may not import.
func TestImportRules(t *testing.T) {
	pkgs := listPackages(t)
	if len(pkgs) < 20 {
		t.Fatalf("go list found only %d packages", len(pkgs))
	}
	for _, p := range pkgs {
		for _, r := range rules {
			if !matchesAny(r.from, p.path) || (p.test && !r.tests) {
				continue
			}
			deps := p.deps
			if r.never[0] == fpdf && len(r.never) == 1 {
				if matches(module+"/printing/...", p.path) {
					continue
				}
				deps = p.imports
			}
			for _, d := range deps {
				if matchesAny(r.never, d) {
					variant := ""
					if p.test {
						variant = " (in its tests)"
					}
					t.Errorf("%s%s depends on %s: %s", p.path, variant, d, r.why)
				}
			}
		}
	}
}

// TestRulesCatchABreach checks the checker itself on a made-up package.
func TestRulesCatchABreach(t *testing.T) {
	breach := pkg{path: module + "/app/cli", deps: []string{"fyne.io/fyne/v2/widget"}}
	found := false
	for _, r := range rules {
		if matchesAny(r.from, breach.path) && matchesAny(r.never, breach.deps[0]) {
			found = true
		}
	}
	if !found {
		t.Error("no rule forbids app/cli to import Fyne")
	}
	if matches(module+"/cards/...", module+"/cardsx") || !matches(module+"/cards/...", module+"/cards/face") {
		t.Error("a /... pattern matches the wrong packages")
	}
}
