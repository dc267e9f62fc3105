#!/bin/sh
# The desktop build (cgo, the shipped profile), checked for a call that turns off Go's dead-method
# elimination: a function the linker flags <ReflectMethod> (reflect's Method or MethodByName with a
# name or index known only at run time: text/template, godbus/dbus's Export) makes it keep every
# exported method of every type the program links, about 5 MB of flaskdeck's binary and 1.2 MiB of
# every start's memory (third_party/fyne/README.md, docs/performance.md "Session 12"). Prints the
# path from main to the first such function and fails.
set -eu
GO=${GO:-go}
deps=$(mktemp)
trap 'rm -f "$deps"' EXIT
if ! $GO build -ldflags=-dumpdep -o /dev/null . 2>"$deps"; then
	grep -v ' -> ' "$deps" >&2
	exit 1
fi
flagged=$(grep -m 1 -o -- '-> [^ ]* <ReflectMethod>' "$deps" | sed 's/^-> //; s/ <ReflectMethod>$//' || true)
if [ -n "$flagged" ]; then
	echo "the build reaches $flagged, which calls reflect's Method or MethodByName with a run-time" >&2
	echo "name or index: Go's linker now keeps every exported method (third_party/fyne/README.md)." >&2
	echo "How main reaches it:" >&2
	awk -F ' -> ' -v sym="$flagged" '
		{ from = $1; to = $2; sub(/ <.*/, "", from); sub(/ <.*/, "", to); if (!(to in parent)) parent[to] = from }
		END { for (i = 0; i < 30 && (sym in parent) && parent[sym] != "_"; i++) { print "  " sym " <- " parent[sym]; sym = parent[sym] } }
	' "$deps" >&2
	exit 1
fi
