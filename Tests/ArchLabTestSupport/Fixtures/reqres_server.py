#!/usr/bin/env python3
"""A loopback reqres-format server for the remote client's tests.

The first path segment picks the behaviour, so one server serves every case:
  /ok/...             the reqres API over a small fixed dataset (GET page, GET user, PUT user)
  /key/...            like /ok, but 401 unless the x-api-key header is "secret"
  /status/N/...       answers HTTP N
  /malformed/...      answers 200 with broken JSON
  /wrongtypes/...     answers 200 with a page whose counts are strings
  /inconsistent/...   answers 200 with total_pages that does not match total and per_page
  /pastend/...        answers 200 with page 9 of 2
  /duplicates/...     answers 200 with the same id twice on one page
  /negative/...       answers 200 with a negative total
  /huge/...           answers 200 with a total larger than any integer
  /longfield/...      answers 200 with a one-megabyte first name
  /wrapped/...        PUT answers {"data": {...}} instead of reqres's flat echo
  /slow/...           holds the request without answering (the client's timeout is shorter)
  /longerfield/...    answers 200 with a first name one byte past a mebibyte (the field limit)
  /bigbody/...        answers 200 with a valid page padded with spaces to 20 MiB, length declared
  /chunkedbig/...     the same in chunks, its length not declared
  /gzipbomb/...       the same as 64 KiB of gzip that unpacks to 64 MiB
  /drip/...           sends one byte of the body every 0.2 s, never finishing; prints "DRIPPED"
                      on its standard output once three bytes are out
It prints "PORT <n>" once listening, and exits when its standard input closes, so it never
outlives the test process that started it.
"""
import gzip
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

STOPPING = threading.Event()

USERS = [
    {"id": i, "email": f"user{i}@reqres.in", "first_name": f"First{i}", "last_name": f"Last{i}",
     "avatar": f"https://reqres.in/img/faces/{i}-image.jpg"}
    for i in range(1, 6)
]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send_json(self, status, body):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def page(self, query):
        page = int(query.get("page", ["1"])[0])
        per_page = int(query.get("per_page", ["2"])[0])
        total = len(USERS)
        pages = (total + per_page - 1) // per_page
        data = USERS[(page - 1) * per_page: page * per_page]
        return {"page": page, "per_page": per_page, "total": total, "total_pages": pages, "data": data}

    def padded(self, query, size):
        """A valid page followed by whitespace up to `size` bytes: only a size limit refuses it."""
        page = json.dumps(self.page(query)).encode()
        return page + b" " * (size - len(page))

    def handle_any(self, method):
        url = urlparse(self.path)
        parts = [p for p in url.path.split("/") if p]
        query = parse_qs(url.query)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        mode, rest = parts[0], parts[1:]
        if mode == "status":
            return self.send_json(int(rest[0]), {"error": "status"})
        if mode == "malformed":
            return self.send_json(200, b'{"page":1,"data":[{"id":')
        if mode == "wrongtypes":
            return self.send_json(200, {"page": "1", "per_page": "2", "total": "5", "total_pages": "3", "data": []})
        if mode == "inconsistent":
            return self.send_json(200, dict(self.page(query), total_pages=7))
        if mode == "pastend":
            return self.send_json(200, dict(self.page({"page": ["9"]}), page=9))
        if mode == "duplicates":
            body = self.page(query)
            body["data"] = [USERS[0], USERS[0]]
            return self.send_json(200, body)
        if mode == "negative":
            return self.send_json(200, dict(self.page(query), total=-5))
        if mode == "huge":
            raw = json.dumps(self.page(query)).replace('"total": 5', '"total": 1' + "0" * 40)
            return self.send_json(200, raw.encode())
        if mode == "longfield":
            body = self.page(query)
            body["data"] = [dict(USERS[0], first_name="x" * 1_000_000)] + body["data"][1:]
            return self.send_json(200, body)
        if mode == "longerfield":
            body = self.page(query)
            body["data"] = [dict(USERS[0], first_name="x" * (1_048_576 + 1))]
            return self.send_json(200, body)
        if mode == "bigbody":
            return self.send_json(200, self.padded(query, 20 << 20))
        if mode == "chunkedbig":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            chunk = b" " * 65536
            try:
                first = json.dumps(self.page(query)).encode()
                self.wfile.write(b"%x\r\n%s\r\n" % (len(first), first))
                for _ in range(320):
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                self.wfile.write(b"0\r\n\r\n")
            except OSError:
                pass  # the client hung up at its limit
            return None
        if mode == "gzipbomb":
            data = gzip.compress(self.padded(query, 64 << 20))
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            try:
                self.wfile.write(data)
            except OSError:
                pass
            return None
        if mode == "drip":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "100000")
            self.end_headers()
            try:
                sent = 0
                while not STOPPING.wait(timeout=0.2):
                    self.wfile.write(b" ")
                    self.wfile.flush()
                    sent += 1
                    if sent == 3:
                        print("DRIPPED", flush=True)
            except OSError:
                pass
            return None
        if mode == "slow":
            # A server that takes the request and never answers in time: the connection is
            # held until the client gives up (its timeout is far shorter) or the server stops.
            STOPPING.wait(timeout=10)
            return self.send_json(200, self.page(query))
        if mode == "key" and self.headers.get("x-api-key") != "secret":
            return self.send_json(401, {"error": "Missing API key"})
        if mode not in ("ok", "key", "wrapped"):
            return self.send_json(404, {})
        if rest == ["users"] and method == "GET":
            return self.send_json(200, self.page(query))
        if len(rest) == 2 and rest[0] == "users":
            user = next((u for u in USERS if str(u["id"]) == rest[1]), None)
            if user is None:
                return self.send_json(404, {})
            if method == "GET":
                return self.send_json(200, {"data": user, "support": {"url": "https://reqres.in"}})
            sent = json.loads(body or b"{}")
            if mode == "wrapped":
                return self.send_json(200, {"data": dict(user, **sent)})
            return self.send_json(200, dict(sent, updatedAt="2026-11-30T00:00:00.000Z"))
        return self.send_json(404, {})

    def do_GET(self):
        self.handle_any("GET")

    def do_PUT(self):
        self.handle_any("PUT")


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(f"PORT {server.server_address[1]}", flush=True)
    sys.stdin.read()  # returns when the parent closes our stdin or dies
    STOPPING.set()
    server.shutdown()


if __name__ == "__main__":
    main()
