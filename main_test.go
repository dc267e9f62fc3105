package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestMain lets a test run this binary's main, with the same package initialization as flaskdeck.
func TestMain(m *testing.M) {
	if os.Getenv("FLASKDECK_TEST_RUN_MAIN") == "1" {
		os.Args = append([]string{"flaskdeck"}, strings.Fields(os.Getenv("FLASKDECK_TEST_ARGS"))...)
		main()
	}
	os.Exit(m.Run())
}

func TestCommandsUnderThePlainLocalePrintNoFyneNoise(t *testing.T) {
	for _, args := range []string{"--version", "deck presets", "card show r1"} {
		cmd := exec.Command(os.Args[0])
		cmd.Env = append(os.Environ(), "FLASKDECK_TEST_RUN_MAIN=1", "FLASKDECK_TEST_ARGS="+args, "LANG=C.UTF-8", "LC_ALL=", "LC_MESSAGES=")
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("flaskdeck %s: %v\n%s", args, err, stderr.String())
		}
		if stderr.Len() != 0 {
			t.Errorf("flaskdeck %s under LANG=C.UTF-8 wrote to stderr:\n%s", args, stderr.String())
		}
		if stdout.Len() == 0 {
			t.Errorf("flaskdeck %s printed nothing", args)
		}
	}
}
