# realmspec: build, check and run the documentation scenarios.
#
#   make run     the whole corpus on the reference engine, reports into Reports/
#   make check   build, unit tests, lint, every engine, the external pipe,
#                coverage and report validation (what CI runs)
#   make fuzz    a long differential fuzzing run of every engine against the reference
#   make bench   the benchmarks (release build)
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
APT_PACKAGES := libxml2-dev libsqlite3-dev pkg-config
PIPE_ENGINE   = external:$(abspath $(REALMSPEC)) serve --engine reference

.PHONY: all deps build test lint run check check-engines check-pipe check-same \
        check-coverage check-reports check-fuzz fuzz bench clean

all: build

# Installs what the build needs when it is absent (apt-get, as root):
# pkg-config and libxml2's headers. Swift must already be on PATH.
deps:
	@command -v $(SWIFT) >/dev/null || { echo "error: '$(SWIFT)' is not on PATH; install a Swift 6 toolchain first" >&2; exit 2; }
	@if command -v pkg-config >/dev/null && pkg-config --exists libxml-2.0 sqlite3; then exit 0; fi; \
	if ! command -v apt-get >/dev/null; then \
	  echo "error: pkg-config and libxml2's headers are needed; install them with your package manager" >&2; exit 2; fi; \
	if [ "$$(id -u)" != 0 ]; then \
	  echo "error: missing $(APT_PACKAGES); run 'make deps' as root to install them" >&2; exit 2; fi; \
	echo "installing $(APT_PACKAGES)"; \
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(APT_PACKAGES)

build: deps
	$(SWIFT) build --product realmspec

test: deps
	$(SWIFT) test

lint: build
	$(REALMSPEC) lint $(SPECS)

run: build
	$(REALMSPEC) run $(SPECS) --engine reference --report-dir $(REPORTS)

check: build test lint check-engines check-pipe check-same check-coverage check-reports check-fuzz
	@echo "make check: all green"

# Every registered engine, with its expectations.
check-engines: build
	$(REALMSPEC) run $(SPECS) --engine all --report-dir $(REPORTS)/all

# The reference engine again, through the JSON-lines pipe.
check-pipe: build
	$(REALMSPEC) run $(SPECS) --engine '$(PIPE_ENGINE)' --report-dir $(REPORTS)/pipe

# In process and through the pipe, the reference engine gives the same results.
check-same: check-engines check-pipe
	$(REALMSPEC) compare-results $(REPORTS)/all/results.json $(REPORTS)/pipe/results.json \
	  --engine reference --other-engine '$(PIPE_ENGINE)'

check-coverage: build
	$(REALMSPEC) coverage $(SPECS) --require 100 --report-dir $(REPORTS)/all

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

# Every benchmark of the project, each next to its floor in the same run
# (realmspec-bench), then the CLI end to end on the corpus with one worker
# and with two: process start, loading and reports included, for
# information (the 1.8x aim is on running the corpus, in the table above).
BENCH_CONFIG ?= release
bench: deps
	$(SWIFT) build -c $(BENCH_CONFIG) --product realmspec
	$(SWIFT) build -c $(BENCH_CONFIG) --product realmspec-bench
	.build/$(BENCH_CONFIG)/realmspec-bench --specs $(SPECS)
	@for jobs in 1 2; do \
	  start=$$(date +%s.%N); \
	  .build/$(BENCH_CONFIG)/realmspec run $(SPECS) --jobs $$jobs --report-dir $(REPORTS)/bench >/dev/null || true; \
	  end=$$(date +%s.%N); \
	  echo "$$jobs $$start $$end"; \
	done | awk '{ t[$$1] = $$3 - $$2; printf "corpus through the CLI end to end, --jobs %d: %.3f s\n", $$1, t[$$1] } \
	  END { if (t[2] > 0) printf "end to end with 2 jobs: %.2fx faster (start, loading and reports included)\n", t[1] / t[2] }'

clean:
	rm -rf .build
	find $(REPORTS) -mindepth 1 ! -name README.md -exec rm -rf {} +
