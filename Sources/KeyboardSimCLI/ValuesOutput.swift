import Foundation
import KeyboardSim

/// Hands the field values back: to standard output, or to a file (see `OutputFile`).
enum ValuesOutput {
    /// Writes `values` as JSON to `path`, or to standard output when nil.
    static func write(_ values: FieldValues, to path: String?) throws {
        guard let path else {
            return try writeStandard(values.json)
        }
        do {
            try OutputFile(path: path, contents: "the values").write(values.json)
        } catch let fileFailure {
            // The values must not be lost: fall back to standard output.
            do {
                try writeStandard(values.json)
            } catch {
                throw CommandFailure(message: "\(fileFailure), and \(error.message)")
            }
            throw CommandFailure(message: "\(fileFailure); printed them instead")
        }
    }
}
