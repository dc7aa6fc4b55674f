#!/usr/bin/env python3
"""Key press to pixels on the X server, for the 15-puzzle: the whole road a key travels.

The page's own figure (key to the animation frame after the move is drawn, printed by the
end-to-end tests) stops inside WebKit. This one starts where a keyboard does, with a key put
into the X server (XTest), and stops when the moved tile's pixels change on the screen (the X
server's DAMAGE events say where it drew; XGetImage reads the spot), so it also counts the
toolkit's input handling and the copy of the page to the window. Moves are spaced 20-60 ms
apart at random, so they fall at every phase of the frame.

With --saving, the player has 100,000 4x4 solves and 100,000 Expert games on record (a 33 MB
file) and every third move solves the puzzle, so the records are saved again and again while
keys come: each save appends the solve's line to the records' log, on the app's writer thread.
A solve before the measured moves builds the pattern tables (the page asks each solve's optimal
length), so that their build, seconds of both cores once per machine, is not what is measured.

With --no-screen, the screen is not watched: only the page's figures for real keys are given.

With --tables, the first key is H: its hint builds the pattern tables (seconds, on a thread of
the lowest priority) while the moves go on, and the page's figures are also given for the moves
made before the hint came, while the tables were being built.

With --floor, the app is the floor (tools/floor): the same keys turn its one tile's colour,
which is all its page does, so its figures are the toolkit's own road from key to screen.

With --first-hint, no moves: the first hint after a restart, when the pattern tables come from
their cache (a first start builds and caches them).

Usage (under X, e.g. Xvfb; needs WebKitGTK's WebKitWebDriver, as the tests do):
    scripts/key_to_screen.py path/to/tessera [moves] [--saving] [--no-screen] [--tables] [--first-hint]
    scripts/key_to_screen.py path/to/tessera-floor [moves] --floor
Prints "key to screen over N moves: median … ms, p95 …, p99 …, max …", the processor time each
process spent per move, then the page's own figures for the same keys: key event to its
handler, and key event to the backend's stamp.
Python's standard library only; what it shares with click_to_screen.py is screen_watch.py.
"""

import json
import os
import random
import subprocess
import sys
import tempfile
import time

from screen_watch import Screen, WebDriver, cpu_by_process, focus_window

