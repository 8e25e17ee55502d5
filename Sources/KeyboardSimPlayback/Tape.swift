import KeyboardSim

/// A parsed playback script: its commands in order, each with where it was written.
package struct Tape: Hashable, Sendable {
    /// The file the tape came from, as given (used in messages).
    package var path: String
    /// The commands in order: the `Set` prelude, then the body.
    package var commands: [TapeCommand] {
        didSet { firstActionIndex = Self.firstActionIndex(of: commands) }
    }
    /// Where the body starts: the index of the first command that is not a `Set` (the count when
    /// there is none). The `Set` lines before it are the prelude, the tape's starting settings; a
    /// `Set` after it is a change applied during the run. Decided here, once, in one pass, so that
    /// the settings, the player and its checks read one answer.
    package private(set) var firstActionIndex: Int

    /// Creates a tape.
    package init(path: String, commands: [TapeCommand]) {
        self.path = path
        self.commands = commands
        firstActionIndex = Self.firstActionIndex(of: commands)
    }

    /// The `Set` lines before the first action: the settings the tape starts with.
    package var prelude: ArraySlice<TapeCommand> { commands[..<firstActionIndex] }

    /// Everything from the first action on; a `Set` here changes a setting during the run.
    package var body: ArraySlice<TapeCommand> { commands[firstActionIndex...] }

    private static func firstActionIndex(of commands: [TapeCommand]) -> Int {
        commands.firstIndex { if case .set = $0.action { false } else { true } } ?? commands.count
    }
}

/// One line of a tape: what to do, and where it stands in the file.
package struct TapeCommand: Hashable, Sendable {
    /// What the command does.
    package var action: TapeAction
    /// 1-based line of the command.
    package var line: Int
    /// 1-based column where the command starts.
    package var column: Int
    /// The source line without its comment, for messages ("Expect focus email"). The text of an
    /// `Expect value` line is written as transcripts write strings (a JSON string), whatever quotes
    /// or escapes the tape used, so that it reads as what is compared. (A secure field's line is
    /// written anew by the player, from what it means.)
    package var source: String
    /// The 1-based column of each word and string of the line, the command's own first, as the
    /// parser found them (`source` is not always spelt as written); empty for a command built in code.
    package var argumentColumns: [Int]

    /// Creates a command.
    package init(action: TapeAction, line: Int, column: Int, source: String, argumentColumns: [Int] = []) {
        self.action = action
        self.line = line
        self.column = column
        self.source = source
        self.argumentColumns = argumentColumns
    }

    /// The 1-based column of the line's `index`th word (0 is the command's own: `Set Strategy NAME`
    /// has NAME at 2), as parsed; the command's column when the parser did not say.
    package func column(ofArgument index: Int) -> Int {
        argumentColumns.indices.contains(index) ? argumentColumns[index] : column
    }
}

/// What a tape command does.
package enum TapeAction: Hashable, Sendable {
    case set(TapeSetting)
    /// `Tap email`
    case tapField(String)
    /// `Tap background`
    case tapBackground
    /// `Tap key "return"`
    case tapKey(String)
    /// `Type "hello"`, typed one grapheme per TypingSpeed (`speed` overrides it: `Type@10ms`).
    case type(String, speed: Double?)
    /// `Paste "two\nlines"`: the text pasted into the focused field in one edit, as it is.
    case paste(String)
    /// `Receive "text"`: a message arrives in a chat screen's list (`content: messages`).
    case receive(String)
    /// `Enter`, `Backspace 3`, `Ctrl+W`, … pressed `count` times.
    case key(KeyPress, count: Int, speed: Double?)
    /// `Scroll 3` / `Scroll -3`: the mouse wheel, in rows (kbsim's addition, for recorded sessions).
    case scroll(Int)
    /// `Drag from 20,10 to 20,30 over 300ms`: a finger dragged in a straight line between two points
    /// of the phone's screen (0-based column and row, as a screenshot's lines count them); no
    /// duration written is `Tape.defaultDragDuration`.
    case drag(from: Point, to: Point, duration: Double?)
    /// `Rotate landscape`
    case rotate(Orientation)
    /// `Globe`: the next input method.
    case globe
    /// `Sleep 300ms`, in seconds.
    case sleep(Double)
    /// `Screenshot [name]`
    case screenshot(String?)
    case expect(Expectation)
    /// `Say "text"`: narration for the teaching panel.
    case say(String)
    /// `Pause`: a lesson waits here for the learner; a headless run goes straight on.
    case pause
}

