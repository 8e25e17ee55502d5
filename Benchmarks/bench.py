#!/usr/bin/env python3
"""`make bench`: kbsim measured beside `dialog --form` (the C peer on ncurses) in the same 80×24 pty,
same number of fields and field width, TERM=xterm-256color, 50 characters typed 100 ms apart once
the keyboard has settled; medians of interleaved runs (kbsim, dialog, kbsim, dialog …). Then the
headless figures: typing throughput by text length, costs by form size, cast frames, instructions
in Renderer.draw. Prints one table and writes BENCHMARKS.md.

Usage: bench.py KBSIM [RUNS]"""
import datetime
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_session import PtySession  # noqa: E402

KBSIM = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/kbsim")
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 5
# One word: in kbsim's first field (autocapitalized words) a space turns Shift on and the next
# letter off again, each a repaint of the keyboard's letters that dialog has no counterpart for.
TYPED = "abcdefghijklmnopqrstuvwxy" * 2
SIGNUP_FIELDS = 11
FIELD_WIDTH = 35  # kbsim's field text width at 80×24: the box is 37 cells with its brackets
WORK = tempfile.mkdtemp(prefix="kbsim-bench-")


def write(name, text):
    path = os.path.join(WORK, name)
    with open(path, "w") as file:
        file.write(text)
    return path


def big_form(count):
    """A YAML form of `count` text fields."""
    lines = [f"title: {count} fields", "fields:"]
    lines += [f"  - name: f{index}\n    label: Field {index}" for index in range(count)]
    return write(f"form-{count}.yaml", "\n".join(lines) + "\n")


def kbsim_ready(lines):
    return "quit" in lines[-1] and any(line.strip() for line in lines[1:-1])


def dialog_ready(lines):
    return any("<Cancel>" in line for line in lines)


def dialog_argv(count):
    argv = ["dialog", "--form", "Create account", "24", "80", "16"]
    for index in range(count):
        argv += [f"Field {index}", str(index + 1), "1", "", str(index + 1), "20", str(FIELD_WIDTH), "0"]
    return argv


def interactive(argv, ready, quit_keys, focus=None, env=None):
    """One session in an 80×24 pty: start-up, first frame, the keyboard's show, typing, memory."""
    session = PtySession(argv, env=env)
    figures = {}
    try:
        figures["start"] = session.read_until(ready) * 1000
        session.read_quiet(0.3)
        figures["first bytes"] = session.total
        if focus:
            session.send(focus)
            figures["show bytes"] = session.read_quiet(0.5)
        cpu, before = session.cpu_seconds(), session.total
        for character in TYPED:
            session.send(character)
            deadline = time.perf_counter() + 0.1
            while time.perf_counter() < deadline:
                session.read(max(0, deadline - time.perf_counter()))
        session.read_quiet(0.5)
        figures["bytes/char"] = (session.total - before) / len(TYPED)
        figures["cpu ms/char"] = (session.cpu_seconds() - cpu) * 1000 / len(TYPED)
        figures["rss"] = session.peak_rss_mb()
    finally:
        session.close(quit_keys)
    return figures


def show_writes():
    """write() calls and frames while the keyboard slides in, from strace's timestamps: frames are
    bursts of writes more than 8 ms apart."""
    trace = os.path.join(WORK, "strace.txt")
    session = PtySession(["strace", "-f", "-qq", "-ttt", "-e", "trace=write", "-e", "signal=none", "-o", trace,
                          KBSIM, "run"])
    try:
        session.read_until(kbsim_ready)
        session.read_quiet(0.3)
        start = time.time()
        session.send("\t")
        session.read_quiet(0.5)
        end = time.time()
    finally:
        session.close(b"\x03")
    stamps = []
    with open(trace) as file:
        for line in file:
            match = re.match(r"\d+\s+(\d+\.\d+) write\((\d+),", line)
            if match and start <= float(match.group(1)) <= end and match.group(2) != "2":
                stamps.append(float(match.group(1)))
    frames = 1 + sum(1 for a, b in zip(stamps, stamps[1:]) if b - a > 0.008) if stamps else 0
    return len(stamps), frames


def median_of(runs, key):
    values = [run[key] for run in runs if key in run]
    return statistics.median(values) if values else float("nan")


