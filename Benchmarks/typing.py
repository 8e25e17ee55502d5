#!/usr/bin/env python3
"""Headless typing throughput: N characters typed into one field by `kbsim play` (release build),
at several text lengths; the median of three runs each. A key must cost the same at any length."""
import os
import statistics
import subprocess
import sys
import tempfile
import time

kbsim = sys.argv[1] if len(sys.argv) > 1 else ".build/release/kbsim"
print(f"{'characters':<12} {'median (s)':<12} keys/s")
with tempfile.TemporaryDirectory() as work:
    tape = os.path.join(work, "typing.tape")
    for count in (1_000, 10_000, 100_000):
        text = ("abcde fghij " * (count // 12 + 1))[:count]
        with open(tape, "w") as file:
            file.write(f'Set Form "signup"\nTap street\nType@0ms "{text}"\nExpect focus street\n')
        runs = []
        for _ in range(3):
            start = time.perf_counter()
            subprocess.run([kbsim, "play", tape], stdout=subprocess.DEVNULL, check=True)
            runs.append(time.perf_counter() - start)
        median = statistics.median(runs)
        print(f"{count:<12} {median:<12.3f} {count / median:.0f}")
