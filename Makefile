# Precept: `make site` builds content/ into public/, `make test` runs every test.
SWIFT ?= swift
CONTENT ?= content
OUTPUT ?= public
BIN := .build/release/precept

.PHONY: site test build bootstrap theme check bench bench-incremental clean lint format

bootstrap:
	@./scripts/bootstrap

theme:
	@./scripts/embed-theme

build: bootstrap theme
	$(SWIFT) build -c release --product precept

site: build
	$(BIN) build --content $(CONTENT) --output $(OUTPUT)
	@echo "Open file://$(abspath $(OUTPUT))/index.html"

check: build
	$(BIN) check --content $(CONTENT)

test: bootstrap theme
	$(SWIFT) build --product precept
	$(SWIFT) test --parallel
	./scripts/check-colors-schema
	./scripts/browser-tests
	./scripts/test-search-browser

bench: bootstrap theme
	$(SWIFT) build -c release --product precept
	$(SWIFT) run -c release TemplatesBenchmark
	./scripts/bench-colors

bench-incremental: build
	./scripts/bench-incremental

lint:
	find Sources Tests Benchmarks -name '*.swift' ! -name DefaultTheme.swift | xargs $(SWIFT) format lint --strict

format:
	find Sources Tests Benchmarks -name '*.swift' ! -name DefaultTheme.swift | xargs $(SWIFT) format format -i

clean:
	rm -rf .build
