import Foundation
import KeyboardSim
import KeyboardSimRender
import Testing
import TestTiming

/// On a terminal of eight colours (`TERM=xterm`, the Linux console) every style kbsim draws reads:
/// the bytes the frame writer sends for it, replayed, give text and background a WCAG contrast
/// ratio of 3:1 or more (the ratio WCAG asks of large text and of interface parts), with
/// xterm's own colours, on a dark terminal and on a light one.
@Suite("Eight colours: every style readable", .timed)
struct EightColorContrastTests {
    /// The least contrast a style may have.
    static let leastRatio = 3.0

    /// A terminal's default colours, which cells of colour -1 take, as 0xRRGGBB.
    struct Theme: CustomStringConvertible {
        let name: String
        let foreground: UInt32
        let background: UInt32
        var description: String { name }
    }

    /// Light grey on black (xterm's `-rv`, most terminals' dark profiles), and xterm's own black on white.
    static let themes = [Theme(name: "dark", foreground: XtermColor.rgb(7), background: XtermColor.rgb(0)),
                         Theme(name: "light", foreground: XtermColor.rgb(0), background: 0xFFFFFF)]

    /// WCAG 2's relative luminance of an sRGB colour.
    static func luminance(_ rgb: UInt32) -> Double {
        let channels = [rgb >> 16, rgb >> 8, rgb].map { Double($0 & 0xFF) / 255 }
        let linear = channels.map { $0 <= 0.039_28 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    /// WCAG 2's contrast ratio of two colours, 1 to 21.
    static func contrast(_ first: UInt32, _ second: UInt32) -> Double {
        let (lighter, darker) = (max(luminance(first), luminance(second)), min(luminance(first), luminance(second)))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// Halfway between two colours: faint text as xterm draws it, towards the background.
    static func halfway(_ first: UInt32, _ second: UInt32) -> UInt32 {
        [16, 8, 0].reduce(0) { sum, shift in sum | (((first >> shift & 0xFF) + (second >> shift & 0xFF)) / 2) << shift }
    }

    /// The colours a cell shows with `theme`, as xterm draws eight colours: bold brightens an ANSI
    /// foreground (`boldColors`: 0–7 become 8–15), faint mixes the text into its background;
    /// reverse swaps the two, which leaves their contrast as it is.
    static func shown(_ cell: TerminalEmulator.Cell, on theme: Theme) -> (text: UInt32, background: UInt32) {
        let background = cell.background < 0 ? theme.background : XtermColor.rgb(cell.background)
        var text = cell.foreground < 0 ? theme.foreground : XtermColor.rgb(cell.bold && cell.foreground < 8 ? cell.foreground + 8 : cell.foreground)
        if cell.dim { text = halfway(text, background) }
        return (text, background)
    }

    /// Every style: each palette colour with each of bold, dim and reverse on or off.
    static let styles: [Style] = Style.Color.allCases.flatMap { color in
        [false, true].flatMap { bold in [false, true].flatMap { dim in [false, true].map { reverse in
            Style(color, bold: bold, reverse: reverse, dim: dim)
        } } }
    }

    @Test("every palette colour, bold, dim or reversed, written for eight colours, reads at 3:1 or more on a dark and a light terminal",
          arguments: themes)
    func everyStyleReads(theme: Theme) {
        let size = Size(width: 16, height: (Self.styles.count + 15) / 16)
        var canvas = Canvas(size: size)
        for (index, style) in Self.styles.enumerated() {
            canvas.put("x", at: Point(x: index % size.width, y: index / size.width), style: style)
        }
        var writer = AnsiFrameWriter(colorDepth: .ansi8)
        var emulator = TerminalEmulator(size: size)
        emulator.feed(Array(writer.transition(to: canvas).utf8))
        for (index, style) in Self.styles.enumerated() {
            let cell = emulator.cells[index / size.width][index % size.width]
            let (text, background) = Self.shown(cell, on: theme)
            let ratio = Self.contrast(text, background)
            #expect(ratio >= Self.leastRatio, "\(style.color)\(style.bold ? " bold" : "")\(style.dim ? " dim" : "")\(style.reverse ? " reversed" : ""): \(String(text, radix: 16)) on \(String(background, radix: 16)) is \((ratio * 100).rounded() / 100):1 on a \(theme) terminal")
        }
    }

    @Test("the inspector's verdicts keep their colours: black on green, black on amber, white on red, none of them grey")
    func verdicts() {
        let expected: [(Style.Color, Int, Int)] = [(.verdictSeen, 0, 2), (.verdictPartlyHidden, 0, 3), (.verdictHidden, 7, 1)]
        for (color, foreground, background) in expected {
            var canvas = Canvas(size: Size(width: 1, height: 1))
            canvas.put("v", at: .zero, style: Style(color, bold: true))
            var writer = AnsiFrameWriter(colorDepth: .ansi8)
            var emulator = TerminalEmulator(size: canvas.size)
            emulator.feed(Array(writer.transition(to: canvas).utf8))
            let cell = emulator.cells[0][0]
            #expect(cell.foreground == foreground && cell.background == background, "\(color)")
            // Bold would make black text grey; white text stays bold (bright white).
            #expect(cell.bold == (foreground != 0), "\(color)")
        }
    }
}
