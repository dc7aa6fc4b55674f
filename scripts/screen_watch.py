"""What the screen measurements share (scripts/key_to_screen.py, the 15-puzzle's keys, and
scripts/click_to_screen.py, Minesweeper's clicks): the app started and spoken to through
WebKitWebDriver, keys and clicks put into the X server (XTest), the moment a spot of the screen
changes (DAMAGE), and the processor time each process spent.
Python's standard library only (ctypes for libX11, libXtst and libXdamage, urllib for WebDriver).
"""

import ctypes
import json
import os
import select
import signal
import socket
import subprocess
import sys
import time
import urllib.request

Z_PIXMAP = 2
#: Who says a failure (the script run).
WHO = os.path.basename(sys.argv[0]).removesuffix(".py") if sys.argv and sys.argv[0] else "screen_watch"


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
    """Just enough WebDriver to start the app and run scripts in it.

    It speaks to WebKitWebDriver itself, as tauri-driver would on Linux (the app's binary as
    WebKitGTK's browser, automation allowed by TAURI_WEBVIEW_AUTOMATION), with a connection of
    its own for each request. Through tauri-driver, whose HTTP client keeps its connections to
    WebKitWebDriver and sends the next request on one of them, a request now and then met a
    connection WebKitWebDriver had reset (tauri-driver logged "client error (SendRequest) ...
    Connection reset by peer") and the session was lost: in 3 of 4 runs of 201 moves with
    --saving, whose typed positions make many requests in a row. Spoken to directly, 3 runs of
    3 finished."""

    def __init__(self, app, env):
        self.port = free_port()
        self.driver = subprocess.Popen(
            ["WebKitWebDriver", f"--port={self.port}", "--host=127.0.0.1"],
            env=dict(env, TAURI_WEBVIEW_AUTOMATION="true"),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        if not listening(self.port):
            self.close()
            sys.exit(f"{WHO}: WebKitWebDriver never listened")
        caps = {"capabilities": {"alwaysMatch": {"webkitgtk:browserOptions": {"binary": app, "args": []}}}}
        try:
            self.session = self.call("POST", "/session", caps)["sessionId"]
        except OSError as e:
            self.close()
            sys.exit(f"{WHO}: no WebDriver session with the app ({e})")

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
        raise SystemExit(f"{WHO}: the page never showed {what}")

    def close(self):
        try:
            self.call("DELETE", f"/session/{self.session}")
        except (OSError, AttributeError):
            pass
        os.killpg(self.driver.pid, signal.SIGTERM)


class XRectangle(ctypes.Structure):
    _fields_ = [("x", ctypes.c_short), ("y", ctypes.c_short), ("width", ctypes.c_ushort), ("height", ctypes.c_ushort)]


class DamageNotify(ctypes.Structure):
    """XDamageNotifyEvent (X11/extensions/Xdamage.h)."""
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("drawable", ctypes.c_ulong), ("damage", ctypes.c_ulong),
                ("level", ctypes.c_int), ("more", ctypes.c_int), ("timestamp", ctypes.c_ulong),
                ("area", XRectangle), ("geometry", XRectangle)]


