#!/usr/bin/env python3
"""The memory a set of processes holds together: every physical page resident in any of them,
counted once.

Summed RSS counts a page once per process that maps it: WebKit's libraries, mapped by the app,
its web process and its network process, are counted three times. Summed PSS counts a page
shared with a process outside the set only in part. This counts each page the set holds, once:
what the processes take together, the libraries they share with the rest of the desktop
included.

It reads /proc/PID/pagemap, whose page frame numbers only root (CAP_SYS_ADMIN) may read;
without them it says so and exits 1.

Usage: scripts/resident.py PID... -> "resident in any of N processes: M MB (pages counted once)"
"""

import struct
import sys

PAGE = 4096
PRESENT = 1 << 63
FRAME = (1 << 55) - 1


def frames(pid):
    """The physical frames resident in process `pid`'s memory; a frame read as 0 is unreadable."""
    found = set()
    with open(f"/proc/{pid}/maps") as maps, open(f"/proc/{pid}/pagemap", "rb") as pagemap:
        for line in maps:
            if line.rstrip().endswith("[vsyscall]"):
                continue
            start, end = (int(x, 16) for x in line.split()[0].split("-"))
            pagemap.seek(start // PAGE * 8)
            data = pagemap.read((end - start) // PAGE * 8)
            found.update(e & FRAME for (e,) in struct.iter_unpack("<Q", data) if e & PRESENT)
    return found


def main():
    pids = sys.argv[1:]
    if not pids:
        sys.exit(__doc__.strip().splitlines()[-1])
    union = set()
    for pid in pids:
        try:
            union |= frames(pid)
        except OSError as e:
            sys.exit(f"cannot read the memory of process {pid}: {e}")
    if union == {0}:
        sys.exit("resident pages counted once: needs root (the page frame numbers read as 0)")
    print(f"resident in any of {len(pids)} processes: {len(union) * PAGE // (1024 * 1024)} MB (pages counted once)")


if __name__ == "__main__":
    main()
