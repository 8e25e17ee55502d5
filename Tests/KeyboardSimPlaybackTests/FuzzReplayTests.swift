import Foundation
import Testing
import TestTiming

/// Every saved fuzz finding (`Tests/Fixtures/fuzz/<harness>/`) and every seed of the fuzz corpus
/// (`Fuzz/corpus/<harness>/`), replayed through the fuzz targets `make fuzz` runs: each must end
/// with an error naming a place in the file, or a form or a played tape within its bounds.
@Suite("Fuzz findings and seeds replay without a crash", .timed)
struct FuzzReplayTests {
    /// The harnesses whose targets live in this test target, and the form format each loads.
    static let formHarnesses: [(name: String, format: FormFuzzTarget.Format)] = [
        ("yaml-form", .yaml), ("json-form", .json), ("html-form", .html),
    ]

    /// The repository, found from this file's path.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The files of `folder` (relative to the repository), sorted; none when it does not exist.
    static func files(in folder: String) -> [URL] {
        let directory = repository.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// The file extension of the repository's own seeds for `harness` (what Fuzz/fuzz.sh copies).
    static let seedExtensions = ["yaml-form": "yaml", "json-form": "json", "html-form": "html", "tape": "tape"]

    /// The findings and seeds of `harness`, with their bytes: its saved findings, its own seeds in
    /// Fuzz/corpus, and the forms or tapes of Forms/ and Tests/Fixtures that fuzz.sh seeds it with.
    static func inputs(of harness: String) throws -> [(name: String, bytes: [UInt8])] {
        let repositorySeeds = ["Forms", "Tests/Fixtures/forms", "Tests/Fixtures/tapes"].flatMap(files(in:))
            .filter { $0.pathExtension == seedExtensions[harness] }
        return try (files(in: "Tests/Fixtures/fuzz/\(harness)") + files(in: "Fuzz/corpus/\(harness)") + repositorySeeds).map {
            ("\($0.deletingLastPathComponent().lastPathComponent)/\($0.lastPathComponent)", Array(try Data(contentsOf: $0)))
        }
    }

    @Test("form files: refused with a place in the file, or loaded, focused, typed into and drawn",
          arguments: formHarnesses.map(\.name))
    func forms(harness: String) throws {
        let format = try #require(Self.formHarnesses.first { $0.name == harness }).format
        let inputs = try Self.inputs(of: harness)
        #expect(inputs.count >= 2, "the seed corpus of \(harness) is missing")
        var loaded = 0
        for input in inputs {
            let source = String(decoding: input.bytes, as: UTF8.self)
            let outcome = FormFuzzTarget.run(source, format: format)
            #expect(outcome.violation(source: source) == nil, "\(input.name)")
            if case .loaded = outcome { loaded += 1 }
        }
        // The corpus holds the example forms, which load, and the malformed fixtures, which do not.
        #expect(loaded > 0 && loaded < inputs.count)
    }

    @Test("tapes: refused with a place in the tape, or played to status 0 or 1 as planned")
    func tapes() throws {
        let inputs = try Self.inputs(of: "tape")
        #expect(inputs.count >= 2, "the seed corpus of tape is missing")
        var played = 0
        for input in inputs {
            let source = String(decoding: input.bytes, as: UTF8.self)
            let outcome = TapeFuzzTarget.run(source)
            #expect(outcome.violation(source: source) == nil, "\(input.name)")
            if case .played = outcome { played += 1 }
        }
        // The example tapes of Forms/ play; the seeds are those tapes.
        #expect(played > 0)
    }
}
