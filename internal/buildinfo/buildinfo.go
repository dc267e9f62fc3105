// Package buildinfo describes the running build: the program version and the source revision the
// Go toolchain stamped into the binary (vcs.revision, with a dirty mark when the tree had changes).
package buildinfo

import (
	"runtime/debug"
	"strings"
)

// Info is what a build knows about its source.
type Info struct {
	Version  string // the program version
	Revision string // the commit, "" when the build was not made from a checkout
	Time     string // the commit time (RFC 3339), if known
	Modified bool   // the checkout had uncommitted changes
	Go       string // the Go version that built it
}

// Read returns the running binary's Info for the program version.
func Read(version string) Info {
	bi, _ := debug.ReadBuildInfo()
	return FromBuildInfo(version, bi)
}

// FromBuildInfo extracts the Info of a build (bi may be nil: a binary without build info).
func FromBuildInfo(version string, bi *debug.BuildInfo) Info {
	in := Info{Version: version}
	if bi == nil {
		return in
	}
	in.Go = bi.GoVersion
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			in.Revision = s.Value
		case "vcs.time":
			in.Time = s.Value
		case "vcs.modified":
			in.Modified = s.Value == "true"
		}
	}
	return in
}

// String writes the info on one line: "0.1.0 (revision 1a2b3c4d5e6f, 2026-11-23T07:00:00Z, dirty;
// go1.25.0)", with "revision unknown" for a build made outside a checkout.
func (in Info) String() string {
	var b strings.Builder
	b.WriteString(in.Version)
	b.WriteString(" (")
	if in.Revision == "" {
		b.WriteString("revision unknown")
	} else {
		rev := in.Revision
		if len(rev) > 12 {
			rev = rev[:12]
		}
		b.WriteString("revision " + rev)
		if in.Time != "" {
			b.WriteString(", " + in.Time)
		}
		if in.Modified {
			b.WriteString(", dirty")
		}
	}
	if in.Go != "" {
		b.WriteString("; " + in.Go)
	}
	b.WriteString(")")
	return b.String()
}
