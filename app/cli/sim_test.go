package cli

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/cards/sim"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
	"github.com/flaskdeck/flaskdeck/internal/golden"
)

// simCoin is the known-answer game of the lab's tests: the first mover wins 60% (see cardstest.CoinGame).
var simCoin = cardstest.CoinGame{Edge: 0.55, Draw: 0.1}

// withCoinGame registers the coin game for one test.
func withCoinGame(t *testing.T) {
	t.Helper()
	old := testGames
	testGames = testGames.With(simCoin)
	t.Cleanup(func() { testGames = old })
}

// runMain runs flaskdeck with args and returns stdout, stderr and the exit code.
func runMain(args ...string) (string, string, int) {
	var out, errOut bytes.Buffer
	code := testMain(args, strings.NewReader(""), &out, &errOut)
	return out.String(), errOut.String(), code
}

func TestSimUsageErrors(t *testing.T) {
	withCoinGame(t)
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown game", []string{"sim", "chess"}, "unknown game"},
		{"no matches", []string{"sim", "coin", "--games", "0"}, "--games"},
		{"no workers", []string{"sim", "coin", "--workers", "0"}, "--workers"},
		{"no moves (issue 14: 0 became 100000)", []string{"sim", "coin", "--max-moves", "0"}, "--max-moves must be at least 1"},
		{"a human seat", []string{"sim", "coin", "--seats", "human,bot:random"}, "computer players only"},
		{"unknown level", []string{"sim", "coin", "--seats", "bot:clever,bot:random"}, "unknown computer player"},
		{"too many seats", []string{"sim", "coin", "--seats", "random,random,random,random,random"}, "2 to 4 seats"},
		{"plot format", []string{"sim", "coin", "--plot", "out.gif"}, "write .png or .svg"},
		{"rule syntax", []string{"sim", "coin", "--rule", "edge"}, "NAME=VALUE"},
		{"unknown rule", []string{"sim", "coin", "--rule", "speed=fast"}, "no variant"},
		{"log without match", []string{"sim", "coin", "--log", "x.yaml"}, "go together"},
		{"match out of range", []string{"sim", "coin", "--games", "5", "--export-match", "5", "--log", "x.yaml"}, "not in a run of 5"},
		{"matrix of one", []string{"sim", "coin", "--matrix", "--deck", "a"}, "at least two decks"},
		{"matrix of mixed levels", []string{"sim", "coin", "--matrix", "--deck", "a", "--deck", "b", "--seats", "random,greedy"}, "one --seats level"},
		{"ladder with a matrix", []string{"sim", "coin", "--ladder", "--matrix", "--deck", "a", "--deck", "b"}, "at most one --deck"},
		{"ladder export", []string{"sim", "coin", "--ladder", "--export-match", "1", "--log", "x.yaml"}, "not of a --matrix or --ladder"},
		{"decks and seats disagree", []string{"sim", "coin", "--deck", "a", "--deck", "b", "--deck", "c", "--seats", "random,greedy"}, "3 decks for 2 seats"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errOut, code := runMain(tt.args...)
			if code != ExitUsage || !strings.Contains(errOut, tt.want) || out != "" {
				t.Errorf("exit %d, stderr %q, stdout %q; want exit 2 and %q", code, errOut, out, tt.want)
			}
		})
	}
}

func TestSimTextReportGolden(t *testing.T) {
	withCoinGame(t)
	out, errOut, code := runMain("sim", "coin", "--games", "2000", "--seed", "11", "--workers", "2", "--seats", "bot:random,bot:greedy", "--variant-impact")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if errOut != "" {
		t.Errorf("stderr %q, want nothing (not a terminal: no progress bar)", errOut)
	}
	golden.CheckString(t, filepath.Join("testdata", "sim_coin.golden"), out)
	for _, part := range []string{"seed=11", "games=2000", "rules: edge=on", "bot:random", "first mover", "edge=off"} {
		if !strings.Contains(out, part) {
			t.Errorf("the report lacks %q", part)
		}
	}
}

