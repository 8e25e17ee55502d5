import Foundation

/// What a handler has written to its standard output and kbsim has not yet taken: each byte is
/// looked at once, as it arrives, for the newline that ends a reply (a 10 MB reply costs as much
/// to find as to read), and no more than `limit` bytes are kept, however much the handler writes.
struct ReplyBuffer {
    /// The most bytes kept: a reply line longer than this is refused.
    let limit: Int
    private var bytes: [UInt8] = []
    /// Where the first newline is, once one has arrived.
    private var newline: Int?
    /// Whether bytes past `limit` were dropped.
    private(set) var overflowed = false
    /// How many bytes have been looked at for a newline: each once, however the reply is cut up.
    private(set) var bytesLookedAt = 0

    /// An empty buffer keeping at most `limit` bytes.
    init(limit: Int) {
        self.limit = limit
    }

    /// Whether nothing is waiting.
    var isEmpty: Bool { bytes.isEmpty }

    /// Whether the bytes waiting hold no whole line and already pass the limit: a reply too long.
    var isTooLong: Bool { newline == nil && overflowed }

    /// Takes `data` in, looking for a newline in it alone; what would pass the limit is dropped.
    mutating func append(_ data: Data) {
        guard !overflowed else { return }
        let room = limit - bytes.count
        let kept = data.count > room ? data.prefix(room) : data[...]
        if newline == nil {
            let found = kept.firstIndex(of: UInt8(ascii: "\n"))
            bytesLookedAt += (found ?? kept.endIndex) - kept.startIndex
            if let found { newline = bytes.count + (found - kept.startIndex) }
        }
        bytes.append(contentsOf: kept)
        if data.count > room { overflowed = true }
    }

    /// The first whole line (without its newline), taken out, or nil while none has arrived.
    mutating func takeLine() -> [UInt8]? {
        guard let end = newline else { return nil }
        let line = Array(bytes[..<end])
        bytes = Array(bytes[(end + 1)...])
        newline = bytes.firstIndex(of: UInt8(ascii: "\n"))
        return line
    }

    /// Everything waiting, taken out (a partial reply, or a stray line), at most `count` bytes of it.
    mutating func takeAll(atMost count: Int) -> [UInt8] {
        defer { self = ReplyBuffer(limit: limit) }
        return Array(bytes.prefix(count))
    }
}
