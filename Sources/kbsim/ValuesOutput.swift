import Foundation
import KeyboardSim

/// Hands the field values back: to standard output, or atomically to a file.
enum ValuesOutput {
    /// Writes `values` as JSON to `path` (temp file + rename), or to standard output when nil.
    static func write(_ values: FieldValues, to path: String?) throws {
        guard let path else {
            writeStandard(values.json)
            return
        }
        do {
            try Data(values.json.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            // The values must not be lost: fall back to standard output.
            writeStandard(values.json)
            throw CommandFailure(message: "\(path): cannot write the values (\(error.localizedDescription)); printed them instead")
        }
    }
}
