#!/usr/bin/env python3
"""Package.resolved pins every package Package.swift declares, whatever its trait.

A resolution without traits (`swift build --disable-default-traits` on a fresh
checkout) may rewrite Package.resolved with only the trait-less graph; committed
so, `make check` (which builds every trait) leaves the tree changed and CI fails
after half an hour. This runs first in `make test` and fails in a second.
Fix with `make resolved`.
"""

import json
import re
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent
manifest = (root / "Package.swift").read_text()
declared = {
    url.rstrip("/").removesuffix(".git").rsplit("/", 1)[-1].lower()
    for url in re.findall(r'\.package\(\s*url:\s*"([^"]+)"', manifest)
}
try:
    pins = json.loads((root / "Package.resolved").read_text())["pins"]
except (OSError, ValueError, KeyError) as error:
    sys.exit(f"Package.resolved: unreadable ({error}); run `make resolved`")
pinned = {pin["identity"].lower() for pin in pins}
missing = sorted(declared - pinned)
if missing:
    sys.exit(
        "Package.resolved does not pin " + ", ".join(missing)
        + " (a resolution without traits pruned it); run `make resolved` and commit it"
    )
print(f"Package.resolved pins all {len(declared)} declared packages ({len(pinned)} pins)")
