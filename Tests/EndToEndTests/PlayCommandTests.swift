import Foundation
import KeyboardSimCLI
import Testing
import TestTiming

/// `kbsim play` as CI runs it: headless, no terminal, exit 0 / 1 / 2.
@Suite("kbsim play", .timed)
struct PlayCommandTests {
    /// Every example tape in Forms/.
    static let exampleTapes: [String] = {
        let folder = KbsimBinary.repositoryPath("Forms")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".tape") }.sorted()
    }()

    @Test("there are example tapes for the walk-through, each strategy and each era")
    func examplesExist() {
        for name in ["signup-walkthrough.tape", "strategy-none.tape", "strategy-inset.tape", "era-3.tape", "era-7.tape", "era-11.tape", "era-15.tape", "today-screen.tape", "today-never.tape"] {
            #expect(Self.exampleTapes.contains(name))
        }
    }

    @Test("every example tape in Forms/ plays with all its Expect lines passing", arguments: exampleTapes)
    func exampleTapePasses(_ name: String) throws {
        let result = try KbsimBinary.run(["play", KbsimBinary.repositoryPath("Forms/\(name)")])
        #expect(result.status == 0, "\(name):\n\(result.output)")
        #expect(result.output.contains("expect ok"))
    }

    @Test("a failed Expect prints the tape line, what was expected and found, and exits 1")
    func failingTape() throws {
        let path = KbsimBinary.repositoryPath("Tests/Fixtures/tapes/failing.tape")
        let result = try KbsimBinary.run(["play", path])
        #expect(result.status == 1)
        #expect(result.output.contains("\(path):5:1: expectation failed: Expect visible notes"))
        #expect(result.output.contains("  expected: notes fully visible"))
        #expect(result.output.contains("  found:    notes at {1,20,37,1} under the keyboard at {0,11,39,10}"))
        #expect(!result.output.contains("Expect focus email"))
    }

    @Test("--keep-going reports every failure")
    func keepGoing() throws {
        let path = KbsimBinary.repositoryPath("Tests/Fixtures/tapes/failing.tape")
        let result = try KbsimBinary.run(["play", path, "--keep-going"])
        #expect(result.status == 1)
        #expect(result.output.contains(":5:1: expectation failed"))
        #expect(result.output.contains(":6:1: expectation failed: Expect focus email"))
    }

    @Test("command-line options override the tape's settings: the same tape passes with inset")
    func overrides() throws {
        let path = KbsimBinary.repositoryPath("Tests/Fixtures/tapes/failing.tape")
        let result = try KbsimBinary.run(["play", path, "--strategy", "inset", "--size", "80x24"])
        #expect(result.output.contains("expect ok: Expect visible notes"))
    }

    @Test("--era 17 --seed N: the keyboard's notifications come late by the seed's delays, the same on every run, another seed's differ")
    func seededOutOfProcessKeyboard() throws {
        let tape = KbsimBinary.repositoryPath("Forms/era-11.tape")
        func firstWillShowTime(seed: Int) throws -> String {
            let result = try KbsimBinary.run(["play", "--json", tape, "--era", "17", "--seed", "\(seed)"])
            #expect(result.status == 0, "\(result.output)")
            let line = try #require(result.output.split(separator: "\n").first { $0.contains(#""event":"keyboardWillShow""#) })
            #expect(line.contains(#""object":"screen""#))
            return String(line.prefix { $0 != "," })
        }
        let times = try (0..<6).map { try firstWillShowTime(seed: $0) }
        #expect(try times == (0..<6).map { try firstWillShowTime(seed: $0) })
        #expect(Set(times).count > 1, "\(times)")
        #expect(!times.contains(#"{"t":0.0"#))
    }

    @Test("a tape's Set Seed plays as --seed does, and --seed overrides it")
    func seedSetting() throws {
        let source = try String(contentsOfFile: KbsimBinary.repositoryPath("Forms/era-11.tape"), encoding: .utf8)
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let seeded = folder.appendingPathComponent("seeded.tape")
        // In place of the tape's first line, a comment, so that every line keeps its number.
        #expect(source.hasPrefix("#"))
        try ("Set Seed 5" + source.drop { $0 != "\n" }).write(to: seeded, atomically: true, encoding: .utf8)
        let plain = KbsimBinary.repositoryPath("Forms/era-11.tape")
        let bySetting = try KbsimBinary.run(["play", "--json", seeded.path, "--era", "17"])
        let byOption = try KbsimBinary.run(["play", "--json", plain, "--era", "17", "--seed", "5"])
        let unseeded = try KbsimBinary.run(["play", "--json", plain, "--era", "17"])
        let overridden = try KbsimBinary.run(["play", "--json", seeded.path, "--era", "17", "--seed", "0"])
        #expect(bySetting.status == 0 && byOption.status == 0, "\(bySetting.output)")
        #expect(bySetting.output == byOption.output)
        #expect(bySetting.output != unseeded.output)
        #expect(overridden.output == unseeded.output)
    }

    @Test("a field under the navigation bar fails Expect visible naming the visible part below the bar, which does not hold it")
    func fieldUnderTheBar() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tape = folder.appendingPathComponent("under-the-bar.tape")
        try "Set Form \"today-never\"\nSet Size 80x24\nExpect visible fullName\n".write(to: tape, atomically: true, encoding: .utf8)
        let result = try KbsimBinary.run(["play", tape.path])
        #expect(result.status == 1)
        #expect(result.output.contains("found:    fullName at {1,2,37,1}, outside the visible part of the scroll view {0,3,39,15}"), "\(result.output)")
    }

    @Test("--json prints one JSON object per line with t and event")
    func json() throws {
        let result = try KbsimBinary.run(["play", "--json", KbsimBinary.repositoryPath("Forms/strategy-inset.tape")])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count > 10)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["t"] is NSNumber)
            #expect(object?["event"] is String)
        }
    }

    @Test("--cast writes an asciicast v2 file whose final screen, replayed in pyte, is the tape's final screenshot")
    func cast() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let castPath = directory.appendingPathComponent("walk.cast").path
        let tape = KbsimBinary.repositoryPath("Forms/signup-walkthrough.tape")
        let played = try KbsimBinary.run(["play", "--json", "--cast", castPath, tape])
        #expect(played.status == 0)
        let cast = try String(contentsOfFile: castPath, encoding: .utf8)
        let lines = cast.split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 80)
        #expect(header["height"] as? Int == 24)
        #expect((header["title"] as? String)?.isEmpty == false)
        var previous = 0.0
        var markers: [String] = []
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            let time = try #require(event[0] as? Double)
            #expect(time >= previous)
            previous = time
            if event[1] as? String == "m" { markers.append(event[2] as? String ?? "") }
        }
        #expect(markers.contains("keyboardWillShow"))
        #expect(markers.contains("keyboardDidHide"))

        let emulated = try ChildProcess.run("/usr/bin/env", ["python3", KbsimBinary.repositoryPath("Tests/Fixtures/pyte_screen.py"), castPath])
        #expect(emulated.status == 0, "pyte: \(emulated.output)")
        let screens = try #require(try JSONSerialization.jsonObject(with: Data(emulated.output.utf8)) as? [String: Any])["screens"] as? [[String: Any]]
        let finalScreen = try #require(screens?.last?["lines"] as? [String])
        let shot = try #require(played.output.split(separator: "\n").last { $0.contains("\"event\":\"screenshot\"") })
        let phone = try #require(try JSONSerialization.jsonObject(with: Data(shot.utf8)) as? [String: Any])["screen"] as? [String]
        // The phone's screen sits inside the bezel: rows 1…, columns 1….
        let emulatedPhone = finalScreen[1...phone!.count].map { Self.prefix(ofCells: phone![0].count, in: String($0.dropFirst())) }
        #expect(emulatedPhone == phone!)
        #expect(cast.utf8.count < 200_000, "a cast is built from differences and stays small")
    }

    @Test("a cast ends by giving the viewer's terminal back: replayed in pyte, the cursor is shown and the rendition plain, as asciinema play leaves the viewer's shell",
          arguments: ["Forms/signup-walkthrough.tape", "Forms/strategy-none.tape"])
    func castEndsRestored(tapePath: String) throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let castPath = directory.appendingPathComponent("ending.cast").path
        let played = try KbsimBinary.run(["play", "--cast", castPath, KbsimBinary.repositoryPath(tapePath)])
        #expect(played.status == 0, "\(played.output)")
        let emulated = try ChildProcess.run("/usr/bin/env", ["python3", KbsimBinary.repositoryPath("Tests/Fixtures/pyte_screen.py"), castPath])
        try #require(emulated.status == 0, "pyte: \(emulated.output)")
        let screens = try #require(try JSONSerialization.jsonObject(with: Data(emulated.output.utf8)) as? [String: Any])["screens"] as? [[String: Any]]
        let last = try #require(screens?.last)
        #expect(last["cursor"] is [Int], "the cursor is hidden at the end of the cast")
        #expect(last["pen"] as? String == "-1,-1,", "the viewer's shell would type in \(last["pen"] ?? "?")")
        // The ending changes no cell: the viewer still sees the last frame.
        let beforeEnding = try #require(screens?.dropLast().last)
        #expect(last["lines"] as? [String] == beforeEnding["lines"] as? [String])
    }

    /// The leading characters of `line` that fill `cells` terminal cells (CJK counts two).
    static func prefix(ofCells cells: Int, in line: String) -> String {
        var used = 0
        return String(line.prefix { character in
            let scalar = character.unicodeScalars.first!.value
            let wide = (0x1100...0x115F).contains(scalar) || (0x2E80...0xA4CF).contains(scalar)
                || (0xAC00...0xD7A3).contains(scalar) || (0xF900...0xFAFF).contains(scalar) || (0xFF00...0xFF60).contains(scalar)
            used += wide ? 2 : 1
            return used <= cells
        })
    }

    @Test("a transcript piped into a reader that has gone stops quietly with SIGPIPE's status 141")
    func closedPipe() throws {
        let tape = KbsimBinary.repositoryPath("Forms/signup-walkthrough.tape")
        let result = try KbsimBinary.runIntoClosedPipe(["play", tape])
        #expect(result.status == 141)
        #expect(result.output == "")
    }

    @Test("- reads the tape from standard input, and a process substitution is read to its end")
    func tapeFromPipe() throws {
        let tape = KbsimBinary.repositoryPath("Forms/era-3.tape")
        let fromFile = try KbsimBinary.run(["play", tape])
        let piped = try KbsimBinary.run(["play", "-"], input: tape)
        #expect(piped.status == 0, "\(piped.output)")
        #expect(piped.output == fromFile.output)
        let substituted = try KbsimBinary.runInShell("play <(cat Forms/era-3.tape)")
        #expect(substituted.status == 0, "\(substituted.output)")
        #expect(substituted.output == fromFile.output)
    }

    @Test("a tape read from standard input finds its Set Form relative to the current folder")
    func standardInputTapeFindsItsForm() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "title: Mine\nfields:\n  - name: only\n".write(to: directory.appendingPathComponent("mine.yaml"), atomically: true, encoding: .utf8)
        let tape = directory.appendingPathComponent("elsewhere.tape").path
        try "Set Form \"mine.yaml\"\nTap only\nExpect focus only\n".write(toFile: tape, atomically: true, encoding: .utf8)
        let result = try KbsimBinary.runInShell("play - < '\(tape)'", in: directory.path)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("expect ok: Expect focus only"))
    }

    @Test("a tape file that never ends is refused at the size limit instead of being read for ever")
    func endlessTape() throws {
        let result = try KbsimBinary.run(["play", "/dev/zero"])
        #expect(result.status == 2)
        #expect(result.output == "/dev/zero: the file has more than 16777216 bytes — tapes are limited to 16 MiB\n")
    }

    @Test("the same tape gives the same bytes on every run")
    func sameBytes() throws {
        let path = KbsimBinary.repositoryPath("Forms/signup-walkthrough.tape")
        let first = try KbsimBinary.run(["play", "--json", path]), second = try KbsimBinary.run(["play", "--json", path])
        #expect(first.output == second.output)
        #expect(first.output.count > 1000)
    }

    @Test("a malformed tape or an unknown field exits 2 with file:line:column")
    func badTapes() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let unknownField = directory.appendingPathComponent("field.tape").path
        try "Tap emial\n".write(toFile: unknownField, atomically: true, encoding: .utf8)
        let fieldResult = try KbsimBinary.run(["play", unknownField])
        #expect(fieldResult.status == 2)
        #expect(fieldResult.output.hasPrefix("\(unknownField):1:5: unknown field 'emial' (did you mean 'email'?)"))
        let badCommand = directory.appendingPathComponent("command.tape").path
        try "Tap email\nTpye \"x\"\n".write(toFile: badCommand, atomically: true, encoding: .utf8)
        let commandResult = try KbsimBinary.run(["play", badCommand])
        #expect(commandResult.status == 2)
        #expect(commandResult.output.hasPrefix("\(badCommand):2:1:"))
        #expect(commandResult.output.contains("unknown command 'Tpye' (did you mean 'Type'?)"))
        let missingForm = directory.appendingPathComponent("form.tape").path
        try "Set Form \"nowhere.yaml\"\n".write(toFile: missingForm, atomically: true, encoding: .utf8)
        let formResult = try KbsimBinary.run(["play", missingForm])
        #expect(formResult.status == 2)
        #expect(formResult.output.hasPrefix("\(missingForm):1:10: nowhere.yaml: no such file"))
    }

}