XK_LEFT, XK_RIGHT, XK_H = 0xFF51, 0xFF53, 0x68
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
            # The snapshot names its schema first (store.rs): no need to read 33 MB to know.
            return f.read(64).replace(" ", "").startswith('{"schema":3,')
    except OSError:
        return False


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    flags = {"--saving", "--no-screen", "--tables", "--first-hint", "--floor"}
    saving, look, tables = "--saving" in sys.argv[2:], "--no-screen" not in sys.argv[2:], "--tables" in sys.argv[2:]
    numbers = [a for a in sys.argv[2:] if a not in flags]
    app, moves = sys.argv[1], int(numbers[0]) if numbers else 200
    data = tempfile.mkdtemp(prefix="tessera-k2s-")
    records = f"{data}/r/records.json"
    if saving:
        write_history(records)
    env = dict(os.environ, TESSERA_DATA_DIR=f"{data}/r", XDG_CONFIG_HOME=f"{data}/c", XDG_DATA_HOME=f"{data}/d")
    if "--floor" in sys.argv[2:]:
        try:
            return floor_keys(app, env, moves)
        finally:
            subprocess.run(["rm", "-rf", data], check=False)
    if "--first-hint" in sys.argv[2:]:
        try:
            return first_hint(app, env, f"{data}/r")
        finally:
            subprocess.run(["rm", "-rf", data], check=False)
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
        fifteen_at_start(page)
        # The cells on the screen: the window's position plus the menu bar above the page.
        spots = []
        for cell in (CELL, CELL + 1, CELL + 2):
            left, top, width, height = page.js(
                f"const r = document.querySelectorAll('#fifteen-board .tile')[{cell}].getBoundingClientRect();"
                "return [r.left + screenX, r.top + screenY + outerHeight - innerHeight, r.width, r.height]")
            spots.append((int(left + width * 0.2), int(top + height * 0.2)))
        screen = Screen()
        focus_window()
        if saving:
            warm_tables(page, screen, f"{data}/r")

        if tables:
            # The hint's answer comes after later moves, so the page drops it: hear it instead.
            page.js("window.__tesseraHear((command) => { if (command === 'fifteen_hint') window.__k2sHint = true; })")
            screen.key(XK_H)
            use_help(page, "false")  # a first start always asks
        # Moves made before the hint came (every 25 moves the page is asked whether it has).
        building = None
        cpu_before = cpu_by_process(page.driver.pid)
        times, pressed = [], []
        for k in range(moves):
            if saving and k > 0 and k % 3 == 0:
                start_position(page)  # just solved: the records are being saved
                # The new board is set, not yet drawn: the key comes a while after, as keys do.
                time.sleep(random.uniform(0.02, 0.06))
            if tables and building is None and k % 25 == 0 and page.js("return !!window.__k2sHint"):
                building = k
            times.append(timed_key(screen, spots[k % 3] if saving else spots[0],
                                   XK_LEFT if saving or k % 2 == 0 else XK_RIGHT, k, look, pressed))
            time.sleep(random.uniform(0.02, 0.06))
        cpu_after = cpu_by_process(page.driver.pid)
        if tables and building is None:
            sys.exit(f"key_to_screen: no hint came in {moves} moves: make more")
        page.wait_js("return window.__tesseraFifteen().pending === 0", "every move confirmed")
        confirmed = page.js("return window.__tesseraFifteen().moves")
        expected = (moves - 1) % 3 + 1 if saving else moves  # moves of the last attempt
        if confirmed != expected:
            sys.exit(f"key_to_screen: the backend counted {confirmed} moves in the last attempt")
        if saving:
            solved = moves // 3 + 1  # and the solve that built the tables
            for _ in range(600):  # the writer saves each solve after its answer
                if solves_on_record(records) == HISTORY + solved:
                    break
                time.sleep(0.05)
            else:
                sys.exit(f"key_to_screen: {solves_on_record(records)} solves on record, not {HISTORY + solved}")
        if look:
            what = f" while saving a {os.path.getsize(records) / 1e6:.1f} MB records file after each of {moves // 3} solves" if saving else ""
            print_times(times, what)
        # The page's own figures for the same keys: the key event to its move handler, and to
        # the backend's stamp of the move (ui/fifteen/view.js, ui/perf.js).
        perf = page.js("return window.__tesseraPerf")
        spans = [(moves, "")] + ([(building, " while the pattern tables were built")] if tables else [])
        # The key put into the X server (this script's wall clock) to the backend's stamp (the
        # app's wall clock, to the microsecond): the whole road, at a finer grain than the
        # page's clock, which WebKit rounds to the millisecond.
        perf["pressedToStamp"] = [a - p for a, p in zip(perf.get("fifteenArrived", [])[-moves:], pressed)]
        print_cpu(cpu_before, cpu_after, moves)
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


def timed_key(screen, spot, keysym, k, look=True, pressed=None):
    """Puts the key into the X server and gives the time until the spot's pixels change (ms;
    when the screen is not watched, at once); `pressed` gets the key's moment on the wall clock."""
    px, py = spot
    if look:
        screen.drain()  # what was drawn before the key is not its answer
    before = screen.pixel(px, py) if look else None
    started = time.perf_counter()
    if pressed is not None:
        pressed.append(time.time() * 1000)
    screen.key(keysym)
    if look and not screen.changed(px, py, before, 2):
        sys.exit(f"key_to_screen: move {k} never reached the screen")
    return (time.perf_counter() - started) * 1000