def timed(argv, repeat=5):
    """The median wall time of `argv`, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def typing_rate(length, form="signup", field="street"):
    """Headless keys per second into one field at `length` characters: the play of a tape that types
    them, less the play of the same tape without typing."""
    text = ("abcde fghij " * (length // 12 + 1))[:length]
    base = write(f"base-{field}.tape", f'Set Form "{form}"\nTap {field}\nExpect focus {field}\n')
    tape = write(f"typing-{field}-{length}.tape", f'Set Form "{form}"\nTap {field}\nType@0ms "{text}"\nExpect focus {field}\n')
    cost = timed([KBSIM, "play", tape], 3) - timed([KBSIM, "play", base], 3)
    return length / max(cost, 1e-6)


def text_view_form():
    """A text field and a text view (no maxLength: it takes any length) with the same traits."""
    return write("text-view.yaml", "title: Typing\nfields:\n  - name: line\n    label: Line\n"
                 "  - name: notes\n    label: Notes\n    kind: textView\n    rows: 3\n")


def cast_frame_ms(size, form=None):
    """Milliseconds a frame of `play --cast` costs at `size`, on the signup form or on `form` (a
    form file, whose first field is f0)."""
    start = f'Set Size {size}\nTap f0\n' if form else f'Set Form "signup"\nSet Size {size}\nTap fullName\n'
    tape = write(f"cast-{size}{'-' + os.path.basename(form) if form else ''}.tape",
                 start + 'Sleep 500ms\nType@40ms "' + TYPED + '"\nSleep 500ms\n')
    cast = os.path.join(WORK, "out.cast")
    chosen = ["--form", form] if form else []
    # The cost is the difference of two runs of about 15 and 50 ms: paired (each run with a cast
    # next to one without) and the median of 21 differences, which a busy moment moves least.
    differences = [timed([KBSIM, "play", tape, "--cast", cast] + chosen, 1) - timed([KBSIM, "play", tape] + chosen, 1)
                   for _ in range(21)]
    with open(cast) as file:
        frames = sum(1 for line in file if '"o"' in line)
    return statistics.median(differences) * 1000 / max(frames, 1)


def start_instructions(argv, ready, quit_keys):
    """Instructions a program executes from exec until the pty shows `ready`, and then until it has
    quit, by callgrind: the start-up figure a busy machine cannot move. kbsim runs as a copy without
    DWARF, as in draw_instructions."""
    out = os.path.join(WORK, "start.callgrind")
    if argv[0] == KBSIM:
        binary = os.path.join(WORK, "kbsim-nodebug")
        subprocess.run(["objcopy", "--strip-debug", KBSIM, binary], check=True)
        argv = [binary] + argv[1:]
    session = PtySession(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + argv)
    try:
        session.read_until(ready, timeout=120)
    finally:
        session.close(quit_keys)
    report = subprocess.run(["callgrind_annotate", out], capture_output=True, text=True).stdout
    totals = [line.split()[0] for line in report.splitlines() if "PROGRAM TOTALS" in line]
    return float(totals[0].replace(",", "")) / 1e6 if totals else float("nan")


def draw_instructions(form):
    """Instructions executed inside Renderer.draw (inclusive) while a short tape plays with a cast,
    by callgrind. Valgrind 3.19 cannot read the Swift binary's DWARF, so it runs a copy without it
    (the symbol table stays)."""
    tape = write("draw.tape", "Tap f0\nSleep 500ms\nType@40ms \"abcdefghij\"\nSleep 300ms\n")
    binary, out = os.path.join(WORK, "kbsim-nodebug"), os.path.join(WORK, "callgrind.out")
    subprocess.run(["objcopy", "--strip-debug", KBSIM, binary], check=True)
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                    binary, "play", tape, "--form", form, "--cast", os.path.join(WORK, "draw.cast")],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    report = subprocess.run(["callgrind_annotate", "--inclusive=yes", out], capture_output=True, text=True).stdout
    counts = [int(line.split()[0].replace(",", "")) for line in report.splitlines() if "8RendererO4draw" in line]
    return max(counts) if counts else float("nan")


PASTE_FORM = ("title: Paste\nfields:\n  - name: notes\n    label: Notes\n    kind: textView\n    rows: 3\n"
              "  - name: line\n    label: Line\n")
# 1 MB of text that no trait changes: capitals, digits, Cyrillic, CJK, no spaces.
PASTED = ("KBSIM-0123456789-ПРИВЕТ-日本-" * 30_000).encode()[:1_000_000].decode("utf-8", "ignore").encode()
PASTE_START, PASTE_END, F10 = b"\x1b[200~", b"\x1b[201~", b"\x1b[21~"


def paste_seconds(field, signal_after=None):
    """A 1 MB paste into `field` of an 80×24 `kbsim run` (notes: a text view, line: a text field),
    written as fast as the pty takes it. Without `signal_after`: a bracketed paste, and the seconds
    from its first byte until kbsim has taken it all in (F10 follows it, and kbsim ends once it
    has read what came before). With it: the paste as a terminal without bracketed paste sends it,
    key after key, SIGINT that many seconds into it, and the seconds from the signal until kbsim
    has ended. Returns the seconds and the characters the field holds."""
    form, values = write("paste.yaml", PASTE_FORM), os.path.join(WORK, "paste-values.json")
    session = PtySession([KBSIM, "run", form, "--output", values])
    try:
        session.read_until(kbsim_ready)
        session.read_quiet(0.3)
        session.send(b"\t" if field == "notes" else b"\t\t")
        session.read_quiet(0.5)
        data = PASTED if signal_after else PASTE_START + PASTED + PASTE_END + F10
        os.set_blocking(session.master, False)
        start = time.perf_counter()
        signalled, offset = None, 0
        while session.process.poll() is None and time.perf_counter() - start < 120:
            if signal_after and signalled is None and time.perf_counter() - start >= signal_after:
                session.process.send_signal(2)
                signalled = time.perf_counter()
            if offset < len(data) and signalled is None:
                try:
                    offset += os.write(session.master, data[offset:offset + 4096])
                except BlockingIOError:
                    pass
            # Read the frames meanwhile: a full pty would block kbsim's writes.
            session.read(0 if offset < len(data) and signalled is None else 0.01)
        elapsed = time.perf_counter() - (signalled or start)
    finally:
        session.close(b"\x03")
    with open(values) as file:
        taken = len(json.load(file)[field])
    return elapsed, taken


def machine():
    model = "unknown CPU"
    with open("/proc/cpuinfo") as file:
        for line in file:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    return f"{os.cpu_count()} × {model}", commit


def ratio(a, b):
    return f"{a / b:.2f}" if b and b == b and a == a else "—"


def main():
    signup = "signup"
    small, large = big_form(10), big_form(10_000)
    pairs = {"kbsim": [], "kbsim NO_COLOR": [], "dialog": [], "kbsim 10 fields": [], "kbsim 10,000 fields": []}
    for run in range(RUNS):
        print(f"interactive run {run + 1}/{RUNS}", file=sys.stderr)
        pairs["kbsim"].append(interactive([KBSIM, "run", signup], kbsim_ready, b"\x03", focus="\t"))
        pairs["dialog"].append(interactive(dialog_argv(SIGNUP_FIELDS), dialog_ready, b"\x1b\x1b"))
        pairs["kbsim NO_COLOR"].append(interactive([KBSIM, "run", signup], kbsim_ready, b"\x03", focus="\t",
                                                   env={"NO_COLOR": "1"}))
        pairs["kbsim 10 fields"].append(interactive([KBSIM, "run", small], kbsim_ready, b"\x03", focus="\t"))
        pairs["kbsim 10,000 fields"].append(interactive([KBSIM, "run", large], kbsim_ready, b"\x03", focus="\t"))
    k, d = pairs["kbsim"], pairs["dialog"]
    writes, frames = show_writes()
    rows = [
        ("bytes per typed character, colour", median_of(k, "bytes/char"), median_of(d, "bytes/char"), "≈7", "≤ dialog"),
        ("bytes per typed character, NO_COLOR", median_of(pairs["kbsim NO_COLOR"], "bytes/char"), median_of(d, "bytes/char"),
         "≈7", "≤ 0.8 × dialog"),
        ("keyboard show: bytes", median_of(k, "show bytes"), None, None, "≤ 2,000"),
        ("keyboard show: write() calls / frames", f"{writes} / {frames}", None, None, "one write() per frame"),
        ("first frame, bytes", median_of(k, "first bytes"), median_of(d, "first bytes"), None, "≤ dialog"),
        ("exec → first full frame, ms", median_of(k, "start"), median_of(d, "start"), None, "≤ 1.5 × dialog"),
        ("instructions, exec → first full frame and quit at once, millions (callgrind)",
         start_instructions([KBSIM, "run", signup], kbsim_ready, b"\x03"),
         start_instructions(dialog_argv(SIGNUP_FIELDS), dialog_ready, b"\x1b\x1b"), None, ""),
        ("peak RSS, run on the default form, MB", median_of(k, "rss"), median_of(d, "rss"), None, "≤ 15"),
        ("peak RSS, run on 10,000 fields, MB", median_of(pairs["kbsim 10,000 fields"], "rss"), None, None, "≤ 24"),
        ("CPU per typed character in run, ms (default form)", median_of(k, "cpu ms/char"), median_of(d, "cpu ms/char"), None, ""),
        ("CPU per typed character in run, 10,000 ÷ 10 fields",
         ratio(median_of(pairs["kbsim 10,000 fields"], "cpu ms/char"), median_of(pairs["kbsim 10 fields"], "cpu ms/char")),
         None, None, "≤ 1.2"),
    ]
    print("headless figures", file=sys.stderr)
    short, long = typing_rate(10_000), typing_rate(100_000)
    rows.append(("headless typing, keys/s (10,000-char text / 100,000-char text)", f"{short:,.0f} / {long:,.0f}", None, None,
                 "≥ 500k at any length"))
    # The same keys into a text view beside a text field of the same form: the view wraps its rows.
    form = text_view_form()
    view_short, view_long = typing_rate(10_000, form, "notes"), typing_rate(100_000, form, "notes")
    field_long = typing_rate(100_000, form, "line")
    rows.append(("headless typing into a text view, keys/s (10,000 / 100,000-char text); text field ÷ text view at 100,000",
                 f"{view_short:,.0f} / {view_long:,.0f}; {ratio(field_long, view_long)}", None, None,
                 "≥ 500k; ≤ 1.5"))
    check_times = {count: timed([KBSIM, "check", big_form(count)]) * 1000 for count in (10, 100, 1_000, 10_000)}
    rows.append(("kbsim check, ms (10 / 100 / 1,000 / 10,000 fields)",
                 " / ".join(f"{check_times[c]:.0f}" for c in (10, 100, 1_000, 10_000)), None, None, "≤ 60 at 10,000"))
    rows.append(("play --cast per frame, ms (80×24 / 200×60)", f"{cast_frame_ms('80x24'):.3f} / {cast_frame_ms('200x60'):.3f}",
                 None, None, "≤ 0.3 at 200×60"))
    rows.append(("play --cast per frame, 10,000 ÷ 10 fields (80×24)",
                 ratio(cast_frame_ms("80x24", large), cast_frame_ms("80x24", small)), None, None, "≤ 1.3"))
    print("1 MB pastes", file=sys.stderr)
    text_field, text_view = paste_seconds("line"), paste_seconds("notes")
    rows.append(("1 MB bracketed paste in an 80×24 pty, s until taken in (text field / text view)",
                 f"{text_field[0]:.2f} / {text_view[0]:.2f}", None, None, "≤ 2"))
    field_signal, view_signal = paste_seconds("line", signal_after=0.2), paste_seconds("notes", signal_after=0.2)
    rows.append(("SIGINT 0.2 s into a 1 MB paste of keys, s until kbsim has ended (text field / text view)",
                 f"{field_signal[0]:.2f} / {view_signal[0]:.2f}", None, None, "≤ 1"))
    rows.append(("instructions in Renderer.draw, 10,000 ÷ 10 fields", ratio(draw_instructions(large), draw_instructions(small)),
                 None, None, "≤ 1.2"))

    def cell(value):
        if value is None:
            return "—"
        if not isinstance(value, float):
            return str(value)
        return f"{value:,.2f}" if abs(value) < 10 else f"{value:,.0f}"

    header = "| figure | kbsim | dialog | floor | ratio | goal |\n|---|---|---|---|---|---|\n"
    table = header + "".join(
        f"| {name} | {cell(kbsim)} | {cell(dialog)} | {floor or '—'} | "
        f"{ratio(kbsim, dialog) if isinstance(kbsim, float) and isinstance(dialog, float) else '—'} | {goal} |\n"
        for name, kbsim, dialog, floor, goal in rows)
    cpu, commit = machine()
    today = datetime.date.today().isoformat()
    print(table)
    # The sections after the table (`## make test`, measured by hand from a fresh clone) are not
    # this script's: they are kept as they are.
    try:
        with open("BENCHMARKS.md") as file:
            previous = file.read()
        kept = previous[previous.index("\n## ") :] if "\n## " in previous else ""
    except FileNotFoundError:
        kept = ""
    with open("BENCHMARKS.md", "w") as file:
        file.write(f"# Benchmarks\n\nMeasured by `make bench` on {today}, commit {commit}, on {cpu}; "
                   f"medians of {RUNS} interleaved runs (kbsim, dialog, …) in an 80×24 pty, TERM=xterm-256color, "
                   f"{SIGNUP_FIELDS} fields of {FIELD_WIDTH} columns, {len(TYPED)} characters typed 100 ms apart. "
                   "Machines here are noisy: read the ratios, not the absolute times.\n\n" + table + kept)


if __name__ == "__main__":
    main()
