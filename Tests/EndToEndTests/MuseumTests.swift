import Foundation
import Testing
import TestTiming

/// The museum's promise, for every tape in Bugs/ (bundled into the binary) and for the fixture that
/// proves the harness: played as written it fails at an Expect line, under kbsim's own strategy it
/// passes, and under its `Fixed:` line's strategy it passes.
@Suite("The museum: every Bugs tape fails as written and passes under auto and under its fix", .timed)
struct MuseumTests {
    /// The museum tapes in the repository's Bugs/ folder, by name.
    static var folderNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: KbsimBinary.repositoryPath("Bugs"))) ?? []
        return files.filter { $0.hasSuffix(".tape") }.map { String($0.dropLast(".tape".count)) }.sorted()
    }

    /// The tape names in the first column of Bugs/README.md's "Reproduced" table.
    static func readmeNames() throws -> [String] {
        let readme = try String(contentsOfFile: KbsimBinary.repositoryPath("Bugs/README.md"), encoding: .utf8)
        let section = readme.components(separatedBy: "\n## Reproduced\n").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
        return section.split(separator: "\n").compactMap { row -> String? in
            guard row.hasPrefix("| "), let cell = row.split(separator: "|").first?.trimmingCharacters(in: .whitespaces),
                  let open = cell.firstIndex(of: "["), let close = cell.firstIndex(of: "]") else { return nil }
            return String(cell[cell.index(after: open)..<close])
        }.sorted()
    }

    /// The library strategies in the second column of Bugs/README.md's "Not yet reproduced" table.
    static func notYetReproducedLibraries() throws -> Set<String> {
        let readme = try String(contentsOfFile: KbsimBinary.repositoryPath("Bugs/README.md"), encoding: .utf8)
        let section = readme.components(separatedBy: "\n## Not yet reproduced, and why\n").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
        return Set(section.split(separator: "\n").compactMap { row -> String? in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard row.hasPrefix("| "), cells.count > 1, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { return nil }
            return String(cells[1].dropFirst().dropLast())
        })
    }

    /// The `Fixed:` line's strategy and flag, nil for `none`.
    static func fix(of tape: String) throws -> [String]? {
        let text = try String(contentsOfFile: tape, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("# Fixed: ") })
        let words = line.dropFirst("# Fixed: ".count).split(separator: " ").map(String.init)
        return words == ["none"] ? nil : words
    }

    /// Plays `tape` as written, under auto without pitfalls, and under its fix, from `folder`.
    static func checkOutcomes(of tape: String, in folder: String) throws {
        let asWritten = try KbsimBinary.runInShell("play \"\(tape)\"", in: folder)
        #expect(asWritten.status == 1, "\(tape) as written: \(asWritten.output)")
        #expect(asWritten.output.contains(": expectation failed: Expect "), "\(tape) as written: \(asWritten.output)")
        let auto = try KbsimBinary.runInShell("play --strategy auto --no-pitfalls \"\(tape)\"", in: folder)
        #expect(auto.status == 0, "\(tape) under auto: \(auto.output)")
        if let fix = try fix(of: (folder as NSString).appendingPathComponent(tape)) {
            let fixed = try KbsimBinary.runInShell("play --strategy \(fix.map { "'\($0)'" }.joined(separator: " ")) \"\(tape)\"", in: folder)
            #expect(fixed.status == 0, "\(tape) under \(fix): \(fixed.output)")
        }
    }

    @Test("the fixture museum tape fails as written, at an Expect line, and passes under auto and under its Fixed: line")
    func fixtureOutcomes() throws {
        try Self.checkOutcomes(of: "resize-1.tape", in: KbsimBinary.repositoryPath("Tests/Fixtures/museum/Bugs"))
    }

    @Test("kbsim check passes the fixture's block and refuses the faulty one's, each fault at its file:line:column")
    func checkReadsTheBlock() throws {
        let good = try KbsimBinary.runInShell("check Tests/Fixtures/museum/Bugs")
        #expect(good.status == 0, "\(good.output)")
        #expect(good.output.contains("Tests/Fixtures/museum/Bugs/resize-1.tape: ok (12 lines, on \"Two fields\"), reproduces https://"))
        let faulty = try KbsimBinary.runInShell("check Tests/Fixtures/museum-faulty/Bugs")
        #expect(faulty.status == 2, "\(faulty.output)")
        #expect(faulty.output.contains("Tests/Fixtures/museum-faulty/Bugs/resize-2.tape:3:1: the header lacks `# Saw:` before `# Mechanism:`"),
                "\(faulty.output)")
    }

    @Test("Bugs/README.md's Reproduced table, the folder and kbsim bugs list the same tapes")
    func everyTapeListed() throws {
        #expect(try Self.readmeNames() == Self.folderNames)
        let listing = try KbsimBinary.run(["bugs"])
        #expect(listing.status == 0)
        let listed = listing.output.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), let name = line.split(separator: " ").first, name.contains("-") else { return nil }
            return String(name)
        }
        #expect(listed.sorted() == Self.folderNames, "\(listing.output)")
    }

    @Test("every library strategy kbsim strategies lists has a museum tape, or its reports in the Not yet reproduced table")
    func everyLibraryHasATape() throws {
        let listing = try KbsimBinary.run(["strategies"])
        let group = listing.output.components(separatedBy: "\nLibraries, as written\n").dropFirst().first?.components(separatedBy: "\n\n").first
        let libraries = (group ?? "").split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
        #expect(libraries.count >= 5, "\(listing.output)")
        let notYet = try Self.notYetReproducedLibraries()
        #expect(notYet.contains("layoutguide"))
        for listed in libraries {
            // A version of a library (iqkeyboardmanager-6) shares the library's museum.
            let library = listed.replacing(/-[0-9]+$/, with: "")
            let hasTape = Self.folderNames.contains { $0.hasPrefix(library + "-") && Int($0.dropFirst(library.count + 1)) != nil }
            #expect(hasTape || notYet.contains(library),
                    "no museum tape Bugs/\(library)-NUMBER.tape, and no Not yet reproduced row, for the library strategy \(listed)")
        }
    }

    @Test("each bundled tape prints as its file, and the printed tape plays from another folder with its two outcomes")
    func bundledTapesPlayAnywhere() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in Self.folderNames {
            let printed = try KbsimBinary.run(["bugs", name])
            let file = try String(contentsOfFile: KbsimBinary.repositoryPath("Bugs/\(name).tape"), encoding: .utf8)
            #expect(printed.status == 0 && printed.output == file, "kbsim bugs \(name)")
            try file.write(to: folder.appendingPathComponent("x.tape"), atomically: true, encoding: .utf8)
            try Self.checkOutcomes(of: "x.tape", in: folder.path)
        }
    }

    @Test("kbsim check Bugs passes and kbsim test Bugs reports every tape failed, when the museum holds tapes")
    func checkAndTestTheFolder() throws {
        guard !Self.folderNames.isEmpty else { return }
        let check = try KbsimBinary.runInShell("check Bugs")
        #expect(check.status == 0, "\(check.output)")
        let test = try KbsimBinary.runInShell("test Bugs")
        #expect(test.status == 1)
        #expect(test.output.hasSuffix("0 passed, \(Self.folderNames.count) failed\n"), "\(test.output)")
    }
}
