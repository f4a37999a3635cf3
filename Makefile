# realmspec: build, check and run the documentation scenarios.
#
#   make run     the whole corpus on the reference engine, reports into Reports/
#   make check   build, unit tests, lint, every engine, the external pipe and
#                its messages against the protocol's schema, coverage and
#                report validation (what CI runs)
#   make fuzz    a long differential fuzzing run of every engine against the reference
#   make bench   the benchmarks (release build)
#   make docs    DocC archives of the library products
#   make postgres  start the throwaway PostgreSQL server and say how to connect
#   make clean   remove build products and reports

SHELL        := /bin/bash
.SHELLFLAGS  := -euo pipefail -c
SWIFT        ?= swift
BUILD_DIR    := .build/debug
REALMSPEC    := $(BUILD_DIR)/realmspec
SPECS        := Specs
REPORTS      := Reports
SHARED_XSD   ?= ../shared/junit-schemas
OWN_XSD      := schemas/realmspec-junit.xsd
APT_PACKAGES := libxml2-dev libsqlite3-dev libpq-dev pkg-config
PIPE_ENGINE   = external:$(abspath $(REALMSPEC)) serve --engine reference

ifneq ($(CHECK_TIMES),)
override CHECK_TIMES := $(abspath $(CHECK_TIMES))
export CHECK_TIMES
SHELL        := $(CURDIR)/scripts/step-times.sh
.SHELLFLAGS   = $@ -euo pipefail -c
endif

.PHONY: all deps build test lint run check check-steps check-ledger check-engines check-pipe check-same check-wire-schema check-layering \
        check-coverage check-reports check-mutate check-fuzz check-workflow check-shards check-conformance check-example docs screenshots fuzz fuzz-files bench bench-release bench-cli clean postgres postgres-deps postgres-start postgres-up postgres-stop