func TestSimSameReportWhateverTheWorkers(t *testing.T) {
	withCoinGame(t)
	var reports []sim.Report
	for _, workers := range []string{"1", "2", "5"} {
		out, errOut, code := runMain("sim", "coin", "--games", "3001", "--seed", "5", "--workers", workers, "--json")
		if code != ExitOK {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		var r sim.Report
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("--json output does not parse: %v", err)
		}
		r.Workers = 0
		reports = append(reports, r)
	}
	a, _ := json.Marshal(reports[0])
	for i, r := range reports[1:] {
		if b, _ := json.Marshal(r); !bytes.Equal(a, b) {
			t.Errorf("report %d differs from the one-worker report:\n%s\n%s", i+1, a, b)
		}
	}
	if reports[0].Finished != 3001 || reports[0].Seed != 5 || reports[0].Rules["edge"] != "on" {
		t.Errorf("the JSON report lacks its settings: %+v", reports[0])
	}
}

func TestSimWritesCSVAndPlots(t *testing.T) {
	withCoinGame(t)
	dir := t.TempDir()
	csvPath, pngPath, svgPath := filepath.Join(dir, "r.csv"), filepath.Join(dir, "r.png"), filepath.Join(dir, "r.svg")
	_, errOut, code := runMain("sim", "coin", "--games", "1000", "--seed", "2", "--csv", csvPath, "--plot", pngPath, "--plot", svgPath)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(csvPath)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(data), "# flaskdeck sim game=coin seed=2 games=1000") {
		t.Errorf("the CSV does not start with its settings: %q", strings.SplitN(string(data), "\n", 2)[0])
	}
	rows, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err == nil {
		t.Errorf("comment lines should make a plain reader fail on field counts; got %d rows", len(rows))
	}
	r := csv.NewReader(bytes.NewReader(data))
	r.Comment = '#'
	rows, err = r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, row := range rows {
		if row[0] == "first_mover" && row[2] == "rate" {
			found = true
			if row[3] < "0.55" || row[3] > "0.65" {
				t.Errorf("first mover rate %s, want about 0.6", row[3])
			}
		}
	}
	if !found || rows[0][0] != "section" {
		t.Errorf("CSV rows %v lack the header or the first mover's rate", rows[:min(5, len(rows))])
	}
	f, err := os.Open(pngPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil || img.Bounds().Dx() < 400 || img.Bounds().Dy() < 400 {
		t.Errorf("the PNG plot: %v, %v", err, img)
	}
	svg, err := os.ReadFile(svgPath)
	if err != nil || !bytes.Contains(svg, []byte("<svg")) || !bytes.Contains(svg, []byte("first mover")) {
		t.Errorf("the SVG plot: %v, %d bytes", err, len(svg))
	}
}

