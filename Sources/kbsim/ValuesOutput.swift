import Foundation
import KeyboardSim

/// Hands the field values back: to standard output, or to a file (see `OutputFile`).
enum ValuesOutput {
    /// Writes `values` as JSON to `path`, or to standard output when nil.
    static func write(_ values: FieldValues, to path: String?) throws {
        guard let path else {
            writeStandard(values.json)
            return
        }
        do {
            try OutputFile(path: path, contents: "the values").write(values.json)
        } catch {
            // The values must not be lost: fall back to standard output.
            writeStandard(values.json)
            throw CommandFailure(message: "\(error); printed them instead")
        }
    }
}
