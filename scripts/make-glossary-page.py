#!/usr/bin/env python3
"""Writes docs/reference/glossary.md from `kbsim glossary`, the one source of the glossary's entries
(Sources/KeyboardSim/Teaching/Glossary.swift): a heading per term, its definition below.

    scripts/make-glossary-page.py KBSIM [PAGE]

GlossaryDocTests fails when the page and the command differ.
"""
import os
import subprocess
import sys

HEADER = """# Glossary

Every term the lessons, the panes and the why panel use, each with a short definition. The same
list is printed by `kbsim glossary` and shown under F1 (Tab turns to it). This page is made from it
by scripts/make-glossary-page.py and checked against it by a test: edit the entries in
Sources/KeyboardSim/Teaching/Glossary.swift, then run the script.
"""


def page(glossary):
    """The page for the output of `kbsim glossary` at a width no definition reaches."""
    lines = glossary.rstrip("\n").split("\n")
    out = [HEADER]
    for term, definition in zip(lines[0::2], lines[1::2]):
        if term.startswith(" ") or not definition.startswith("    "):
            sys.exit(f"unexpected glossary lines: {term!r} / {definition!r}")
        out.append(f"## {term}\n\n{definition[4:]}\n")
    return "\n".join(out)


def main():
    kbsim = sys.argv[1]
    target = sys.argv[2] if len(sys.argv) > 2 else "docs/reference/glossary.md"
    environment = dict(os.environ, COLUMNS="100000")
    glossary = subprocess.run([kbsim, "glossary"], env=environment, check=True, capture_output=True, text=True).stdout
    with open(target, "w", encoding="utf-8") as file:
        file.write(page(glossary))


if __name__ == "__main__":
    main()
