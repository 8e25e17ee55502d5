/// How a style shows on a terminal of eight colours (`TERM=xterm`, the Linux console, PuTTY's
/// and Cygwin's entries): its colours (`Palette.colors8`) and whether it is sent bold and dim.
///
/// There bold brightens the foreground too (xterm's `boldColors`, the Linux console, PuTTY), so
/// bold black text turns grey — xterm's #7f7f7f on the verdict's green is 1.9:1, on amber 2.3:1
/// — and is sent without bold (black on green is 9.7:1). Faint text is sent only between greys
/// (the default colours, black, white): on a colour, where the colour tells it apart already,
/// it would fall below 3:1 (faint white on red, the `hidden` verdict's, is 1.8:1).
package struct EightColorLook: Hashable, Sendable {
    /// The foreground and background, ANSI colour numbers (-1: the terminal's default).
    package let colors: Palette.ColorPair
    /// Whether the text is sent bold (SGR 1).
    package let bold: Bool
    /// Whether the text is sent faint (SGR 2).
    package let dim: Bool

    /// The look of `style`.
    package init(_ style: Style) {
        colors = Palette.colors8(for: style.color, bold: style.bold)
        bold = style.bold && colors.foreground != Self.black
        dim = style.dim && [colors.foreground, colors.background].allSatisfy(Self.greys.contains)
    }

    /// ANSI black, which bold turns into grey.
    private static let black: Int16 = 0
    /// The terminal's default colours, black and white: faint text between them stays readable.
    private static let greys: Set<Int16> = [-1, 0, 7]
}
