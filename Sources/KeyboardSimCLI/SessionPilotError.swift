/// What `SessionPilot` could not do: a key it has no name for, or a screen that never showed what was awaited.
package struct SessionPilotError: Error, CustomStringConvertible {
    /// What went wrong, with the screen when one was awaited.
    package let message: String
    package var description: String { message }
}
