import ArgumentParser
import KeyboardSim
import KeyboardSimPlayback

/// `kbsim lesson NAME`: plays a bundled lesson in the terminal, its narration beside the phone,
/// waiting for the learner at every `Pause`.
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: "Play a bundled lesson in this terminal (see `kbsim lessons`).",
        discussion: """
        At a pause Space or Enter goes on, F7 steps event by event (and a slide a quarter at a time), \
        F8 goes back to the step's start (there, to the previous step), F4 opens the event log, and \
        any other key, click or Tab takes the phone: your turn, until F5 gives it back to the lesson. \
        Space or F5 holds a playing lesson. At the end the final screen stays (going on does nothing \
        more); Ctrl-C or F10 quit.

        The phone is drawn as in the 80x24 terminal the lesson pins (Set PhoneSize), so what the \
        lesson says of it holds in every terminal of that size or larger; a smaller one shows a notice.

        With --compare-strategies, --compare-eras or --compare-devices the lesson plays on a phone per variant side by \
        side, its narration below them: each pause holds every phone, and the lesson's own Set \
        Strategy (or Set Era, Set Device) lines are passed over, so each phone keeps the one it is compared in. \
        A terminal too small for the phones says how large it must be.

        With --device the lesson plays on that phone (`kbsim devices`): its screen keeps the cells \
        of the 80x24 terminal the lesson pins, the device's points spread over them, and its keyboard \
        never has fewer rows than its keys, the QuickType bar and the home indicator need, so the \
        phone fits wherever the lesson does. A lesson was written on its own phone (kbsim's own; \
        lessons 8 and 9 on the iPhone 15 their form names): the numbers its narration quotes and its Expect \
        lines hold there, so on another device it plays to its end and gives no verdict. --compare-devices shows the lesson on several phones side by side.
        """
    )

    @Argument(help: "The lesson: its number (3), its name (inset) or both (3-inset).", completion: ArgumentCompletion.lessons)
    var name: String

    // Unconditional: `--speed -1` reads -1 as the value (and refuses it with the reason), not as an option.
    @Option(parsing: .unconditional, help: "How many times faster than real time to play the lesson (above 0, e.g. 0.5 or 2); default: the lesson's Set PlaybackSpeed, else 1.")
    var speed: Double?

    @Option(help: "Also write the lesson as an asciicast v2 file, each Say a marker and a subtitle.", completion: ArgumentCompletion.output)
    var cast: String?

    @Option(help: "Play the lesson on this phone: a name `kbsim devices` lists, or default (kbsim's own). The lesson plays to its end; its Expect lines and the numbers it quotes hold only on the phone it was written on (default; lessons 8 and 9: iphone-15).",
            completion: ArgumentCompletion.devices)
    var device: DeviceChoice?

    @OptionGroup var compare: CompareOptions

    @OptionGroup var handlerTimeout: HandlerTimeoutOption

    func validate() throws {
        if let speed { try ReplaySpeed.check(speed) }
        if device != nil, try compare.variants().contains(where: \.isDevice) {
            throw ValidationError("--device and --compare-devices cannot be combined: the compared devices are the phones")
        }
        if try !compare.variants().isEmpty, cast != nil {
            throw ValidationError("--cast records one phone; a compared lesson shows its phones in this terminal")
        }
    }

    func run() throws {
        try tapeRun().run()
    }

    /// The lesson's run as the arguments describe it; `SessionPilot` watches the same one.
    func tapeRun() throws -> TapeRun {
        let lesson = try LessonsCommand.lesson(named: name)
        let path = "Lessons/\(lesson.fileName)"
        let (tape, form) = try BundledTape.read(lesson.source, path: path)
        var configuration = SessionConfiguration(form: form, tape: tape, strategies: RegisteredStrategies.catalogue(folder: nil, timeout: handlerTimeout.seconds))
        if let device { configuration.device = device }
        // Written on its own phone: elsewhere its Expect lines measure another screen.
        let onItsOwnPhone = configuration.effectiveDevice == SessionConfiguration(form: form, tape: tape).effectiveDevice
        return TapeRun(tape: tape, name: path, configuration: configuration, command: "lesson", keepGoing: !onItsOwnPhone,
                       hasVerdict: onItsOwnPhone, watch: true, speed: ReplaySpeed.of(speed, tape: tape), cast: cast, writesValues: false,
                       variants: try compare.variants(), isLesson: true)
    }
}