/// `kbsim play --watch`: the tape drives the terminal front at real speed — in tmux for the
/// terminal given back at its end, driven by `SessionPilot` on made-up time for what it shows.
@Suite("kbsim play --watch", .timed)
struct WatchTests {
    @Test("the replay types into the form by itself and ends on its own, restoring the terminal")
    func replayRunsToTheEnd() throws {
        let tmux = try TmuxSession(width: 80, height: 24)
        let tape = KbsimBinary.repositoryPath("Forms/strategy-none.tape")
        try tmux.startKbsim("play --watch --speed 2 '\(tape)'")
        try tmux.waitFor { $0.contains { $0.contains("[typed blind") } || $0.contains { $0.contains("focus    notes") } }
        let screen = try tmux.waitFor(timeout: 15) { $0.contains("exit=0") }
        #expect(screen.contains { $0.hasPrefix("PROMPT$") })
        #expect(try tmux.paneVariable("alternate_on") == "0")
    }

    @Test("--watch starts from the same configuration as the headless run: Set InputMethods types the same Cyrillic")
    func watchHonoursTheTapesConfiguration() throws {
        let tape = KbsimBinary.repositoryPath("Tests/Fixtures/tapes/input-methods-set.tape")
        let headless = try KbsimBinary.run(["play", tape])
        #expect(headless.status == 0, "the tape's own Expect value must pass headless:\n\(headless.output)")

        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let valuesPath = directory.appendingPathComponent("values.json").path
        let pilot = SessionPilot(["play", "--watch", "--speed", "4", "--output", valuesPath, tape], width: 80, height: 24)
        #expect(try pilot.waitForExit() == 0)
        let watched = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: valuesPath)))
        let values = try #require(watched as? [String: Any])
        #expect(values["fullName"] as? String == "Иван", "the watched replay typed with other input methods: \(values)")
    }

    @Test("the footer of a watched replay lists the replay's keys (Space pause, step, quit), not the interactive ones")
    func replayFooter() throws {
        let tape = KbsimBinary.repositoryPath("Forms/signup-walkthrough.tape")
        let pilot = SessionPilot(["play", "--watch", tape], width: 80, height: 24)
        let screen = try pilot.waitFor { $0.contains { $0.contains("focus    email") } }
        let footer = try #require(screen.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(footer.contains("Space pause") && footer.contains("F7 step") && footer.contains("^C quit"), "\(footer)")
        #expect(!screen.contains { $0.contains("Tab/S-Tab") || $0.contains("Esc resign") })
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)
    }

    @Test("Space pauses the replay and resumes it; Ctrl-C quits")
    func pauseAndQuit() throws {
        let tape = KbsimBinary.repositoryPath("Forms/signup-walkthrough.tape")
        let pilot = SessionPilot(["play", "--watch", tape], width: 80, height: 24)
        try pilot.waitFor { $0.contains { $0.contains("focus    email") } }
        try pilot.press("Space")
        let paused = pilot.capture()
        pilot.advance(by: 0.7)
        #expect(pilot.capture() == paused, "nothing may move while paused")
        try pilot.press("Space")
        try pilot.waitFor { !$0.contains { $0.contains("focus    email") } }
        try pilot.press("C-c")
        #expect(pilot.exitStatus == 130)
    }
}

