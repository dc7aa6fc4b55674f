#!/usr/bin/env python3
"""Key press to pixels on the X server, for the 15-puzzle: the whole road a key travels.

The page's own figure (key to the animation frame after the move is drawn, printed by the
end-to-end tests) stops inside WebKit. This one starts where a keyboard does, with a key put
into the X server (XTest), and stops when the moved tile's pixels change on the screen
(XGetImage), so it also counts the toolkit's input handling and the copy of the page to the
window. Moves are spaced 20-60 ms apart at random, so they fall at every phase of the frame.

With --saving, the player has 100,000 4x4 solves and 100,000 Expert games on record (a 33 MB
file) and every third move solves the puzzle, so the records are saved again and again while
keys come: each save appends the solve's line to the records' log, on the app's writer thread.

With --no-screen, the screen is not read: reading it takes a whole core of a 2-core machine
(the script asks the X server for a pixel again and again), which the app then lacks. The
page's figures for real keys are then the app's alone.

With --tables, the first key is H: its hint builds the pattern tables (seconds, on a thread of
the lowest priority) while the moves go on, and the page's figures are also given for the moves
made before the hint came, while the tables were being built.

Usage (under X, e.g. Xvfb; needs tauri-driver and WebKitWebDriver, as the tests do):
    scripts/key_to_screen.py path/to/tessera [moves] [--saving] [--no-screen] [--tables]
Prints "key to screen over N moves: median … ms, p95 …, p99 …, max …", then the page's own
figures for the same keys: key event to its handler, and key event to the backend's stamp.
Python's standard library only (ctypes for libX11 and libXtst, urllib for WebDriver).
"""

import ctypes
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

XK_LEFT, XK_RIGHT, XK_H = 0xFF51, 0xFF53, 0x68
Z_PIXMAP = 2
# Tile 13 beside the gap: Left slides it into cell 12, Right slides it back. With --saving,
# Left three times (13, 14, 15 into cells 12, 13, 14) solves it.
START = "1 2 3 4/5 6 7 8/9 10 11 12/0 13 14 15"
CELL = 12
HISTORY = 100_000


def write_history(path):
    """A records file with HISTORY 4x4 solves and HISTORY Expert games, as the app writes it."""
    rng = random.Random(1)
    day = "2024-01-01T09:00:00+01:00"
    solves = [{"at": day, "timeMs": 6000 + rng.randrange(20000), "moves": 60, "multiMoves": 55,
               "scramble": "15 14 13 12 11 10 9 8 7 6 5 4 3 1 2 0", "source": "random",
               "assisted": False, "optimal": 50} for _ in range(HISTORY)]
    games = [{"ending": rng.choice(["won", "lost", "lost"]), "at": day, "timeMs": 30000 + rng.randrange(100000),
              "threeBv": 120, "solvedThreeBv": 80, "clicks": 200, "seed": rng.randrange(1 << 53)}
             for _ in range(HISTORY)]
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump({"schema": 1, "records": {"fifteen": {"4x4": {"solves": solves}},
                                            "mines": {"expert": {"games": games}}}}, f, separators=(",", ":"))


def solves_on_record(path):
    """The 4x4 solves on record: the snapshot's, and those its log adds (store.rs: the snapshot
    names its log, records.<n>.log, one change per line)."""
    try:
        with open(path) as f:
            snapshot = json.load(f)
        solves = len(snapshot["records"]["fifteen"]["4x4"]["solves"])
        log = snapshot.get("log")
        if log is not None:
            with open(os.path.join(os.path.dirname(path), f"records.{log}.log")) as f:
                for line in f:
                    try:
                        change = json.loads(line)
                    except ValueError:
                        continue  # a line being written
                    solves += change.get("op") == "fifteen" and change.get("table") == "4x4"
        return solves
    except (OSError, ValueError, KeyError):
        return None


