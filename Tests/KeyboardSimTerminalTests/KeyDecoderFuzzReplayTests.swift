import Foundation
import Testing
import TestTiming

/// Every saved key-decoder finding (`Tests/Fixtures/fuzz/key-decoder/`) and every seed of its fuzz
/// corpus (`Fuzz/corpus/key-decoder/`), replayed through the fuzz target `make fuzz` runs.
@Suite("Key-decoder fuzz findings and seeds replay without a crash", .timed)
struct KeyDecoderFuzzReplayTests {
    @Test("each file decodes to well-formed events only")
    func replay() throws {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["Tests/Fixtures/fuzz/key-decoder", "Fuzz/corpus/key-decoder"] {
            let directory = repository.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            files += names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
        }
        #expect(files.count >= 2, "the seed corpus of key-decoder is missing")
        for file in files {
            let violations = KeyDecoderFuzzTarget.run(bytes: Array(try Data(contentsOf: file)))
            #expect(violations.isEmpty, "\(file.lastPathComponent): \(violations.joined(separator: "; "))")
        }
    }
}
