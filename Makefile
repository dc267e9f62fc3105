# flaskdeck — the two commands a newcomer needs:
#   make run    builds flaskdeck and opens the desktop app
#   make test   runs every test
# Both install the Debian packages the build needs first (only what is missing).

GO      ?= go
FUZZTIME ?= 30s
export LANG ?= en_US.UTF-8

.PHONY: run build test test-long bench fuzz deps clean

deps:
	./scripts/install-deps.sh

build: deps
	$(GO) build -o flaskdeck .

run: build
	./flaskdeck

# The suite runs Fyne headless (-tags ci: no cgo, no display); vet and a real cgo build come first
# so a broken desktop build fails the tests too.
test: deps
	$(GO) vet ./...
	$(GO) build -o /dev/null .
	$(GO) test -tags ci -count=1 ./...

# The long mode: 100,000 random games per engine for the invariants.
test-long: deps
	FLASKDECK_LONG=1 $(GO) test -tags ci -count=1 -timeout 60m ./...

# Every fuzz target (loaders, parsers, move notation, pictures, autosave recovery) for FUZZTIME
# each (default 30s): FUZZTIME=10m make fuzz. One line per target: executions and corpus.
fuzz:
	FUZZTIME=$(FUZZTIME) ./scripts/fuzz.sh

bench:
	$(GO) test -tags ci -run '^$$' -bench . -benchmem ./...

clean:
	rm -f flaskdeck
