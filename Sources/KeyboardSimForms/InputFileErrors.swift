import KeyboardSim

/// Every error found in one input file (a form, a tape), in the order they were found: what
/// `kbsim check` prints, so that one run shows all there is to fix rather than one error a run.
///
/// Readers go on after an error wherever what follows can still be read on its own (another key,
/// another field, another tape line); an error that leaves nothing sound to read on from (a YAML
/// syntax error, a file that is not UTF-8) is the only one.
package struct InputFileErrors: Error, Hashable, Sendable, CustomStringConvertible {
    /// The errors, never empty, in the order the reader found them.
    package let errors: [InputFileError]

    /// How many errors `description` prints before it only counts the rest.
    package static let printedLimit = 20

    /// The errors of one file; `first` keeps the list from being empty.
    package init(_ first: InputFileError, _ more: [InputFileError] = []) {
        errors = [first] + more
    }

    /// The first error found, which readers that stop at one throw.
    package var first: InputFileError { errors[0] }

    /// One `path:line:column: message` line per error, up to `printedLimit`, then how many more
    /// there are ("… and 3 more errors"); no newline at the end.
    package var description: String {
        var lines = errors.prefix(Self.printedLimit).map(\.description)
        let rest = errors.count - Self.printedLimit
        if rest > 0 { lines.append("… and \(rest) more \(rest == 1 ? "error" : "errors")") }
        return lines.joined(separator: "\n")
    }
}
