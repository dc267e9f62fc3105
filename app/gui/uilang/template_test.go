package uilang

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"
	"github.com/nicksnyder/go-i18n/v2/i18n/template"
)

// The app's messages fill their fields as text/template filled them, through flaskdeck's copy of
// go-i18n (field actions only, no text/template: third_party/go-i18n/README.md).
func TestMessagesFillTheirFieldsAsTextTemplateDid(t *testing.T) {
	type counts struct {
		Done, Total int
		hidden      int
	}
	cases := []struct {
		message string
		data    any
		want    string
	}{
		{"test: {{.Done}} of {{.Total}}", map[string]int{"Done": 3, "Total": 10}, "test: 3 of 10"},
		{"test: {{.Done}} of {{.Total}}", counts{Done: 4, Total: 9}, "test: 4 of 9"},
		{"test: {{.Done}} of {{.Total}}", &counts{Done: 5, Total: 8}, "test: 5 of 8"},
		{"about {{.Left}} left", map[string]any{"Left": 90 * time.Second}, "about 1m30s left"},
		{"test failed: {{ .Error }}", map[string]string{"Error": "disk full"}, "test failed: disk full"},
		{"{{.Count}} cards", map[string]any{}, "<no value> cards"},
		{"no fields here", nil, "no fields here"},
		{"{{.}}!", "hello", "hello!"},
		{"Übersicht: {{.Name}}", map[string]string{"Name": "Rot"}, "Übersicht: Rot"},
		// an action the subset does not know leaves the message as written, rather than guessing
		{"{{if .Done}}done{{end}}", map[string]int{"Done": 1}, "{{if .Done}}done{{end}}"},
		{"{{.hidden}} hidden", counts{hidden: 1}, "{{.hidden}} hidden"},
	}
	for _, c := range cases {
		if got := lang.L(c.message, c.data); got != c.want {
			t.Errorf("lang.L(%q, %#v) = %q, want %q", c.message, c.data, got, c.want)
		}
	}
}

// Any message text parses or fails cleanly; text without an action comes back as it is, and a
// parsed message executes without a panic whatever its data.
func FuzzMessageTemplate(f *testing.F) {
	for _, seed := range []string{"{{.Done}} of {{.Total}} matches", "{{ .Error }}", "{{.}}", "{{if .A}}x{{end}}",
		"{{", "}}", "{{.A", "{{.A}}{{.B}}", "plain", "{{.9}}", "{{.Ä}}", "{{..}}"} {
		f.Add(seed)
	}
	parser := &template.TextParser{}
	f.Fuzz(func(t *testing.T, message string) {
		parsed, err := parser.Parse(message, "", "")
		if err != nil {
			return
		}
		for _, data := range []any{nil, map[string]int{"A": 1}, struct{ A, B string }{"a", "b"}, "x", 7, []int{1}} {
			got, err := parsed.Execute(data)
			if err == nil && !strings.Contains(message, "{{") && got != message {
				t.Fatalf("Execute(%q) = %q, want the text unchanged", message, got)
			}
		}
	})
}
