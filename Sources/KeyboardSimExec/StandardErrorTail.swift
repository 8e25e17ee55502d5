import Foundation

/// The last bytes a handler wrote to its standard error, for an error message: at most `limit`
/// of them are kept (copied out, so no buffer of what came before stays alive behind them),
/// however much the handler writes.
struct StandardErrorTail {
    /// How many of the last bytes are kept.
    let limit: Int
    private var bytes: [UInt8] = []

    /// An empty tail keeping the last `limit` bytes.
    init(limit: Int) {
        self.limit = limit
    }

    /// How many bytes are kept now.
    var count: Int { bytes.count }
    /// The bytes kept, in their storage as it is.
    var storage: [UInt8] { bytes }

    /// Adds `data`, forgetting what falls out of the last `limit` bytes.
    mutating func append(_ data: Data) {
        if data.count >= limit {
            bytes = Array(data.suffix(limit))
            return
        }
        bytes.append(contentsOf: data)
        // Trimmed only once it is twice the limit, so each byte is moved at most once more.
        if bytes.count > 2 * limit { bytes = Array(bytes.suffix(limit)) }
    }

    /// The kept bytes as text (invalid UTF-8 replaced: it is for reading only), the last `limit` of them.
    var text: String { String(decoding: bytes.suffix(limit), as: UTF8.self) }
}
