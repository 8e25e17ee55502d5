/// The errors a reader has found so far, collected as it goes on past each one (see
/// `InputFileErrors`). A class, so that a reader's non-mutating methods can add to it.
package final class ErrorCollector {
    /// An empty collection.
    package init() {}

    /// What has been collected, in the order it was found.
    package private(set) var errors: [InputFileError] = []

    /// Runs `body`, keeping the error it throws instead of passing it on; whether it succeeded.
    @discardableResult
    package func collecting(_ body: () throws(InputFileError) -> Void) -> Bool {
        do {
            try body()
            return true
        } catch {
            errors.append(error)
            return false
        }
    }

    /// Adds an error found without a throw.
    package func add(_ error: InputFileError) {
        errors.append(error)
    }

    /// Throws everything collected, if anything was.
    package func throwIfAny() throws(InputFileErrors) {
        guard let first = errors.first else { return }
        throw InputFileErrors(first, Array(errors.dropFirst()))
    }
}
