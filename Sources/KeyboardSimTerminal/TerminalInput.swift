#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcursesw
import KeyboardSim
import KeyboardSimController

/// Reads what the user does at the terminal — keys, clicks, wheel turns, resizes — as events.
///
/// Reads never block (the screen is in nodelay mode): wait for input with `poll()` on the
/// screen's `inputDescriptor`, then call `readPendingEvents()`.
package struct TerminalInput {
    private let screen: CursesScreen

    /// Creates a reader for `screen`.
    init(screen: CursesScreen) {
        self.screen = screen
    }

    /// The events that are ready now, in order, from at most `limit` reads; `exhausted` says
    /// whether curses had nothing more to give.
    ///
    /// Curses may already hold bytes (the rest of an escape sequence) that poll() cannot see:
    /// until a call comes back exhausted, call again without waiting. The limit keeps a long
    /// paste from holding the caller away from its signals and its frames.
    package func readPendingEvents(limit: Int = .max) -> (events: [TerminalEvent], exhausted: Bool) {
        var events: [TerminalEvent] = []
        var reads = 0
        while reads < limit {
            guard let result = readOne() else { return (events, true) }
            reads += 1
            if let event = result { events.append(event) }
        }
        return (events, false)
    }

    /// Whether a bracketed paste has begun and not yet ended.
    package var isInPaste: Bool { screen.pasteAssembler.isInPaste }

    /// Ends the paste under way without waiting for its end marker: the paste of what has
    /// arrived (see `PasteAssembler.endPaste`).
    package func endPaste() -> TerminalEvent? {
        screen.pasteAssembler.endPaste()
    }

    /// Reads what the terminal sends and throws it away, past curses, until nothing comes for
    /// `quietMilliseconds` or `seconds` have passed: after a signal, the rest of a paste is not
    /// taken in, and must not be left for the shell.
    package func discardUnread(quietMilliseconds: Int32, within seconds: Double) {
        guard screen.isOpen else { return }
        let clock = MonotonicClock()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while clock.elapsed < seconds {
            let left = Int32(((seconds - clock.elapsed) * 1000).rounded(.up))
            var descriptor = pollfd(fd: screen.inputDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, min(quietMilliseconds, max(left, 0)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, descriptor.revents & Int16(POLLIN) != 0,
                  read(screen.inputDescriptor, &buffer, buffer.count) > 0 else { return }
        }
    }

    /// The most bytes of a paste read past curses at once: what follows the paste's end marker
    /// among them goes back to curses (`ungetch`), whose queue holds 137.
    private static let pasteChunkBytes = 128

    /// One read: nil when nothing is pending, `.some(nil)` for input that means nothing to kbsim.
    private func readOne() -> TerminalEvent?? {
        guard screen.isOpen else { return nil }
        if screen.pasteAssembler.isInPaste { return readPasteBytes() }
        var code: wint_t = 0
        // Read from the window that is refreshed each frame: wget_wch refreshes its window first
        // when that window was touched, and a stale one would blank the frame.
        let status = wget_wch(screen.window, &code)
        guard status != ERR else { return nil }
        switch screen.pasteAssembler.decode(code: code, isKeyCode: status == KEY_CODE_YES) {
        case .event(let event):
            return .some(event)
        case .ignored:
            return .some(nil)
        case .resize:
            // curses has already resized its screen; what the terminal showed may have reflowed.
            screen.resized()
            return .some(.resize(screen.size))
        case .mouseReport:
            var report = MEVENT()
            guard getmouse(&report) == OK else { return .some(nil) }
            return .some(TerminalKeyDecoder.decodeMouse(buttons: report.bstate, x: Int(report.x), y: Int(report.y)))
        case .sgrMouseReport:
            return .some(readSGRMouseReport())
        case .pasteStart, .pasteEnd:
            // The assembler takes the markers.
            return .some(nil)
        }
    }

    /// One read of a paste's bytes straight from the terminal: curses would make a system call of
    /// each byte (a 1 MB paste took 3.5 s so). Curses holds nothing then: it matched the start
    /// marker a byte at a time, and a full match reads no further.
    private func readPasteBytes() -> TerminalEvent?? {
        guard let bytes = readBytes(upTo: Self.pasteChunkBytes, waitingMilliseconds: 0) else { return nil }
        var (paste, rest) = screen.pasteAssembler.take(bytes)
        // A key sequence cut off at the end of the read is completed first: curses could match
        // none of it once given back.
        while let escape = rest.lastIndex(of: 0x1B), rest.count < Self.pasteChunkBytes,
              key_defined(String(decoding: rest[escape...], as: UTF8.self)) < 0,
              let more = readBytes(upTo: Self.pasteChunkBytes - rest.count, waitingMilliseconds: CursesScreen.escapeDelayMilliseconds) {
            rest += more
        }
        giveBack(rest)
        return .some(paste)
    }

    /// Up to `limit` bytes straight from the terminal, waiting for them up to `waitingMilliseconds`;
    /// nil when none came.
    private func readBytes(upTo limit: Int, waitingMilliseconds: Int32) -> [UInt8]? {
        var descriptor = pollfd(fd: screen.inputDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitingMilliseconds) > 0, descriptor.revents & Int16(POLLIN) != 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = read(screen.inputDescriptor, &buffer, limit)
        return count > 0 ? Array(buffer.prefix(count)) : nil
    }

    /// Puts `bytes`, read past curses, back first in line. Curses hands back what `ungetch` gave
    /// it as it is, without matching key sequences: each sequence curses knows (`key_defined`)
    /// goes back as its key code, every other byte as itself.
    private func giveBack(_ bytes: [UInt8]) {
        var codes: [Int32] = []
        var index = 0
        while index < bytes.count {
            var length = 1, code = Int32(bytes[index])
            if bytes[index] == 0x1B {
                for end in stride(from: bytes.count, to: index + 1, by: -1) {
                    let sequence = String(decoding: bytes[index..<end], as: UTF8.self)
                    let defined = key_defined(sequence)
                    if defined > 0 {
                        (length, code) = (end - index, defined)
                        break
                    }
                }
            }
            codes.append(code)
            index += length
        }
        // ungetch puts each before the last: the last first.
        for code in codes.reversed() { _ = ungetch(code) }
    }

    /// The longest `button;column;row` an SGR report can carry, and how long its bytes may trail
    /// its introducer (they were sent together; only a slow link splits them).
    private static let sgrParametersLimit = 24
    private static let sgrTrailMilliseconds: Int32 = 50

    /// Reads the rest of an SGR mouse report after its `ESC [ <`, up to its final `M` or `m`.
    private func readSGRMouseReport() -> TerminalEvent? {
        wtimeout(screen.window, Self.sgrTrailMilliseconds)
        defer { _ = nodelay(screen.window, true) }
        var parameters = ""
        while parameters.count < Self.sgrParametersLimit {
            var code: wint_t = 0
            guard wget_wch(screen.window, &code) == OK, let scalar = Unicode.Scalar(code) else { return nil }
            let character = Character(scalar)
            if character == "M" || character == "m" {
                return TerminalKeyDecoder.decodeSGRMouse(parameters: parameters, final: character)
            }
            parameters.append(character)
        }
        return nil
    }
}
