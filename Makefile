# flaskdeck — the two commands a newcomer needs:
#   make run    builds flaskdeck and opens the desktop app
#   make test   runs every test
# Both install the Debian packages the build needs first (only what is missing).

GO      ?= go
FUZZTIME ?= 30s
export LANG ?= en_US.UTF-8

.PHONY: run build test test-long bench bench-check pgo fuzz deps clean install install-files uninstall

# Installation like a desktop app: the binary, a .desktop entry and the icons under PREFIX
# (~/.local by default; PREFIX=/usr/local as root). DESTDIR stages the files for packagers.
PREFIX  ?= $(HOME)/.local
BINDIR  ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
APPID   := io.github.flaskdeck
BIN     ?= flaskdeck
ICONS   := 16 24 32 48 64 128 256 512
# An icon theme cache that exists must list the icon, or desktops do not find it; none is created.
ICON_CACHE = if [ -f "$(DESTDIR)$(DATADIR)/icons/hicolor/icon-theme.cache" ]; then \
	gtk-update-icon-cache -q -t "$(DESTDIR)$(DATADIR)/icons/hicolor" || true; fi

deps:
	./scripts/install-deps.sh

# go build applies default.pgo (the repository root is the main package's folder): the shipped binary
# is compiled with profile-guided optimisation (docs/performance.md, "PGO").
build: deps
	$(GO) build -o flaskdeck .

run: build
	./flaskdeck

# staticcheck at a pinned version, fetched through the Go module proxy by go run (no install step,
# no tools.go): module v0.8.2 is staticcheck 2026.2.2.
STATICCHECK ?= honnef.co/go/tools/cmd/staticcheck@v0.8.2

# The suite runs Fyne headless (-tags ci: no cgo, no display); the gates come first (gofmt, vet,
# staticcheck: any finding fails), then a real cgo build so a broken desktop build fails the tests too
# (scripts/check-deadcode.sh: it also fails when the build turns off the linker's dead-method
# elimination),
# and the tests of internal/lazyx11 and internal/lazym (cgo: libX11 and libm not loaded at start,
# the trampolines pass arguments); in a git checkout the suite fails if the tests changed or added a
# file that git sees (a test writes only under t.TempDir(); golden failures go to ignored folders).
# The desktop build applies default.pgo as `make build` does; the suite runs without it (-pgo=off:
# else the root package's test would compile the whole tree a second time, with the profile).
test: deps
	@unformatted="$$(gofmt -l .)"; if [ -n "$$unformatted" ]; then \
		echo "gofmt -l: these files need gofmt -w:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(GO) run $(STATICCHECK) ./...
	GO="$(GO)" ./scripts/check-deadcode.sh
	$(GO) test -count=1 ./internal/lazyx11 ./internal/lazym
	@before="$$(git status --porcelain --untracked-files=all 2>/dev/null || true)"; \
	$(GO) test -pgo=off -tags ci -count=1 ./... || exit 1; \
	after="$$(git status --porcelain --untracked-files=all 2>/dev/null || true)"; \
	if [ "$$before" != "$$after" ]; then echo "the tests wrote into the checkout (a test must write only under t.TempDir()):"; \
		printf '%s\n' "$$after" | grep -vxF -e "$$before"; exit 1; fi

# The long mode: 100,000 random games per engine for the invariants.
test-long: deps
	FLASKDECK_LONG=1 $(GO) test -tags ci -count=1 -timeout 60m ./...

# Every fuzz target (loaders, parsers, move notation, pictures, autosave recovery) for FUZZTIME
# each (default 30s): FUZZTIME=10m make fuzz. One line per target: executions and corpus.
fuzz:
	FUZZTIME=$(FUZZTIME) ./scripts/fuzz.sh

# The benchmarks are compiled with the shipped binary's profile (go test reads default.pgo only for
# a main package, so it is passed); PGO=off measures the code without it.
PGO ?= $(CURDIR)/default.pgo

bench:
	$(GO) test -pgo=$(PGO) -tags ci -run '^$$' -bench . -benchmem ./...

# The hot paths against bench/baseline.txt (fails on a clear slowdown; docs/performance.md).
bench-check:
	GO=$(GO) PGO=$(PGO) ./scripts/bench-check.sh

# Regenerates default.pgo from the hot paths' benchmarks (after a change to one of them).
pgo:
	GO=$(GO) ./scripts/pgo-profile.sh

# install also writes the manual pages and bash completion with the built binary.
install: build install-files
	./flaskdeck man "$(DESTDIR)$(DATADIR)/man/man1" >/dev/null
	install -d "$(DESTDIR)$(DATADIR)/bash-completion/completions"
	./flaskdeck completion bash > "$(DESTDIR)$(DATADIR)/bash-completion/completions/flaskdeck"

# install-files copies an already built $(BIN); `make install` builds it first.
install-files:
	install -D -m 755 "$(BIN)" "$(DESTDIR)$(BINDIR)/flaskdeck"
	install -d "$(DESTDIR)$(DATADIR)/applications"
	sed 's|@BINDIR@|$(BINDIR)|' dist/$(APPID).desktop.in > "$(DESTDIR)$(DATADIR)/applications/$(APPID).desktop"
	chmod 644 "$(DESTDIR)$(DATADIR)/applications/$(APPID).desktop"
	for s in $(ICONS); do \
		install -D -m 644 internal/appicon/icons/flaskdeck-$$s.png "$(DESTDIR)$(DATADIR)/icons/hicolor/$${s}x$${s}/apps/$(APPID).png" || exit 1; \
	done
	$(ICON_CACHE)

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/flaskdeck" "$(DESTDIR)$(DATADIR)/applications/$(APPID).desktop"
	for s in $(ICONS); do rm -f "$(DESTDIR)$(DATADIR)/icons/hicolor/$${s}x$${s}/apps/$(APPID).png"; done
	rm -f "$(DESTDIR)$(DATADIR)/man/man1/"flaskdeck*.1 "$(DESTDIR)$(DATADIR)/bash-completion/completions/flaskdeck"
	$(ICON_CACHE)

clean:
	rm -f flaskdeck
