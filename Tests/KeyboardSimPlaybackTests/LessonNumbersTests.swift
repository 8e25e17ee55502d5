import KeyboardSimPlayback
import Testing
import TestTiming

/// Issue 35 §2: a number the narration gives is the run's own. The rule is simple on purpose: a
/// `Say` that writes `offset N`, `inset N` or `origin N` (a minus sign may be − or -) has an
/// `Expect offset N`, `Expect inset N` or `Expect origin N` in its own step, the lines up to its `Pause`.
@Suite("Lessons' numbers are checked where they are said", .timed)
struct LessonNumbersTests {
    /// A number the narration claims: what it measures and its value.
    struct Claim: Hashable, CustomStringConvertible {
        let kind: String
        let value: Int
        var description: String { "\(kind) \(value)" }
    }

    /// The claims `text` makes: each `offset N`, `inset N` or `origin N` in it.
    static func claims(in text: String) -> [Claim] {
        let normalised = String(text.map { $0 == "\u{2212}" ? "-" : $0 })
        let pattern = #/\b(offset|inset|origin) (-?[0-9]+)\b/#
        return normalised.matches(of: pattern).compactMap { match in
            Int(match.output.2).map { Claim(kind: String(match.output.1), value: $0) }
        }
    }

    /// The claims each step of `source` checks with its Expect lines.
    static func checked(_ expectations: [KeyboardSimPlayback.Expectation]) -> Set<Claim> {
        Set(expectations.compactMap { expectation in
            switch expectation {
            case .offset(let rows): Claim(kind: "offset", value: rows)
            case .inset(let rows): Claim(kind: "inset", value: rows)
            case .origin(let rows): Claim(kind: "origin", value: rows)
            default: nil
            }
        })
    }

    /// Every claim in `source`'s narration that its step does not check, as `line: claim`.
    static func unchecked(_ source: String, path: String) throws -> [String] {
        let tape = try TapeParser.parse(source, path: path)
        var steps: [(line: Int, text: String, expectations: [KeyboardSimPlayback.Expectation])] = []
        var open = false
        for command in tape.commands {
            switch command.action {
            case .say(let text):
                steps.append((command.line, text, []))
                open = true
            case .pause: open = false
            case .expect(let expectation): if open { steps[steps.count - 1].expectations.append(expectation) }
            default: break
            }
        }
        return steps.flatMap { step in
            let checked = Self.checked(step.expectations)
            return Self.claims(in: step.text).filter { !checked.contains($0) }.map { "\(step.line): \($0)" }
        }
    }

    @Test("every offset, inset and origin a lesson's Say gives is checked by an Expect in its step", arguments: BundledLessons.all.map(\.fileName))
    func everyNumberIsChecked(fileName: String) throws {
        let lesson = try #require(BundledLessons.named(fileName))
        #expect(try Self.unchecked(lesson.source, path: fileName) == [], "\(fileName)")
    }

    @Test("the rule reads − and - alike and fails a number no Expect of the step checks")
    func ruleCatchesAnUncheckedNumber() throws {
        #expect(Self.claims(in: "the origin goes to origin −10 (offset 24, inset 0)") ==
                [Claim(kind: "origin", value: -10), Claim(kind: "offset", value: 24), Claim(kind: "inset", value: 0)])
        let wrong = "Say \"Notes rises: offset 24.\"\nExpect offset 14\nPause\nSay \"inset 10\"\nPause\nExpect inset 10\n"
        #expect(try Self.unchecked(wrong, path: "wrong.tape") == ["1: offset 24", "4: inset 10"])
        let right = "Say \"Notes rises: offset 24.\"\nExpect offset 24\nPause\n"
        #expect(try Self.unchecked(right, path: "right.tape") == [])
    }
}
