import Foundation
import Testing
import TestTiming

/// `--screenshots DIR` writes only the files it names in DIR, checked as every output is: a link,
/// a FIFO or a read-only file in a screenshot's place is refused before the tape plays.
@Suite("kbsim play --screenshots: only kbsim's own files in the folder, checked before playing", .timed)
struct ScreenshotFolderTests {
    /// A folder with `t.tape` (one `Screenshot shot` on the login form) and an empty `shots/`; removed at the end.
    final class Folder {
        let url: URL
        var path: String { url.path }
        var tape: String { path("t.tape") }
        var shots: String { path("shots") }

        init(tape text: String = "Set Form \"login\"\nTap username\nScreenshot shot\n") throws {
            url = try KbsimBinary.makeTemporaryDirectory()
            try text.write(toFile: path("t.tape"), atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(atPath: path("shots"), withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    @Test("a symbolic link planted in the folder is refused before playing, and the file it points to is left alone")
    func plantedLink() throws {
        let folder = try Folder()
        try "precious\n".write(toFile: folder.path("victim.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.path("shots/shot.txt"), withDestinationPath: "../victim.txt")
        let played = try KbsimBinary.run(["play", folder.tape, "--screenshots", folder.shots])
        #expect(played.status == 2)
        #expect(played.output.contains("\(folder.path("shots/shot.txt")): cannot write the screenshot's text there: it is a symbolic link"),
                "\(played.output)")
        #expect(!played.output.contains("keyboardWillShow"), "refused before playing")
        #expect(try String(contentsOfFile: folder.path("victim.txt"), encoding: .utf8) == "precious\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("shots/shot.svg")))
    }

    @Test("a dangling symbolic link in the folder is refused: no file is created outside it")
    func danglingLink() throws {
        let folder = try Folder()
        try FileManager.default.createSymbolicLink(atPath: folder.path("shots/shot.svg"), withDestinationPath: "../outside.svg")
        let played = try KbsimBinary.run(["play", folder.tape, "--screenshots", folder.shots])
        #expect(played.status == 2)
        #expect(played.output.contains("shots/shot.svg: cannot write the screenshot there: it is a symbolic link"), "\(played.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("outside.svg")))
    }

    @Test("a FIFO in a screenshot's place is refused at once instead of blocking the run for ever")
    func fifoInPlace() throws {
        let folder = try Folder()
        #expect(mkfifo(folder.path("shots/shot.svg"), 0o600) == 0)
        // Before the fix kbsim waited for a reader for ever: `timeout` ends it with status 124.
        let played = try ChildProcess.run("/usr/bin/timeout", ["20", KbsimBinary.path, "play", folder.tape, "--screenshots", folder.shots])
        #expect(played.status == 2, "\(played.output)")
        #expect(played.output.contains("shots/shot.svg: cannot write the screenshot there: it is a FIFO, not a regular file"))
    }

    @Test("a read-only screenshot file is refused as --cast and --svg refuse one, before playing",
          arguments: ["--screenshots", "--cast", "--svg"])
    func readOnlyFile(_ option: String) throws {
        let folder = try Folder()
        let file = option == "--screenshots" ? folder.path("shots/shot.svg") : folder.path("shots/out")
        try "old\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(chmod(file, 0o444) == 0)
        let played = try KbsimBinary.runUnprivileged(["play", folder.tape, option, option == "--screenshots" ? folder.shots : file])
        #expect(played.status == 2, "\(played.output)")
        #expect(played.output.contains("\(file): cannot write the "), "\(played.output)")
        #expect(played.output.contains("(Permission denied)"))
        #expect(!played.output.contains("keyboardWillShow"), "refused before playing")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "old\n")
    }

    @Test("a Screenshot name of 200 bytes, the longest a tape takes, is written — twice, the second as NAME-2")
    func longestName() throws {
        let name = String(repeating: "n", count: 200)
        let folder = try Folder(tape: "Set Form \"login\"\nScreenshot \(name)\nTap username\nScreenshot \(name)\nExpect focus username\n")
        let played = try KbsimBinary.run(["play", folder.tape, "--screenshots", folder.shots])
        #expect(played.status == 0, "\(played.output)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.shots).sorted()
        #expect(written == ["\(name)-2.svg", "\(name)-2.txt", "\(name).svg", "\(name).txt"])
    }

    @Test("kbsim check refuses a Screenshot name too long to be a file's, with its line and column")
    func tooLongNameChecked() throws {
        let folder = try Folder(tape: "Set Form \"login\"\nScreenshot \(String(repeating: "n", count: 240))\n")
        let checked = try KbsimBinary.run(["check", folder.tape])
        #expect(checked.status == 2)
        #expect(checked.output.contains("\(folder.tape):2:12: the screenshot name is 240 bytes long, more than 200"), "\(checked.output)")
    }
}
