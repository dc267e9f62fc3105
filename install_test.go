package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/internal/appicon"
)

// `make install-files PREFIX=dir` (what `make install` runs after building) puts the binary, a
// valid desktop entry pointing at it and every icon size under dir; `make uninstall` removes them.
func TestMakeInstallAndUninstall(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("no make")
	}
	dir := t.TempDir()
	prefix := filepath.Join(dir, "a prefix")
	bin := filepath.Join(dir, "flaskdeck-built")
	if err := os.WriteFile(bin, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) {
		t.Helper()
		cmd := exec.Command("make", append([]string{"-s"}, args...)...)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Run(); err != nil {
			t.Fatalf("make %s: %v\n%s", strings.Join(args, " "), err, out.String())
		}
	}
	run("install-files", "PREFIX="+prefix, "BIN="+bin)
	installed := []string{"bin/flaskdeck", "share/applications/io.github.flaskdeck.desktop"}
	for _, s := range appicon.Sizes {
		installed = append(installed, filepath.Join("share/icons/hicolor", strconv.Itoa(s)+"x"+strconv.Itoa(s), "apps/io.github.flaskdeck.png"))
	}
	for _, f := range installed {
		if _, err := os.Stat(filepath.Join(prefix, f)); err != nil {
			t.Errorf("not installed: %v", err)
		}
	}
	entry := filepath.Join(prefix, "share/applications/io.github.flaskdeck.desktop")
	data, err := os.ReadFile(entry)
	if err != nil {
		t.Fatal(err)
	}
	if want := `Exec="` + filepath.Join(prefix, "bin/flaskdeck") + `" gui`; !strings.Contains(string(data), want+"\n") {
		t.Errorf("the entry does not run the installed binary (%s):\n%s", want, data)
	}
	if validate, err := exec.LookPath("desktop-file-validate"); err == nil {
		if out, err := exec.Command(validate, entry).CombinedOutput(); err != nil || len(out) > 0 {
			t.Errorf("desktop-file-validate: %v\n%s", err, out)
		}
	} else {
		t.Log("desktop-file-validate is not installed: the entry is not validated")
	}
	run("uninstall", "PREFIX="+prefix)
	for _, f := range installed {
		if _, err := os.Stat(filepath.Join(prefix, f)); err == nil {
			t.Errorf("%s is left after uninstall", f)
		}
	}
}

// FyneApp.toml (for `fyne package`) names the app like the program: the same version, the app ID
// the desktop entry and the preferences use, an icon that exists.
func TestFyneAppMetadata(t *testing.T) {
	data, err := os.ReadFile("FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	value := func(key string) string {
		m := regexp.MustCompile(`(?m)^\s*` + key + `\s*=\s*"([^"]*)"`).FindSubmatch(data)
		if m == nil {
			t.Fatalf("FyneApp.toml has no %s", key)
		}
		return string(m[1])
	}
	if v := value("Version"); v != app.Version {
		t.Errorf("FyneApp.toml version %s, the program's %s", v, app.Version)
	}
	if id := value("ID"); id != "io.github.flaskdeck" {
		t.Errorf("FyneApp.toml ID %s", id)
	}
	if _, err := os.Stat(value("Icon")); err != nil {
		t.Error(err)
	}
}
