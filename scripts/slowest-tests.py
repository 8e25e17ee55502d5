#!/usr/bin/env python3
"""Prints the slowest tests of a Swift Testing JUnit report (`swift test --xunit-output F.xml`
writes F-swift-testing.xml): `make test` ends with them, so that a test that grew slow is seen
the day it does. Times are each test's own wall time; tests run in parallel, so they overlap
and add up to more than the run took.

Usage: scripts/slowest-tests.py REPORT.xml [COUNT]   (COUNT defaults to 10)
"""
import sys
import xml.etree.ElementTree as ElementTree


def main(arguments):
    if len(arguments) not in (2, 3):
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    count = int(arguments[2]) if len(arguments) == 3 else 10
    try:
        cases = ElementTree.parse(arguments[1]).getroot().iter("testcase")
    except (OSError, ElementTree.ParseError) as error:
        print(f"slowest-tests: {arguments[1]}: {error}", file=sys.stderr)
        return 1
    timed = sorted(
        ((float(case.get("time", "0")), f"{case.get('classname', '')}.{case.get('name', '')}") for case in cases),
        key=lambda pair: (-pair[0], pair[1]),
    )
    print(f"slowest {min(count, len(timed))} of {len(timed)} tests (wall time each; parallel tests overlap):")
    for seconds, name in timed[:count]:
        print(f"{seconds:8.2f} s  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
