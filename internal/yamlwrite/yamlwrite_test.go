package yamlwrite

import (
	"testing"

	"gopkg.in/yaml.v3"
)

type record struct {
	Name  Text   `yaml:"name"`
	Notes Text   `yaml:"notes,omitempty"`
	Tags  []Text `yaml:"tags,omitempty"`
}

type plainRecord struct {
	Name string `yaml:"name"`
}

// Texts that yaml.v3 alone does not read back as written come back unchanged through Marshal.
func TestFreeTextReadsBackAsWritten(t *testing.T) {
	texts := []string{"plain", "\n0", "\n\nx\n", " lead", "trail ", "a\n\n", "\tx", "x\n ", "a\r\nb", "\u0085x"}
	for _, s := range texts {
		in := record{Name: Text(s), Notes: Text(s), Tags: Texts([]string{s})}
		data, err := yaml.Marshal(in)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		var back record
		if err := yaml.Unmarshal(data, &back); err != nil {
			t.Fatalf("%q: written as %q, does not read: %v", s, data, err)
		}
		if string(back.Name) != s || string(back.Notes) != s || len(back.Tags) != 1 || string(back.Tags[0]) != s {
			t.Errorf("%q written as %q reads back as %+v", s, data, back)
		}
	}
}

// A text with a leading line break is the case yaml.v3 gets wrong on its own; the test above
// would pass without Text if yaml.v3 were fixed; this test says so when it is.
func TestYAMLv3AloneLosesALeadingLineBreak(t *testing.T) {
	data, err := yaml.Marshal(plainRecord{Name: "\n0"})
	if err != nil {
		t.Fatal(err)
	}
	var back plainRecord
	if err := yaml.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back.Name == "\n0" {
		t.Skip("yaml.v3 now keeps a leading line break; yamlwrite's quoting may be dropped")
	}
}

// Plain texts keep yaml.v3's own style: the workaround only touches texts that need it.
func TestPlainTextsKeepTheirStyle(t *testing.T) {
	data, err := yaml.Marshal(record{Name: "Red", Notes: "two\nlines"})
	if err != nil {
		t.Fatal(err)
	}
	want := "name: Red\nnotes: |-\n    two\n    lines\n"
	if string(data) != want {
		t.Errorf("got %q, want %q", data, want)
	}
}
