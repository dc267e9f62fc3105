package cli

import (
	"path/filepath"
	"slices"
	"strings"

	"github.com/flaskdeck/flaskdeck/app"
)

// checkOutputExt refuses an output file whose extension is not one of the written format's (exts,
// lower case with the dot): `deck import X.json -o X.json` would have replaced the JSON with YAML.
// "-" (standard output) is always accepted. It is a usage error (exit 2), found before any work.
func checkOutputExt(flag, path, format string, exts ...string) error {
	if path == "-" || path == "" {
		return nil
	}
	ext := strings.ToLower(filepath.Ext(path))
	if slices.Contains(exts, ext) {
		return nil
	}
	got := "no extension"
	if ext != "" {
		got = "a " + ext + " extension"
	}
	return app.Usagef("%s %s: %s writes %s; give a file ending in %s", flag, path, got, format, strings.Join(exts, " or "))
}