/// `kbsim play --compare-strategies` / `--compare-eras`: one tape, several variants, one row each.
@Suite("kbsim play compare runs", .timed)
struct CompareCommandTests {
    @Test("--compare-strategies prints a row per strategy and exits 1 naming the strategy whose Expect failed")
    func strategies() throws {
        let tape = KbsimBinary.repositoryPath("Forms/strategy-inset.tape")
        let result = try KbsimBinary.run(["play", tape, "--compare-strategies", "inset,none"])
        #expect(result.status == 1)
        #expect(result.output.contains("          inset  notes visible, offset 24, inset 10, keyboard {0,11,39,10}"))
        #expect(result.output.contains("          none   notes covered (1 row, 10 too low), offset 14, inset 0, keyboard {0,11,39,10}"))
        #expect(result.output.contains("none: \(tape):13:1: expectation failed: Expect visible notes"))
        #expect(!result.output.contains("inset: \(tape)"))
    }

    @Test("bad compare lists are refused with the reason, and a compare run records no cast")
    func refusals() throws {
        let tape = KbsimBinary.repositoryPath("Forms/strategy-inset.tape")
        let cases: [([String], String)] = [
            (["--compare-strategies", "inset"], "--compare-strategies takes 2 to 4 values, found 1"),
            (["--compare-strategies", "inset,insets"], "--compare-strategies: unknown value 'insets' — valid: none, resize, inset, extend, slide, auto"),
            (["--compare-eras", "7,7"], "--compare-eras: '7' is listed twice"),
            (["--compare-eras", "3,7", "--compare-strategies", "none,auto"], "cannot be combined"),
            (["--compare-eras", "3,7", "--cast", "/tmp/never.cast"], "--cast records one phone"),
        ]
        for (arguments, message) in cases {
            let result = try KbsimBinary.run(["play", tape] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.output.contains(message), "\(arguments): \(result.output)")
        }
    }
}