# The throwaway PostgreSQL server of the postgres engine: a cluster in a
# folder of its own under /tmp (one per checkout; .build/postgres links to
# it), listening only on a Unix socket in its run/ folder, trust
# authentication, no durability (fsync off). Run as the 'postgres' system
# user when make runs as root (PostgreSQL refuses to run as root); that user
# may not be able to reach into the checkout, and a socket's path must stay
# short, hence /tmp. REALMSPEC_POSTGRES_DIR chooses another folder.
PG_DIR       := $(or $(REALMSPEC_POSTGRES_DIR),/tmp/realmspec-postgres-$(shell printf '%s' '$(CURDIR)' | cksum | cut -d' ' -f1))
PG_DATA      := $(PG_DIR)/data
PG_RUN       := $(PG_DIR)/run
PG_LOG       := $(PG_DIR)/server.log
PG_PORT      ?= 5432
PG_BIN       ?= $(shell pg_config --bindir 2>/dev/null | grep -v '^/usr/bin$$' || ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
PG_AS        := $(if $(filter 0,$(shell id -u)),runuser -u postgres -- env --chdir=/,)
PG_CTL        = $(PG_AS) $(PG_BIN)/pg_ctl -D $(PG_DATA)
PG_RUNNING    = $(PG_CTL) status >/dev/null 2>&1
# The engine and the tests find the server through these.
export REALMSPEC_POSTGRES_SOCKET := $(PG_RUN)
export REALMSPEC_POSTGRES_PORT   := $(PG_PORT)
# Runs the rest of a recipe with the server up: starts it when it is not
# running, and then stops it when the recipe ends, fails or is interrupted.
WITH_POSTGRES = started=0; \
	if ! $(PG_RUNNING); then $(MAKE) --no-print-directory postgres-start >/dev/null; started=1; fi; \
	trap 'if [ $$started = 1 ]; then $(MAKE) --no-print-directory postgres-stop >/dev/null; fi' EXIT; \
	trap 'exit 130' INT TERM;

all: build

# Installs what the build needs when it is absent (apt-get, as root):
# pkg-config and the headers of libxml2, SQLite and libpq. Swift must already be on PATH.
deps:
	@command -v $(SWIFT) >/dev/null || { echo "error: '$(SWIFT)' is not on PATH; install a Swift 6 toolchain first" >&2; exit 2; }
	@if command -v pkg-config >/dev/null && pkg-config --exists libxml-2.0 sqlite3 libpq; then exit 0; fi; \
	if ! command -v apt-get >/dev/null; then \
	  echo "error: pkg-config and the headers of libxml2, SQLite and libpq are needed; install them with your package manager" >&2; exit 2; fi; \
	if [ "$$(id -u)" != 0 ]; then \
	  echo "error: missing $(APT_PACKAGES); run 'make deps' as root to install them" >&2; exit 2; fi; \
	echo "installing $(APT_PACKAGES)"; \
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(APT_PACKAGES)

build: deps
	$(SWIFT) build --product realmspec

# The PostgreSQL tests need the server; REALMSPEC_POSTGRES=off skips them.
# After `build`: SwiftPM holds the build folder's lock for the whole of
# `swift test`, tests included, so a `swift test` started beside `build`
# could keep every other step waiting until the last test ends. Nothing is
# recorded here: other tests send malformed lines on purpose, which the
# protocol's schema rightly refuses (check-wire-schema records the kit alone).
test: build
	@rm -rf $(WIRE_RECORD_KIT)
	@$(WITH_POSTGRES) REALMSPEC_WIRE_KIT_RECORD=$(abspath $(WIRE_RECORD_KIT)) $(SWIFT) test

lint: build
	$(REALMSPEC) lint $(SPECS)

run: build
	$(REALMSPEC) run $(SPECS) --engine reference --report-dir $(REPORTS)

# One throwaway PostgreSQL server for the whole check, stopped when it ends.
# The steps run CHECK_JOBS at a time where they do not depend on each other
# (the unit tests beside the corpus runs, …); each step's output is held
# back and printed whole when the step ends (--output-sync), so steps never
# interleave line by line. CHECK_JOBS=1 runs them one after another.
# CHECK_TIMES=FILE records each step's start and end into FILE (every
# recipe line runs through scripts/step-times.sh) and prints a table of
# the steps' wall times when the check passes (for a check that failed:
# scripts/step-times.sh --report FILE).
CHECK_JOBS ?= 2
check: deps
	@$(WITH_POSTGRES) $(MAKE) --no-print-directory -j$(CHECK_JOBS) --output-sync=target check-steps
	@if [ -n "$(CHECK_TIMES)" ]; then scripts/step-times.sh --report $(CHECK_TIMES); fi

check-steps: build test lint check-layering check-ledger check-workflow check-engines check-pipe check-same check-wire-schema check-shards check-coverage check-reports check-mutate check-fuzz \
             check-conformance check-example
	@echo "make check: all green"

# Imports against Package.swift's declared dependencies, and the layering
# rules (who may import swift-syntax and the C libraries; the core imports
# nothing of the project): scripts/check-layering.py; its own tests plant
# broken imports in a copy of the tree (scripts/test_check_layering.py).
check-layering:
	python3 scripts/check-layering.py
	python3 scripts/test_check_layering.py

# The SDK test ledger's list of methods against the SDK's own test files
# (../shared/sdk-tests; skipped, saying so, when they are absent). Its entries
# against the scenarios are checked by `realmspec coverage` in check-coverage.
check-ledger:
	python3 scripts/sdk-ledger.py check
	python3 scripts/test_sdk_ledger.py

# Every registered engine, with its expectations (postgres on the throwaway server).
# The steps of `make check` share the cores, so a scenario gets 30 s here
# rather than the command's 10: long enough for the largest query tables on
# a loaded PostgreSQL server, short enough that a hang still fails the run.
check-engines: build
	@$(WITH_POSTGRES) $(REALMSPEC) run $(SPECS) --engine all --timeout 30 --report-dir $(REPORTS)/all

# The corpus in three shards, merged: the same results as the unsharded run
# of check-engines, and no regression against it (`realmspec diff`).
check-shards: build check-engines
	@for i in 1 2 3; do $(REALMSPEC) run $(SPECS) --engine reference --shard $$i/3 --report-dir $(REPORTS)/shards/$$i >/dev/null; done
	$(REALMSPEC) merge $(REPORTS)/shards/1 $(REPORTS)/shards/2 $(REPORTS)/shards/3 --report-dir $(REPORTS)/merged \
	  --compare $(REPORTS)/all/results.json

# The hosted-CI workflow, linted: GitHub's workflow schema (check-jsonschema)
# and zizmor's audits, both installed from PyPI into .build/venv-lint.
WORKFLOW_LINT := .build/venv-lint
check-workflow:
	@if [ ! -x $(WORKFLOW_LINT)/bin/zizmor ] || [ ! -x $(WORKFLOW_LINT)/bin/check-jsonschema ]; then \
	  python3 -m venv $(WORKFLOW_LINT) && $(WORKFLOW_LINT)/bin/pip install -q 'check-jsonschema==0.39.0' 'zizmor==1.32.0'; fi
	$(WORKFLOW_LINT)/bin/check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml
	$(WORKFLOW_LINT)/bin/zizmor --offline --config .github/zizmor.yml .github/workflows/

# Headless-Chromium screenshots of the matrix and coverage pages of a failing
# run (reference, sqlite and the protocol page's Python engine), to check the
# pages in a real browser: Reports/screens/{matrix,coverage}.png. Needs
# Chromium (Debian: apt-get install chromium); not part of `make check`.
screenshots: build
	REALMSPEC=$(REALMSPEC) scripts/screenshots.sh

# The reference engine again, through the JSON-lines pipe, every line of it
# in both directions recorded into $(WIRE_RECORD) (REALMSPEC_WIRE_RECORD).
# Every call crosses a process boundary and is written twice, beside the unit
# tests on the same cores, so a scenario of many calls gets 30 s, not 10.
WIRE_RECORD := .build/wire-record
check-pipe: build
	@rm -rf $(WIRE_RECORD)
	REALMSPEC_WIRE_RECORD=$(abspath $(WIRE_RECORD)) $(REALMSPEC) run $(SPECS) --engine '$(PIPE_ENGINE)' --timeout 30 --report-dir $(REPORTS)/pipe

# Every message of that run, and of the engine conformance kit run through
# a pipe (WireConformanceTests, which record their own connections into
# $(WIRE_RECORD_KIT) during the unit tests), against the published schema of the
# protocol (docs/engine-protocol.schema.json) with Python's jsonschema,
# installed from PyPI into .build/venv-wire. One invalid message fails the
# check, and so does a recording folder with nothing in it.
WIRE_VENV       := .build/venv-wire
WIRE_RECORD_KIT := .build/wire-record-kit
check-wire-schema: check-pipe test
	@if [ ! -x $(WIRE_VENV)/bin/python ] || ! $(WIRE_VENV)/bin/python -c 'import jsonschema' 2>/dev/null; then \
	  python3 -m venv $(WIRE_VENV) && $(WIRE_VENV)/bin/pip install -q 'jsonschema==4.26.0'; fi
	$(WIRE_VENV)/bin/python scripts/validate-wire.py docs/engine-protocol.schema.json $(WIRE_RECORD) $(WIRE_RECORD_KIT)

# The engine conformance kit on every registered engine and, through the
# pipe, on `serve` with the protocol suite; the JUnit reports validated.
check-conformance: build
	$(REALMSPEC) conformance --engine reference --junit $(REPORTS)/conformance/reference.xml
	$(REALMSPEC) conformance --engine sqlite --junit $(REPORTS)/conformance/sqlite.xml
	@$(WITH_POSTGRES) $(REALMSPEC) conformance --engine postgres --junit $(REPORTS)/conformance/postgres.xml
	$(REALMSPEC) conformance --engine '$(PIPE_ENGINE)' --junit $(REPORTS)/conformance/pipe.xml
	$(REALMSPEC) validate-reports $(REPORTS)/conformance --schema $(OWN_XSD)

# The example package: a storage of its own through the library products
# (its own build folder, so this package's dependencies build once more
# there), the corpus and the conformance kit on it. Nothing reads that
# build's index store or debug information, so it writes neither.
EXAMPLE      := Examples/SortedArrayStorage
EXAMPLE_TOOL := $(EXAMPLE)/.build/debug/sorted-array-realmspec
check-example: deps
	$(SWIFT) build --package-path $(EXAMPLE) --disable-index-store -debug-info-format none
	$(EXAMPLE_TOOL) run $(SPECS) --engine sorted-array --report-dir $(REPORTS)/example
	$(EXAMPLE_TOOL) conformance --engine sorted-array --junit $(REPORTS)/example-conformance/sorted-array.xml

# DocC archives of the library products, in .build/plugins/Swift-DocC/outputs.
DOC_TARGETS := RealmSpecCore ObjectStore EngineTestSupport RealmSpecTool
docs: deps
	$(SWIFT) package generate-documentation $(foreach t,$(DOC_TARGETS),--target $(t))

# In process and through the pipe, the reference engine gives the same results.
check-same: check-engines check-pipe
	$(REALMSPEC) compare-results $(REPORTS)/all/results.json $(REPORTS)/pipe/results.json \
	  --engine reference --other-engine reference

# After check-engines: both write into $(REPORTS)/all.
# --require-api 100: every SDK member in scope is checked (678/678). A call
# credits only the row of the overload lint resolves, on its receiver's own
# type; Objective-C rows need a call on the Objective-C type; a member counts
# as checked only when its result or its change reaches an assertion. Scope is
# pinned per type by a test, so narrowing it is a reviewed change.
check-coverage: build | check-engines
	$(REALMSPEC) coverage $(SPECS) --require 100 --require-api 100 --require-messages 100 --report-dir $(REPORTS)/all

# Differential fuzzing, bounded: a fixed seed, every registered engine against
# the reference; a divergence not listed in the engine's expectations fails.
FUZZ_SEED  ?= 20261123
FUZZ_COUNT ?= 100000
check-fuzz: build
	$(REALMSPEC) fuzz --seed $(FUZZ_SEED) --count 3000 --time 50 --out $(REPORTS)/fuzz

# A long run (by default 100,000 sequences; FUZZ_SEED and FUZZ_COUNT change it).
fuzz: build
	$(REALMSPEC) fuzz --seed $(FUZZ_SEED) --count $(FUZZ_COUNT) --out $(REPORTS)/fuzz

# Every JUnit report against the project's schema, and against the shared
# JUnit schemas when that folder exists.
check-reports: check-engines check-pipe
	@[ -n "$(wildcard $(SHARED_XSD)/*.xsd)" ] || echo "note: no schemas in '$(SHARED_XSD)'; validating against $(OWN_XSD) only"
	$(REALMSPEC) validate-reports $(REPORTS)/all $(REPORTS)/pipe --schema $(OWN_XSD) \
	  $(if $(wildcard $(SHARED_XSD)/*.xsd),$(foreach x,$(wildcard $(SHARED_XSD)/*.xsd),--schema $(x)),)

# Mutated copies of the corpus's own files through lint and run: a child
# killed by a signal is a crash, one past its time bound a hang.
# A fixed seed, a few hundred files, at most about a minute.
MUTATE_SEED  ?= 15
check-mutate: build
	$(REALMSPEC) mutate $(SPECS) --count 300 --seed $(MUTATE_SEED) --time-limit 60

# The same, several thousand files; not part of `make check`.
FUZZ_FILES   ?= 3000
FUZZ_SEED    ?= 2026
fuzz-files: build
	$(REALMSPEC) mutate $(SPECS) --count $(FUZZ_FILES) --seed $(FUZZ_SEED)

# Every benchmark of the project, each next to its floor in the same run
# (realmspec-bench), then the CLI end to end on the corpus with one worker
# and with two: process start, loading and reports included, for
# information (the 1.8x aim is on running the corpus, in the table above);
# last, the corpus through the debug build `make run` uses, cold and warm
# load cache, next to the time its scenarios take (scripts/bench-cli.sh).
BENCH_CONFIG ?= release
# Release-only compiler flags, kept out of Package.swift (SwiftPM refuses
# unsafe flags in a package another one depends on).
BENCH_FLAGS  ?= -Xswiftc -cross-module-optimization -Xswiftc -enforce-exclusivity=unchecked
bench: deps bench-release
	@$(MAKE) --no-print-directory bench-cli

bench-cli: build
	@REALMSPEC=$(REALMSPEC) SPECS=$(SPECS) scripts/bench-cli.sh

bench-release: deps
	$(SWIFT) build -c $(BENCH_CONFIG) $(BENCH_FLAGS) --product realmspec
	$(SWIFT) build -c $(BENCH_CONFIG) $(BENCH_FLAGS) --product realmspec-bench
	@$(WITH_POSTGRES) .build/$(BENCH_CONFIG)/realmspec-bench --specs $(SPECS)
	@for jobs in 1 2; do \
	  start=$$(date +%s.%N); \
	  .build/$(BENCH_CONFIG)/realmspec run $(SPECS) --jobs $$jobs --report-dir $(REPORTS)/bench >/dev/null || true; \
	  end=$$(date +%s.%N); \
	  echo "$$jobs $$start $$end"; \
	done | awk '{ t[$$1] = $$3 - $$2; printf "corpus through the CLI end to end, --jobs %d: %.3f s\n", $$1, t[$$1] } \
	  END { if (t[2] > 0) printf "end to end with 2 jobs: %.2fx faster (start, loading and reports included)\n", t[1] / t[2] }'

# Installs the PostgreSQL server and libpq when absent (apt-get, as root).
postgres-deps:
	@if [ -n "$(PG_BIN)" ] && [ -x "$(PG_BIN)/initdb" ] && pkg-config --exists libpq 2>/dev/null; then exit 0; fi; \
	if ! command -v apt-get >/dev/null || [ "$$(id -u)" != 0 ]; then \
	  echo "error: the PostgreSQL server and libpq are needed; install 'postgresql' and 'libpq-dev' (as root: make postgres-deps)" >&2; exit 2; fi; \
	echo "installing postgresql libpq-dev"; \
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql libpq-dev

# Starts the throwaway server (idempotent); the first start makes the cluster.
# A make of its own after postgres-deps, so PG_BIN sees what it installed.
postgres-start: postgres-deps
	@$(MAKE) --no-print-directory postgres-up

postgres-up:
	@[ -x "$(PG_BIN)/initdb" ] || { echo "error: no PostgreSQL server programs found (pg_config --bindir, /usr/lib/postgresql/*/bin)" >&2; exit 2; }
	@mkdir -p $(PG_RUN) .build
	@if [ -n "$(PG_AS)" ]; then chown postgres $(PG_DIR) $(PG_RUN); fi
	@if [ -L .build/postgres ] || [ ! -e .build/postgres ]; then ln -sfn $(PG_DIR) .build/postgres; fi
	@if [ ! -f $(PG_DATA)/PG_VERSION ]; then \
	  $(PG_AS) $(PG_BIN)/initdb -D $(PG_DATA) -A trust -U postgres -E UTF8 --no-sync >$(PG_DIR)/initdb.log 2>&1 \
	    || { cat $(PG_DIR)/initdb.log >&2; exit 1; }; fi
	@if $(PG_RUNNING); then echo "PostgreSQL is already running (socket in $(PG_RUN))"; else \
	  $(PG_CTL) -l $(PG_LOG) -w -t 60 start -o "-c listen_addresses='' -c unix_socket_directories='$(PG_RUN)' \
	    -p $(PG_PORT) -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100" >/dev/null \
	    || { tail -n 20 $(PG_LOG) >&2; exit 1; }; \
	  echo "PostgreSQL started (socket in $(PG_RUN))"; fi

postgres-stop:
	@if [ -f $(PG_DATA)/PG_VERSION ] && $(PG_RUNNING); then $(PG_CTL) -w -m fast stop >/dev/null && echo "PostgreSQL stopped"; fi

postgres: postgres-start
	@echo "connect with:  psql -h $(PG_RUN) -p $(PG_PORT) -U postgres postgres"
	@echo "realmspec uses it through REALMSPEC_POSTGRES_SOCKET=$(PG_RUN) (make exports it; it is also the default)"
	@echo "stop it with:  make postgres-stop"

clean: postgres-stop
	rm -rf .build
	find $(REPORTS) -mindepth 1 ! -name README.md -exec rm -rf {} +
