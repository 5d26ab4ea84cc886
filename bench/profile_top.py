#!/usr/bin/env python
"""The top of a py-spy profile: `bench/profile_top.py bench/results/profile-shooting.txt [N]`.

Reads py-spy's collapsed stacks (`--format raw`, as `bench/run.py --profile`
writes them) and prints the N (25) functions with the largest share of the
samples, inclusive (the function and what it called) and self (its own code).
Recursion counts a function once per stack.
"""

from __future__ import annotations

import re
import sys
from collections import Counter

# "name (path/to/file.py:123)" -> "name (file.py)"; line numbers would split a function.
_FRAME = re.compile(r"^(?P<name>.*?) \((?P<file>[^:()]*)(?::\d+)?\)$")
_TRIM = ("site-packages/", "service/", "lib/python3")


def frame_name(frame: str) -> str:
    match = _FRAME.match(frame.strip())
    if not match:
        return frame.strip()
    path = match["file"]
    for marker in _TRIM:
        if marker in path:
            path = path.split(marker, 1)[1]
            break
    return f"{match['name']} ({path})"


def top(lines, n: int = 25) -> str:
    inclusive: Counter[str] = Counter()
    own: Counter[str] = Counter()
    total = 0
    for line in lines:
        stack, _, count = line.rstrip("\n").rpartition(" ")
        if not stack or not count.isdigit():
            continue
        samples = int(count)
        frames = [frame_name(f) for f in stack.split(";") if f and not f.startswith("process ")]
        frames = [f for f in frames if not f.startswith("thread ")]
        if not frames:
            continue
        total += samples
        for name in set(frames):
            inclusive[name] += samples
        own[frames[-1]] += samples
    out = [f"{total} samples", "", f"{'incl %':>7} {'self %':>7}  function"]
    for name, samples in inclusive.most_common(n):
        out.append(f"{100 * samples / total:7.1f} {100 * own[name] / total:7.1f}  {name}")
    out += ["", "by own time:", f"{'self %':>7}  function"]
    for name, samples in own.most_common(n):
        out.append(f"{100 * samples / total:7.1f}  {name}")
    return "\n".join(out)


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as f:
        print(top(f, int(sys.argv[2]) if len(sys.argv) > 2 else 25))
