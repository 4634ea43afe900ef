#!/usr/bin/env python3
"""Drives `archlab` in a pseudo-terminal as a person would, for the explorer's tests.

usage: drive_pty.py ARCHLAB_BINARY CACHE_DB STEP...
Each STEP is `wait:TEXT` (read until TEXT has appeared since the last key) or `key:NAME`
(down, up, enter, esc, ctrl-c, or literal characters). Prints a JSON object: the exit status,
whether the terminal was restored, and every screen text waited for that was seen.
The whole run is bounded (20 s) so a broken build cannot hang the suite; it never sleeps.
"""
import json
import os
import pty
import select
import struct
import sys
import termios
import fcntl
import time

KEYS = {"down": b"\x1b[B", "up": b"\x1b[A", "enter": b"\r", "esc": b"\x1b", "ctrl-c": b"\x03"}


def main():
    binary, database, *steps = sys.argv[1:]
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(binary, [binary, "--db", database])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    deadline = time.monotonic() + 20
    output = b""
    mark = 0
    seen = []
    status = None

    def read_some():
        nonlocal output
        ready, _, _ = select.select([fd], [], [], max(deadline - time.monotonic(), 0))
        if not ready:
            raise TimeoutError
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            chunk = b""
        if not chunk:
            raise EOFError
        output += chunk

    try:
        for step in steps:
            kind, _, value = step.partition(":")
            if kind == "wait":
                while value.encode() not in output[mark:]:
                    read_some()
                seen.append(value)
            else:
                mark = len(output)
                os.write(fd, KEYS.get(value, value.encode()))
        while True:
            read_some()
    except (EOFError, TimeoutError):
        pass
    _, raw_status = os.waitpid(pid, 0)
    status = os.waitstatus_to_exitcode(raw_status)
    print(json.dumps({
        "status": status,
        "entered_alternate_screen": b"\x1b[?1049h" in output,
        "restored": output.rstrip(b"\r\n").endswith(b"\x1b[?1049l"),
        "seen": seen,
    }))


if __name__ == "__main__":
    main()
