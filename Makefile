# realmspec: build, check and run the documentation scenarios.
#
#   make run     the whole corpus on the reference engine, reports into Reports/
#   make check   build, unit tests, lint, every engine, the external pipe,
#                coverage and report validation (what CI runs)
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
APT_PACKAGES := libxml2-dev pkg-config
PIPE_ENGINE   = external:$(abspath $(REALMSPEC)) serve --engine reference

.PHONY: all deps build test lint run check check-engines check-pipe check-same \
        check-coverage check-reports bench clean

all: build

# Installs what the build needs when it is absent (apt-get, as root).
deps:
	@command -v $(SWIFT) >/dev/null || { echo "error: '$(SWIFT)' is not on PATH; install a Swift 6 toolchain first" >&2; exit 2; }
	@missing=""; \
	for pkg in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' "$$pkg" 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$pkg"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" != 0 ]; then echo "error: missing packages:$$missing (run 'make deps' as root)" >&2; exit 2; fi; \
	  echo "installing:$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build --product realmspec

test: deps
	$(SWIFT) test

lint: build
	$(REALMSPEC) lint $(SPECS)

run: build
	$(REALMSPEC) run $(SPECS) --engine reference --report-dir $(REPORTS)

check: build test lint check-engines check-pipe check-same check-coverage check-reports
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

# Every JUnit report against the project's schema, and against the shared
# JUnit schemas when that folder exists.
check-reports: check-engines check-pipe
	$(REALMSPEC) validate-reports $(REPORTS)/all $(REPORTS)/pipe --schema $(OWN_XSD) \
	  $(if $(wildcard $(SHARED_XSD)/*.xsd),$(foreach x,$(wildcard $(SHARED_XSD)/*.xsd),--schema $(x)),)

bench: deps
	$(SWIFT) build -c release --product realmspec-bench
	.build/release/realmspec-bench

clean:
	rm -rf .build
	find $(REPORTS) -mindepth 1 ! -name README.md -exec rm -rf {} +
