#!/usr/bin/env python3
"""Click to pixels on the X server, for Minesweeper, with the live counters off and on.

A right click put into the X server (XTest) on a covered cell flags it, the next one takes the
flag away; each is timed until the cell's pixels change on the screen (DAMAGE, as
key_to_screen.py does for the 15-puzzle's keys). The counters beside the board (Settings, View >
Counters) are updated by every flag; they must add nothing to the click's road to the screen,
so the same run clicks in blocks with them off and on, turn about, and gives both.

Usage (under X, e.g. Xvfb; needs WebKitGTK's WebKitWebDriver, as the tests do):
    scripts/click_to_screen.py path/to/tessera [clicks]
Prints "click to screen over N flags, counters off: median … ms, p95 …, p99 …, max …", the
same with the counters on, and the processor time each process spent per click in each.
Python's standard library only; what it shares with key_to_screen.py is screen_watch.py.
"""

import os
import random
import subprocess
import sys
import tempfile
import time

from screen_watch import Screen, WebDriver, cpu_by_process, focus_window

BUTTON_LEFT, BUTTON_RIGHT = 1, 3
#: Clicks in a row before the counters are turned the other way.
BLOCK = 25


def counters(page, on):
    """Turns the counters on or off in Settings, as a player does, and waits for the panel."""
    page.js("document.getElementById('settings-button').click()")
    page.wait_js("return document.getElementById('settings-dialog').open", "the settings")
    page.js(f"const box = document.querySelector('#settings-dialog [name=counters]');"
            f"if (box.checked !== {'true' if on else 'false'}) box.click();"
            "document.querySelector('#settings-dialog button[type=submit]').click()")
    page.wait_js(f"return document.getElementById('mines-counters').hidden === {'false' if on else 'true'}"
                 " && !document.getElementById('settings-dialog').open", "the counters " + ("on" if on else "off"))


def on_screen(page, index):
    """The screen point of the covered cell `index` where its flag is drawn (the pennant)."""
    return page.js(
        f"const s = window.__tesseraMines(); const r = document.getElementById('board').getBoundingClientRect();"
        f"const x = ({index} % s.width) * s.cellCss - s.originX, y = Math.floor({index} / s.width) * s.cellCss - s.originY;"
        "return [Math.round(r.left + x + s.cellCss * 0.42 + screenX),"
        " Math.round(r.top + y + s.cellCss * 0.34 + screenY + outerHeight - innerHeight)]")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    app = sys.argv[1]
    clicks = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    data = tempfile.mkdtemp(prefix="tessera-c2s-")
    os.makedirs(f"{data}/r")
    with open(f"{data}/r/settings.json", "w") as f:
        f.write('{"askLeave": false, "askAssist": false, "mines": {"level": "expert"}}')
    env = dict(os.environ, TESSERA_DATA_DIR=f"{data}/r", XDG_CONFIG_HOME=f"{data}/c", XDG_DATA_HOME=f"{data}/d")
    page = WebDriver(app, env)
    try:
        page.wait_js("const s = window.__tesseraMines && window.__tesseraMines(); return !!s && s.width === 30",
                     "the Expert board")
        screen = Screen()
        focus_window()
        # The game begins: a left click in the middle opens an area.
        state = page.js("return window.__tesseraMines()")
        screen.move(*on_screen(page, (state["height"] // 2) * state["width"] + state["width"] // 2))
        screen.click(BUTTON_LEFT)
        page.wait_js("return window.__tesseraMines().status === 'playing'", "the game begun")
        cells = page.js("return window.__tesseraMines().cells")
        cell = next(i for i, c in enumerate(cells) if c == "#")
        spot = on_screen(page, cell)
        screen.move(*spot)
        times = {False: [], True: []}
        cpu = {False: {}, True: {}}
        on = False
        counters(page, on)
        for k in range(clicks * 2):
            if k > 0 and k % BLOCK == 0:
                on = not on
                counters(page, on)
                # The counters take from the board's room (or give it back): the cell moves.
                spot = on_screen(page, cell)
                screen.move(*spot)
                time.sleep(0.1)
            if k % BLOCK == 0:
                before_cpu = cpu_by_process(page.driver.pid)
            screen.drain()  # what was drawn before the click is not its answer
            before = screen.pixel(*spot)
            started = time.perf_counter()
            screen.click(BUTTON_RIGHT)
            if not screen.changed(*spot, before, 2):
                sys.exit(f"click_to_screen: click {k} never reached the screen")
            times[on].append((time.perf_counter() - started) * 1000)
            time.sleep(random.uniform(0.02, 0.06))
            if k % BLOCK == BLOCK - 1 or k == clicks * 2 - 1:
                after_cpu = cpu_by_process(page.driver.pid)
                for name, ms in after_cpu.items():
                    cpu[on][name] = cpu[on].get(name, 0) + ms - before_cpu.get(name, 0)
        flags = page.js("return window.__tesseraMines().cells").count("F")
        if flags != 0:
            sys.exit(f"click_to_screen: {flags} flags on the board after {clicks * 2} toggles")
        for state_on in (False, True):
            samples = sorted(times[state_on])
            n = len(samples)
            label = "on" if state_on else "off"
            print(f"click to screen over {n} flags, counters {label}: median {samples[n // 2]:.1f} ms, "
                  f"p95 {samples[int(n * 0.95)]:.1f}, p99 {samples[int(n * 0.99)]:.1f}, max {samples[-1]:.1f}")
            spent = ", ".join(f"{name} {ms / n:.2f} ms" for name, ms in sorted(cpu[state_on].items()))
            print(f"processor time per click, counters {label}, all threads: {spent}")
    finally:
        page.close()
        subprocess.run(["rm", "-rf", data], check=False)


if __name__ == "__main__":
    main()