/// `--speed` and `--size`: refused with the reason and the limits, never silently ignored.
@Suite("kbsim play and lesson: speed and size", .timed)
struct SpeedAndSizeTests {
    @Test("a speed or a size out of its limits, or --speed without --watch, exits 2 saying why", arguments: [
        (["--speed", "-1", "--watch"], "--speed must be greater than 0 (e.g. 0.5, 2)"),
        (["--speed=-1", "--watch"], "--speed must be greater than 0 (e.g. 0.5, 2)"),
        (["--speed", "0", "--watch"], "--speed must be greater than 0 (e.g. 0.5, 2)"),
        (["--speed", "inf", "--watch"], "--speed must be greater than 0 (e.g. 0.5, 2)"),
        (["--speed", "2"], "--speed needs --watch"),
        (["--size", "10x5"], "--size must be at least 41x20 and at most 1000x1000 (columns x rows), not 10x5"),
        (["--size", "0x0"], "--size must be at least 41x20 and at most 1000x1000 (columns x rows), not 0x0"),
        (["--size", "99999x99999"], "--size must be at least 41x20 and at most 1000x1000 (columns x rows), not 99999x99999"),
        (["--size", "80by24"], "--size takes COLSxROWS, such as 80x24, not '80by24'"),
    ])
    func refused(_ arguments: [String], _ message: String) throws {
        let tape = KbsimBinary.repositoryPath("Forms/strategy-inset.tape")
        let result = try KbsimBinary.run(["play", tape] + arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.output.contains(message), "\(arguments): \(result.output)")
        #expect(!result.output.contains("Missing value"))
    }

    @Test("the smallest and the largest size are drawn at their size")
    func limitsAccepted() throws {
        let tape = KbsimBinary.repositoryPath("Forms/strategy-inset.tape")
        for size in ["41x20", "1000x1000"] {
            let result = try KbsimBinary.run(["play", tape, "--size", size])
            #expect(result.status == 0, "\(size): \(result.output)")
        }
    }

    @Test("kbsim lesson refuses a negative speed with the reason")
    func lessonSpeed() throws {
        let result = try KbsimBinary.run(["lesson", "1", "--speed", "-2"])
        #expect(result.status == 2)
        #expect(result.output.contains("--speed must be greater than 0 (e.g. 0.5, 2)"), "\(result.output)")
    }

    @Test("a tape's Set Size below 41x20 is refused at its line and column")
    func tapeSize() throws {
        let directory = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("small.tape").path
        try "Set Size 10x5\nTab\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try KbsimBinary.run(["play", path])
        #expect(result.status == 2)
        #expect(result.output.contains("small.tape:1:10: bad size '10x5' — the terminal must be at least 41x20 and at most 1000x1000"), "\(result.output)")
    }
}
