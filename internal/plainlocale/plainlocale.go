// Package plainlocale keeps Fyne quiet under the plain "C" or "POSIX" locale of shells, containers
// and CI machines. Fyne reads the locale in a package init and logs an error for those values, even
// for command-line runs that never open a window. Imported for its side effect by main, this package
// is initialized before Fyne's (Go initializes ready packages in import-path order, and Fyne's
// locale package waits for image packages that sort after this one); it replaces such a locale by
// en_US.UTF-8 in this process's environment. Any other locale is left as it is.
package plainlocale

import "os"

func init() { Fix() }

// Fix replaces a plain C or POSIX locale in the first of LC_ALL, LC_MESSAGES and LANG that is set
// (the order in which locale readers look) by en_US.UTF-8.
func Fix() {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := os.Getenv(name)
		if v == "" {
			continue
		}
		if IsPlain(v) {
			os.Setenv(name, "en_US.UTF-8")
		}
		return
	}
}

// IsPlain tells whether a locale value is the plain C or POSIX locale (with or without a charset).
func IsPlain(v string) bool {
	return v == "C" || v == "POSIX" || len(v) > 2 && v[:2] == "C."
}
