#!/bin/sh
# Runs every fuzz target of the project (each `func FuzzXxx` in a *_test.go) for FUZZTIME each
# (default 30s), one after the other, at low priority, and prints one summary line per target:
# its executions and corpus (the seeds plus what the fuzzer found interesting). A failure stops
# the run with the failing input saved under the package's testdata/fuzz/ (go test's behaviour).
#   FUZZTIME=10m make fuzz          every target 10 minutes
#   FUZZ=FuzzSetup make fuzz        only the targets whose name matches
set -eu
FUZZTIME=${FUZZTIME:-30s}
# Minimizing each new interesting input may take up to a minute by default, during which no new
# input runs: with the large seeds (match logs, play areas) a whole run went by in minimizing.
FUZZMINTIME=${FUZZMINTIME:-2s}
FUZZ=${FUZZ:-.}
GO=${GO:-go}
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
grep -rl --include='*_test.go' '^func Fuzz' . | sort | while read -r file; do
	pkg=./$(dirname "${file#./}")
	for name in $(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' "$file"); do
		echo "$name" | grep -q -- "$FUZZ" || continue
		if ! nice -n 10 "$GO" test -tags ci -run '^$' -fuzz "^$name\$" -fuzztime "$FUZZTIME" -fuzzminimizetime "$FUZZMINTIME" "$pkg" >"$log" 2>&1; then
			cat "$log"
			echo "FAIL $pkg $name"
			exit 1
		fi
		last=$(grep 'fuzz: elapsed' "$log" | tail -1 | sed 's/.*elapsed: //')
		echo "ok   $pkg $name: $last"
	done
done
