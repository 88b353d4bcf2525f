# veloscore — two commands on a fresh machine: `make demo` and `make test`.
SHELL := /bin/bash
SWIFT ?= swift

.PHONY: all deps build release demo test e2e bench compare notebooks distributed-test docs device-corpus fuzz sample openapi catalogues readme serve-load serve-postgres serve-e2e-postgres report-timings examples clean help

FUZZ_RUNS ?= 1000000
CLANG_RT = $$(echo $$(dirname $$(dirname $$(readlink -f $$(which $(SWIFT)))))/lib/clang/*/lib/linux)
FUZZ_FLAGS = -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
	-Xlinker $(CLANG_RT)/libclang_rt.fuzzer_no_main-x86_64.a -Xlinker -lstdc++

all: build

help:
	@echo "make demo   install what is missing, build release, run on the bundled dataset"
	@echo "make test   the whole suite: swift test + end-to-end CLI check, and the store and server on a private PostgreSQL cluster"
	@echo "make bench  run the Benchmarks/ package (ordo-one/package-benchmark)"
	@echo "make compare side-by-side timing vs numpy, pandas, polars, duckdb, numba and the Python FIT decoders (venv)"
	@echo "make notebooks  execute notebooks/*.ipynb headless (venv), failing on any disagreement"
	@echo "make distributed-test  the Spark job (distributed/) on a local cluster vs veloscore batch"
	@echo "make fuzz   libFuzzer on every parser and the whole pipeline, FUZZ_RUNS=$(FUZZ_RUNS) each (FUZZ_TARGETS=..., FUZZ_ASAN=0 without ASan)"
	@echo "make sample regenerate datasets/sample (seed 3) with the debug build"
	@echo "make examples  regenerate docs/examples (HTML reports, screenshots at 390 and 1280 px)"
	@echo "make report-timings  hyperfine on every report over 100 athletes x 10 years"
	@echo "make serve-load  wrk on veloscore serve (week, dashboard, uploads) over 100 athletes x 10 years; then SQLite and PostgreSQL, 1 and 2 replicas"
	@echo "make serve-postgres  the API on PostgreSQL in one command: a private cluster with the sample, served on 127.0.0.1:8080"
	@echo "make serve-e2e-postgres  the PostgreSQL half of make test alone: store tests, serve-e2e and schemathesis on a private cluster"
	@echo "make openapi     embed docs/openapi.yaml in the server after editing it"
	@echo "make catalogues  embed the report catalogues (Localization/*.strings) after editing them"
	@echo "make readme      rewrite the README's example outputs from the binary"
	@echo "make docs   DocC archives of the library products (VeloEngine's articles: score an activity, keep a library, batch)"
	@echo "make device-corpus  re-read the devices' values (venv, Garmin's SDK) and rewrite docs/device-corpus.md"
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
	@bash scripts/install-deps.sh chromium
	$(SWIFT) test
	$(SWIFT) build --product veloscore
	$(SWIFT) build --product veloscore-example
	"$$($(SWIFT) build --show-bin-path)/veloscore-example" .
	@bash scripts/e2e.sh "$$($(SWIFT) build --show-bin-path)/veloscore"
	@bash scripts/store-e2e.sh "$$($(SWIFT) build --show-bin-path)/veloscore"
	python3 scripts/storage-faults.py "$$($(SWIFT) build --show-bin-path)/veloscore"
	test -x .venv-api/bin/python || python3 -m venv .venv-api
	.venv-api/bin/pip install -q -r scripts/requirements-api.txt
	.venv-api/bin/python scripts/serve-e2e.py "$$($(SWIFT) build --show-bin-path)/veloscore" --schemathesis .venv-api/bin/st --examples 20
	bash scripts/postgres-tests.sh "$$($(SWIFT) build --show-bin-path)/veloscore" .venv-api/bin/st
	.venv-api/bin/python scripts/parquet-check.py "$$($(SWIFT) build --show-bin-path)/veloscore" datasets/sample
	.venv-api/bin/python scripts/json-contract.py "$$($(SWIFT) build --show-bin-path)/veloscore"
	.venv-api/bin/python scripts/day-state-equality.py "$$($(SWIFT) build --show-bin-path)/veloscore"
	.venv-api/bin/python scripts/scoring-equality.py "$$($(SWIFT) build --show-bin-path)/veloscore"
	bash scripts/report-layout.sh "$$($(SWIFT) build --show-bin-path)/veloscore" .venv-api/bin/python
	python3 scripts/readme-examples.py "$$($(SWIFT) build --show-bin-path)/veloscore"

# DocC archives of the library products (.build/plugins/Swift-DocC/outputs/*.doccarchive); not needed by make test.
# VeloEngine carries the catalog (overview and articles) and must build without a warning.
# The real-file corpus: the devices' own values by Garmin's SDK, then the table
# of theirs beside ours (the test that checks it writes it).
device-corpus: deps
	test -x .venv-api/bin/python || python3 -m venv .venv-api
	.venv-api/bin/pip install -q garmin-fit-sdk
	.venv-api/bin/python Tests/Oracles/device_oracle.py
	VELOSCORE_WRITE_DEVICE_TABLE=1 $(SWIFT) test --filter DeviceCorpusTests

docs: deps
	$(SWIFT) package --disable-sandbox generate-documentation --target VeloEngine --warnings-as-errors
	$(SWIFT) package --disable-sandbox generate-documentation --target VeloKernels --target VeloScore --target VeloIO --target VeloStore --target VeloReport
	@echo "docs: .build/plugins/Swift-DocC/outputs/ (open one with 'xcrun docc preview' or serve it as a static site)"

# The example reports and their screenshots at 390 and 1280 px (docs/examples/, shown in the README).
examples: build
	@bash scripts/install-deps.sh chromium
	test -x .venv-api/bin/python || python3 -m venv .venv-api
	.venv-api/bin/pip install -q -r scripts/requirements-api.txt
	rm -f docs/examples/*.html docs/examples/*.png
	bash scripts/report-layout.sh "$$($(SWIFT) build --show-bin-path)/veloscore" .venv-api/bin/python docs/examples

# Whole-process report timings on 100 athletes × 10 years (docs/performance.md).
report-timings: release
	@bash scripts/install-deps.sh hyperfine
	mkdir -p Benchmarks/results
	bash scripts/report-timings.sh "$$($(SWIFT) build -c release --show-bin-path)/veloscore"

# Load on `veloscore serve` (wrk on loopback, 100 athletes × 10 years): the figures in docs/performance.md.
serve-load: release
	@bash scripts/install-deps.sh wrk
	bash scripts/serve-load.sh "$$($(SWIFT) build -c release --show-bin-path)/veloscore"
	python3 scripts/serve-load-backends.py "$$($(SWIFT) build -c release --show-bin-path)/veloscore"

# serve-e2e and schemathesis (every phase) against a server on a private PostgreSQL cluster.
serve-e2e-postgres: build
	test -x .venv-api/bin/python || python3 -m venv .venv-api
	.venv-api/bin/pip install -q -r scripts/requirements-api.txt
	bash scripts/postgres-tests.sh "$$($(SWIFT) build --show-bin-path)/veloscore" .venv-api/bin/st

# The API on PostgreSQL in one command: a private cluster with the sample in it, served on :8080.
serve-postgres: release
	bash scripts/serve-postgres.sh "$$($(SWIFT) build -c release --show-bin-path)/veloscore"

# Regenerates the server's embedded copy of docs/openapi.yaml (a test checks they match).
openapi:
	bash scripts/gen-openapi-swift.sh

# Rewrites the README's example outputs from the binary (make test fails when they drift).
readme: build
	python3 scripts/readme-examples.py "$$($(SWIFT) build --show-bin-path)/veloscore" --write

# Regenerates the library's embedded copies of the report catalogues,
# Sources/VeloReport/Localization/*.strings (a test checks they match).
catalogues:
	bash scripts/gen-catalogues-swift.sh

bench: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --no-progress

compare: deps
	bash scripts/install-deps.sh valgrind
	cd Benchmarks && $(SWIFT) build -c release --product velobench
	$(SWIFT) build -c release --product veloscore
	test -x .venv-bench/bin/python || python3 -m venv .venv-bench
	.venv-bench/bin/pip install -q -r Benchmarks/requirements.txt
	test -x .venv-bench-sweat/bin/python || python3 -m venv .venv-bench-sweat
	.venv-bench-sweat/bin/pip install -q -r Benchmarks/requirements-sweat.txt
	mkdir -p Benchmarks/results
	.venv-bench/bin/python Benchmarks/compare.py --sweat-python .venv-bench-sweat/bin/python \
		--markdown Benchmarks/results/compare.md --json Benchmarks/results/compare.json
	.venv-bench/bin/python Benchmarks/compare_batch.py --veloscore "$$($(SWIFT) build -c release --show-bin-path)/veloscore" \
		--markdown Benchmarks/results/compare-batch.md --json Benchmarks/results/compare-batch.json
	Benchmarks/.build/release/velobench --json > Benchmarks/results/velobench.json
	.venv-bench/bin/python Benchmarks/plot.py Benchmarks/results/velobench.json docs/performance-throughput.svg Benchmarks/results/scaling.md
	.venv-bench/bin/python Benchmarks/instructions.py --markdown Benchmarks/results/instructions.md --json Benchmarks/results/instructions.json
	@echo "tables in Benchmarks/results/ (compare.md, compare-batch.md, scaling.md, instructions.md), plot in docs/performance-throughput.svg"

notebooks: build
	test -x .venv-notebooks/bin/python || python3 -m venv .venv-notebooks
	.venv-notebooks/bin/pip install -q -r notebooks/requirements.txt
	VELOSCORE="$$($(SWIFT) build --show-bin-path)/veloscore" .venv-notebooks/bin/python notebooks/run.py

# The binary shipped to Spark executors: Swift runtime linked in, so workers need
# only Debian's libopenblas0, libsqlite3-0 and libxml2 (docs/distributed.md).
distributed-test: deps
	@bash scripts/install-deps.sh java
	@bash scripts/install-deps.sh portable
	SWIFT=$(SWIFT) bash scripts/build-portable.sh .build/distributed/veloscore
	bash scripts/foreign-root-check.sh .build/distributed/veloscore trixie
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

sample: build
	rm -rf datasets/sample
	"$$($(SWIFT) build --show-bin-path)/veloscore" synth --out datasets/sample --seed 3

clean:
	rm -rf .build Benchmarks/.build Fuzz/.build .venv-bench .venv-bench-sweat .venv-distributed .venv-notebooks demo-library
