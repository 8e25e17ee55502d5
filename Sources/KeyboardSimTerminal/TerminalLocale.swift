#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process locale as curses needs it: the user's choice, with a UTF-8 character type.
package enum TerminalLocale {
    /// Adopts the user's locale and makes sure characters are UTF-8; returns whether they are.
    ///
    /// Without a UTF-8 LC_CTYPE (LANG unset, as in CI) ncursesw garbles non-ASCII text,
    /// `wcwidth` returns -1 and `wget_wch` stops decoding after the first non-ASCII byte.
    /// Call it before any curses or `wcwidth` call, from one thread: `setlocale` is not thread-safe.
    @discardableResult
    package static func configure() -> Bool {
        _ = setlocale(LC_ALL, "")
        if characterTypeIsUTF8 { return true }
        for fallback in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, fallback) != nil {
            if characterTypeIsUTF8 { return true }
        }
        return false
    }

    /// Whether the current LC_CTYPE encodes characters as UTF-8.
    package static var characterTypeIsUTF8: Bool {
        guard let name = setlocale(LC_CTYPE, nil) else { return false }
        let normalized = String(cString: name).lowercased().filter { $0 != "-" }
        return normalized.contains("utf8")
    }
}
