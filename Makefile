# veloscore — two commands on a fresh machine: `make demo` and `make test`.
SHELL := /bin/bash
SWIFT ?= swift

.PHONY: all deps chromium build release demo test check wheel check-random lint format docs bench compare notebooks distributed-test device-corpus fuzz fuzz-smoke sample openapi api-examples catalogues readme resolved python-locks serve-load serve-postgres serve-e2e-postgres report-timings examples clean help

# Two gates. `make test` builds the libraries and the CLI without package traits (no
# server, no PostgreSQL: no SwiftNIO, no TLS library) in .build/; `make check` adds a
# build with every trait in .build-all/ and runs everything else there.
FAST := --disable-default-traits
ALL_TRAITS := --traits Server,PostgreSQL
FULL := $(ALL_TRAITS) --scratch-path .build-all
BIN = $$($(SWIFT) build $(FAST) --show-bin-path)
FULL_BIN = $$($(SWIFT) build $(FULL) --show-bin-path)
RELEASE_BIN = $$($(SWIFT) build -c release $(ALL_TRAITS) --show-bin-path)
# schemathesis's seed in make check (make check-random draws one and prints it).
SCHEMATHESIS_SEED ?= 20261127
# Seconds each fuzz target runs in make check (make fuzz runs FUZZ_RUNS executions instead).
FUZZ_SMOKE_SECONDS ?= 8

