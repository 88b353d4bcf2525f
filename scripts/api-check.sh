#!/usr/bin/env bash
# The public API against the last release tag (make check): swift package
# diagnose-api-breaking-changes on every library product. A breaking change is
# fine in a new version (a minor one before 1.0, semver): it fails only while
# VeloscoreVersion.current still equals the tag's version, i.e. an API broken
# without a version bump and a CHANGELOG entry. Without a tag there is nothing
# to compare (a clone without tags says so and passes).
#   bash scripts/api-check.sh [SWIFT]
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${1:-swift}
tag=$(git describe --tags --abbrev=0 --match 'v[0-9]*.[0-9]*.[0-9]*' 2>/dev/null || true)
if [ -z "$tag" ]; then
  echo "api-check: no release tag (vMAJOR.MINOR.PATCH) in this clone; nothing to compare"
  exit 0
fi
version=$(sed -nE 's/.*static let current = "([0-9.]+)".*/\1/p' Sources/VeloScore/Version.swift)
products=(VeloKernels VeloScore VeloIO VeloSynth VeloStore VeloReport VeloEngine)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if "$swift" package --disable-default-traits diagnose-api-breaking-changes "$tag" --products "${products[@]}" >"$log" 2>&1; then
  echo "api-check: no breaking change in ${products[*]} since $tag"
  exit 0
fi
grep -E "💔|API breakage|error:" "$log" | head -60 >&2 || tail -40 "$log" >&2
if [ "v$version" = "$tag" ]; then
  echo "api-check: the public API changed incompatibly since $tag and the version is still $version:" \
    "bump VeloscoreVersion.current (a minor version before 1.0) and say what changed in CHANGELOG.md" >&2
  exit 1
fi
echo "api-check: breaking changes since $tag, released as $version (CHANGELOG.md says what changed)"
