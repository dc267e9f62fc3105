#!/bin/sh
# bench-check.sh compares the hot-path benchmarks with the committed baseline (bench/baseline.txt)
# and fails when one is slower than the baseline by more than the allowed ratio.
#
#   scripts/bench-check.sh            run the guarded benchmarks and compare (exit 1 on a regression)
#   scripts/bench-check.sh -update    run them and rewrite bench/baseline.txt with this run's figures
#
# Each benchmark runs COUNT times (default 3) and its best figure counts: CPU nanoseconds per
# operation where the benchmark reports them (cpu-ns/...; fair on a machine shared with other work),
# else ns/op. A regression is a best figure above baseline x RATIO (default 1.30: the machine is
# shared, so only a clear slowdown fails). Speed is never asserted inside `go test`: this script is
# run by `make bench-check`, not by the test suite. See docs/performance.md.
#
# The benchmarks are compiled with the shipped binary's profile, default.pgo (PGO=off: without it;
# PGO=FILE: another profile), as `make bench` compiles them.
set -eu

cd "$(dirname "$0")/.."
GO=${GO:-go}
COUNT=${COUNT:-3}
RATIO=${RATIO:-1.30}
BASELINE=bench/baseline.txt
PGO=${PGO:-$(pwd)/default.pgo}
export GOFLAGS="${GOFLAGS:--trimpath}"

# The guarded hot paths: package, benchmark regexp, -benchtime.
GUARDED='
./code BenchmarkRandomGame4$ 3000x
./flask BenchmarkRandomGame$ 50000x
./flask BenchmarkGreedyMatch$ 1000x
./flask BenchmarkSearchDecision$ 20x
./flask BenchmarkSoftPlayout$ 20000x
./codex BenchmarkRandomGame2$ 10000x
./app/lab BenchmarkSim(Flask|Codex|Code)Workers1$ 1s
./app/cli BenchmarkCardShow(All|Repeated)$ 10x
'

out=$(mktemp)
trap 'rm -f "$out"' EXIT
echo "$GUARDED" | while read -r pkg bench time; do
	[ -n "$pkg" ] || continue
	$GO test -pgo="$PGO" -tags ci -run '^$' -bench "$bench" -benchtime "$time" -count "$COUNT" "$pkg" |
		grep '^Benchmark' | sed "s|^|${pkg#./}.|" >>"$out" || { echo "bench-check: $pkg $bench failed" >&2; exit 2; }
done

# best NAME VALUE per benchmark: the smallest cpu-ns/* figure, else the smallest ns/op.
best=$(awk '{
	name = $1; sub(/-[0-9]+$/, "", name); sub(/\.Benchmark/, ".", name); v = ""
	for (i = 3; i < NF; i++) if ($(i+1) ~ /^cpu-ns\//) v = $i
	if (v == "") for (i = 3; i < NF; i++) if ($(i+1) == "ns/op") v = $i
	if (v != "" && (!(name in b) || v + 0 < b[name] + 0)) b[name] = v
} END { for (n in b) print n, b[n] }' "$out" | sort)

if [ "${1:-}" = "-update" ]; then
	mkdir -p bench
	{
		echo "# Baseline of scripts/bench-check.sh: benchmark, best CPU ns (or ns) per op."
		echo "# Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores; load when taken:$(cut -d' ' -f1-3 /proc/loadavg | sed 's/^/ /'); $(date -u +%Y-%m-%d)."
		echo "$best"
	} >"$BASELINE"
	echo "bench-check: wrote $BASELINE"
	exit 0
fi

[ -f "$BASELINE" ] || { echo "bench-check: no $BASELINE (run scripts/bench-check.sh -update)" >&2; exit 2; }
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "$best" | awk -v ratio="$RATIO" -v base="$BASELINE" '
BEGIN { while ((getline line < base) > 0) { if (line ~ /^#/ || line == "") continue; split(line, f, " "); want[f[1]] = f[2] } }
{
	if (!($1 in want)) { printf "%-30s %12s  (no baseline)\n", $1, $2; next }
	r = $2 / want[$1]; flag = r > ratio ? "  SLOWER" : ""
	printf "%-30s %12s  baseline %12s  x%.2f%s\n", $1, $2, want[$1], r, flag
	if (r > ratio) bad++
}
END { if (bad) { printf "bench-check: %d benchmark(s) slower than the baseline x%s\n", bad, ratio; exit 1 } }'
