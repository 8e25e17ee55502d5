import Foundation
import Testing
import TestTiming

/// The "done when": every figure `kbsim devices` prints is in docs/explanation/ios-keyboard.md, with
/// a confidence and a source.
@Suite("Every figure kbsim devices prints is documented, with its confidence and source", .timed)
struct DeviceFiguresDocTests {
    /// One figure of one device, as `kbsim devices` prints it: the docs table's row and the text its cell holds.
    struct Figure: CustomStringConvertible {
        var device: String
        var row: String
        var value: String
        var description: String { "\(device): \(row) = \(value)" }
    }

    /// The figures of every device `kbsim devices` lists (the default phone has none in points).
    static func printedFigures() throws -> [Figure] {
        let output = try KbsimBinary.run(["devices"]).output
        var figures: [Figure] = []
        var device: String?
        func numbers(_ line: Substring) -> [String] {
            line.split(whereSeparator: { !$0.isNumber }).map(String.init)
        }
        for line in output.split(separator: "\n") {
            if !line.hasPrefix(" "), let name = line.split(separator: " ").first, name.hasPrefix("iphone") {
                device = String(name)
                continue
            }
            guard let device else { continue }
            let values = numbers(line)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("screen"), values.count == 3 {
                figures.append(Figure(device: device, row: "screen, portrait", value: "\(values[0]) × \(values[1])"))
                figures.append(Figure(device: device, row: "status bar", value: values[2]))
            } else if trimmed.hasPrefix("safe area"), values.count == 5 {
                figures.append(Figure(device: device, row: "safe area, portrait top / bottom", value: "\(values[0]) / \(values[1])"))
                figures.append(Figure(device: device, row: "safe area, landscape left / right / bottom",
                                      value: "\(values[2]) / \(values[3]) / \(values[4])"))
            } else if trimmed.hasPrefix("keyboard   portrait") || trimmed.hasPrefix("portrait"), values.count == 2 {
                figures.append(Figure(device: device, row: "keyboard, portrait, with / without the bar", value: "\(values[0]) / \(values[1])"))
            } else if trimmed.hasPrefix("landscape navigation"), values.count == 2 {
                figures.append(Figure(device: device, row: "bars, landscape: navigation / tab bar", value: "\(values[0]) / \(values[1])"))
            } else if trimmed.hasPrefix("landscape"), values.count == 2 {
                figures.append(Figure(device: device, row: "keyboard, landscape, with / without the bar", value: "\(values[0]) / \(values[1])"))
            } else if trimmed.hasPrefix("picker"), values.count == 2 {
                figures.append(Figure(device: device, row: "picker, portrait / landscape", value: "\(values[0]) / \(values[1])"))
            } else if trimmed.hasPrefix("bars"), values.count == 3 {
                figures.append(Figure(device: device, row: "bars, portrait: navigation / large title / tab bar",
                                      value: "\(values[0]) / \(values[1]) / \(values[2])"))
            }
        }
        return figures
    }

    /// The Devices table of docs/explanation/ios-keyboard.md: its header's cells, and each row's cells by its figure's name.
    static func documentedTable() throws -> (header: [String], rows: [String: [String]]) {
        let docs = try RepositoryFiles.text(of: "docs/explanation/ios-keyboard.md")
        let section = try #require(docs.components(separatedBy: "\n## Devices\n").last?.components(separatedBy: "\n## ").first)
        let lines = section.split(separator: "\n").filter { $0.hasPrefix("| ") }
        func cells(_ line: Substring) -> [String] {
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let header = try #require(lines.first.map(cells))
        var rows: [String: [String]] = [:]
        for line in lines.dropFirst() {
            let row = cells(line)
            rows[row[0]] = row
        }
        return (header, rows)
    }

    @Test("kbsim devices prints 9 figures for each of its 3 iPhones")
    func everyFigureRead() throws {
        let figures = try Self.printedFigures()
        #expect(Set(figures.map(\.device)) == ["iphone-se-3", "iphone-15", "iphone-16-pro-max"])
        #expect(figures.count == 27, "\(figures)")
    }

    @Test("each figure is in the Devices table of docs/explanation/ios-keyboard.md, in its device's column, its row with a confidence in words and a source")
    func everyFigureDocumented() throws {
        let (header, rows) = try Self.documentedTable()
        let confidence = try #require(header.firstIndex(of: "confidence"))
        let source = try #require(header.firstIndex(of: "source"))
        let words = ["documented", "widely reported", "single report"]
        for figure in try Self.printedFigures() {
            let column = try #require(header.firstIndex { $0.hasPrefix("`\(figure.device)`") }, "no column for \(figure.device)")
            let row = try #require(rows.first { $0.key.hasPrefix(figure.row) }?.value, "no row for \(figure)")
            #expect(row[column] == figure.value, "\(figure): the docs say \(row[column])")
            #expect(words.contains { row[confidence].contains($0) }, "\(figure): confidence '\(row[confidence])'")
            #expect(!row[source].isEmpty, "\(figure): no source")
        }
    }
}
