#!/usr/bin/env python3
"""Drives `archlab` in a pseudo-terminal as a person would, for the explorer's tests.

usage: drive_pty.py ARCHLAB_BINARY CACHE_DB|- [--arch NAME] [--word WORD]... [--held] STEP...
With `-` for the cache, no `--db` is passed; each `--word` adds one argument (`--word choose`
drives `archlab choose`).
Each STEP is `wait:TEXT` (read until TEXT has appeared since the last key or release),
`key:NAME` (down, up, enter, esc, ctrl-c, or literal characters), `release` (with --held:
answer the oldest held request) or `resize:ROWS,COLUMNS` (the terminal is resized; the kernel
sends SIGWINCH). Prints a JSON object: the exit status, whether the terminal was restored,
every screen text waited for that was seen, and the screen bytes read before each release.

--held runs `archlab --api` against a loopback reqres server in this process that holds every
request until a `release` step answers it, so a test reads the screen while a request is in
flight and again after its answer, with no sleep. The server's five users are `First1 Last1`…
The whole run is bounded (20 s) so a broken build cannot hang the suite; it never sleeps.
"""
import json
import os
import select
import signal
import struct
import sys
import termios
import fcntl
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

KEYS = {"down": b"\x1b[B", "up": b"\x1b[A", "enter": b"\r", "esc": b"\x1b", "ctrl-c": b"\x03"}


USERS = [
    {"id": i, "email": f"user{i}@reqres.in", "first_name": f"First{i}", "last_name": f"Last{i}",
     "avatar": f"https://reqres.in/img/faces/{i}-image.jpg"}
    for i in range(1, 6)
]
RELEASES = threading.Semaphore(0)
STOPPING = threading.Event()


class HeldHandler(BaseHTTPRequestHandler):
    """Answers the reqres API over USERS, each request only once a `release` step allows it."""
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def answer(self):
        url = urlparse(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        while not RELEASES.acquire(timeout=1):
            if STOPPING.is_set():
                return
        parts = [p for p in url.path.split("/") if p]
        if self.command == "PUT":
            data = json.loads(body or b"{}")
        elif len(parts) > 1:
            data = {"data": USERS[int(parts[1]) - 1]}
        else:
            query = parse_qs(url.query)
            page = int(query.get("page", ["1"])[0])
            per_page = int(query.get("per_page", ["2"])[0])
            data = {"page": page, "per_page": per_page, "total": len(USERS),
                    "total_pages": (len(USERS) + per_page - 1) // per_page,
                    "data": USERS[(page - 1) * per_page: page * per_page]}
        encoded = json.dumps(data).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(encoded)))
        self.end_headers()
        self.wfile.write(encoded)

    do_GET = answer
    do_PUT = answer


def main():
    binary, database, *steps = sys.argv[1:]
    arguments = [binary] + ([] if database == "-" else ["--db", database])
    while steps[:1] in (["--arch"], ["--open"], ["--word"]):
        arguments += steps[1:2] if steps[0] == "--word" else steps[:2]
        steps = steps[2:]
    if steps[:1] == ["--held"]:
        steps = steps[1:]
        server = ThreadingHTTPServer(("127.0.0.1", 0), HeldHandler)
        server.daemon_threads = True
        threading.Thread(target=server.serve_forever, daemon=True).start()
        arguments += ["--api", f"http://127.0.0.1:{server.server_address[1]}"]
    # The pty by hand rather than pty.fork(): this process keeps its own descriptor of the
    # terminal's side, so the child's exit is not the last close of it. On macOS that last
    # close discards output not read yet (the explorer's final bytes, the restored screen);
    # here it happens only after those bytes are read.
    fd, terminal = os.openpty()
    pid = os.fork()
    if pid == 0:
        os.close(fd)
        os.setsid()
        if hasattr(termios, "TIOCSCTTY"):
            fcntl.ioctl(terminal, termios.TIOCSCTTY, 0)
        else:  # opening the terminal by name after setsid makes it the controlling one
            os.close(os.open(os.ttyname(terminal), os.O_RDWR))
        for standard in (0, 1, 2):
            os.dup2(terminal, standard)
        os.close(terminal)
        # The explorer quits at once, abandoning any request in flight (q while a save is
        # held): under AddressSanitizer, the exit-time leak check would report that abandoned
        # work as leaked. Memory errors are still reported; leaks are the in-process suite's.
        # (Without a sanitizer the variable is read by nothing.)
        options = os.environ.get("ASAN_OPTIONS", "")
        os.environ["ASAN_OPTIONS"] = (options + ":" if options else "") + "detect_leaks=0"
        os.execv(binary, arguments)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    # The child's exit wakes the reading loop through this pipe (SIGCHLD's wake-up descriptor).
    woken, waker = os.pipe()
    os.set_blocking(waker, False)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    signal.set_wakeup_fd(waker)
    deadline = time.monotonic() + 20
    before_release = []
    output = b""
    mark = 0
    seen = []
    raw_status = None
    timed_out = False

    def read_ready(timeout):
        """Reads what the terminal holds, waiting up to `timeout`; False when nothing came."""
        nonlocal output
        ready, _, _ = select.select([fd], [], [], timeout)
        if not ready:
            return False
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            chunk = b""  # Linux answers EIO once the terminal's side is closed and drained
        if not chunk:
            raise EOFError
        output += chunk
        return True

    def finish(status):
        """The child has ended with `status`: reads every byte it left, then the end."""
        nonlocal raw_status, terminal
        raw_status = status
        while read_ready(0):
            pass
        # Closing this process's descriptor of the terminal's side ends it: Linux, whose pty
        # may still be handing the last bytes over, delivers them before the end.
        os.close(terminal)
        terminal = None
        while True:
            read_ready(max(deadline - time.monotonic(), 0))

    def read_some():
        ready, _, _ = select.select([fd, woken], [], [], max(deadline - time.monotonic(), 0))
        if not ready:
            raise TimeoutError
        if woken in ready:
            os.read(woken, 512)
            ended, status = os.waitpid(pid, os.WNOHANG)
            if ended:
                finish(status)
        if fd in ready:
            read_ready(0)

    try:
        for step in steps:
            kind, _, value = step.partition(":")
            if kind == "wait":
                while value.encode() not in output[mark:]:
                    read_some()
                seen.append(value)
            elif kind == "release":
                before_release.append(output[mark:].decode("utf-8", "replace"))
                mark = len(output)
                RELEASES.release()
            elif kind == "resize":
                rows, columns = (int(n) for n in value.split(","))
                mark = len(output)
                fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
            else:
                mark = len(output)
                os.write(fd, KEYS.get(value, value.encode()))
        while True:
            read_some()
    except EOFError:
        pass
    except TimeoutError:
        # The bound passed with the program still running: stop it, so the test fails with
        # what was seen instead of hanging the suite.
        timed_out = True
        if raw_status is None:
            os.kill(pid, signal.SIGKILL)
    STOPPING.set()
    if raw_status is None:
        _, raw_status = os.waitpid(pid, 0)
    status = os.waitstatus_to_exitcode(raw_status)
    print(json.dumps({
        "status": status,
        "timed_out": timed_out,
        "entered_alternate_screen": b"\x1b[?1049h" in output,
        "restored": output.rstrip(b"\r\n").endswith(b"\x1b[?1049l"),
        "seen": seen,
        "before_release": before_release,
    }))


if __name__ == "__main__":
    main()
