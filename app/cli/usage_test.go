package cli

import (
	"strings"
	"testing"
)

func TestNumberFlagsSayWhatTheyWantInOneLine(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"play", "flask", "--seed", "3.5"}, `flaskdeck: --seed: "3.5" is not a whole number of 0 or more` + "\n"},
		{[]string{"sim", "flask", "--games", "abc"}, `flaskdeck: --games: "abc" is not a whole number` + "\n"},
		{[]string{"print", "red", "--bleed", "x"}, `flaskdeck: --bleed: "x" is not a number` + "\n"},
		{[]string{"sim", "flask", "--seed", "99999999999999999999999"}, `flaskdeck: --seed: "99999999999999999999999" is out of range` + "\n"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			out, errOut, code := runMain(tt.args...)
			if code != ExitUsage || errOut != tt.want || out != "" {
				t.Errorf("exit %d, stderr %q, stdout %q; want exit 2 and %q", code, errOut, out, tt.want)
			}
		})
	}
}
