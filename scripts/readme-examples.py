#!/usr/bin/env python3
"""The README's example outputs, made by the binary: each ```text block right
after a marker line

  <!-- example: ARGS [| head N] -->

holds "$ veloscore ARGS" and what the command prints (its first N lines, then
"…"), run on a library of the bundled dataset (datasets/sample, athlete-01's
plan and event, as scripts/report-layout.sh builds it). Without --write, any
block that differs from the binary's output fails (make test); with --write,
the blocks are rewritten.

  python3 scripts/readme-examples.py VELOSCORE [--write]
"""
import os, pathlib, re, shlex, subprocess, sys, tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
MARKER = re.compile(r"^(<!-- example: (.+?)(?: \| head (\d+))? -->\n)```text\n(.*?)```\n", re.S | re.M)


def library(binary, directory):
    env = dict(os.environ, VELOSCORE_LIBRARY=str(pathlib.Path(directory, "lib")))
    steps = [
        ["init"], ["ingest", "datasets/sample", "--no-progress"], ["athlete", "set", "athlete-01", "--weight", "68"],
        ["plan", "import", "datasets/plans/athlete-01.csv", "--athlete", "athlete-01"],
        ["plan", "event", "--name", "Gran Fondo", "--date", "2027-03-14", "--priority", "A", "--ctl", "55", "--tsb", "5:20", "--athlete", "athlete-01"],
    ]
    for step in steps:
        subprocess.run([binary, *step], cwd=ROOT, env=env, check=True, capture_output=True)
    return env


def main():
    binary, write = sys.argv[1], "--write" in sys.argv[2:]
    readme = ROOT / "README.md"
    text = readme.read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory() as tmp:
        env = library(binary, tmp)
        stale, count = [], 0

        def block(match):
            nonlocal count
            count += 1
            args, head = match.group(2), match.group(3)
            run = subprocess.run([binary, *shlex.split(args)], cwd=ROOT, env=env, capture_output=True, text=True)
            lines = (run.stdout + run.stderr).rstrip("\n").split("\n")
            if head and len(lines) > int(head):
                lines = lines[: int(head)] + ["…"]
            made = f"$ veloscore {args}\n" + "\n".join(lines) + "\n"
            if made != match.group(4):
                stale.append(args)
            return match.group(1) + "```text\n" + made + "```\n" if write else match.group(0)

        updated = MARKER.sub(block, text)
    if not count:
        sys.exit("readme-examples: no '<!-- example: … -->' block in README.md")
    if write:
        readme.write_text(updated, encoding="utf-8")
        print(f"readme-examples: {count} blocks written ({len(stale)} changed)")
    elif stale:
        sys.exit(f"readme-examples: README.md's output of {stale} is not what the binary prints: "
                 f"python3 scripts/readme-examples.py {binary} --write")
    else:
        print(f"readme-examples: {count} README blocks are what the binary prints")


if __name__ == "__main__":
    main()
