import Testing
@testable import KeyboardSim
import KeyboardSimForms
import TestTiming

@Suite("Validation patterns that would backtrack for ever", .timed)
struct ValidationPatternTests {
    @Test("a repetition of a group that repeats inside is found at its quantifier", arguments: [
        ("^A(a+)+$", 6), ("(\\d*)*", 5), ("(x{2,})+", 7), ("((ab)*c?)+", 9), ("(?:[a-z]+\\.)*x", 12), ("(a{1,3}){2,}", 8),
    ])
    func nestedRepetitionFound(_ pattern: String, _ offset: Int) {
        #expect(ValidationPattern.nestedRepetition(in: pattern) == offset)
    }

    @Test("patterns without that nesting pass, however many quantifiers they have", arguments: [
        "^[^@]+@[^@]+$", "^.{8,}$", "^([0-9]{4})$", "^(ab)+$", "(a+)?", "[(a+)]+", "\\(a+\\)+", "^[0-9]*[.,]?[0-9]+$", "(a{2})+",
    ])
    func plainPatternsPass(_ pattern: String) {
        #expect(ValidationPattern.nestedRepetition(in: pattern) == nil)
    }

    @Test("a form whose validate nests repetitions is refused at the pattern's line and column (it used to hang kbsim play)")
    func formRefused() {
        let source = """
            title: ReDoS
            fields:
              - name: code
                validate: '^A(a+)+$'
            """
        #expect {
            _ = try FormLoader.parse(source, path: "redos.yaml")
        } throws: { error in
            let description = String(describing: error)
            return description.hasPrefix("redos.yaml:4:15:") && description.contains("exponential")
        }
    }
}
