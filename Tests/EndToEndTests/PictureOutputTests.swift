import Foundation
import Testing
import TestTiming

/// `kbsim play --screenshots DIR` and `--svg FILE`: pictures of a replay, checked as XML and cell
/// for cell against the text the transcript shows.
@Suite("kbsim play: SVG screenshots and the animated replay", .timed)
struct PictureOutputTests {
    static let walkthrough = KbsimBinary.repositoryPath("Forms/signup-walkthrough.tape")

    /// The screenshots' rows in the transcript, by screenshot name (the `│` gutter taken off).
    static func transcriptScreens(_ transcript: String) -> [String: [String]] {
        var screens: [String: [String]] = [:]
        var current: String?
        for line in transcript.split(separator: "\n", omittingEmptySubsequences: false) {
            if let match = line.firstMatch(of: /^ *[0-9.]+  screenshot (\S+)$/) {
                current = String(match.1)
                screens[String(match.1)] = []
            } else if let current, line.hasPrefix("          │") {
                screens[current]?.append(String(line.dropFirst(11)))
            } else if !line.hasPrefix("          ") {
                current = nil
            }
        }
        return screens
    }

    /// Writes `text` as a tape in a new folder; returns the folder and the tape's path.
    static func tape(_ text: String) throws -> (URL, String) {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        let path = folder.appendingPathComponent("t.tape").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, path)
    }

    @Test("--screenshots writes NAME.svg and NAME.txt per Screenshot: the text is the transcript's, the SVG parses and its grid reads back as that text, wide characters included")
    func screenshotsMatchTranscript() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shots = folder.appendingPathComponent("shots/nested").path
        let result = try KbsimBinary.run(["play", Self.walkthrough, "--screenshots", shots])
        #expect(result.status == 0, "\(result.output)")
        let screens = Self.transcriptScreens(result.output)
        #expect(Set(screens.keys) == ["company", "notes", "end"])
        let written = try FileManager.default.contentsOfDirectory(atPath: shots).sorted()
        #expect(written == ["company.svg", "company.txt", "end.svg", "end.txt", "notes.svg", "notes.txt"])
        for (name, rows) in screens {
            let text = try String(contentsOfFile: "\(shots)/\(name).txt", encoding: .utf8)
            #expect(text == rows.map { $0 + "\n" }.joined(), "\(name).txt is the transcript's screen")
            let grid = try SVGGrid.read(try Data(contentsOf: URL(fileURLWithPath: "\(shots)/\(name).svg")))
            #expect(grid.lines() == rows + Array(repeating: "", count: grid.rows - rows.count), "\(name).svg reads back as its text")
            #expect(grid.groups.isEmpty)
        }
        #expect(screens["company"]?.contains { $0.contains("東京商事") } == true, "a wide-character value is in the picture")
        // Nothing outside the file: no links, scripts, fonts or images to fetch.
        let svg = try String(contentsOfFile: "\(shots)/company.svg", encoding: .utf8)
        for external in ["href", "<script", "url(", "@import", "@font-face", "<image", "<foreignObject"] {
            #expect(!svg.contains(external), "no \(external)")
        }
    }

    @Test("a Screenshot without a name is screenshot-N, a name met again gets -2: no picture overwrites another")
    func screenshotNames() throws {
        let (folder, tape) = try Self.tape("Set Form \"signup\"\nScreenshot\nScreenshot a\nTap email\nScreenshot a\nScreenshot\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shots = folder.appendingPathComponent("shots").path
        let result = try KbsimBinary.run(["play", tape, "--screenshots", shots])
        #expect(result.status == 0, "\(result.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: shots).sorted()
            == ["a-2.svg", "a-2.txt", "a.svg", "a.txt", "screenshot-1.svg", "screenshot-1.txt", "screenshot-4.svg", "screenshot-4.txt"])
        #expect(try String(contentsOfFile: "\(shots)/a-2.txt", encoding: .utf8).contains("▶[you@example.com"), "the second a is after the tap")
        #expect(try !String(contentsOfFile: "\(shots)/a.txt", encoding: .utf8).contains("▶"))
    }

    @Test("under NO_COLOR the pictures have the default colours only, as a cast has attributes only")
    func noColor() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = ProcessInfo.processInfo.environment
        for (value, colored) in [("1", false), ("", true)] {
            environment["NO_COLOR"] = value
            let svg = folder.appendingPathComponent("walk.svg").path
            let result = try ChildProcess.run(KbsimBinary.path, ["play", Self.walkthrough, "--screenshots", folder.path, "--svg", svg],
                                              environment: environment)
            #expect(result.status == 0, "\(result.output)")
            for file in [svg, folder.appendingPathComponent("company.svg").path] {
                let colors = Set(try String(contentsOfFile: file, encoding: .utf8).matches(of: /#[0-9a-f]{6}/).map { String($0.0) })
                #expect((colors == ["#1c1c1c", "#d0d0d0"]) != colored, "NO_COLOR=\(value): \(file) uses \(colors.sorted())")
            }
        }
    }

    @Test("a field value of XML's special characters <&>\"' is escaped: the SVG parses and reads back as the text")
    func specialCharactersEscaped() throws {
        let (folder, tape) = try Self.tape("""
            Set Form "signup"
            Tap fullName
            Type "a<&>\\"'b"
            Screenshot special
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try KbsimBinary.run(["play", tape, "--screenshots", folder.path, "--svg", folder.appendingPathComponent("replay.svg").path, "--keys"])
        #expect(result.status == 0, "\(result.output)")
        let text = try String(contentsOfFile: folder.appendingPathComponent("special.txt").path, encoding: .utf8)
        #expect(text.contains("A<&>\"'b"), "the field's text, capitalised as the field asks")
        let grid = try SVGGrid.read(try Data(contentsOf: folder.appendingPathComponent("special.svg")))
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(Array(grid.lines().prefix(rows.count)) == rows)
        let replay = try SVGGrid.read(try Data(contentsOf: folder.appendingPathComponent("replay.svg")))
        #expect(replay.lines(afterGroups: nil).contains { $0.contains("A<&>\"'b") }, "the field, and the caption, in the last frame")
    }

    @Test("secure text is masked in the screenshots, the animated replay and its key caption")
    func secureTextMasked() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("walk.svg").path
        let result = try KbsimBinary.run(["play", Self.walkthrough, "--screenshots", folder.path, "--svg", svg, "--keys"])
        #expect(result.status == 0, "\(result.output)")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let contents = try String(contentsOfFile: folder.appendingPathComponent(file).path, encoding: .utf8)
            #expect(!contents.contains("correct") && !contents.contains("horse"), "\(file) shows no password")
        }
        let grid = try SVGGrid.read(try Data(contentsOf: URL(fileURLWithPath: svg)))
        // Some frame's caption shows the typed password as bullets.
        let frames = (0...grid.groups.count).map { grid.lines(afterGroups: $0) }
        #expect(frames.contains { $0.contains { $0.contains("•••••••••••••") } }, "the password's 13 characters as bullets")
        #expect(frames.contains { $0.contains { $0.contains("Анна␣日本") } }, "the caption shows what was typed")
    }

    @Test("--svg: the first frame in full, then a group per change, each with its keyframes in time order; the last frame holds the end screen")
    func animatedReplay() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("walk.svg").path
        let result = try KbsimBinary.run(["play", Self.walkthrough, "--svg", svg])
        #expect(result.status == 0, "\(result.output)")
        let grid = try SVGGrid.read(try Data(contentsOf: URL(fileURLWithPath: svg)))
        #expect(grid.columns == 80 && grid.rows == 24)
        #expect(grid.groups.count > 20)
        #expect(grid.groupIDs == (1...grid.groups.count).map { "f\($0)" })
        let shares = grid.style.matches(of: /@keyframes f(\d+)\{([0-9.]+)%,to\{opacity:1\}\}/).map { (Int($0.1)!, Double($0.2)!) }
        #expect(shares.map(\.0) == Array(1...grid.groups.count), "one keyframes rule per group")
        #expect(zip(shares, shares.dropFirst()).allSatisfy { $0.1 <= $1.1 } && shares.allSatisfy { $0.1 > 0 && $0.1 < 100 })
        #expect(grid.style.contains(".f{opacity:0;"), "a viewer without CSS animation shows the first frame")
        #expect(grid.style.contains("animation-iteration-count:infinite"))
        // The first frame is the form before any tap: no keyboard.
        #expect(!grid.lines().joined().contains("space"))
        // After every group, the phone shows what the tape's last screenshot does.
        let end = Self.transcriptScreens(try KbsimBinary.run(["play", Self.walkthrough]).output)["end"] ?? []
        let last = grid.lines(afterGroups: nil)
        #expect(!end.isEmpty)
        for (index, row) in end.enumerated() where !row.isEmpty {
            #expect(last[index + 1].contains(row), "row \(index + 1): \(row)")
        }
        let cycle = try #require(grid.style.firstMatch(of: /animation-duration:([0-9.]+)s/).flatMap { Double($0.1) })
        #expect(shares.last.map { $0.1 / 100 * cycle } ?? 0 <= cycle - 3, "the last frame holds 3 s")
    }

    @Test("--svg's timing: at each screenshot's time, the groups whose keyframes have passed show the phone as the screenshot does")
    func animatedTiming() throws {
        // Each screenshot is followed by a pause: the frame of its instant is its state.
        let (folder, tape) = try Self.tape("""
            Set Form "signup"
            Tap email
            Sleep 500ms
            Type "abc"
            Sleep 200ms
            Screenshot typed
            Sleep 1s
            Tap phone
            Sleep 500ms
            Screenshot phone
            Sleep 1s
            Escape
            Sleep 500ms
            Screenshot hidden
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("t.svg")
        let transcript = try KbsimBinary.run(["play", tape, "--svg", svg.path]).output
        let grid = try SVGGrid.read(try Data(contentsOf: svg))
        let cycle = try #require(grid.style.firstMatch(of: /animation-duration:([0-9.]+)s/).flatMap { Double($0.1) })
        let times = grid.style.matches(of: /@keyframes f\d+\{([0-9.]+)%/).map { Double($0.1)! / 100 * cycle }
        let screens = Self.transcriptScreens(transcript)
        let shots = transcript.matches(of: /(?m)^ *([0-9.]+)  screenshot (\S+)$/)
        #expect(shots.count == 3)
        for match in shots {
            let time = try #require(Double(match.1))
            let frame = grid.lines(afterGroups: times.filter { $0 <= time + 1e-6 }.count)
            let rows = try #require(screens[String(match.2)])
            // The phone's screen is a cell inside the bezel.
            for (index, row) in rows.enumerated() where !row.isEmpty {
                #expect(frame[index + 1].contains(row), "\(match.2) at \(time) s, row \(index + 1): \(frame[index + 1]) shows \(row)")
            }
        }
    }

    @Test("--svg grows with the changes, not with time: a minute's sleep with nothing moving adds a few bytes")
    func sizeFollowsChanges() throws {
        let lines = ["Set Form \"signup\"", "Tap email", "Sleep 1s", "Type \"abc\"", "Sleep 1s"]
        var sizes: [Int] = []
        var groupCounts: [Int] = []
        for sleep in ["", "Sleep 60s"] {
            let (folder, tape) = try Self.tape((lines.prefix(3) + [sleep] + lines.dropFirst(3)).joined(separator: "\n"))
            defer { try? FileManager.default.removeItem(at: folder) }
            let svg = folder.appendingPathComponent("t.svg")
            let result = try KbsimBinary.run(["play", tape, "--svg", svg.path])
            #expect(result.status == 0, "\(result.output)")
            let data = try Data(contentsOf: svg)
            sizes.append(data.count)
            groupCounts.append(try SVGGrid.read(data).groups.count)
        }
        #expect(groupCounts[0] == groupCounts[1])
        #expect(abs(sizes[1] - sizes[0]) < 40, "sizes \(sizes)")
    }

    @Test("--cast and --svg record one playback together, and --keys captions both")
    func castAndSVG() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cast = folder.appendingPathComponent("walk.cast").path, svg = folder.appendingPathComponent("walk.svg").path
        let result = try KbsimBinary.run(["play", Self.walkthrough, "--cast", cast, "--svg", svg, "--keys"])
        #expect(result.status == 0, "\(result.output)")
        #expect(try String(contentsOfFile: cast, encoding: .utf8).contains("Tap fullName"))
        let grid = try SVGGrid.read(try Data(contentsOf: URL(fileURLWithPath: svg)))
        #expect(grid.lines().first?.contains("Tap fullName") == true)
    }

    @Test("a compare run's --screenshots are its phones side by side, each under its variant and verdict")
    func compareScreenshots() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try KbsimBinary.run(["play", KbsimBinary.repositoryPath("Forms/signup-walkthrough.tape"),
                                          "--compare-strategies", "none,inset", "--screenshots", folder.path])
        let text = try String(contentsOfFile: folder.appendingPathComponent("company.txt").path, encoding: .utf8)
        let first = text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("none · ") && first.contains("inset · "), "\(first)\n\(result.output)")
        let grid = try SVGGrid.read(try Data(contentsOf: folder.appendingPathComponent("company.svg")))
        #expect(Array(grid.lines().prefix(3)) == text.split(separator: "\n", omittingEmptySubsequences: false).prefix(3).map(String.init))
    }

    @Test("refused with the reason: --svg or --cast in a compare run, --keys alone, --svg and --cast one file, --screenshots to a file")
    func refusals() throws {
        let tape = Self.walkthrough
        let cases: [([String], String)] = [
            (["--svg", "x.svg", "--compare-strategies", "none,inset"], "--svg records one phone"),
            (["--keys"], "--keys captions a recording: it needs --svg or --cast"),
            (["--svg", "same", "--cast", "same"], "--svg and --cast both name same"),
            (["--screenshots", tape], "cannot write the screenshots there: it is a file, not a folder"),
        ]
        for (options, message) in cases {
            let result = try KbsimBinary.run(["play", tape] + options)
            #expect(result.status == 2, "\(options)")
            #expect(result.output.contains(message), "\(options): \(result.output)")
        }
    }
}
