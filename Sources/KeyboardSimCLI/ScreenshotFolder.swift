import Foundation
import KeyboardSim
import KeyboardSimPlayback
import KeyboardSimRender

/// Where `--screenshots DIR` puts a tape's `Screenshot` lines: `NAME.svg`, the screen as a
/// picture, and `NAME.txt`, its text as the transcript shows it.
///
/// A `Screenshot` without a name is `screenshot-N` (N counting the tape's screenshots from 1); a
/// name met again gets `-2`, `-3` …, so no screenshot overwrites another. The files are checked
/// and written as every output is (`OutputFile`), as names kbsim gives: only a regular file there
/// is replaced.
struct ScreenshotFolder {
    /// The folder as the user gave it, for messages.
    let path: String
    /// The tape's name as the command line gave it, in the pictures' titles.
    let tapeName: String

    /// Creates the folder (and its parents) if it does not exist, or refuses, with the reason, a
    /// path that is not a folder or cannot be written, or a file among those `tape`'s `Screenshot`
    /// lines will write that cannot be replaced: before the tape plays, so nothing is lost.
    func prepare(for tape: Tape) throws {
        try prepareFolder()
        for file in files(for: tape) { try file.check() }
    }

    /// Creates the folder (and its parents) if it does not exist, or refuses, with the reason, a
    /// path that is not a folder or cannot be written.
    func prepareFolder() throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw OutputFileError(message: "\(path): cannot write the screenshots there: it is a file, not a folder")
            }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw OutputFileError(message: "\(path): cannot create the screenshots' folder (\(Self.reason(error)))")
            }
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw OutputFileError(message: "\(path): cannot write the screenshots there (\(String(cString: strerror(errno))))")
        }
    }

    /// The files `tape`'s `Screenshot` lines write, in order: the picture, then the text of each.
    func files(for tape: Tape) -> [OutputFile] {
        let names = tape.commands.compactMap { command -> String?? in
            guard case .screenshot(let name) = command.action else { return nil }
            return .some(name)
        }
        return Self.fileNames(names).flatMap { name in
            let files = files(named: name)
            return [files.picture, files.text]
        }
    }

    /// The picture and the text of the screenshot named `name`.
    func files(named name: String) -> (picture: OutputFile, text: OutputFile) {
        let base = (path as NSString).appendingPathComponent(name)
        return (OutputFile(path: base + ".svg", contents: "the screenshot", isNamedByKbsim: true),
                OutputFile(path: base + ".txt", contents: "the screenshot's text", isNamedByKbsim: true))
    }

    /// Writes every screenshot among `entries`.
    func write(_ entries: [TranscriptEntry]) throws {
        try write(entries.compactMap { entry in
            guard case .screenshot(_, let screenshot) = entry else { return nil }
            return (screenshot.name, screenshot.canvas)
        })
    }

    /// Writes every screenshot of a compare run as one picture: the variants' screens side by side.
    func write(_ comparison: Comparison) throws {
        try write(comparison.rows.compactMap { row in
            guard case .screenshot(_, let first) = row.first else { return nil }
            let screens = zip(comparison.variants, row).compactMap { variant, entry -> ComparedScreens.Screen? in
                guard case .screenshot(_, let shot) = entry else { return nil }
                let verdict = shot.focus.flatMap { focus in shot.fields.first { $0.name == focus }?.verdict }
                return ComparedScreens.Screen(name: variant.description, verdict: verdict, canvas: shot.canvas)
            }
            return (first.name, ComparedScreens.canvas(screens))
        })
    }

    /// Writes each screenshot, named as the tape names it (see the type's comment).
    private func write(_ shots: [(name: String?, canvas: Canvas)]) throws {
        for (shot, name) in zip(shots, Self.fileNames(shots.map(\.name))) {
            try write(shot.canvas, named: name, title: "\(tapeName): Screenshot \(shot.name ?? name)")
        }
    }

    /// Writes `canvas` as `NAME.svg` and its text as `NAME.txt`.
    func write(_ canvas: Canvas, named name: String, title: String) throws {
        let files = files(named: name)
        try files.picture.write(SVGScreenshot.render(canvas, title: title, colors: !noColorRequested))
        let text = canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map { VisibleText.line(String($0)) + "\n" }.joined()
        try files.text.write(text)
    }

    /// The file name (without extension) of each screenshot, given the tape's names in order: a
    /// name met again gets `-2`, `-3` ….
    static func fileNames(_ names: [String?]) -> [String] {
        var used: Set<String> = []
        return names.enumerated().map { index, name in
            let base = name ?? "screenshot-\(index + 1)"
            var candidate = base
            var number = 1
            while used.contains(candidate) {
                number += 1
                candidate = "\(base)-\(number)"
            }
            used.insert(candidate)
            return candidate
        }
    }

    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying.map { String(cString: strerror(Int32($0.code))) } ?? error.localizedDescription
    }
}
