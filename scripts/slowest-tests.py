#!/usr/bin/env python3
"""Prints the slowest tests of a `make test` run from the times its suites' `.timed` trait wrote
(Tests/TestTiming: one line per test case, the seconds, a tab, the test's id), so that a test that
grew slow is seen the day it does. A test's time is its own: its cases' bodies, summed, without the
time it waited for a thread (Swift Testing's own reports count that too, and then every test of a
parallel run looks a minute long).

Usage: scripts/slowest-tests.py TIMES [COUNT]   (COUNT defaults to 10)
"""
import re
import sys


def main(arguments):
    if len(arguments) not in (2, 3):
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    count = int(arguments[2]) if len(arguments) == 3 else 10
    totals, cases = {}, {}
    try:
        with open(arguments[1], encoding="utf-8") as file:
            for number, line in enumerate(file, 1):
                seconds, tab, test = line.rstrip("\n").partition("\t")
                try:
                    seconds = float(seconds)
                except ValueError:
                    seconds = None
                if not tab or seconds is None:
                    print(f"slowest-tests: {arguments[1]}:{number}: not 'SECONDS<tab>TEST'", file=sys.stderr)
                    return 1
                # The id ends with the test's place in its file: the name is enough.
                name = re.sub(r"/[^/]*\.swift:\d+:\d+$", "", test)
                totals[name] = totals.get(name, 0.0) + seconds
                cases[name] = cases.get(name, 0) + 1
    except OSError as error:
        print(f"slowest-tests: {arguments[1]}: {error.strerror}", file=sys.stderr)
        return 1
    slowest = sorted(totals, key=lambda name: (-totals[name], name))[:count]
    print(f"slowest {len(slowest)} of {len(totals)} tests (each one's own time, its cases summed):")
    for name in slowest:
        many = f"  ({cases[name]} cases)" if cases[name] > 1 else ""
        print(f"{totals[name]:8.2f} s  {name}{many}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