/// A `Set` line.
package enum TapeSetting: Hashable, Sendable {
    /// `Set Form "Forms/signup.yaml"`: a path (relative to the tape's folder, then the current
    /// one) or a bundled form's name.
    case form(String)
    case strategy(StrategyID)
    case era(Era)
    /// `Set Size 80x24`: the terminal size in cells.
    case size(Size)
    /// `Set PhoneSize 80x24`: the phone is laid out as in a terminal of this size, whatever the
    /// terminal it is drawn in (a lesson's numbers then hold at every size).
    case phoneSize(Size)
    /// `Set TypingSpeed 50ms`, in seconds.
    case typingSpeed(Double)
    case orientation(Orientation)
    /// `Set InputMethods en,ru,ja`
    case inputMethods([String])
    /// `Set Pitfalls on|off`
    case pitfalls(Bool)
    /// `Set Device iphone-15`: the phone simulated (`kbsim devices`), `default` for kbsim's own.
    case device(DeviceChoice)
    /// `Set Seed 7`: the session's seed, which fixes the out-of-process keyboard's delays (eras 17, 26).
    case seed(UInt64)
    /// `Set PlaybackSpeed 0.5`: how many times faster than real time the tape plays when watched
    /// (`kbsim lesson`, `kbsim play --watch`), unless `--speed` says otherwise; headless it changes nothing.
    case playbackSpeed(Double)
}

/// An `Expect` line: a claim about the simulated device at that moment.
package enum Expectation: Hashable, Sendable {
    /// `Expect focus email` / `Expect focus none` (nil)
    case focus(String?)
    /// `Expect keyboard shown` (true) / `hidden` (false)
    case keyboard(shown: Bool)
    /// `Expect visible email`
    case visible(String)
    /// `Expect visible email at 12`: fully visible with its top on screen row 12, as shown now
    /// (what did not move, or where it moved to: a field or the footer).
    case visibleAt(String, row: Int)
    /// `Expect covered email`
    case covered(String)
    /// `Expect value email "text"`
    case value(field: String, text: String)
    /// `Expect event keyboardDidShow`: posted since the last line that gave input (see `EventWindow`),
    /// after the event the previous `Expect event` found since then.
    case event(SimEvent.Kind)
    /// `Expect no event keyboardWillShow`: not posted since the last line that gave input.
    case noEvent(SimEvent.Kind)
    /// `Expect inset 10`: the scroll view's contentInset.bottom, in rows, as on screen now.
    case inset(Int)
    /// `Expect indicatorInset 5`: the scroll view's scrollIndicatorInsets.bottom, in rows, as on screen now.
    case indicatorInset(Int)
    /// `Expect offset 4`: the scroll view's contentOffset.y, in rows, as on screen now.
    case offset(Int)
    /// `Expect origin -10`: the y of the root view's origin in screen rows, as on screen now (the
    /// transcripts' `viewOrigin`; a sliding strategy moves it, 0 is where it rests).
    case origin(Int)
    /// `Expect caret visible notes`: the caret's row of text view `notes`, being edited, is on
    /// screen above the keyboard and inside the scroll view, as shown now.
    case caretVisible(String)
    /// `Expect pitfall shrinksTwice`: the pitfall bit since the last line that gave input.
    case pitfall(Pitfall)
    /// `Expect no pitfall`: no pitfall bit since the last line that gave input.
    case noPitfall
}
