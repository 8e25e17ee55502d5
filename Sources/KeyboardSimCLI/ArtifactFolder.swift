import Foundation
import KeyboardSimPlayback

/// Where `kbsim test --artifacts DIR` puts what each failing run leaves: `NAME.jsonl`, its JSON
/// transcript, and `NAME.svg` and `NAME.txt`, the phone's screen at its first failed `Expect`.
///
/// NAME comes from the tape's path and the matrix cell — `Forms/x.tape` in `[inset, era 7]` is
/// `Forms-x.tape--inset-era-7` — in letters, digits, `.`, `-` and `_` only, so that it stays in
/// DIR whatever the path holds (`..`, a `/` at the start, names that are not ASCII); two runs
/// that would share a name get `-2`, `-3` …. The files are claimed and checked before any tape
/// plays, and written as `--screenshots` writes its files: only a regular file there is replaced.
struct ArtifactFolder {
    /// The folder, written as `--screenshots` writes its pictures.
    private let pictures: ScreenshotFolder
    /// The base name of each run's files, by its place in `runs`.
    private let names: [String]
    /// The runs, in the report's order: a tape's path and its cell.
    private let runs: [(path: String, cell: TestCell)]

    /// The folder at `path` for `runs`, whichever of them fail.
    init(path: String, runs: [(path: String, cell: TestCell)]) {
        pictures = ScreenshotFolder(path: path, tapeName: "")
        self.runs = runs
        names = ScreenshotFolder.fileNames(runs.map { Self.baseName(path: $0.path, cell: $0.cell) })
    }

    /// The longest base name, in bytes: a file name holds 255, and the files add an extension, a
    /// `-N` and, while written, a temporary suffix (as a `Screenshot` name's limit allows for).
    static let nameLimit = 200

    /// `Forms/x.tape` in `[inset, era 7]`: `Forms-x.tape--inset-era-7` (see the type's comment).
    static func baseName(path: String, cell: TestCell) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }.map { $0 == ".." ? "__" : String($0) }
        let cellPart = cell.variants.map { $0.description.replacingOccurrences(of: " ", with: "-") }.joined(separator: "-")
        var name = String(String(parts.joined(separator: "-") + (cellPart.isEmpty ? "" : "--" + cellPart)).unicodeScalars.map { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar)) ? Character(scalar) : "_"
        })
        // No hidden file, and a long path keeps its end: the tape's own name and the cell.
        if name.hasPrefix(".") { name = "_" + name.dropFirst() }
        return name.count > nameLimit ? String(name.suffix(nameLimit)) : name
    }

    /// Every file run `index` may write: its transcript, its screen's picture and text.
    private func files(of index: Int) -> (transcript: OutputFile, picture: OutputFile, text: OutputFile) {
        let screen = pictures.files(named: names[index])
        let base = (pictures.path as NSString).appendingPathComponent(names[index])
        return (OutputFile(path: base + ".jsonl", contents: "the transcript", isNamedByKbsim: true), screen.picture, screen.text)
    }

    /// Every file a run may write, of every run.
    private var everyFile: [OutputFile] {
        runs.indices.flatMap { index in
            let files = files(of: index)
            return [files.transcript, files.picture, files.text]
        }
    }

    /// Notes every file a run may write in `claims`, as `--artifacts DIR` gives them.
    func claim(in claims: inout OutputClaims) {
        for file in everyFile { claims.writes(file, as: "an artifact of --artifacts \(pictures.path)") }
    }

    /// Creates the folder, or refuses it, and every file in it that could not be replaced: before
    /// any tape plays, so nothing is lost.
    func prepare() throws {
        try pictures.prepareFolder()
        for file in everyFile { try file.check() }
    }

    /// Writes what run `index` left, if it left anything (it failed).
    func write(_ outcome: TapeOutcome, at index: Int) throws {
        guard let evidence = outcome.evidence else { return }
        let files = files(of: index)
        try files.transcript.write(evidence.transcript)
        let line = outcome.problems.first?.message ?? outcome.name
        try pictures.write(evidence.screen.canvas, named: names[index], title: "kbsim test: at the first failure, \(line)")
    }
}