class Screen:
    """Types keys into the X server and hears when a spot of the screen changes.

    The X server tells of every drawing on the screen (the DAMAGE extension, as VNC servers
    use it, on the root window: raw rectangles, in screen coordinates), and only a spot a
    drawing touched is read again. So the script waits without asking the X server anything
    meanwhile, and takes neither a core nor the X server's time from the app it measures
    (reading the pixel again and again did both: on a 2-core machine, a whole core)."""

    def __init__(self):
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xtst = ctypes.CDLL("libXtst.so.6")
        self.xdamage = ctypes.CDLL("libXdamage.so.1")
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
        x.XPending.argtypes = [ctypes.c_void_p]
        x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        x.XConnectionNumber.argtypes = [ctypes.c_void_p]
        self.xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
        d = self.xdamage
        d.XDamageQueryExtension.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int)]
        d.XDamageCreate.restype = ctypes.c_ulong
        d.XDamageCreate.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int]
        self.dpy = x.XOpenDisplay(None)
        if not self.dpy:
            sys.exit(f"{WHO}: no X display (set DISPLAY)")
        self.root = x.XDefaultRootWindow(self.dpy)
        base, error = ctypes.c_int(), ctypes.c_int()
        if not d.XDamageQueryExtension(self.dpy, ctypes.byref(base), ctypes.byref(error)):
            sys.exit(f"{WHO}: the X server has no DAMAGE extension")
        self.damage_event = base.value  # XDamageNotify is the extension's first event
        REPORT_RAW_RECTANGLES = 0
        d.XDamageCreate(self.dpy, self.root, REPORT_RAW_RECTANGLES)
        self.fd = x.XConnectionNumber(self.dpy)
        self.event = (ctypes.c_long * 24)()  # an XEvent
        self.drain()

    def pixel(self, px, py):
        image = self.x11.XGetImage(self.dpy, self.root, px, py, 1, 1, 0xFFFFFFFF, Z_PIXMAP)
        value = self.x11.XGetPixel(image, 0, 0) & 0xFFFFFF
        # XDestroyImage is a macro; the image's data is freed by its destroy hook, which for
        # a 1x1 image is a few bytes: XFree the structure and accept the small leak.
        self.x11.XFree(image)
        return value

    def drawn(self):
        """The rectangles drawn since last asked, without waiting."""
        rects = []
        while self.x11.XPending(self.dpy):
            self.x11.XNextEvent(self.dpy, self.event)
            e = ctypes.cast(self.event, ctypes.POINTER(DamageNotify)).contents
            if e.type == self.damage_event:
                rects.append((e.area.x, e.area.y, e.area.width, e.area.height))
        return rects

    def drain(self):
        self.x11.XFlush(self.dpy)
        self.drawn()

    def changed(self, px, py, before, seconds):
        """Waits until the pixel at (px, py) differs from `before`, reading it only when a
        drawing touched it; False if it has not within the time."""
        deadline = time.perf_counter() + seconds
        while True:
            for x, y, w, h in self.drawn():
                if x <= px < x + w and y <= py < y + h and self.pixel(px, py) != before:
                    return True
            left = deadline - time.perf_counter()
            if left <= 0:
                return False
            select.select([self.fd], [], [], left)

    def key(self, keysym):
        code = self.x11.XKeysymToKeycode(self.dpy, keysym)
        self.xtst.XTestFakeKeyEvent(self.dpy, code, 1, 0)
        self.xtst.XTestFakeKeyEvent(self.dpy, code, 0, 0)
        self.x11.XFlush(self.dpy)

    def move(self, px, py):
        """Puts the pointer at (px, py) on the screen."""
        self.xtst.XTestFakeMotionEvent(self.dpy, -1, px, py, 0)
        self.x11.XFlush(self.dpy)

    def click(self, button):
        """Presses and releases a mouse button (1 left, 3 right) where the pointer is."""
        self.xtst.XTestFakeButtonEvent(self.dpy, button, 1, 0)
        self.xtst.XTestFakeButtonEvent(self.dpy, button, 0, 0)
        self.x11.XFlush(self.dpy)


def cpu_by_process(root):
    """Processor time (user and system, ms) of each process under `root` (WebKitWebDriver: the
    app, and WebKit's processes under it) by name, from /proc."""
    tick_ms = 1000 / os.sysconf("SC_CLK_TCK")
    parent, spent = {}, {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/stat") as f:
                name, rest = f.read().rsplit(")", 1)
        except OSError:
            continue
        fields = rest.split()
        parent[int(pid)] = int(fields[1])
        spent[int(pid)] = (name.split("(", 1)[1], (int(fields[11]) + int(fields[12])) * tick_ms)
    def under(pid):
        while pid in parent:
            pid = parent[pid]
            if pid == root:
                return True
        return False
    by_name = {}
    for pid, (name, ms) in spent.items():
        if under(pid):
            by_name[name] = by_name.get(name, 0) + ms
    return by_name


def focus_window(name="^Tessera$"):
    """Gives the keyboard to the window whose title matches `name` (the app's, or the floor's)."""
    window = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", name],
                            capture_output=True, text=True).stdout.split()
    if window:
        subprocess.run(["xdotool", "windowfocus", "--sync", window[0]], check=False)
