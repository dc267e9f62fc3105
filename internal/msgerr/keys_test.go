package msgerr

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// keyCalls are the functions that take a message key (New, Wrap) or a printf format whose key
// FormatKey gives (the others), and the position of that argument. The helpers of the game
// packages that pass a format on to Errorf are listed by their name as called.
var keyCalls = []struct {
	call   string
	arg    int
	format bool
}{
	{"msgerr.New(", 0, false},
	{"msgerr.Wrap(", 1, false},
	{"msgerr.WrapAll(", 1, false},
	{"msgerr.Errorf(", 0, true},
	{"fileErrorf(", 2, true},    // flask's deck files
	{".addf(", 2, true},         // flask/ruleset's problems
	{"fail(", 1, true},          // the explicit setups of CODE and Codex
	{"cards.Illegal(", 1, true}, // illegal moves
	{"badOption(", 0, true},     // print options
	{"problem(", 2, false},      // flask's deck problems
	{"yamlerr.At(", 1, true},
	{"yamlerr.New(", 3, true},
}

// sourceKeys returns every key the module's code (tests left out) passes as a literal to one of
// keyCalls, with where it is.
func sourceKeys(t *testing.T) map[string]string {
	t.Helper()
	keys := map[string]string{}
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != "../.." {
			return fs.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		src := string(data)
		for _, kc := range keyCalls {
			for off := 0; ; {
				i := strings.Index(src[off:], kc.call)
				if i < 0 {
					break
				}
				start := off + i + len(kc.call)
				off = start
				if i > 0 && kc.call[0] != '.' && isIdent(src[off-len(kc.call)-1]) {
					continue // another name ending the same way
				}
				if strings.HasPrefix(strings.TrimSpace(lineBefore(src, start-len(kc.call))), "func") {
					continue // the helper's own definition
				}
				lit, ok := argument(src[start:], kc.arg)
				if !ok {
					continue // not a literal: the caller's own key
				}
				key := lit
				if kc.format {
					k, _, ok := FormatKey(lit)
					if !ok {
						continue
					}
					key = k
				}
				line := 1 + strings.Count(src[:start], "\n")
				keys[key] = path + ":" + strconv.Itoa(line)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return keys
}

func isIdent(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// lineBefore is the text of the line up to offset i.
func lineBefore(src string, i int) string {
	return src[strings.LastIndexByte(src[:i], '\n')+1 : i]
}

// argument returns argument n of a call whose arguments start src, if it is a string literal.
func argument(src string, n int) (string, bool) {
	depth, arg, begin := 0, 0, 0
	for i := 0; i < len(src); i++ {
		switch c := src[i]; c {
		case '"', '`':
			end := i + 1
			for end < len(src) && src[end] != c {
				if c == '"' && src[end] == '\\' {
					end++
				}
				end++
			}
			i = end
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth == 0 {
				if arg == n {
					return literal(src[begin:i])
				}
				return "", false
			}
			depth--
		case ',':
			if depth == 0 {
				if arg == n {
					return literal(src[begin:i])
				}
				arg++
				begin = i + 1
			}
		}
	}
	return "", false
}

func literal(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if len(s) < 2 || (s[0] != '"' && s[0] != '`') {
		return "", false
	}
	v, err := strconv.Unquote(s)
	return v, err == nil
}

// Every key the code uses is in translations/en.json (and so, by internal/i18n's tests, in every
// language), its English text the key itself. MSGERR_WRITE=1 adds the missing keys to en.json.
func TestEveryKeyInTheCodeIsInEnglish(t *testing.T) {
	keys := sourceKeys(t)
	if len(keys) < 50 {
		t.Fatalf("found only %d keys: is the scan broken?", len(keys))
	}
	data, err := os.ReadFile("translations/en.json")
	if err != nil {
		t.Fatal(err)
	}
	var en map[string]string
	if err := json.Unmarshal(data, &en); err != nil {
		t.Fatal(err)
	}
	var missing []string
	for k, where := range keys {
		if _, ok := en[k]; !ok {
			missing = append(missing, k)
			if os.Getenv("MSGERR_WRITE") == "" {
				t.Errorf("%s: key %q is not in translations/en.json", where, k)
			}
		}
	}
	for k, v := range en {
		if k != v {
			t.Errorf("en.json: %q has the text %q; an English text is its key", k, v)
		}
	}
	if os.Getenv("MSGERR_WRITE") != "" && len(missing) > 0 {
		for _, k := range missing {
			en[k] = k
		}
		writeJSON(t, "translations/en.json", en)
		t.Logf("added %d keys", len(missing))
	}
	var unused []string
	for k := range en {
		if _, ok := keys[k]; !ok {
			unused = append(unused, k)
		}
	}
	sort.Strings(unused)
	if len(unused) > 0 {
		t.Logf("keys no literal in the code uses (built at run time): %q", unused)
	}
}

func writeJSON(t *testing.T, path string, m map[string]string) {
	t.Helper()
	var sb strings.Builder
	sb.WriteString("{\n")
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	for i, k := range ks {
		sb.WriteString("  " + quoteJSON(k) + ": " + quoteJSON(m[k]))
		if i < len(ks)-1 {
			sb.WriteString(",")
		}
		sb.WriteString("\n")
	}
	sb.WriteString("}\n")
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// quoteJSON writes s as a JSON string without escaping <, > and &.
func quoteJSON(s string) string {
	var buf strings.Builder
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return strings.TrimSuffix(buf.String(), "\n")
}
