#!/usr/bin/python3
"""A drag source for the drop test (e2e_desktop): a small GTK window at the position given,
whose whole area drags the files given, as a file manager does (text/uri-list, by XDND).

Usage: drag_source.py X Y FILE...
Prints a line as the drag goes: "ready" once the window is shown, "begun" when a drag starts,
"accepted" when the window under the pointer says it takes the files, "dropped" at the end."""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
from gi.repository import Gdk, Gio, Gtk  # noqa: E402

x, y, paths = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
uris = [Gio.File.new_for_path(p).get_uri() for p in paths]

window = Gtk.Window(title="tessera-drag-source")
window.set_default_size(120, 120)
window.move(x, y)
area = Gtk.EventBox()
area.add(Gtk.Label(label="drag me"))
area.drag_source_set(Gdk.ModifierType.BUTTON1_MASK, [], Gdk.DragAction.COPY)
area.drag_source_add_uri_targets()
area.connect("drag-data-get", lambda _w, _c, data, _i, _t: data.set_uris(uris))


def begun(_widget, context):
    print("begun", flush=True)
    # The target's answers (XdndStatus) change the action the drop would take.
    context.connect("action-changed", lambda _c, action: action and print("accepted", flush=True))


area.connect("drag-begin", begun)
area.connect("drag-end", lambda *_: print("dropped", flush=True))
window.add(area)
window.connect("destroy", Gtk.main_quit)
window.connect("map-event", lambda *_: print("ready", flush=True))
window.show_all()
Gtk.main()
