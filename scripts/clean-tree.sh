#!/usr/bin/env bash
# The last step of make check: nothing it ran may have changed a tracked file or left
# an untracked one (a regenerated document, a Package.resolved resolved anew, a
# stray output). Lists what changed and fails.
set -euo pipefail
cd "$(dirname "$0")/.."
changes=$(git status --porcelain --untracked-files=all)
if [ -n "$changes" ]; then
  echo "make check left the work tree changed (commit what is meant, ignore or remove the rest):" >&2
  echo "$changes" >&2
  git --no-pager diff --stat >&2
  exit 1
fi
echo "work tree clean after make check"
