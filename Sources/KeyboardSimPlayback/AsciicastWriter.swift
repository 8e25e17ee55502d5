import KeyboardSim
import KeyboardSimRender

/// Builds an asciicast v2 recording, asciinema's file format, from timed canvases and markers.
///
/// The header leaves out the timestamp and times are whole microseconds that never go back,
/// so the same frames always give the same bytes: a cast can be compared in a test or a diff.
package struct AsciicastWriter: Sendable {
    /// The recording so far: the header line, one line per event, each ending in a newline, and
    /// last the output that gives the viewer's terminal back as it was found — the cursor shown,
    /// the plain rendition (`AnsiFrameWriter.endingSequence`) — at the time of the last event.
    /// `asciinema play` writes a cast to the viewer's own terminal, whose shell goes on after it.
    package var text: String {
        let ending = frames.endingSequence
        guard !ending.isEmpty else { return recorded }
        return recorded + Self.event(DecimalText.fixed(lastMicroseconds, decimals: 6), code: "o", data: ending)
    }

    /// The header line and the events so far.
    private var recorded: String

    private var frames: AnsiFrameWriter
    /// The terminal size the player has at this point of the recording.
    private var size: Size
    private var lastMicroseconds = 0

    /// Starts a recording for a terminal of `size` cells; `colors` false records attributes only.
    package init(size: Size, title: String, colors: Bool = true) {
        self.size = size
        self.frames = AnsiFrameWriter(colors: colors)
        self.recorded = "{\"version\": 2, \"width\": \(size.width), \"height\": \(size.height), "
            + "\"title\": \(JSONText.quote(VisibleText.line(title))), \"env\": {\"TERM\": \"xterm-256color\"}}\n"
    }

    /// Adds the output that turns the previous frame into `canvas`; no event when nothing changed.
    ///
    /// A canvas of another size first resizes the player's terminal ("r" event), then is drawn in full.
    package mutating func addFrame(_ canvas: Canvas, at time: Double) {
        if canvas.size != size {
            size = canvas.size
            addEvent(code: "r", data: "\(size.width)x\(size.height)", at: time)
        }
        let output = frames.transition(to: canvas)
        if !output.isEmpty { addEvent(code: "o", data: output, at: time) }
    }

    /// Adds a marker, a labelled moment that players list and let the viewer jump to.
    ///
    /// The title and the markers are shown as text by players (some print them on the terminal
    /// they play on), so their control characters are spelt out, as the frames' are dropped.
    package mutating func addMarker(_ label: String, at time: Double) {
        addEvent(code: "m", data: VisibleText.line(label), at: time)
    }

    private mutating func addEvent(code: String, data: String, at time: Double) {
        recorded += Self.event(timestamp(time), code: code, data: data)
    }

    /// An event's line.
    private static func event(_ timestamp: String, code: String, data: String) -> String {
        "[\(timestamp), \"\(code)\", \(JSONText.quote(data))]\n"
    }

    /// `time` in seconds with six decimals, never before the previous event: a player plays
    /// events in file order, and an event stamped earlier would only confuse its timeline.
    private mutating func timestamp(_ time: Double) -> String {
        if time.isFinite {
            // The upper bound keeps the product inside Int; it is some 30,000 years of recording.
            let microseconds = Int((min(max(time, 0), 1e12) * 1_000_000).rounded())
            lastMicroseconds = max(lastMicroseconds, microseconds)
        }
        return DecimalText.fixed(lastMicroseconds, decimals: 6)
    }
}
