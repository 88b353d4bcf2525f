#!/usr/bin/env bash
# Embeds docs/openapi.yaml (the source) in the server as a Swift string, so the
# binary serves it without resource files. `make openapi` runs this; a test
# checks the embedded copy equals the document byte for byte.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Sources/VeloServer/OpenAPIDocument.swift
if grep -q '"""#' docs/openapi.yaml; then echo 'docs/openapi.yaml must not contain """#' >&2; exit 1; fi
{
  echo '// swift-format-ignore-file'
  echo '#if Server'
  echo '// Built with the Server package trait (Package.swift).'
  echo '// Generated from docs/openapi.yaml by scripts/gen-openapi-swift.sh (make openapi). Do not edit.'
  echo ''
  echo '/// The OpenAPI 3.1 document served at `/openapi.yaml`.'
  echo 'public enum OpenAPIDocument {'
  echo '  public static let yaml = #"""'
  cat docs/openapi.yaml
  echo '"""#'
  echo '}'
  echo '#endif'
} > "$out"
echo "wrote $out"
