#!/usr/bin/env python3
"""A loopback reqres-format server for the remote client's tests.

The first path segment picks the behaviour, so one server serves every case:
  /ok/...             the reqres API over a small dataset of 5 users, 2 to a page (GET page,
                      GET user, PUT user, POST users: 201, the fields it was sent, "id" the next
                      id as a string of digits as reqres sends it, and "createdAt"; the user is
                      appended to the dataset, so later pages count it)
  /reqres/...         the same over reqres's own 12 users (George Bluth … Rachel Howell, emails
                      first.last@reqres.in), 6 to a page, as the demo backend serves them: a POST
                      creates user "13"
  /key/...            like /ok, but 401 unless the x-api-key header is "secret"
  /status/N/...       answers HTTP N
  /malformed/...      answers 200 with broken JSON
  /wrongtypes/...     answers 200 with a page whose counts are strings
  /inconsistent/...   answers 200 with total_pages that does not match total and per_page
  /pastend/...        answers 200 with page 9 of 2
  /pastendrows/...    answers 200 with the page asked for, past the end, holding page 1's rows
  /overlap/...        answers 200 with the page asked for holding page 1's rows: every page
                      repeats page 1, as a server whose pages overlap does
  /duplicates/...     answers 200 with the same id twice on one page
  /negative/...       answers 200 with a negative total
  /huge/...           answers 200 with a total larger than any integer
  /longfield/...      answers 200 with a one-megabyte first name
  /wrapped/...        PUT answers {"data": {...}} instead of reqres's flat echo; so does POST (201)
  /createdas/N/...    POST answers status N with a sound flat user (only 201 creates one)
  /slow/...           holds the request without answering (the client's timeout is shorter)
  /longerfield/...    answers 200 with a first name one byte past a mebibyte (the field limit)
  /bigbody/...        answers 200 with a valid page padded with spaces to 20 MiB, length declared
  /chunkedbig/...     the same in chunks, its length not declared
  /gzipbomb/...       the same as 64 KiB of gzip that unpacks to 64 MiB
  /drip/...           sends one byte of the body every 0.2 s, never finishing; prints "DRIPPED"
                      on its standard output once three bytes are out
What "a valid page" means below depends on the method: the modes that follow wrap the answer
a sound server gives it (a page to a GET, the fields sent echoed to a PUT, 201 and a created
user to a POST), so only the breakage they add can make the client refuse it.
Bodies streamed as they are sent, so the server's own memory stays small whatever N (MiB):
  /stream/N/...       a valid page padded with spaces to N MiB, its end the connection's close
                      (no Content-Length, not chunked)
  /chunked/N/...      the same in chunks
  /bomb/N/...         the same as a gzip stream that unpacks to N MiB (about 1 KiB per MiB)
Header bytes without end, each past the client's header limit long before N MiB (N = 0 sends
one line, a sound answer):
  /trailers/L/N/...   a valid chunked page, then N MiB of trailer lines of L bytes each
  /informational/N/... N MiB of "103 Early Hints" answers before the final one
  /headers/N/...      a 200 whose header lines run to N MiB before its page
Protocol garbage, each a malformed answer rather than an outage:
  /badgzip/...        declares gzip, sends bytes that are not gzip
  /lyingchunk/...     chunked, its first chunk's size smaller than the chunk it sends
  /http09/...         a bare body with no status line or headers (HTTP/0.9)
  /garbagestatus/...  a status line that is not HTTP
  /loop/...           redirects (302) to itself, forever
Redirects and what arrives after them:
  /redirect/C/P/M/... answers status C with Location http://127.0.0.1:P/M/... (the same rest of
                      the path and query): another port is another origin, the same one is not
  /record/...         like /ok, and remembers each request's method, path, x-api-key header and
                      whether its target was an absolute URL (as a proxy receives it)
  /recorded           answers the requests /record/ remembered, as a JSON list
It prints "PORT <n>" once listening, and exits when its standard input closes, so it never
outlives the test process that started it. With --tls CERT KEY it speaks HTTPS.
"""
import json
import ssl
import struct
import sys
import threading
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

STOPPING = threading.Event()
RECORDED = []
RECORDED_LOCK = threading.Lock()
MIB = 1 << 20

USERS = [
    {"id": i, "email": f"user{i}@reqres.in", "first_name": f"First{i}", "last_name": f"Last{i}",
     "avatar": f"https://reqres.in/img/faces/{i}-image.jpg"}
    for i in range(1, 6)
]
REQRES_NAMES = [
    ("George", "Bluth"), ("Janet", "Weaver"), ("Emma", "Wong"), ("Eve", "Holt"), ("Charles", "Morris"),
    ("Tracey", "Ramos"), ("Michael", "Lawson"), ("Lindsay", "Ferguson"), ("Tobias", "Funke"),
    ("Byron", "Fields"), ("George", "Edwards"), ("Rachel", "Howell"),
]
REQRES_USERS = [
    {"id": i, "email": f"{first.lower()}.{last.lower()}@reqres.in", "first_name": first, "last_name": last,
     "avatar": f"https://reqres.in/img/faces/{i}-image.jpg"}
    for i, (first, last) in enumerate(REQRES_NAMES, start=1)
]
# Each dataset with its default page size; a POST appends to one under DATA_LOCK.
DATASETS = {"ok": (USERS, 2), "reqres": (REQRES_USERS, 6)}
DATA_LOCK = threading.Lock()


