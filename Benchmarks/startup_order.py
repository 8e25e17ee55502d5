#!/usr/bin/env python3
"""`make startup-order`: the functions of kbsim that a session runs, one mangled name a line, for
the linker to lay out side by side (lld's --symbol-ordering-file, which the Makefile's release build
gives it). The kernel maps an executable's code 64 KB around each page first touched: the 2,000
functions `run` runs (646 pages of 4 KB), spread over 18 MB of code, kept 9.5 MB of it resident;
side by side, 4.7 MB (some of them sit in a large section that comes whole).
A stale list costs memory only, never behaviour (a name it lacks is laid out where it was).

The session is the one `make bench` measures: `kbsim run` on the default form and on 10,000 fields,
Tab, the bench's 50 characters, Ctrl-C; and a tape played, for `play`'s parse. They run under
callgrind (valgrind 3.19 cannot read the binary's DWARF: a copy without it, the symbols kept).

Usage: startup_order.py KBSIM OUTPUT"""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_session import PtySession  # noqa: E402

KBSIM, OUTPUT = os.path.abspath(sys.argv[1]), sys.argv[2]
WORK = tempfile.mkdtemp(prefix="kbsim-order-")
BINARY = os.path.join(WORK, "kbsim-nodebug")
TYPED = "abcdefghijklmnopqrstuvwxy" * 2


def ready(lines):
    return "quit" in lines[-1] and any(line.strip() for line in lines[1:-1])


def callgrind(name):
    out = os.path.join(WORK, f"{name}.callgrind")
    return out, ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}", BINARY]


def session(name, form):
    out, argv = callgrind(name)
    run = PtySession(argv + ["run", form])
    try:
        run.read_until(ready, timeout=120)
        run.read_quiet(1.0)
        run.send("\t")
        run.read_quiet(2.0)
        for character in TYPED:
            run.send(character)
            run.read_quiet(0.2)
    finally:
        run.close(b"\x03")
    return out


def played(name):
    tape = os.path.join(WORK, "type.tape")
    with open(tape, "w") as file:
        file.write(f'Set Form "signup"\nTap fullName\nType "{TYPED}"\nSleep 500ms\n')
    out, argv = callgrind(name)
    subprocess.run(argv + ["play", tape, "--cast", os.path.join(WORK, "out.cast")],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return out


def functions(path):
    """The names of the functions of kbsim's own binary that ran, from a callgrind file."""
    objects, names, found, current = {}, {}, set(), ""
    with open(path) as file:
        lines = file.read().splitlines()
    for line in lines:
        match = re.match(r"^c?ob=\((\d+)\) (.*)$", line)
        if match:
            objects[match.group(1)] = match.group(2)
    for line in lines:
        match = re.match(r"^ob=\((\d+)\)", line)
        if match:
            current = objects.get(match.group(1), "")
            continue
        match = re.match(r"^(c?)fn=\((\d+)\)(?: (.*))?$", line)
        if not match:
            continue
        if match.group(3):
            names[match.group(2)] = match.group(3)
        if not match.group(1) and current == BINARY:
            found.add(re.sub(r"'\d+$", "", names[match.group(2)]))
    return {name for name in found if not name.startswith(("0x", "(below main)"))}


def main():
    subprocess.run(["objcopy", "--strip-debug", KBSIM, BINARY], check=True)
    form = os.path.join(WORK, "form-10000.yaml")
    with open(form, "w") as file:
        file.write("title: 10000 fields\nfields:\n" + "".join(f"  - name: f{i}\n    label: Field {i}\n" for i in range(10_000)))
    # The default form's session first, then what the others add: the functions `make run` runs
    # are the ones nearest each other.
    names, order = set(), []
    for out in (session("signup", "signup"), session("large", form), played("play")):
        added = functions(out) - names
        names |= added
        order += sorted(added)
    with open(OUTPUT, "w") as file:
        file.write("".join(f"{name}\n" for name in order))
    print(f"{len(order)} functions written to {OUTPUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
