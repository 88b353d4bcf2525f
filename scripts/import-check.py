#!/usr/bin/env python3
"""Every module a target imports is one it declares (make check).

SwiftPM's --explicit-target-dependency-import-check does not fire on this
platform (a target that imports a module only its dependencies declare builds
without a word), so this reads the manifest (`swift package dump-package`)
and each target's sources: an `import X` (also `@testable`, `public`,
`internal`, `@_spi(...)`) must name the target's own dependency (a target, or
a product, under any condition) or a module of the toolchain.

  python3 scripts/import-check.py [PACKAGE_DIR]
"""
import json, pathlib, re, subprocess, sys

TOOLCHAIN = {"Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "Testing", "XCTest",
             "Glibc", "Darwin", "Musl", "Android", "WinSDK", "Synchronization", "_Concurrency", "os", "Accelerate",
             "Swift", "_StringProcessing", "RegexBuilder", "Observation", "CoreFoundation"}
IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*(?:public\s+|internal\s+|package\s+|private\s+|fileprivate\s+)?"
                    r"import\s+(?:(?:struct|class|enum|func|var|let|protocol|typealias)\s+)?([A-Za-z_]\w*)", re.M)


def declared(target):
    names = set()
    for dep in target["dependencies"]:
        kind, value = next(iter(dep.items()))
        names.add(value[0])  # byName/target: [name, condition]; product: [name, package, moduleAliases, condition]
    return names


def sources(root, target):
    kind = target["type"]
    path = target.get("path") or ("Tests" if kind == "test" else "Sources") + "/" + target["name"]
    folder = root / path
    excluded = [folder / e for e in target.get("exclude", [])]
    return [f for f in folder.rglob("*.swift") if not any(e in f.parents or e == f for e in excluded)]


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    manifest = json.loads(subprocess.run(["swift", "package", "--package-path", str(root), "dump-package"],
                                         check=True, capture_output=True, text=True).stdout)
    problems, checked = [], 0
    for target in manifest["targets"]:
        if target["type"] in ("system", "plugin", "binary", "macro"):
            continue
        allowed = declared(target) | TOOLCHAIN | {target["name"]}
        for f in sources(root, target):
            for module in sorted(set(IMPORT.findall(f.read_text(encoding="utf-8")))):
                checked += 1
                if module not in allowed:
                    problems.append(f"{f.relative_to(root)}: imports {module}, which target {target['name']} "
                                    f"does not declare (add it to the target's dependencies in Package.swift)")
    for p in problems:
        print(p, file=sys.stderr)
    print(f"import-check: {checked} imports in {len(manifest['targets'])} targets, {len(problems)} undeclared")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
