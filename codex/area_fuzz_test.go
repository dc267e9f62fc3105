package codex

import (
	"os"
	"strings"
	"testing"
)

// FuzzReadAreaFile: any bytes as a play-area file are scored or refused with one line; never a
// panic.
func FuzzReadAreaFile(f *testing.F) {
	for _, p := range []string{"testdata/area_ok.yaml", "testdata/area_illegal.yaml"} {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("objectives: [87]\n"))
	f.Add([]byte("starter: {id: 83, side: front}\nplacements:\n  - {id: 1, side: back, at: [1, 1]}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		area, err := ReadAreaFile("a.yaml", strings.NewReader(string(data)))
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error on several lines: %q", err)
			}
			return
		}
		_ = area.Score(false)
		_ = area.Score(true)
	})
}

// A UTF-8 byte order mark is accepted at the start of a play-area file.
func TestReadAreaFileAcceptsAByteOrderMark(t *testing.T) {
	if _, err := ReadAreaFile("a.yaml", strings.NewReader("\uFEFFstarter: {id: 83, side: front}\n")); err != nil {
		t.Error(err)
	}
}
