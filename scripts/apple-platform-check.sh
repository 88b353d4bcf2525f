#!/usr/bin/env bash
# The libraries an app embeds (Package.swift declares iOS 17) use nothing Apple
# ships on macOS only. No iOS SDK runs here, so this greps the app-facing
# targets' sources for the Foundation APIs Apple marks macOS-only (or
# unavailable on iOS); the CLI and the server, which run on macOS and Linux,
# are not app-facing. A use needs `#if os(macOS) || os(Linux)` around it.
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(VeloKernels VeloScore VeloIO VeloPipeline VeloStore VeloReport VeloEngine)
apis='homeDirectoryForCurrentUser|homeDirectory\(forUser|\bProcess\(\)|\bNSTask\b|NSWorkspace|NSAppleScript|Host\.current|NSUserNotification|temporaryDirectory\(forUser|NSFullUserName|\.launchPath|\bCommandLine\.arguments'
found=0
for t in "${targets[@]}"; do
  if grep -rnE "$apis" "Sources/$t" --include='*.swift' | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//'; then found=1; fi
done
if [ "$found" -ne 0 ]; then
  echo "apple-platform-check: the uses above are macOS-only and would not compile in an iOS app" >&2
  exit 1
fi
echo "apple-platform-check: ${#targets[@]} app-facing targets use no macOS-only API"
