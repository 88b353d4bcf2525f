"""What the end-to-end scripts share: running the CLI, and a `veloscore serve`
on a free port of 127.0.0.1 with HTTP requests to it (imported by
serve-e2e.py, day-state-equality.py and scoring-equality.py)."""
import json
import pathlib
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request


def cli(bin_, *args):
    """The command's stdout; a failure stops the script with its stderr."""
    r = subprocess.run([bin_, *args], capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(f"veloscore {' '.join(args)} exited {r.returncode}: {r.stderr.strip()}")
    return r.stdout


def cli_json(bin_, *args):
    return json.loads(cli(bin_, *args))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(method, url, token=None, body=None, headers=None, timeout=60):
    """(status, body bytes, content type), HTTP errors included."""
    req = urllib.request.Request(url, data=body, method=method, headers=dict(headers or {}))
    if token:
        req.add_header("Authorization", f"Bearer {token}")
    if body is not None:
        req.add_header("Content-Type", "application/octet-stream")
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, r.read(), r.headers.get("Content-Type", "")
    except urllib.error.HTTPError as e:
        return e.code, e.read(), e.headers.get("Content-Type", "")


class Server:
    """`veloscore serve` over `lib` (its log in LIB/serve.log), ready when built."""

    def __init__(self, bin_, lib, *options):
        self.port = free_port()
        # A PostgreSQL library has no folder: its servers log beside the temporary files.
        folder = pathlib.Path(tempfile.mkdtemp(prefix="veloscore-serve-log-")) if lib.startswith("postgres") else pathlib.Path(lib)
        self.log = open(folder / "serve.log", "w")
        self.proc = subprocess.Popen([bin_, "serve", "--library", lib, "--port", str(self.port), "--log-level", "warning", *options],
                                     stdout=self.log, stderr=self.log)
        for _ in range(200):
            try:
                if request("GET", self.url("/healthz"))[0] == 200:
                    return
            except OSError:
                time.sleep(0.05)
        raise SystemExit("server did not start")

    def url(self, path):
        return f"http://127.0.0.1:{self.port}{path}"

    def json(self, method, path, token, body=None):
        """The JSON of a 2xx answer; any other status stops the script."""
        status, data, _ = request(method, self.url(path), token=token, body=body)
        if not 200 <= status < 300:
            raise SystemExit(f"{method} {path}: {status} {data[:300]!r}")
        return json.loads(data)

    def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        code = self.proc.wait(timeout=120)
        self.log.close()
        return code
