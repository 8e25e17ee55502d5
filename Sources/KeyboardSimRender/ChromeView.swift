import KeyboardSim

/// What iOS draws around the form (`ScreenChrome`): the navigation bar with the title (centred,
/// or large and left-aligned below the bar), the tab bar's items over the home indicator, and the
/// footer button with its label centred. Each is opaque: the content scrolling under it is hidden.
struct ChromeView: Widget {
    let simulator: Simulator

    /// The tab bar's items: a glyph and a title each, the first one selected.
    static let tabItems: [(glyph: String, title: String)] = [("◆", "Home"), ("●", "Search"), ("■", "Profile")]

    func draw(in area: Rect, on canvas: inout Canvas) {
        let chrome = simulator.chrome
        if let bar = chrome.navigationBar { drawNavigationBar(bar, large: chrome.navigationBarStyle == .large, on: &canvas) }
        if let bar = chrome.tabBar, let items = chrome.tabBarItems { drawTabBar(bar, items: items, on: &canvas) }
        if let footer = simulator.form.footer, let frame = simulator.footerScreenFrame {
            drawFooter(footer.label, in: frame, on: &canvas)
        }
    }

    private func drawNavigationBar(_ bar: Rect, large: Bool, on canvas: inout Canvas) {
        canvas.fill(bar, style: Style(.title))
        let title = simulator.form.title
        // A hairline under a bar of two rows or more, as iOS separates the bar from the content.
        if bar.height >= 2 {
            canvas.fill(Rect(x: bar.x, y: bar.maxY - 1, width: bar.width, height: 1), with: "─", style: Style(.title, dim: true))
        }
        let lastRow = bar.height >= 2 ? bar.maxY - 2 : bar.y
        if large && bar.height >= 2 {
            // The large title: bold, at the content's margin, on the bar's last row above the hairline.
            canvas.put(title, at: Point(x: bar.x + 1, y: lastRow), style: Style(.title, bold: true), limit: bar.width - 2)
        } else {
            let row = bar.y + max(0, (lastRow - bar.y) / 2)
            canvas.put(title, at: Point(x: bar.x + max(0, (bar.width - CellWidth.of(title)) / 2), y: row),
                       style: Style(.title, bold: true), limit: bar.width)
        }
    }

    private func drawTabBar(_ bar: Rect, items: Rect, on canvas: inout Canvas) {
        canvas.fill(bar, style: Style(.statusBar))
        let width = bar.width / Self.tabItems.count
        for (index, item) in Self.tabItems.enumerated() {
            let style = Style(.statusBar, bold: index == 0, dim: index != 0)
            let lines = items.height >= 2 ? [item.glyph, item.title] : ["\(item.glyph) \(item.title)"]
            let top = items.y + max(0, (items.height - lines.count) / 2)
            for (row, text) in lines.enumerated() {
                let x = bar.x + index * width + max(0, (width - CellWidth.of(text)) / 2)
                canvas.put(text, at: Point(x: x, y: top + row), style: style, limit: width)
            }
        }
        // The home indicator on the last row of the safe area the tab bar covers.
        if bar.maxY > items.maxY {
            let indicator = String(repeating: "━", count: max(1, bar.width / 3))
            canvas.put(indicator, at: Point(x: bar.x + (bar.width - CellWidth.of(indicator)) / 2, y: bar.maxY - 1),
                       style: Style(.statusBar))
        }
    }

    private func drawFooter(_ label: String, in frame: Rect, on canvas: inout Canvas) {
        canvas.fill(frame, style: Style(.keyPressed))
        let row = frame.y + (frame.height - 1) / 2
        canvas.put(label, at: Point(x: frame.x + max(0, (frame.width - CellWidth.of(label)) / 2), y: row),
                   style: Style(.keyPressed, bold: true), limit: frame.width)
    }
}
