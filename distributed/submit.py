"""spark-submit entry point: `spark-submit distributed/submit.py DATASET --out OUT --binary PATH`.

Same options as `python -m veloscore_spark --help`; the master comes from spark-submit."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# The `veloscore` package's Python (python/veloscore), unless a wheel of it is installed.
sys.path.append(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python"))

from veloscore_spark.__main__ import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
