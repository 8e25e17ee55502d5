import Foundation
import KeyboardSim
import Testing

extension CursesScreenTests {
    /// Every saved frame-writer finding (`Tests/Fixtures/fuzz/frame-writer/`), every seed of its
    /// fuzz corpus (`Fuzz/corpus/frame-writer/`) and seeded random inputs, replayed through the fuzz
    /// target `make fuzz` runs. Among the curses tests because the emulator's widths come from the locale.
    @Suite("Frame-writer fuzz findings, seeds and random frames replay exactly")
    struct FrameWriterFuzzReplayTests {
        @Test("each saved input shows every frame exactly on the emulated terminal")
        func replaySaved() throws {
            let repository = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            var files: [URL] = []
            for folder in ["Tests/Fixtures/fuzz/frame-writer", "Fuzz/corpus/frame-writer"] {
                let directory = repository.appendingPathComponent(folder)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
                files += names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
            }
            #expect(files.count >= 3, "the seed corpus of frame-writer is missing")
            for file in files {
                let difference = FrameWriterFuzzTarget.run(bytes: Array(try Data(contentsOf: file)))
                #expect(difference == nil, "\(file.lastPathComponent): \(difference ?? "")")
            }
        }

        @Test("seeded random inputs — sizes, capabilities, glyphs, edits — show every frame exactly")
        func replayRandom() {
            var random = SeededGenerator(seed: 0x6672_616D_65)
            for index in 0..<2000 {
                let bytes = (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                let difference = FrameWriterFuzzTarget.run(bytes: bytes)
                #expect(difference == nil, "input \(index) \(bytes): \(difference ?? "")")
            }
        }
    }
}
