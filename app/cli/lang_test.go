package cli

import (
	"bytes"
	"strings"
	"testing"
)

// The terminal speaks --lang: prompts, help, rules, card texts and the result; moves stay in the
// notation. Unknown languages are wrong usage.
func TestPlayInGermanAndItalianGolden(t *testing.T) {
	checkTranscripts(t, []commandCase{
		{golden: "play_flask_de", args: []string{"play", "flask", "--seed", "2", "--seats", "human,bot:greedy", "--lang", "de"},
			stdin: "help\nrules\nshow 1\n99\npla\nresign\nn\nresign\nj\n", exit: 0},
		{golden: "play_code_it", args: []string{"play", "code", "--seed", "3", "--seats", "human,bot:greedy", "--lang", "it"},
			stdin: "rules\nshow play gift\nshow r7\n1\n", exit: 0},
		// Computer players only: the whole feed of a Flask match in Italian.
		{golden: "play_flask_bots_it", args: []string{"play", "flask", "--seed", "1", "--seats", "bot:greedy,bot:random", "--lang", "it"}, exit: 0},
		// Codex in German: the setup, the turn screen, help, rules, show, board and the feed.
		{golden: "play_codex_de", args: []string{"play", "codex", "--seed", "3", "--seats", "human,bot:greedy", "--lang", "de"},
			stdin: "1\n1\nhelp\nrules\n1\nshow 1\n1\nboard\n5\nresign\nj\n", exit: 0},
		// Computer players only: a whole Codex match in Italian, its feed, end reveal and result.
		{golden: "play_codex_bots_it", args: []string{"play", "codex", "--seed", "5", "--seats", "bot:greedy,bot:random", "--lang", "it"}, exit: 0},
		{golden: "play_bad_lang", args: []string{"play", "flask", "--lang", "klingon"}, exit: ExitUsage},
	})
}

// Without --lang the terminal and the printed cards follow the environment (LANG and its kin).
func TestLangDefaultsToTheEnvironment(t *testing.T) {
	env := map[string]string{"LANG": "it_IT.UTF-8"}
	var out, errOut bytes.Buffer
	code := Main([]string{"play", "code", "--seed", "3", "--seats", "bot:greedy,bot:greedy"}, strings.NewReader(""), &out, &errOut,
		Options{Games: testGames, Getenv: func(k string) string { return env[k] }})
	if code != 0 || !strings.Contains(out.String(), "seme 3. Posti:") {
		t.Errorf("exit %d, Italian expected from LANG:\n%s%s", code, out.String(), errOut.String())
	}
	out.Reset()
	Main([]string{"play", "code", "--seed", "3", "--seats", "bot:greedy,bot:greedy", "--lang", "en"}, strings.NewReader(""), &out, &errOut,
		Options{Games: testGames, Getenv: func(k string) string { return env[k] }})
	if !strings.Contains(out.String(), "seed 3. Seats:") {
		t.Errorf("--lang en did not win over LANG:\n%s", out.String())
	}
}
