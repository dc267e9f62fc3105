#!/bin/sh
# pgo-profile.sh regenerates default.pgo, the CPU profile with which `go build` optimises the
# shipped binary (profile-guided optimisation: Go reads default.pgo from the main package's folder,
# the repository root) and with which `make bench` and `make bench-check` build the benchmarks.
#
#   scripts/pgo-profile.sh          profile the hot paths and write default.pgo (one command)
#
# The workloads are the program's real hot paths, run through their package benchmarks with
# -cpuprofile (built without a profile, -pgo=off, so the result does not depend on the one before):
# Flask's search at the normal and hard levels, a soft playout, greedy and random games; CODE's and
# Codex's search decisions and random games; the lab's one-worker `sim` of all three games; and
# `card show` over all 16,384 compositions. Each runs for PGOTIME (default 2s), so each weighs about
# the same in the merged profile (`go tool pprof -proto`). Regenerate after a change to a hot path
# (docs/performance.md, "PGO"); a stale profile is still applied, it only helps less.
set -eu
cd "$(dirname "$0")/.."
GO=${GO:-go}
PGOTIME=${PGOTIME:-2s}
export GOFLAGS="${GOFLAGS:--trimpath}"

# The workloads: package, benchmark regexp.
WORKLOADS='
./flask ^BenchmarkSearchDecision$
./flask ^BenchmarkHardSearchDecision$
./flask ^BenchmarkSoftPlayout$
./flask ^BenchmarkGreedyMatch$
./flask ^BenchmarkRandomGame$
./code ^BenchmarkRandomGame4$
./code ^BenchmarkSearchDecision$
./code ^BenchmarkSearchDecision4$
./codex ^BenchmarkRandomGame2$
./codex ^BenchmarkSearchDecision$
./app/lab ^BenchmarkSim(Flask|Codex|Code)Workers1$
./app/cli ^BenchmarkCardShowAll$
'

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
i=0
echo "$WORKLOADS" | while read -r pkg bench; do
	[ -n "$pkg" ] || continue
	i=$((i + 1))
	echo "pgo-profile: $pkg $bench" >&2
	$GO test -pgo=off -tags ci -run '^$' -bench "$bench" -benchtime "$PGOTIME" -count 1 \
		-o "$dir/test.bin" -cpuprofile "$dir/$i.pprof" "$pkg" >/dev/null ||
		{ echo "pgo-profile: $pkg $bench failed" >&2; exit 2; }
done
# shellcheck disable=SC2046 # the profiles' names have no spaces
$GO tool pprof -proto $(ls "$dir"/*.pprof) >default.pgo
echo "pgo-profile: wrote default.pgo ($(wc -c <default.pgo) bytes)" >&2
