package ruleset

import (
	"io"
	"os"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Load returns the set an argument names: a built-in set's name (v0.4.2) or a rule-set file.
func Load(nameOrFile string) (*Set, error) {
	if s, ok := Builtin(nameOrFile); ok {
		if _, err := os.Stat(nameOrFile); err != nil { // a file of that name wins
			return s, nil
		}
	}
	return ReadFile(nameOrFile)
}

// ReadFile reads and checks a rule-set file. Only a regular file is read (a deck naming
// /dev/stdin or a pipe as its set is an error, not a wait).
func ReadFile(path string) (*Set, error) {
	if info, err := os.Stat(path); err == nil && !info.Mode().IsRegular() {
		return nil, msgerr.Errorf("%s: %w: not a regular file", path, ErrBadRuleSet)
	}
	f, err := os.Open(path)
	if err != nil {
		if os.IsNotExist(err) {
			return nil, msgerr.Errorf("%s: %w: no such file, and not a built-in set (built in: %v)", path, ErrBadRuleSet, BuiltinNames())
		}
		return nil, msgerr.Errorf("%w: %v", ErrBadRuleSet, err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, msgerr.Errorf("%s: %w: %v", path, ErrBadRuleSet, err)
	}
	return Decode(path, data)
}
