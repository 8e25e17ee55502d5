import KeyboardSim

/// Everything one frame shows: the phones and where they go, and what the session lays over them.
/// The session (or a replay) says what to show; `Renderer.draw` only draws it.
package struct Scene {
    /// The phones, side by side as the layout places them, each under its label (a strategy, an
    /// era) when compared; the event log is the first phone's.
    package var phones: [(label: String?, simulator: Simulator)]
    /// Where everything is on the terminal.
    package var layout: TerminalLayout
    /// Secure text stays bullets throughout (anything written to a file or replayed).
    package var concealingSecrets = false
    /// The keys the help line lists, when no timeline takes its row.
    package var keyMap = KeyMap.interactive
    /// Time control's line, which takes the help line's row while time control is in use.
    package var timeline: TimelineLine?
    /// The help over all but the help line's row, while it is open.
    package var help: HelpOverlay?
    /// What the narration pane shows, for a narrated tape.
    package var narration: Narration?
    /// A cast's `Say`, written over the last rows.
    package var subtitle: String?
    /// A recording's caption of the keys pressed, at the top right.
    package var keys: String?
    /// Where the session's selection is in the event log: when the log has it and the layout has
    /// no event log pane (the compact pane below 100 columns), the log takes the whole terminal.
    package var logCursor = EventLogCursor()
    /// Whether the why panel shows the steps or the code, and how far it is scrolled.
    package var whyPanel = WhyPanelState()

    /// A frame of `phones` laid out as `layout`, with whatever else it shows.
    package init(comparing phones: [(label: String?, simulator: Simulator)], layout: TerminalLayout,
                 concealingSecrets: Bool = false, keyMap: KeyMap = .interactive, timeline: TimelineLine? = nil,
                 help: HelpOverlay? = nil, narration: Narration? = nil, subtitle: String? = nil, keys: String? = nil,
                 logCursor: EventLogCursor = EventLogCursor(), whyPanel: WhyPanelState = WhyPanelState()) {
        self.phones = phones
        self.layout = layout
        self.concealingSecrets = concealingSecrets
        self.keyMap = keyMap
        self.timeline = timeline
        self.help = help
        self.narration = narration
        self.subtitle = subtitle
        self.keys = keys
        self.logCursor = logCursor
        self.whyPanel = whyPanel
    }

    /// A frame of one phone, `simulator`'s, laid out as `layout`, with whatever else it shows.
    package init(_ simulator: Simulator, layout: TerminalLayout, concealingSecrets: Bool = false,
                 keyMap: KeyMap = .interactive, timeline: TimelineLine? = nil, help: HelpOverlay? = nil,
                 narration: Narration? = nil, subtitle: String? = nil, keys: String? = nil,
                 logCursor: EventLogCursor = EventLogCursor(), whyPanel: WhyPanelState = WhyPanelState()) {
        self.init(comparing: [(nil, simulator)], layout: layout, concealingSecrets: concealingSecrets, keyMap: keyMap,
                  timeline: timeline, help: help, narration: narration, subtitle: subtitle, keys: keys,
                  logCursor: logCursor, whyPanel: whyPanel)
    }
}
