import KeyboardSimRender

/// What the terminal reports, as the decoder gives it: the session model's input, defined beside
/// it (`KeyboardSimRender.TerminalEvent`), so the model needs nothing of the terminal's module.
package typealias TerminalEvent = KeyboardSimRender.TerminalEvent
