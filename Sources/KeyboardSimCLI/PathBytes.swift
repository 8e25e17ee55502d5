import Foundation

/// A path as the system holds it: bytes, which need not be UTF-8.
enum PathBytes {
    /// Calls `body` with `path` as a C string.
    static func withCString<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// The arguments of the command line as the system gave them (`CommandLine.arguments` holds
    /// them decoded as UTF-8, any other byte replaced by U+FFFD).
    static var arguments: [[UInt8]] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
        }
    }

    /// `path` as text for messages: its UTF-8 as it is, each other byte as `\xNN`.
    static func visible(_ path: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < path.count {
            let lead = path[index]
            let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            if length > 0, index + length <= path.count,
               let character = String(validating: path[index..<index + length], as: UTF8.self) {
                text += character
                index += length
            } else {
                text += String(format: "\\x%02X", lead)
                index += 1
            }
        }
        return text
    }
}
