package cli

import (
	"bytes"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/internal/golden"
)

// commandCase is one run of flaskdeck for a golden test: its arguments, standard input, the
// expected exit code and the golden file (testdata/<golden>.golden) holding stdout and stderr.
type commandCase struct {
	golden string
	args   []string
	stdin  string
	exit   int
}

// testGames are the games the tests' command line plays (withCoinGame adds the coin game).
var testGames = games.Builtin()

// testMain runs flaskdeck through Main with the test games and no desktop app.
func testMain(args []string, in io.Reader, out, errOut io.Writer) int {
	return Main(args, in, out, errOut, Options{Games: testGames}) // no environment: English
}

// runCommand runs flaskdeck through Main and returns stdout, stderr and the exit code.
func runCommand(args []string, stdin string) (string, string, int) {
	var out, errOut bytes.Buffer
	code := testMain(args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), code
}

// checkTranscripts runs each case and compares its transcript with its golden file (go test
// -update rewrites them).
func checkTranscripts(t *testing.T, cases []commandCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.golden, func(t *testing.T) {
			stdout, stderr, code := runCommand(tc.args, tc.stdin)
			if code != tc.exit {
				t.Errorf("exit code %d, want %d\nstdout: %s\nstderr: %s", code, tc.exit, stdout, stderr)
			}
			transcript := "$ flaskdeck " + strings.Join(tc.args, " ") + "\n" + stdout +
				"--- stderr\n" + stderr + "--- exit " + strconv.Itoa(code) + "\n"
			golden.CheckString(t, filepath.Join("testdata", tc.golden+".golden"), transcript)
		})
	}
}
