import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import KeyboardSim

/// An SVG kbsim wrote, read back as a grid of cells from its elements' positions alone: a
/// `<rect>` of whole cells blanks them, a `<text>` puts its characters from its cell on, wide
/// ones over two. The elements outside groups are the first frame; each `<g>` (an animated
/// SVG's frame) is drawn over it in order.
struct SVGGrid {
    /// The cell size the pictures use (SVGCellPainter's).
    static let cellWidth = 9.0
    static let cellHeight = 18.0
    static let baseline = 14.0

    enum Element {
        case rect(x: Double, y: Double, width: Double, height: Double)
        case text(x: Double, y: Double, String)
    }

    /// The picture's size in cells.
    var columns = 0
    var rows = 0
    /// The elements of the first frame, then those of each group.
    var base: [Element] = []
    var groups: [[Element]] = []
    /// The `<g>` ids in order, and the text of the `<style>` element.
    var groupIDs: [String] = []
    var style = ""

    /// Parses `data`; nil, with the parser's error, when it is not well-formed XML.
    static func read(_ data: Data) throws -> SVGGrid {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else {
            throw ReadError(message: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)")
        }
        return reader.grid
    }

    struct ReadError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// The rows of the first frame with the first `groupCount` groups drawn over it, trailing
    /// blanks trimmed; every group when nil.
    func lines(afterGroups groupCount: Int? = 0) -> [String] {
        var cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        for element in base + groups.prefix(groupCount ?? groups.count).joined() {
            switch element {
            case .rect(let x, let y, let width, let height):
                // The cursor's bar is narrower than a cell: it covers nothing.
                guard width >= Self.cellWidth else { continue }
                let column = Int(x / Self.cellWidth), row = Int(y / Self.cellHeight)
                for r in row..<min(rows, row + Int(height / Self.cellHeight)) {
                    for c in column..<min(columns, column + Int(width / Self.cellWidth)) { cells[r][c] = " " }
                }
            case .text(let x, let y, let text):
                var column = Int(x / Self.cellWidth)
                let row = Int((y - Self.baseline) / Self.cellHeight)
                for character in text where row < rows {
                    let width = CellWidth.of(character)
                    if column < columns { cells[row][column] = String(character) }
                    if width == 2, column + 1 < columns { cells[row][column + 1] = "" }
                    column += width
                }
            }
        }
        return cells.map { row in
            var line = row.joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var grid = SVGGrid()
        private var inGroup = false
        private var text: (x: Double, y: Double, content: String)?
        private var inStyle = false

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            func number(_ name: String) -> Double { Double(attributes[name] ?? "") ?? 0 }
            switch element {
            case "svg":
                grid.columns = Int(number("width") / SVGGrid.cellWidth)
                grid.rows = Int(number("height") / SVGGrid.cellHeight)
            case "g":
                inGroup = true
                grid.groups.append([])
                grid.groupIDs.append(attributes["id"] ?? "")
            case "rect":
                let whole = attributes["width"] == "100%"
                add(.rect(x: number("x"), y: number("y"),
                          width: whole ? Double(grid.columns) * SVGGrid.cellWidth : number("width"),
                          height: whole ? Double(grid.rows) * SVGGrid.cellHeight : number("height")))
            case "text": text = (number("x"), number("y"), "")
            case "style": inStyle = true
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if text != nil { text?.content += string }
            if inStyle { grid.style += string }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            switch element {
            case "g": inGroup = false
            case "text":
                if let text { add(.text(x: text.x, y: text.y, text.content)) }
                text = nil
            case "style": inStyle = false
            default: break
            }
        }

        private func add(_ element: SVGGrid.Element) {
            if inGroup { grid.groups[grid.groups.count - 1].append(element) } else { grid.base.append(element) }
        }
    }
}