def upgraded(path):
    """Whether the app has written the history of schema 1 as its own snapshot (schema 3),
    which it does once, at start, off the thread that paints."""
    try:
        with open(path) as f:
            return json.load(f).get("schema") == 3
    except (OSError, ValueError):
        return False


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def listening(port, seconds=20):
    """Whether something accepts connections on the local port within the time."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return True
        except OSError:
            time.sleep(0.01)
    return False


class WebDriver:
    """Just enough WebDriver to start the app through tauri-driver and run scripts in it."""

    def __init__(self, app, env):
        self.port, native = free_port(), free_port()
        self.driver = subprocess.Popen(
            ["tauri-driver", "--port", str(self.port), "--native-port", str(native)],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        # tauri-driver listens first and starts WebKitWebDriver on the native port a moment
        # later; a call in between finds no one to forward it to, and its connection is
        # closed without an answer. So wait for both.
        if not all(listening(port) for port in (self.port, native)):
            self.close()
            sys.exit("key_to_screen: tauri-driver or WebKitWebDriver never listened")
        caps = {"capabilities": {"alwaysMatch": {"tauri:options": {"application": app}}}}
        try:
            self.session = self.call("POST", "/session", caps)["sessionId"]
        except OSError as e:
            self.close()
            sys.exit(f"key_to_screen: no WebDriver session with the app ({e})")

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=60) as answer:
            return json.loads(answer.read())["value"]

    def js(self, script):
        return self.call("POST", f"/session/{self.session}/execute/sync", {"script": script, "args": []})

    def wait_js(self, script, what):
        for _ in range(400):  # 20 s: a first launch after a build reads every library from disk
            if self.js(script):
                return
            time.sleep(0.05)
        raise SystemExit(f"key_to_screen: the page never showed {what}")

    def close(self):
        try:
            self.call("DELETE", f"/session/{self.session}")
        except (OSError, AttributeError):
            pass
        os.killpg(self.driver.pid, signal.SIGTERM)


class Screen:
    """Reads single pixels of the X screen and types keys into the X server."""

    def __init__(self):
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xtst = ctypes.CDLL("libXtst.so.6")
        x = self.x11
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XGetImage.restype = ctypes.c_void_p
        x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        x.XGetPixel.restype = ctypes.c_ulong
        x.XGetPixel.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
        x.XKeysymToKeycode.restype = ctypes.c_ubyte
        x.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        x.XFlush.argtypes = [ctypes.c_void_p]
        x.XFree.argtypes = [ctypes.c_void_p]
        self.xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.dpy = x.XOpenDisplay(None)
        if not self.dpy:
            sys.exit("key_to_screen: no X display (set DISPLAY)")
        self.root = x.XDefaultRootWindow(self.dpy)

    def pixel(self, px, py):
        image = self.x11.XGetImage(self.dpy, self.root, px, py, 1, 1, 0xFFFFFFFF, Z_PIXMAP)
        value = self.x11.XGetPixel(image, 0, 0) & 0xFFFFFF
        # XDestroyImage is a macro; the image's data is freed by its destroy hook, which for
        # a 1x1 image is a few bytes: XFree the structure and accept the small leak.
        self.x11.XFree(image)
        return value

    def key(self, keysym):
        code = self.x11.XKeysymToKeycode(self.dpy, keysym)
        self.xtst.XTestFakeKeyEvent(self.dpy, code, 1, 0)
        self.xtst.XTestFakeKeyEvent(self.dpy, code, 0, 0)
        self.x11.XFlush(self.dpy)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    flags = {"--saving", "--no-screen", "--tables"}
    saving, look, tables = "--saving" in sys.argv[2:], "--no-screen" not in sys.argv[2:], "--tables" in sys.argv[2:]
    numbers = [a for a in sys.argv[2:] if a not in flags]
    app, moves = sys.argv[1], int(numbers[0]) if numbers else 200
    data = tempfile.mkdtemp(prefix="tessera-k2s-")
    records = f"{data}/r/records.json"
    if saving:
        write_history(records)
    env = dict(os.environ, TESSERA_DATA_DIR=f"{data}/r", XDG_CONFIG_HOME=f"{data}/c", XDG_DATA_HOME=f"{data}/d")
    page = WebDriver(app, env)
    try:
        page.wait_js("return !!window.__tesseraFifteen", "the 15-puzzle view")
        if saving:
            # The history is written as the app's own snapshot once, at start: measure the
            # saves of solves, not that.
            for _ in range(1200):
                if upgraded(records):
                    break
                time.sleep(0.05)
            else:
                sys.exit("key_to_screen: the app never wrote the history as its snapshot")
        page.js("document.getElementById('tab-fifteen').click()")
        start_position(page)
        # The cells on the screen: the window's position plus the menu bar above the page.
        spots = []
        for cell in (CELL, CELL + 1, CELL + 2):
            left, top, width, height = page.js(
                f"const r = document.querySelectorAll('#fifteen-board .tile')[{cell}].getBoundingClientRect();"
                "return [r.left + screenX, r.top + screenY + outerHeight - innerHeight, r.width, r.height]")
            spots.append((int(left + width * 0.2), int(top + height * 0.2)))
        screen = Screen()
        window = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Tessera$"],
                                capture_output=True, text=True).stdout.split()
        if window:
            subprocess.run(["xdotool", "windowfocus", "--sync", window[0]], check=False)

        if tables:
            # The hint's answer comes after later moves, so the page drops it: hear it instead.
            page.js("window.__tesseraHear((command) => { if (command === 'fifteen_hint') window.__k2sHint = true; })")
            screen.key(XK_H)
        # Moves made before the hint came (every 25 moves the page is asked whether it has).
        building = None
        times, pressed = [], []
        for k in range(moves):
            if saving and k > 0 and k % 3 == 0:
                start_position(page)  # just solved: the records are being saved
            if tables and building is None and k % 25 == 0 and page.js("return !!window.__k2sHint"):
                building = k
            px, py = spots[k % 3] if saving else spots[0]
            before = screen.pixel(px, py) if look else None
            started = time.perf_counter()
            pressed.append(time.time() * 1000)
            screen.key(XK_LEFT if saving or k % 2 == 0 else XK_RIGHT)
            while look and screen.pixel(px, py) == before:
                if time.perf_counter() - started > 2:
                    sys.exit(f"key_to_screen: move {k} never reached the screen")
            times.append((time.perf_counter() - started) * 1000)
            time.sleep(random.uniform(0.02, 0.06))
        if tables and building is None:
            sys.exit(f"key_to_screen: no hint came in {moves} moves: make more")
        page.wait_js("return window.__tesseraFifteen().pending === 0", "every move confirmed")
        confirmed = page.js("return window.__tesseraFifteen().moves")
        expected = (moves - 1) % 3 + 1 if saving else moves  # moves of the last attempt
        if confirmed != expected:
            sys.exit(f"key_to_screen: the backend counted {confirmed} moves in the last attempt")
        if saving:
            solved = moves // 3
            for _ in range(600):  # the writer saves each solve after its answer
                if solves_on_record(records) == HISTORY + solved:
                    break
                time.sleep(0.05)
            else:
                sys.exit(f"key_to_screen: {solves_on_record(records)} solves on record, not {HISTORY + solved}")
        if look:
            times.sort()
            n = len(times)
            what = f" while saving a {os.path.getsize(records) / 1e6:.1f} MB records file after each of {moves // 3} solves" if saving else ""
            print(f"key to screen over {n} moves{what}: median {times[n // 2]:.1f} ms, p95 {times[int(n * 0.95)]:.1f}, "
                  f"p99 {times[int(n * 0.99)]:.1f}, max {times[-1]:.1f}")
        # The page's own figures for the same keys: the key event to its move handler, and to
        # the backend's stamp of the move (ui/fifteen/view.js, ui/perf.js).
        perf = page.js("return window.__tesseraPerf")
        spans = [(moves, "")] + ([(building, " while the pattern tables were built")] if tables else [])
        # The key put into the X server (this script's wall clock) to the backend's stamp (the
        # app's wall clock, to the microsecond): the whole road, at a finer grain than the
        # page's clock, which WebKit rounds to the millisecond.
        perf["pressedToStamp"] = [a - p for a, p in zip(perf.get("fifteenArrived", [])[-moves:], pressed)]
        for kind, name in (("fifteenHandled", "key event to the page's handler"), ("fifteenStamp", "key event to backend stamp"),
                           ("pressedToStamp", "key into the X server to backend stamp")):
            for count, when in spans:
                samples = sorted(perf.get(kind, [])[-moves:][:count])
                if samples:
                    m = len(samples)
                    print(f"{name} over {m} moves{when}: median {samples[m // 2]:.1f} ms, p99 {samples[int(m * 0.99)]:.1f}, max {samples[-1]:.1f}")
    finally:
        page.close()
        subprocess.run(["rm", "-rf", data], check=False)


def start_position(page):
    """Types the start position into the page (each step harmless when sent twice, see
    WebDriver.call) and waits until it is shown."""
    page.js("if (!document.getElementById('state-dialog').open) "
            "document.getElementById('fifteen-state-button').click()")
    page.js(f"document.querySelector('#state-form input[name=state]').value = '{START}';"
            "document.getElementById('state-ok').click()")
    page.wait_js(f"const s = window.__tesseraFifteen(); return s && s.tiles[{CELL}] === 0 && s.pending === 0",
                 "the start position")


if __name__ == "__main__":
    main()
