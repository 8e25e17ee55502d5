import ArgumentParser
import Foundation
import KeyboardSim

/// `kbsim glossary`: every word the lessons, the inspector and the why panel use, each with one
/// short definition, wrapped at words to the output's width (the F1 help shows the same list).
struct GlossaryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glossary",
        abstract: "Every term the lessons, the inspector and the why panel use, with a short definition (also under F1, Tab).")

    func run() throws {
        try writeStandard(Self.text(width: OutputWidth.columns(of: STDOUT_FILENO)))
    }

    /// The glossary at `width` columns: each term on a line of its own, its definition below it,
    /// indented and wrapped at spaces.
    static func text(width: Int) -> String {
        let lines = Glossary.entries.flatMap { entry in
            OutputWidth.wrap(entry.term, width: width, indent: 2) + OutputWidth.wrap(entry.definition, width: width, indent: 4, lead: "    ")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
