package code

import (
	"bytes"
	_ "embed"
	"errors"
	"io"
	"sync"

	"github.com/flaskdeck/flaskdeck/internal/inputfile"
	"github.com/flaskdeck/flaskdeck/internal/yamlerr"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"gopkg.in/yaml.v3"
)

// Code is the four digits of a code card. Digits may repeat; their order is only for show.
type Code [4]uint8

// String writes the four digits, e.g. "0258".
func (c Code) String() string {
	return string([]byte{'0' + c[0], '0' + c[1], '0' + c[2], '0' + c[3]})
}

// need returns how many of each digit the code asks for.
func (c Code) need() (n [numDigits]uint8) {
	for _, d := range c {
		n[d]++
	}
	return n
}

// ParseCode reads four digits.
func ParseCode(s string) (Code, error) {
	var c Code
	if len(s) != 4 {
		return c, msgerr.Errorf("code %q is not four digits", s)
	}
	for i := range 4 {
		if s[i] < '0' || s[i] > '9' {
			return c, msgerr.Errorf("code %q is not four digits", s)
		}
		c[i] = s[i] - '0'
	}
	return c, nil
}

// MaxCodes is the most code cards a code list may hold.
const MaxCodes = 64

// codeFile is the form of a code list: the built-in one and a user's.
type codeFile struct {
	Origin string   `yaml:"origin"`
	Codes  []string `yaml:"codes"`
}

//go:embed data/codes.yaml
var codesYAML []byte

// builtinCodes reads the embedded code list on first use.
var builtinCodes = sync.OnceValues(func() ([]Code, error) {
	return DecodeCodes("data/codes.yaml", bytes.NewReader(codesYAML))
})

// BuiltinCodes returns flaskdeck's own ten codes (not the printed codes of the boxed game).
func BuiltinCodes() []Code {
	codes, _ := builtinCodes()
	return append([]Code(nil), codes...)
}

// ErrBadCodes is returned for a code list that does not parse or breaks a rule.
var ErrBadCodes = msgerr.New("bad code list")

// DecodeCodes reads a code list in YAML:
//
//	origin: the codes of my box     # optional, free text
//	codes: ["0258", "1347", ...]    # 2 to 64 codes of four digits
//
// name is used in error messages.
func DecodeCodes(name string, r io.Reader) ([]Code, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, msgerr.Errorf("%s: %w", name, err)
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, msgerr.Errorf("%s: %w: the file is empty", name, ErrBadCodes)
		}
		return nil, yamlerr.Wrap(name, ErrBadCodes, err)
	}
	var f codeFile
	if err := yamlerr.DecodeStrict(&doc, &f); err != nil {
		return nil, yamlerr.InFile(name, msgerr.Errorf("%w: %w", ErrBadCodes, err))
	}
	codes, err := checkCodes(f.Codes)
	if err != nil {
		return nil, yamlerr.InFile(name, yamlerr.Locate(&doc, yamlerr.Under(err, "codes")))
	}
	return codes, nil
}

// checkCodes parses and checks a list of written codes. A problem with one code is at its index
// (a yamlerr.PathError).
func checkCodes(written []string) ([]Code, error) {
	if len(written) < 2 || len(written) > MaxCodes {
		return nil, msgerr.Errorf("%w: %d codes, want 2 to %d", ErrBadCodes, len(written), MaxCodes)
	}
	codes := make([]Code, len(written))
	for i, w := range written {
		c, err := ParseCode(w)
		if err != nil {
			return nil, yamlerr.At([]any{i}, "%w: code %d: %v", ErrBadCodes, i+1, err)
		}
		codes[i] = c
	}
	return codes, nil
}

// LoadCodes reads a user's code list file (the printed codes of their box), in the form of
// DecodeCodes. Pass the result to SetupNode to play with it.
func LoadCodes(path string) ([]Code, error) {
	f, err := inputfile.Open(path, inputfile.DefaultLimit)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return DecodeCodes(path, f)
}
