"""The test executables (not the benchmarks) in cargo's JSON messages on standard input
(`cargo test --no-run --message-format=json-render-diagnostics`), one a line as "FOLDER
EXECUTABLE", FOLDER being its package's, where cargo would run it. The engine's library comes
first (its solver tests keep both cores busy), then the end-to-end tests, the longest, and the
short ones last, to even out the ends of scripts/test.sh's two lanes."""
import json
import os
import sys

tests = []
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["profile"]["test"] and m["target"]["kind"] != ["bench"]:
        name, folder = m["target"]["name"], os.path.dirname(m["manifest_path"])
        first = 0 if m["target"]["kind"] == ["lib"] and name == "tessera" else 1 if name.startswith("e2e_") else 2
        tests.append((first, name, folder, m["executable"]))
for _, _, folder, exe in sorted(tests):
    print(folder, exe)
