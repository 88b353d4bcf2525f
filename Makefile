# veloscore — two commands on a fresh machine: `make demo` and `make test`.
SHELL := /bin/bash
SWIFT ?= swift

.PHONY: all deps build release demo test e2e bench sample clean help

all: build

help:
	@echo "make demo   install what is missing, build release, run on the bundled dataset"
	@echo "make test   the whole suite: swift test + end-to-end CLI check"
	@echo "make bench  run the Benchmarks/ package (ordo-one/package-benchmark)"
	@echo "make sample regenerate datasets/sample (seed 3) with the debug build"
	@echo "make clean  remove build folders"

deps:
	@bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product veloscore

demo: release
	@bash scripts/demo.sh "$$($(SWIFT) build -c release --show-bin-path)/veloscore"

test: deps
	$(SWIFT) test
	$(SWIFT) build --product veloscore
	@bash scripts/e2e.sh "$$($(SWIFT) build --show-bin-path)/veloscore"

bench: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --no-progress

sample: build
	rm -rf datasets/sample
	"$$($(SWIFT) build --show-bin-path)/veloscore" synth --out datasets/sample --seed 3

clean:
	rm -rf .build Benchmarks/.build
