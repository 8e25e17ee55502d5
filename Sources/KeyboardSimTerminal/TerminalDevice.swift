#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal a session reads keys from and draws on: standard input and output when both are
/// one, else the process's controlling terminal, `/dev/tty` — as fzf and `dialog --stdout` do, so
/// that `kbsim run > values.json` and `v=$(kbsim run)` draw on the terminal and leave standard
/// output to the values, and `kbsim run - < form.yaml` reads its keys from the terminal.
package struct TerminalDevice {
    /// Where keys come from.
    package let inputDescriptor: Int32
    /// Where frames go.
    package let outputDescriptor: Int32
    /// Whether the device is `/dev/tty`, opened here (and closed by `release()`).
    package let isControllingTerminal: Bool

    /// The path of the controlling terminal.
    package static let controllingTerminalPath = "/dev/tty"

    /// Standard input and output when both are terminals, else `/dev/tty` opened read-write;
    /// throws `TerminalError.noTerminal` when the process has no terminal at all.
    package static func acquire() throws -> TerminalDevice {
        if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
            return TerminalDevice(inputDescriptor: STDIN_FILENO, outputDescriptor: STDOUT_FILENO, isControllingTerminal: false)
        }
        let descriptor = open(controllingTerminalPath, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0, isatty(descriptor) == 1 else {
            if descriptor >= 0 { close(descriptor) }
            throw TerminalError.noTerminal
        }
        return TerminalDevice(inputDescriptor: descriptor, outputDescriptor: descriptor, isControllingTerminal: true)
    }

    /// Closes `/dev/tty` if it was opened here; standard input and output stay open.
    package func release() {
        if isControllingTerminal { _ = close(inputDescriptor) }
    }
}
