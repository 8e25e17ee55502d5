import Foundation
import Testing
import TestTiming

/// No output replaces an input or another output: the same file, however it is named, is refused
/// before anything runs, naming both.
@Suite("Outputs: never an input, never another output", .timed)
struct OutputClaimsTests {
    /// A folder with `t.tape` on `form.yaml` (a copy of the login form); removed at the end.
    final class Folder {
        let url: URL
        static let tapeText = "Set Form \"form.yaml\"\nTap username\nScreenshot shot\n"

        init() throws {
            url = try KbsimBinary.makeTemporaryDirectory()
            try Self.tapeText.write(toFile: path("t.tape"), atomically: true, encoding: .utf8)
            let login = try KbsimBinary.run(["forms", "login"])
            try login.output.write(toFile: path("form.yaml"), atomically: true, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    @Test("play --cast or --svg naming the tape (or its form, or a link to either) is refused before playing, and the file is kept",
          arguments: ["t.tape", "form.yaml", "link"])
    func outputIsAnInput(_ name: String) throws {
        let folder = try Folder()
        try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: "t.tape")
        let before = try String(contentsOfFile: folder.path(name), encoding: .utf8)
        for option in ["--cast", "--svg"] {
            let played = try KbsimBinary.run(["play", folder.path("t.tape"), option, folder.path(name)])
            #expect(played.status == 2)
            let input = name == "form.yaml" ? "the form \(folder.path("form.yaml"))" : "the tape \(folder.path("t.tape"))"
            #expect(played.output.contains("\(option) \(folder.path(name)) would replace \(input): they are the same file"),
                    "\(played.output)")
            #expect(!played.output.contains("keyboardWillShow"), "refused before playing")
            #expect(try String(contentsOfFile: folder.path(name), encoding: .utf8) == before)
        }
    }

    @Test("--svg naming a file a Screenshot line writes in --screenshots' folder is refused, naming both")
    func svgIsAScreenshot() throws {
        let folder = try Folder()
        let svg = folder.path("shots/shot.svg")
        let played = try KbsimBinary.run(["play", folder.path("t.tape"), "--svg", svg, "--screenshots", folder.path("shots")])
        #expect(played.status == 2)
        #expect(played.output.contains("--svg \(svg) and \(svg) (a screenshot of --screenshots \(folder.path("shots"))) are the same file"),
                "\(played.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("shots")), "nothing created")
    }

    @Test("--cast and --svg naming one file by two names are refused")
    func castIsSVG() throws {
        let folder = try Folder()
        let played = try KbsimBinary.run(["play", folder.path("t.tape"), "--cast", folder.path("out"), "--svg", folder.url.path + "/./out"])
        #expect(played.status == 2)
        #expect(played.output.contains("are the same file: one would replace the other"), "\(played.output)")
    }

    @Test("run --output or --record naming the form, or each other, is refused before the session starts")
    func runOutputs() throws {
        let folder = try Folder()
        let form = folder.path("form.yaml")
        let onForm = try KbsimBinary.run(["run", form, "--record", form])
        #expect(onForm.status == 2)
        #expect(onForm.output.contains("--record \(form) would replace the form \(form)"), "\(onForm.output)")
        let both = try KbsimBinary.run(["run", "--output", folder.path("x"), "--record", folder.path("x")])
        #expect(both.status == 2)
        #expect(both.output.contains("--output \(folder.path("x")) and --record \(folder.path("x")) are the same file"), "\(both.output)")
    }

    @Test("test --junit naming one of the tapes is refused before any plays")
    func junitIsATape() throws {
        let folder = try Folder()
        let result = try KbsimBinary.run(["test", folder.url.path, "--junit", folder.path("t.tape")])
        #expect(result.status == 2)
        #expect(result.output.contains("--junit \(folder.path("t.tape")) would replace the tape"), "\(result.output)")
        #expect(try String(contentsOfFile: folder.path("t.tape"), encoding: .utf8) == Folder.tapeText)
    }
}
