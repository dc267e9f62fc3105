package cli

import (
	"bytes"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/app/games"
)

// The -update flag rewrites golden files in testdata/. It is registered here unless another test
// file of the package already did, so every golden test of the package shares one flag.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite golden files in testdata/")
	}
}

// updatingGoldenFiles tells whether the test run was asked to rewrite golden files.
func updatingGoldenFiles() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

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
	return Main(args, in, out, errOut, Options{Games: testGames})
}

// runCommand runs flaskdeck through Main and returns stdout, stderr and the exit code.
func runCommand(args []string, stdin string) (string, string, int) {
	var out, errOut bytes.Buffer
	code := testMain(args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), code
}

// checkGolden runs each case and compares its transcript with its golden file.
func checkGolden(t *testing.T, cases []commandCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.golden, func(t *testing.T) {
			stdout, stderr, code := runCommand(tc.args, tc.stdin)
			if code != tc.exit {
				t.Errorf("exit code %d, want %d\nstdout: %s\nstderr: %s", code, tc.exit, stdout, stderr)
			}
			transcript := "$ flaskdeck " + strings.Join(tc.args, " ") + "\n" + stdout +
				"--- stderr\n" + stderr + "--- exit " + strconv.Itoa(code) + "\n"
			path := filepath.Join("testdata", tc.golden+".golden")
			if updatingGoldenFiles() {
				if err := os.WriteFile(path, []byte(transcript), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to write it)", err)
			}
			if transcript != string(want) {
				t.Errorf("transcript differs from %s:\n%s\nwant:\n%s", path, transcript, want)
			}
		})
	}
}