func TestSimExportMatchReplays(t *testing.T) {
	withCoinGame(t)
	path := filepath.Join(t.TempDir(), "m.yaml")
	out, errOut, code := runMain("sim", "coin", "--games", "100", "--seed", "8", "--seats", "greedy,random", "--export-match", "41", "--log", path)
	if code != ExitOK || !strings.Contains(out, "wrote "+path) {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	log, err := cards.ReadLog(path)
	if err != nil {
		t.Fatal(err)
	}
	if log.Seed != sim.MatchSeed(8, 41) || log.Seats[0].Player != "bot:random" || log.Result == nil {
		t.Errorf("log seed %d seats %+v result %v; want match 41's seed, the rotated seats and a result", log.Seed, log.Seats, log.Result)
	}
	if _, err := cards.Replay(simCoin, log); err != nil {
		t.Errorf("the exported match does not replay: %v", err)
	}
}

func TestSimMatrix(t *testing.T) {
	withCoinGame(t)
	dir := t.TempDir()
	for _, name := range []string{"b.yaml", "a.yaml", "c.json", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	plotPath := filepath.Join(t.TempDir(), "m.png")
	out, errOut, code := runMain("sim", "coin", "--matrix", "--deck", dir, "--games", "400", "--seats", "random", "--plot", plotPath)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, part := range []string{"400 matches per pair", "a  ", "b  ", "c  ", "mean", "a            vs b"} {
		if !strings.Contains(out, part) {
			t.Errorf("the matrix report lacks %q:\n%s", part, out)
		}
	}
	if strings.Contains(out, "notes") {
		t.Errorf("a .txt file was taken for a deck:\n%s", out)
	}
	if info, err := os.Stat(plotPath); err != nil || info.Size() < 1000 {
		t.Errorf("heat map: %v", err)
	}
	jsonOut, _, _ := runMain("sim", "coin", "--matrix", "--deck", "x", "--deck", "y", "--games", "50", "--json")
	var m sim.MatrixReport
	if err := json.Unmarshal([]byte(jsonOut), &m); err != nil || len(m.Cells) != 2 || m.Cells[0][1].Games != 50 {
		t.Errorf("matrix JSON: %v, %+v", err, m)
	}
	if !strings.Contains(jsonOut, `"player": "bot:greedy"`) {
		t.Errorf("the matrix JSON does not name the entrants' computer player")
	}
}

func TestSimLadderRatesEveryLevel(t *testing.T) {
	withCoinGame(t)
	dir := t.TempDir()
	plotPath, csvPath := filepath.Join(dir, "l.svg"), filepath.Join(dir, "l.csv")
	out, errOut, code := runMain("sim", "coin", "--ladder", "--games", "30", "--seed", "4", "--plot", plotPath, "--csv", csvPath)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, part := range []string{"ladder", "30 matches per pair", "random = 0", "random    0        [0, 0]", "easy", "greedy", "normal", "hard", "normal       vs hard"} {
		if !strings.Contains(out, part) {
			t.Errorf("the ladder report lacks %q:\n%s", part, out)
		}
	}
	if info, err := os.Stat(plotPath); err != nil || info.Size() < 1000 {
		t.Errorf("ladder plot: %v", err)
	}
	if data, err := os.ReadFile(csvPath); err != nil || !strings.Contains(string(data), "level,elo,low95,high95\nrandom,0.000000") {
		t.Errorf("ladder CSV: %v\n%s", err, data)
	}
	jsonOut, _, _ := runMain("sim", "coin", "--ladder", "--games", "10", "--json")
	var l sim.Ladder
	if err := json.Unmarshal([]byte(jsonOut), &l); err != nil || len(l.Ratings) != len(cards.LadderLevels) || l.Anchor != "random" || l.Matrix.Cells[0][4].Games != 10 {
		t.Errorf("ladder JSON: %v, %+v", err, l)
	}
	if !strings.Contains(jsonOut, `"player": "bot:hard"`) {
		t.Errorf("the ladder JSON does not name the levels' computer players")
	}
}

func TestSimFlaskDeckAgainstDeck(t *testing.T) {
	out, errOut, code := runMain("sim", "flask", "--games", "20", "--deck", "red", "--deck", "blue", "--seats", "random")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, part := range []string{"red ", "blue ", "play ", "game length in turns"} {
		if !strings.Contains(out, part) {
			t.Errorf("the report lacks %q:\n%s", part, out)
		}
	}
	_, errOut, code = runMain("sim", "flask", "--games", "5", "--deck", "red", "--deck", filepath.Join(t.TempDir(), "missing.yaml"))
	if code != ExitInvalid || !strings.Contains(errOut, "missing.yaml") {
		t.Errorf("a missing deck file: exit %d, %q; want exit 1 naming the file", code, errOut)
	}
}

// ranks reads the matrix CSVs of the colour study and computes the rank agreement of its levels.
func TestRanksComparesTheColourStudyAcrossLevels(t *testing.T) {
	out, errOut, code := runMain("ranks", "../../docs/lab/flask-colours-mcts200.csv", "../../docs/lab/flask-colours-random.csv")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"(bot:mcts:200): blue 79.4%", "(bot:random): green 64.1%", "rho -0.40, tau -0.33 (4 entrants)"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if _, errOut, code := runMain("ranks", "../../docs/lab/README.md"); code != ExitInvalid || !strings.Contains(errOut, "README.md") {
		t.Errorf("not a CSV: exit %d, %s", code, errOut)
	}
}
