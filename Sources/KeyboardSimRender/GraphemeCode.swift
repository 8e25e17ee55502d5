#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A grapheme as one 32-bit number, so that a cell is plain data: copied, compared and hashed
/// without reference counting.
///
/// A grapheme of one Unicode scalar (nearly every cell) is that scalar's value; a longer one (a
/// letter with a combining mark, a flag, an emoji sequence) is numbered past the last scalar in
/// a process-wide table that only grows, so equal graphemes always get equal codes.
package struct GraphemeCode: Hashable, Sendable {
    /// The scalar value, or `GraphemeCode.firstClusterCode` plus the cluster's place in the table.
    package let rawValue: UInt32

    /// The first code past every Unicode scalar: where the codes of longer graphemes start.
    static let firstClusterCode: UInt32 = 0x11_0000

    /// The code of a blank.
    package static let space = GraphemeCode(rawValue: 0x20)

    init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The code of `character`.
    package init(_ character: Character) {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        if let first = iterator.next(), iterator.next() == nil {
            rawValue = first.value
        } else {
            rawValue = Self.firstClusterCode + ClusterTable.shared.index(of: character)
        }
    }

    /// The code of a single scalar.
    package init(_ scalar: Unicode.Scalar) { rawValue = scalar.value }

    /// The grapheme this code stands for.
    package var character: Character {
        if let scalar = scalar { return Character(scalar) }
        return ClusterTable.shared.cluster(at: rawValue - Self.firstClusterCode)
    }

    /// The scalar, when the grapheme is a single one.
    package var scalar: Unicode.Scalar? {
        rawValue < Self.firstClusterCode ? Unicode.Scalar(rawValue) : nil
    }

    /// The ASCII byte, when the grapheme is one printable ASCII character (the common case a
    /// backend can write without encoding anything).
    package var printableASCII: UInt8? {
        rawValue >= 0x20 && rawValue < 0x7F ? UInt8(rawValue) : nil
    }
}

/// The graphemes of more than one scalar met so far, numbered in order of appearance.
///
/// Shared by every canvas of the process (canvases compare codes, so the numbering must be one);
/// a lock guards it because canvases are drawn on more than one thread in tests.
private final class ClusterTable: @unchecked Sendable {
    static let shared = ClusterTable()

    private var indexes: [Character: UInt32] = [:]
    private var clusters: [Character] = []
    /// On the heap: a mutex must not move, and `&` on a stored property promises no fixed address.
    private let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        return lock
    }()

    private init() {}

    func index(of character: Character) -> UInt32 {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let index = indexes[character] { return index }
        let index = UInt32(clusters.count)
        clusters.append(character)
        indexes[character] = index
        return index
    }

    func cluster(at index: UInt32) -> Character {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return clusters[Int(index)]
    }
}
