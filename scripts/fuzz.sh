#!/usr/bin/env bash
# Runs every libFuzzer target in Fuzz/ for FUZZ_RUNS executions each (default
# 10^6), seeded from Fuzz/corpus/<target>/, growing .build/fuzz-corpus/<target>/.
# Prints one line per target: executions, exec/s, corpus size, crashes.
# With FUZZ_SECONDS, each target runs that many seconds instead (make check's smoke run).
# Usage: scripts/fuzz.sh [TARGET…]   (FUZZ_RUNS, FUZZ_SECONDS, FUZZ_BIN in the environment)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${FUZZ_RUNS:-1000000}
limit=()
if [ -n "${FUZZ_SECONDS:-}" ]; then runs=-1; limit=(-max_total_time="$FUZZ_SECONDS"); fi
targets=("$@")
# The Pipeline* targets run the whole path after the parsers (settings, scoring,
# the store, every report): far fewer executions per second than a parser alone.
[ ${#targets[@]} -gt 0 ] || targets=(FITFuzz ActivityCSVFuzz DailyLoadFuzz WellnessFuzz WorkoutListFuzz RosterFuzz ThresholdFuzz TrackXMLFuzz WellnessExportFuzz StreamCodecFuzz ArchiveFuzz StravaExportFuzz PlanFuzz PipelineActivityFuzz PipelineFITSettingsFuzz PipelineLibraryFuzz PipelineAppEntriesFuzz PipelineWorkoutFuzz)
bin=${FUZZ_BIN:-Fuzz/.build/release}
mkdir -p .build/fuzz-logs
status=0
for t in "${targets[@]}"; do
  mkdir -p ".build/fuzz-corpus/$t"
  max=16384
  [ "$t" = FITFuzz ] && max=8192
  log=".build/fuzz-logs/$t.log"
  if ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:malloc_context_size=0} "$bin/$t" -runs="$runs" "${limit[@]}" -max_len=$max -timeout=60 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix=".build/fuzz-logs/$t-" ".build/fuzz-corpus/$t" "Fuzz/corpus/$t" >"$log" 2>&1; then
    result=ok
  else
    result="FAILED (see $log)"; status=1
  fi
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo ?)
  rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo ?)
  corpus=$(ls ".build/fuzz-corpus/$t" | wc -l)
  printf '%-16s %10s execs %8s exec/s  corpus %5s files  %s\n' "$t" "$execs" "$rate" "$corpus" "$result"
done
exit $status
