package buildinfo

import (
	"runtime/debug"
	"testing"
)

func TestString(t *testing.T) {
	settings := func(kv ...string) []debug.BuildSetting {
		var s []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			s = append(s, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return s
	}
	for _, c := range []struct {
		name string
		bi   *debug.BuildInfo
		want string
	}{
		{"no build info", nil, "0.1.0 (revision unknown)"},
		{"outside a checkout", &debug.BuildInfo{GoVersion: "go1.25.0"}, "0.1.0 (revision unknown; go1.25.0)"},
		{"clean", &debug.BuildInfo{GoVersion: "go1.25.0", Settings: settings("vcs", "git",
			"vcs.revision", "554dbee1234567890abcdef", "vcs.time", "2026-11-23T07:00:00Z", "vcs.modified", "false")},
			"0.1.0 (revision 554dbee12345, 2026-11-23T07:00:00Z; go1.25.0)"},
		{"dirty", &debug.BuildInfo{GoVersion: "go1.25.0", Settings: settings("vcs.revision", "554dbee1234567890abcdef", "vcs.modified", "true")},
			"0.1.0 (revision 554dbee12345, dirty; go1.25.0)"},
	} {
		if got := FromBuildInfo("0.1.0", c.bi).String(); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
