"""Executes every notebook headless (nbclient) and fails on the first error.

  VELOSCORE=path/to/veloscore python notebooks/run.py [NOTEBOOK…]

The committed notebooks carry no outputs; executed copies (with plots) go to
.build/notebooks/. Each notebook runs from the repository root."""
import os
import pathlib
import sys
import time

import nbformat
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

ROOT = pathlib.Path(__file__).resolve().parents[1]
OUT = ROOT / ".build" / "notebooks"


def main(paths):
    if not os.environ.get("VELOSCORE"):
        sys.exit("notebooks: set VELOSCORE to the veloscore binary (make notebooks does)")
    OUT.mkdir(parents=True, exist_ok=True)
    notebooks = [pathlib.Path(p) for p in paths] or sorted((ROOT / "notebooks").glob("[0-9]*.ipynb"))
    for path in notebooks:
        nb = nbformat.read(path, as_version=4)
        start = time.perf_counter()
        # A local socket file, not TCP: nothing listens on the network while a notebook runs.
        kernel = KernelManager(kernel_name="python3", transport="ipc", ip=str(OUT / f".{path.stem}.kernel"))
        client = NotebookClient(nb, km=kernel, timeout=900, resources={"metadata": {"path": str(ROOT)}})
        try:
            client.execute()
        except CellExecutionError as error:
            nbformat.write(nb, OUT / path.name)
            sys.exit(f"notebooks: {path.name} failed (executed copy in {OUT / path.name}):\n{error}")
        finally:
            if kernel.has_kernel:
                kernel.shutdown_kernel()
            for socket in OUT.glob(f".{path.stem}.kernel-*"):
                socket.unlink(missing_ok=True)
        nbformat.write(nb, OUT / path.name)
        print(f"notebooks: {path.name} passed in {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
