import KeyboardSim

/// Draws the whole frame — phone, form, keyboard, side pane, help line — into a canvas.
public enum Renderer {
    /// The keys listed on the help line.
    public static let helpText =
        "Tab/S-Tab field · Esc resign · ^R rotate · F2 era · F3 strategy · ^C quit"
    /// The help line when the globe key has somewhere to go: Ctrl-Space is listed (80 columns at most).
    public static let helpTextWithGlobe =
        "Tab field · Esc resign · ^Spc globe · ^R rotate · F2 era · F3 strategy · ^C quit"

    /// The frame for `simulator` in a terminal laid out as `layout`; `concealingSecrets` keeps
    /// secure text bullets throughout (for anything written to a file or replayed).
    public static func draw(_ simulator: Simulator, layout: TerminalLayout, concealingSecrets: Bool = false) -> Canvas {
        var canvas = Canvas(size: layout.terminal)
        guard let screen = layout.screen else {
            drawTooSmallNotice(into: &canvas, layout: layout)
            return canvas
        }
        drawBezel(around: screen, into: &canvas)
        var phone = PhoneScreen(simulator: simulator, concealsSecrets: concealingSecrets)
        phone.draw()
        canvas.paste(phone.canvas, at: screen.origin)
        if let cursor = phone.canvas.cursor {
            canvas.cursor = cursor.offsetBy(dx: screen.x, dy: screen.y)
        }
        if let pane = layout.sidePane {
            SidePane(simulator: simulator, frame: pane).draw(into: &canvas)
        }
        let help = simulator.inputMethods.count > 1 ? helpTextWithGlobe : helpText
        canvas.put(help, at: layout.helpLine.origin, style: Style(.help, dim: true))
        return canvas
    }

    /// Only the simulated screen, with no bezel or side pane: what snapshots and tapes compare.
    /// Secure text is always bullets here.
    public static func drawScreen(_ simulator: Simulator) -> Canvas {
        var phone = PhoneScreen(simulator: simulator, concealsSecrets: true)
        phone.draw()
        return phone.canvas
    }

    private static func drawBezel(around screen: Rect, into canvas: inout Canvas) {
        let style = Style(.bezel)
        let left = screen.x - 1, right = screen.maxX, top = screen.y - 1, bottom = screen.maxY
        let horizontal = String(repeating: "─", count: screen.width)
        canvas.put("╭" + horizontal + "╮", at: Point(x: left, y: top), style: style)
        canvas.put("╰" + horizontal + "╯", at: Point(x: left, y: bottom), style: style)
        for y in screen.minY..<screen.maxY {
            canvas.put("│", at: Point(x: left, y: y), style: style)
            canvas.put("│", at: Point(x: right, y: y), style: style)
        }
    }

    private static func drawTooSmallNotice(into canvas: inout Canvas, layout: TerminalLayout) {
        let minimum = TerminalLayout.minimumTerminal
        let lines = [
            "Terminal too small",
            "\(layout.terminal.width)x\(layout.terminal.height), kbsim needs \(minimum.width)x\(minimum.height)",
            "Enlarge the window · Ctrl-C quits",
        ]
        let top = max(0, (layout.terminal.height - lines.count) / 2)
        for (row, line) in lines.enumerated() {
            let x = max(0, (layout.terminal.width - CellWidth.of(line)) / 2)
            canvas.put(line, at: Point(x: x, y: top + row), style: Style(.notice, bold: row == 0))
        }
    }
}
