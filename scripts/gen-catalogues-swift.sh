#!/usr/bin/env bash
# Embeds the report catalogues (Sources/VeloReport/Localization/<tag>.strings,
# the sources translators edit) in the library as Swift strings, so the binary
# needs no resource folder. `make catalogues` runs this; a test checks the
# embedded copies equal the files byte for byte.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=Sources/VeloReport/Localization
out=$dir/EmbeddedCatalogues.swift
{
  echo '// swift-format-ignore-file'
  echo '// Generated from Sources/VeloReport/Localization/*.strings by scripts/gen-catalogues-swift.sh (make catalogues). Do not edit.'
  echo 'import VeloScore'
  echo ''
  echo '/// The `.strings` catalogues, as the files hold them.'
  echo 'enum EmbeddedCatalogues {'
  echo '  static func text(_ language: Language) -> String? {'
  echo '    switch language {'
  for f in "$dir"/*.strings; do
    tag=$(basename "$f" .strings)
    if grep -q '"""#' "$f"; then echo "$f must not contain \"\"\"#" >&2; exit 1; fi
    case "$tag" in
      en) case_name=english ;;
      es-MX) case_name=spanishMexico ;;
      *) echo "no Language case for $tag" >&2; exit 1 ;;
    esac
    echo "    case .$case_name: return #\"\"\""
    cat "$f"
    echo '"""#'
  done
  echo '    }'
  echo '  }'
  echo '}'
} > "$out"
echo "wrote $out"
