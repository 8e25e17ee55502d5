import Foundation
import KeyboardSim

/// Hands the field values back: to standard output, or atomically to a file.
enum ValuesOutput {
    /// Writes `values` as JSON to `path` (temp file + rename), or to standard output when nil.
    static func write(_ values: FieldValues, to path: String?) throws {
        let data = Data(values.json.utf8)
        guard let path else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            // The values must not be lost: fall back to standard output.
            FileHandle.standardOutput.write(data)
            throw CommandFailure(message: "\(path): cannot write the values (\(error.localizedDescription)); printed them instead")
        }
    }
}