FUZZ_RUNS ?= 1000000
CLANG_RT = $$(echo $$(dirname $$(dirname $$(readlink -f $$(which $(SWIFT)))))/lib/clang/*/lib/linux)
FUZZ_FLAGS = -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
	-Xlinker $(CLANG_RT)/libclang_rt.fuzzer_no_main-x86_64.a -Xlinker -lstdc++

all: build

help:
	@echo "make demo   install what is missing, build release, run on the bundled dataset"
	@echo "make test   every change (minutes): build without traits, swift test, the CLI end to end, the embedding examples, the JSON contract, the README's examples"
	@echo "make check  everything (CI runs it): make test, the lint, a build with the Server and PostgreSQL traits,"
	@echo "            the server's tests and both stores' server suites with schemathesis (seed SCHEMATHESIS_SEED=$(SCHEMATHESIS_SEED)),"
	@echo "            storage faults, batch tables in pandas/Polars/DuckDB, the wheel in a fresh venv, the Chromium layout,"
	@echo "            notebooks (on the wheel's binary), DocC, the public API against the last tag,"
	@echo "            a short fuzz of every target; then git status is clean"
	@echo "make check-random  make check with a schemathesis seed drawn now (printed, to reproduce a failure)"
	@echo "make lint   swift format lint --strict with the committed .swift-format (make format rewrites)"
	@echo "make bench  run the Benchmarks/ package (ordo-one/package-benchmark)"
	@echo "make compare side-by-side timing vs numpy, pandas, polars, duckdb, numba and the Python FIT decoders (venv)"
	@echo "make notebooks  execute notebooks/*.ipynb headless (venv), failing on any disagreement"
	@echo "make wheel  the Python package (pip install veloscore): the portable binary in a manylinux wheel, .build/wheel/dist/"
	@echo "make distributed-test  the Spark job (distributed/) on a local cluster vs veloscore batch"
	@echo "make fuzz   libFuzzer on every parser and the whole pipeline, FUZZ_RUNS=$(FUZZ_RUNS) each (FUZZ_TARGETS=..., FUZZ_ASAN=0 without ASan)"
	@echo "make sample regenerate datasets/sample (seed 3) with the debug build"
	@echo "make examples  regenerate docs/examples (HTML reports, screenshots at 390 and 1280 px)"
	@echo "make report-timings  hyperfine on every report over 100 athletes x 10 years"
	@echo "make serve-load  wrk on veloscore serve (week, dashboard, uploads) over 100 athletes x 10 years; then SQLite and PostgreSQL, 1 and 2 replicas"
	@echo "make serve-postgres  the API on PostgreSQL in one command: a private cluster with the sample, served on 127.0.0.1:8080"
	@echo "make serve-e2e-postgres  the PostgreSQL part of make check alone: store tests, serve-e2e and schemathesis on a private cluster"
	@echo "make openapi     write docs/schema's report schemas into docs/openapi.yaml and embed it in the server"
	@echo "make api-examples  one answer per API operation from a real run (docs/api-examples/), then make openapi"
	@echo "make catalogues  embed the report catalogues (Localization/*.strings) after editing them"
	@echo "make readme      rewrite the README's example outputs from the binary"
	@echo "make python-locks  rewrite the hashed Python locks (*.lock) from their *.in ranges"
	@echo "make resolved  rewrite Package.resolved with every trait's dependencies (after changing one)"
	@echo "make docs   DocC archives of the library products, warnings as errors"
	@echo "make device-corpus  re-read the devices' values (venv, Garmin's SDK) and rewrite docs/device-corpus.md"
	@echo "make clean  remove build folders"

deps:
	@bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

# The shipped binary: every trait (the server and PostgreSQL).
release: deps
	$(SWIFT) build -c release --product veloscore $(ALL_TRAITS)

demo: release
	@bash scripts/demo.sh "$(RELEASE_BIN)/veloscore"

# Python venvs from hashed locks (pip --require-hashes): the same packages every run.
# Each .venv-NAME/.installed is made from its lock (the prerequisite) by one recipe.
.venv-test/.installed: scripts/requirements-test.lock
.venv-api/.installed: scripts/requirements-check.lock
.venv-notebooks/.installed: notebooks/requirements.lock
.venv-wheel/.installed: scripts/requirements-wheel.lock
.venv-%/.installed:
	test -x $(@D)/bin/python || python3 -m venv $(@D)
	$(@D)/bin/pip install -q --require-hashes -r $^
	touch $@

test: deps .venv-test/.installed
	python3 scripts/resolved-check.py
	$(SWIFT) build $(FAST) --build-tests
	$(SWIFT) test $(FAST) --skip-build
	"$(BIN)/veloscore-example" .
	"$(BIN)/veloscore-health-example" > /dev/null
	@bash scripts/e2e.sh "$(BIN)/veloscore"
	@bash scripts/store-e2e.sh "$(BIN)/veloscore"
	.venv-test/bin/python scripts/json-contract.py "$(BIN)/veloscore"
	python3 scripts/readme-examples.py "$(BIN)/veloscore"

# Chromium first: make test's store e2e then renders its HTML report too (it skips that without Chromium).
check: chromium test lint .venv-api/.installed .venv-notebooks/.installed wheel
	$(SWIFT) build $(FULL) --build-tests --explicit-target-dependency-import-check error
	python3 scripts/import-check.py
	bash scripts/apple-platform-check.sh
	bash scripts/examples-check.sh $(SWIFT)
	.venv-api/bin/python scripts/openapi-schemas.py --check
	.venv-api/bin/python scripts/openapi-html.py --check
	.venv-api/bin/python scripts/api-examples.py --check
	$(SWIFT) test $(FULL) --skip-build --filter 'VeloServerTests|PostgresBackendTests'
	python3 scripts/storage-faults.py "$(BIN)/veloscore"
	.venv-api/bin/python scripts/serve-e2e.py "$(FULL_BIN)/veloscore" --schemathesis .venv-api/bin/st --examples 20 --seed $(SCHEMATHESIS_SEED)
	.venv-api/bin/python scripts/api-client-check.py "$(FULL_BIN)/veloscore"
	python3 scripts/serve-attacks.py "$(FULL_BIN)/veloscore"
	SWIFT_TEST_FLAGS="$(FULL)" SCHEMATHESIS_SEED=$(SCHEMATHESIS_SEED) bash scripts/postgres-tests.sh "$(FULL_BIN)/veloscore" .venv-api/bin/st
	.venv-api/bin/python scripts/parquet-check.py "$(BIN)/veloscore" datasets/sample
	.venv-api/bin/python scripts/day-state-equality.py "$(FULL_BIN)/veloscore"
	.venv-api/bin/python scripts/scoring-equality.py "$(FULL_BIN)/veloscore"
	bash scripts/report-layout.sh "$(BIN)/veloscore" .venv-api/bin/python
	python3 scripts/wheel-check.py $(WHEEL_DIR)/dist/veloscore-*.whl "$(BIN)/veloscore"
	bash scripts/foreign-root-check.sh .build/distributed/veloscore bullseye
	.venv-notebooks/bin/pip install -q --no-deps --force-reinstall $(WHEEL_DIR)/dist/veloscore-*.whl
	VELOSCORE=.venv-notebooks/bin/veloscore .venv-notebooks/bin/python notebooks/run.py
	$(MAKE) docs
	bash scripts/api-check.sh $(SWIFT)
	$(MAKE) fuzz-smoke
	@bash scripts/clean-tree.sh

chromium:
	@bash scripts/install-deps.sh chromium

check-random:
	$(MAKE) check SCHEMATHESIS_SEED=random

# swift format (the toolchain's) with the committed .swift-format; make format rewrites in place.
LINTED = Package.swift Sources Tests Examples Fuzz/Package.swift Fuzz/Sources Benchmarks/Package.swift Benchmarks/Sources Benchmarks/Benchmarks
lint:
	$(SWIFT) format lint --strict --parallel --recursive $(LINTED)
format:
	$(SWIFT) format format --in-place --parallel --recursive $(LINTED)

# Package.resolved holds the pins of every trait's dependencies: resolve with all of them
# after changing a dependency (a resolution without traits would pin only its own).
resolved:
	rm -f Package.resolved
	$(SWIFT) package resolve $(ALL_TRAITS)

PIP_COMPILE = .venv-locks/bin/pip-compile -q --generate-hashes --allow-unsafe --strip-extras --no-emit-index-url --no-emit-find-links
python-locks:
	test -x .venv-locks/bin/pip-compile || (python3 -m venv .venv-locks && .venv-locks/bin/pip install -q pip-tools)
	$(PIP_COMPILE) -o scripts/requirements-test.lock scripts/requirements-test.in
	$(PIP_COMPILE) -o scripts/requirements-check.lock scripts/requirements-check.in
	$(PIP_COMPILE) -o notebooks/requirements.lock notebooks/requirements.in
	$(PIP_COMPILE) -o scripts/requirements-wheel.lock scripts/requirements-wheel.in
	$(PIP_COMPILE) -o scripts/requirements-wheel-check.lock scripts/requirements-wheel-check.in

# The real-file corpus: the devices' own values by Garmin's SDK, then the table
# of theirs beside ours (the test that checks it writes it).
device-corpus: deps .venv-api/.installed
	.venv-api/bin/pip install -q garmin-fit-sdk
	.venv-api/bin/python Tests/Oracles/device_oracle.py
	.venv-api/bin/python Tests/Oracles/corpus_np_oracle.py
	VELOSCORE_WRITE_DEVICE_TABLE=1 $(SWIFT) test $(FAST) --filter DeviceCorpusTests

# DocC archives of every library product (.build/plugins/Swift-DocC/outputs/*.doccarchive),
# warnings as errors (make check); VeloEngine carries the catalog (overview and articles).
DOCC_TARGETS = VeloKernels VeloScore VeloIO VeloSynth VeloPipeline VeloStore VeloReport VeloEngine
docs: deps
	$(SWIFT) package $(FAST) --disable-sandbox generate-documentation $(addprefix --target ,$(DOCC_TARGETS)) --warnings-as-errors
	@echo "docs: .build/plugins/Swift-DocC/outputs/ (open one with 'xcrun docc preview' or serve it as a static site)"

# The example reports and their screenshots at 390 and 1280 px (docs/examples/, shown in the README).
examples: deps .venv-api/.installed
	@bash scripts/install-deps.sh chromium
	$(SWIFT) build $(FAST) --product veloscore
	rm -f docs/examples/*.html docs/examples/*.png
	bash scripts/report-layout.sh "$(BIN)/veloscore" .venv-api/bin/python docs/examples

# Whole-process report timings on 100 athletes × 10 years (docs/performance.md).
report-timings: release
	@bash scripts/install-deps.sh hyperfine
	mkdir -p Benchmarks/results
	bash scripts/report-timings.sh "$(RELEASE_BIN)/veloscore"

# Load on `veloscore serve` (wrk on loopback, 100 athletes × 10 years): the figures in docs/performance.md.
serve-load: release
	@bash scripts/install-deps.sh wrk
	bash scripts/serve-load.sh "$(RELEASE_BIN)/veloscore"
	python3 scripts/serve-load-backends.py "$(RELEASE_BIN)/veloscore"

# serve-e2e and schemathesis (every phase) against a server on a private PostgreSQL cluster.
serve-e2e-postgres: deps .venv-api/.installed
	$(SWIFT) build $(FULL) --build-tests
	.venv-api/bin/python scripts/api-client-check.py "$(FULL_BIN)/veloscore"
	SWIFT_TEST_FLAGS="$(FULL)" SCHEMATHESIS_SEED=$(SCHEMATHESIS_SEED) bash scripts/postgres-tests.sh "$(FULL_BIN)/veloscore" .venv-api/bin/st

# The API on PostgreSQL in one command: a private cluster with the sample in it, served on :8080.
serve-postgres: release
	bash scripts/serve-postgres.sh "$(RELEASE_BIN)/veloscore"

# One answer per API operation from a real run (docs/api-examples/, shown on /docs); then make openapi.
api-examples: .venv-api/.installed
	$(SWIFT) build $(FULL) --product veloscore
	.venv-api/bin/python scripts/api-examples.py "$(FULL_BIN)/veloscore"

# docs/schema's report schemas into docs/openapi.yaml, then the server's embedded copy of it (a test checks they match).
openapi: .venv-api/.installed
	.venv-api/bin/python scripts/openapi-schemas.py
	.venv-api/bin/python scripts/openapi-html.py
	bash scripts/gen-openapi-swift.sh

# Rewrites the README's example outputs from the binary (make test fails when they drift).
readme: deps
	$(SWIFT) build $(FAST) --product veloscore
	python3 scripts/readme-examples.py "$(BIN)/veloscore" --write

# Regenerates the library's embedded copies of the report catalogues,
# Sources/VeloReport/Localization/*.strings (a test checks they match).
catalogues:
	bash scripts/gen-catalogues-swift.sh

bench: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --no-progress

compare: deps
	bash scripts/install-deps.sh valgrind
	cd Benchmarks && $(SWIFT) build -c release --product velobench
	$(SWIFT) build -c release --product veloscore $(ALL_TRAITS)
	test -x .venv-bench/bin/python || python3 -m venv .venv-bench
	.venv-bench/bin/pip install -q -r Benchmarks/requirements.txt
	test -x .venv-bench-sweat/bin/python || python3 -m venv .venv-bench-sweat
	.venv-bench-sweat/bin/pip install -q -r Benchmarks/requirements-sweat.txt
	mkdir -p Benchmarks/results
	.venv-bench/bin/python Benchmarks/compare.py --sweat-python .venv-bench-sweat/bin/python \
		--markdown Benchmarks/results/compare.md --json Benchmarks/results/compare.json
	.venv-bench/bin/python Benchmarks/compare_batch.py --veloscore "$(RELEASE_BIN)/veloscore" \
		--markdown Benchmarks/results/compare-batch.md --json Benchmarks/results/compare-batch.json
	Benchmarks/.build/release/velobench --json > Benchmarks/results/velobench.json
	.venv-bench/bin/python Benchmarks/plot.py Benchmarks/results/velobench.json docs/performance-throughput.svg Benchmarks/results/scaling.md
	.venv-bench/bin/python Benchmarks/instructions.py --markdown Benchmarks/results/instructions.md --json Benchmarks/results/instructions.json
	@echo "tables in Benchmarks/results/ (compare.md, compare-batch.md, scaling.md, instructions.md), plot in docs/performance-throughput.svg"

notebooks: deps .venv-notebooks/.installed
	$(SWIFT) build $(FAST) --product veloscore
	VELOSCORE="$(BIN)/veloscore" .venv-notebooks/bin/python notebooks/run.py

# The binary shipped to Spark executors: Swift runtime linked in, so workers need
# only Debian's libopenblas0, libsqlite3-0 and libxml2 (docs/distributed.md).
# The Python package: the portable binary (glibc floor from an older Debian's runtime, scripts/build-portable.sh)
# inside a platform wheel tagged with that floor (scripts/build-wheel.py). make check installs it in a fresh venv.
WHEEL_DIR = .build/wheel
wheel: deps .venv-wheel/.installed
	@bash scripts/install-deps.sh portable
	SWIFT=$(SWIFT) bash scripts/build-portable.sh .build/distributed/veloscore
	.venv-wheel/bin/python scripts/build-wheel.py .build/distributed/veloscore $(WHEEL_DIR)

distributed-test: deps
	@bash scripts/install-deps.sh java
	@bash scripts/install-deps.sh portable
	SWIFT=$(SWIFT) bash scripts/build-portable.sh .build/distributed/veloscore
	bash scripts/foreign-root-check.sh .build/distributed/veloscore bullseye
	test -x .venv-distributed/bin/python || python3 -m venv .venv-distributed
	.venv-distributed/bin/pip install -q -r distributed/requirements.txt
	.venv-distributed/bin/python distributed/check_local_cluster.py --binary .build/distributed/veloscore
	.venv-distributed/bin/python distributed/check_frames.py .build/distributed/veloscore

# FUZZ_ASAN=0: coverage-guided without AddressSanitizer (Swift's own checks still
# trap), 2–3x the executions per second: how the Pipeline* targets reached 10^6.
FUZZ_ASAN ?= 1
FUZZ_FAST_FLAGS = -Xswiftc -sanitize=fuzzer -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table -Xswiftc -use-ld=lld
fuzz: deps
ifeq ($(FUZZ_ASAN),0)
	cd Fuzz && $(SWIFT) build -c release --disable-build-manifest-caching --scratch-path ../.build/fuzz-noasan $(FUZZ_FAST_FLAGS)
	FUZZ_BIN=.build/fuzz-noasan/release FUZZ_RUNS=$(FUZZ_RUNS) bash scripts/fuzz.sh $(FUZZ_TARGETS)
else
	cd Fuzz && $(SWIFT) build -c release --disable-build-manifest-caching $(FUZZ_FLAGS)
	FUZZ_RUNS=$(FUZZ_RUNS) bash scripts/fuzz.sh $(FUZZ_TARGETS)
endif

# make check's fuzz: every target for FUZZ_SMOKE_SECONDS from its seeds, a debug build with
# ASan: a parser that now traps, overflows or leaks on a seed or near one fails.
fuzz-smoke: deps
	cd Fuzz && $(SWIFT) build --disable-build-manifest-caching --scratch-path ../.build/fuzz-smoke $(FUZZ_FLAGS)
	FUZZ_BIN=.build/fuzz-smoke/debug FUZZ_SECONDS=$(FUZZ_SMOKE_SECONDS) bash scripts/fuzz.sh $(FUZZ_TARGETS)

sample: deps
	$(SWIFT) build $(FAST) --product veloscore
	rm -rf datasets/sample
	"$(BIN)/veloscore" synth --out datasets/sample --seed 3

clean:
	rm -rf .build .build-all Benchmarks/.build Fuzz/.build .venv-test .venv-api .venv-bench .venv-bench-sweat .venv-distributed .venv-notebooks .venv-locks demo-library