def print_times(times, what):
    times = sorted(times)
    n = len(times)
    print(f"key to screen over {n} moves{what}: median {times[n // 2]:.1f} ms, p95 {times[int(n * 0.95)]:.1f}, "
          f"p99 {times[int(n * 0.99)]:.1f}, max {times[-1]:.1f}")


def floor_keys(app, env, moves):
    """The same keys in the floor (tools/floor): its page only turns a tile's colour on each
    Left, so what a key takes there is the toolkit's own road from the X server to the screen."""
    page = WebDriver(app, env)
    try:
        page.wait_js("return !!document.getElementById('tile')", "the floor's tile")
        left, top, width, height = page.js(
            "const r = document.getElementById('tile').getBoundingClientRect();"
            "return [r.left + screenX, r.top + screenY + outerHeight - innerHeight, r.width, r.height]")
        spot = (int(left + width * 0.5), int(top + height * 0.5))
        screen = Screen()
        focus_window("^Tessera floor$")
        cpu_before = cpu_by_process(page.driver.pid)
        times = []
        for k in range(moves):
            times.append(timed_key(screen, spot, XK_LEFT, k))
            time.sleep(random.uniform(0.02, 0.06))
        cpu_after = cpu_by_process(page.driver.pid)
        print_times(times, " in the floor")
        print_cpu(cpu_before, cpu_after, moves)
    finally:
        page.close()


def print_cpu(before, after, moves):
    spent = ", ".join(f"{name} {(after[name] - before.get(name, 0)) / moves:.2f} ms" for name in sorted(after))
    print(f"processor time per move, all threads: {spent}")


def use_help(page, asked):
    """Says yes when the page asks whether a help may make the attempt assisted (it asks once,
    and the settings remember the answer); `asked` is true in the page once the help is asked
    without the question."""
    page.wait_js(f"return document.getElementById('confirm-dialog').open || !!{asked}", "the question or the help")
    page.js("if (document.getElementById('confirm-dialog').open) document.getElementById('confirm-ok').click()")


def warm_tables(page, screen, records_dir):
    """Solves the start position (Left three times) and waits for the pattern tables that its
    optimal length builds to be cached, then sets the start position again."""
    for _ in range(3):
        screen.key(XK_LEFT)
        time.sleep(0.05)
    tables_cached(records_dir, 120)  # a build takes seconds; two minutes on a busy machine
    start_position(page)


def tables_cached(records_dir, seconds):
    """Waits until the pattern tables are cached beside the records."""
    for _ in range(int(seconds / 0.05)):
        if os.path.exists(os.path.join(records_dir, "fifteen-tables.bin")):
            return
        time.sleep(0.05)
    sys.exit("key_to_screen: the pattern tables were never cached")


def first_hint(app, env, records_dir):
    """The first hint after a restart: H on the start position to the framed tile in the page's
    next frame (the page's own figure). A first start builds the pattern tables for its hint
    and caches them beside the records (its H is also asked once whether the help may make the
    attempt assisted, which the settings then remember); the restart loads them from that cache
    once its first board is up (optimal.rs warm), and its hint is the one measured."""
    screen = Screen()
    for restart in (False, True):
        page = WebDriver(app, env)
        try:
            page.wait_js("return !!window.__tesseraFifteen", "the 15-puzzle view")
            fifteen_at_start(page)
            focus_window()
            screen.key(XK_H)
            if not restart:
                use_help(page, "window.__tesseraPerf.fifteenHint")
            page.wait_js("return (window.__tesseraPerf.fifteenHint || []).length > 0", "the hint")
            if restart:
                print(f"first hint after a restart, H to the framed tile: {page.js('return window.__tesseraPerf.fifteenHint[0]'):.0f} ms")
            tables_cached(records_dir, 20)  # the cache is written after the hint's answer
        finally:
            page.close()


def fifteen_at_start(page):
    """Shows the 15-puzzle at the start position."""
    page.js("document.getElementById('tab-fifteen').click()")
    start_position(page)


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