def deflated(data):
    """`data` as raw deflate ending on a full flush: segments made this way can be joined."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    return compressor.compress(data) + compressor.flush(zlib.Z_FULL_FLUSH)


def padded_pieces(head, size):
    """`head`, then spaces up to `size` bytes in all, one MiB at a time."""
    yield head
    left = size - len(head)
    while left > 0:
        yield b" " * min(left, MIB)
        left -= MIB


def gzip_pieces(pieces):
    """A gzip stream of `pieces`, compressed as it is sent (a MiB of spaces is compressed once)."""
    yield b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"
    crc, size, known = 0, 0, {}
    for piece in pieces:
        crc, size = zlib.crc32(piece, crc), size + len(piece)
        if len(piece) == MIB and piece.isspace():
            known.setdefault(MIB, deflated(piece))
            yield known[MIB]
        else:
            yield deflated(piece)
    yield b"\x03\x00"  # the final, empty block
    yield struct.pack("<II", crc & 0xFFFFFFFF, size & 0xFFFFFFFF)


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

    def page(self, query, dataset="ok"):
        users, default_per_page = DATASETS[dataset]
        page = int(query.get("page", ["1"])[0])
        per_page = int(query.get("per_page", [str(default_per_page)])[0])
        with DATA_LOCK:
            total = len(users)
            data = users[(page - 1) * per_page: page * per_page]
        pages = (total + per_page - 1) // per_page
        return {"page": page, "per_page": per_page, "total": total, "total_pages": pages, "data": data}

    def create(self, dataset, body):
        """Appends the user `body` names to `dataset` with the next id; the created user as reqres
        answers it (its id a string of digits), or None when `body` names no user."""
        try:
            sent = json.loads(body or b"{}")
        except ValueError:
            return None
        fields = ("first_name", "last_name", "email")
        if not isinstance(sent, dict) or not all(isinstance(sent.get(f), str) for f in fields):
            return None
        users, _ = DATASETS[dataset]
        with DATA_LOCK:
            user = dict({f: sent[f] for f in fields}, id=max((u["id"] for u in users), default=0) + 1)
            users.append(user)
        return dict(sent, id=str(user["id"]), createdAt="2026-11-30T00:00:00.000Z")

    def padded(self, query, size):
        """A valid page followed by whitespace up to `size` bytes: only a size limit refuses it."""
        page = json.dumps(self.page(query)).encode()
        return page + b" " * (size - len(page))

    def stream(self, pieces, headers, status=200):
        """Sends `pieces` as they are made, under `status` and `headers`, then closes the
        connection."""
        self.close_connection = True
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Connection", "close")
        self.end_headers()
        chunked = ("Transfer-Encoding", "chunked") in headers
        try:
            for piece in pieces:
                self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece) if chunked else piece)
            if chunked:
                self.wfile.write(b"0\r\n\r\n")
        except OSError:
            pass  # the client hung up at its limit

    def send_lines(self, head, line, size, tail):
        """Writes `head`, then `line` repeated to `size` bytes (once when `size` is 0), then
        `tail`, and closes."""
        self.close_connection = True
        try:
            self.wfile.write(head)
            batch = line * max(1, 65536 // len(line))
            if size == 0:
                self.wfile.write(line)
            for _ in range(0, size, len(batch)):
                self.wfile.write(batch)
            self.wfile.write(tail)
        except OSError:
            pass  # the client hung up at its limit

    def raw(self, data):
        """Writes `data` as the whole answer, status line included, and closes."""
        self.close_connection = True
        try:
            self.wfile.write(data)
        except OSError:
            pass

    def sound(self, method, query, body):
        """The status and body a sound server answers `method` with, without changing any data:
        a page to a GET, the echo of the fields sent with "updatedAt" to a PUT, and to a POST
        201 with the user it would create (id "6"). The hostile modes wrap this answer, so a
        client that took a broken answer for a sound one would get a user, and a test fails."""
        if method == "GET":
            return 200, json.dumps(self.page(query)).encode()
        try:
            sent = json.loads(body or b"{}")
        except ValueError:
            sent = {}
        if method == "POST":
            return 201, json.dumps(dict(sent, id="6", createdAt="2026-11-30T00:00:00.000Z")).encode()
        return 200, json.dumps(dict(sent, updatedAt="2026-11-30T00:00:00.000Z")).encode()

    def hostile(self, mode, rest, query, method="GET", body=b""):
        """The answer of a streamed, garbage or redirecting mode; False for the other modes."""
        status, answer = self.sound(method, query, body)
        status_line = b"HTTP/1.1 %d %s\r\n" % (status, b"Created" if status == 201 else b"OK")
        if mode in ("stream", "chunked", "bomb"):
            pieces = padded_pieces(answer, int(rest[0]) * MIB)
            if mode == "bomb":
                return self.stream(gzip_pieces(pieces), [("Content-Encoding", "gzip")], status)
            return self.stream(pieces, [("Transfer-Encoding", "chunked")] if mode == "chunked" else [], status)
        if mode == "trailers":
            length, size = int(rest[0]), int(rest[1]) * MIB
            line = b"x-t:" + b"a" * max(0, length - 6) + b"\r\n"
            head = (status_line + b"Content-Type: application/json\r\n"
                    b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                    b"%x\r\n%s\r\n0\r\n" % (len(answer), answer))
            return self.send_lines(head, line, size, b"\r\n")
        if mode == "informational":
            hint = b"HTTP/1.1 103 Early Hints\r\nLink: </a.css>; rel=preload\r\n\r\n"
            final = status_line + b"Content-Length: %d\r\n\r\n%s" % (len(answer), answer)
            return self.send_lines(b"", hint, int(rest[0]) * MIB, final)
        if mode == "headers":
            head = status_line + b"Content-Type: application/json\r\n"
            tail = b"Content-Length: %d\r\n\r\n%s" % (len(answer), answer)
            return self.send_lines(head, b"x-pad: " + b"a" * 57 + b"\r\n", int(rest[0]) * MIB, tail)
        if mode == "badgzip":
            self.send_response(status)
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            return self.raw(answer)
        if mode == "lyingchunk":
            head = status_line + b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
            return self.raw(head + b"10\r\n" + answer + b"\r\n0\r\n\r\n")
        if mode == "http09":
            return self.raw(answer)
        if mode == "garbagestatus":
            return self.raw(b"SURPRISE 2OO maybe\r\nContent-Length: %d\r\n\r\n%s" % (len(answer), answer))
        if mode in ("loop", "redirect"):
            code, target = (302, self.path) if mode == "loop" else (int(rest[0]), None)
            if target is None:
                suffix = self.path.split("/", 5)[5] if self.path.count("/") >= 5 else ""
                target = f"http://127.0.0.1:{rest[1]}/{rest[2]}/{suffix}"
            self.send_response(code)
            self.send_header("Location", target)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if mode == "recorded":
            with RECORDED_LOCK:
                return self.send_json(200, list(RECORDED))
        return False

    def handle_any(self, method):
        url = urlparse(self.path)
        parts = [p for p in url.path.split("/") if p]
        query = parse_qs(url.query)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        mode, rest = parts[0], parts[1:]
        if mode == "record":
            with RECORDED_LOCK:
                RECORDED.append({"method": method, "path": url.path,
                                 "x-api-key": self.headers.get("x-api-key"),
                                 "absolute": bool(url.scheme)})
            mode = "ok"
        if self.hostile(mode, rest, query, method, body) is not False:
            return None
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
        if mode == "pastendrows":
            return self.send_json(200, dict(self.page(query), data=USERS[:2]))
        if mode == "overlap":
            first = self.page(dict(query, page=["1"]))
            return self.send_json(200, dict(self.page(query), data=first["data"]))
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
            data = b"".join(gzip_pieces(padded_pieces(json.dumps(self.page(query)).encode(), 64 * MIB)))
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
        if mode == "createdas" and method == "POST":
            sound = {"id": "6", "first_name": "Ada", "last_name": "Lovelace", "email": "ada@example.com"}
            return self.send_json(int(rest[0]), sound)
        if mode == "key" and self.headers.get("x-api-key") != "secret":
            return self.send_json(401, {"error": "Missing API key"})
        if mode not in ("ok", "key", "wrapped", "reqres"):
            return self.send_json(404, {})
        dataset = "reqres" if mode == "reqres" else "ok"
        if rest == ["users"] and method == "GET":
            return self.send_json(200, self.page(query, dataset))
        if rest == ["users"] and method == "POST":
            created = self.create(dataset, body)
            if created is None:
                return self.send_json(400, {"error": "Missing first_name, last_name or email"})
            return self.send_json(201, {"data": created} if mode == "wrapped" else created)
        if len(rest) == 2 and rest[0] == "users":
            with DATA_LOCK:
                user = next((u for u in DATASETS[dataset][0] if str(u["id"]) == rest[1]), None)
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

    def do_POST(self):
        self.handle_any("POST")


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    if len(sys.argv) == 4 and sys.argv[1] == "--tls":
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(sys.argv[2], sys.argv[3])
        server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(f"PORT {server.server_address[1]}", flush=True)
    sys.stdin.read()  # returns when the parent closes our stdin or dies
    STOPPING.set()
    server.shutdown()


if __name__ == "__main__":
    main()
