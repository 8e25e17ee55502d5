"""A program in a pseudo-terminal the benchmark owns: start it at a size, send keys, read what it
writes (counting bytes, and timing when the screen first shows what it should), and read its
kernel counters (CPU time, peak memory) while it runs."""
import fcntl
import os
import select
import struct
import subprocess
import termios
import time

import pyte


class PtySession:
    """One program on the slave side of a pty of `columns`×`rows`, read and driven from the master."""

    def __init__(self, argv, columns=80, rows=24, env=None):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        environment = {"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/root"),
                       "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
        environment.update(env or {})
        self.screen = pyte.Screen(columns, rows)
        self.stream = pyte.ByteStream(self.screen)
        self.total = 0
        self.started = time.perf_counter()
        self.process = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=environment,
                                        start_new_session=True, preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
        os.close(slave)

    def read(self, timeout):
        """Reads what is there within `timeout` seconds; returns the bytes (empty when nothing came)."""
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return b""
        try:
            data = os.read(self.master, 1 << 16)
        except OSError:
            return b""
        self.total += len(data)
        self.stream.feed(data)
        return data

    def read_until(self, shown, timeout=10.0):
        """Reads until `shown(lines)` holds; returns the seconds since the program started then."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            if self.read(0.05) and shown(self.screen.display):
                return time.perf_counter() - self.started
            if shown(self.screen.display):
                return time.perf_counter() - self.started
        raise TimeoutError("the screen never showed it:\n" + "\n".join(self.screen.display))

    def read_quiet(self, quiet=0.3, limit=10.0):
        """Reads until nothing has come for `quiet` seconds; returns the bytes read meanwhile."""
        before = self.total
        deadline = time.perf_counter() + limit
        while time.perf_counter() < deadline and self.read(quiet):
            pass
        return self.total - before

    def send(self, data):
        os.write(self.master, data if isinstance(data, bytes) else data.encode())

    def cpu_seconds(self):
        """CPU time the program's threads have used so far, from the scheduler's nanoseconds
        (/proc/PID/task/*/schedstat): /proc/PID/stat counts in clock ticks of 10 ms, which 50
        typed characters of a fraction of a millisecond each read as 0.2 or 0.4 ms."""
        total = 0
        for task in os.listdir(f"/proc/{self.process.pid}/task"):
            try:
                with open(f"/proc/{self.process.pid}/task/{task}/schedstat") as stat:
                    total += int(stat.read().split()[0])
            except (FileNotFoundError, ProcessLookupError):
                pass  # a thread that has just ended
        return total / 1e9

    def peak_rss_mb(self):
        """The program's peak resident memory so far (VmHWM), in MB."""
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def close(self, quit_keys):
        """Sends the quit keys and waits for the program to end (killing it if it will not)."""
        try:
            self.send(quit_keys)
            deadline = time.perf_counter() + 5
            while self.process.poll() is None and time.perf_counter() < deadline:
                self.read(0.05)
        finally:
            if self.process.poll() is None:
                self.process.kill()
            self.process.wait()
            os.close(self.master)
