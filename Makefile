# Precept: `make site` builds content/ into public/, `make test` runs every test.
SWIFT ?= swift
CONTENT ?= content
OUTPUT ?= public
BIN := .build/release/precept

.PHONY: site test build bootstrap check bench bench-scale bench-incremental clean lint format fuzz

bootstrap:
	@./scripts/bootstrap

build: bootstrap
	$(SWIFT) build -c release --product precept

site: build
	$(BIN) build --content $(CONTENT) --output $(OUTPUT)
	@echo "Open file://$(abspath $(OUTPUT))/index.html"

check: build
	$(BIN) check --content $(CONTENT)

test: bootstrap
	$(SWIFT) build --product precept
	$(SWIFT) test --parallel
	./scripts/check-colors-schema
	./scripts/check-api-schemas
	./scripts/check-diff-schema
	./Benchmarks/wild-corpus --precept .build/debug/precept --check
	./scripts/browser-tests
	./scripts/test-search-browser
	./scripts/test-search-scale
	./scripts/test-mcp

bench: bootstrap
	$(SWIFT) build -c release --product precept
	$(SWIFT) run -c release TemplatesBenchmark
	./scripts/bench-colors
	./Benchmarks/bench-scale --pages $(BENCH_PAGES) --runs $(BENCH_RUNS)

# Full, no-op and one-page-edit builds at 1,000 and 10,000 pages against cmark-gfm and Hugo (docs/benchmarks.md).
BENCH_PAGES ?= 1000,10000
BENCH_RUNS ?= 3
bench-scale: build
	./Benchmarks/bench-scale --pages $(BENCH_PAGES) --runs $(BENCH_RUNS)

bench-incremental: build
	./scripts/bench-incremental

# libFuzzer targets (Fuzz/README.md): each runs FUZZ_SECONDS, FUZZ_JOBS at a time; FUZZ_TARGETS picks some.
FUZZ_SECONDS ?= 600
FUZZ_JOBS ?= 2
FUZZ_TARGETS ?=
fuzz: bootstrap
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_JOBS=$(FUZZ_JOBS) ./scripts/fuzz $(FUZZ_TARGETS)

lint:
	find Sources Tests Plugins Benchmarks Fuzz/Targets -name '*.swift' | xargs $(SWIFT) format lint --strict

format:
	find Sources Tests Plugins Benchmarks Fuzz/Targets -name '*.swift' | xargs $(SWIFT) format format -i

clean:
	rm -rf .build Fuzz/.build
