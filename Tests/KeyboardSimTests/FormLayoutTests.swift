import Testing
@testable import KeyboardSim
import TestTiming

@Suite("FormLayout: fields stacked in the content view", .timed)
struct FormLayoutTests {
    @Test("each text field takes a label row, an input row and a blank row")
    func textFieldRows() {
        let layout = FormLayout(form: TestForms.tall, width: 39)
        #expect(layout.entries[0].labelFrame == Rect(x: 1, y: 1, width: 37, height: 1))
        #expect(layout.entries[0].fieldFrame == Rect(x: 1, y: 2, width: 37, height: 1))
        #expect(layout.entries[1].labelFrame.y == 4)
        #expect(layout.entries[11].fieldFrame.y == 2 + 11 * 3)
    }

    @Test("a text view is as tall as its rows and the content ends one row below it")
    func textViewRows() {
        let layout = FormLayout(form: TestForms.tall, width: 39)
        let notes = layout.entries[12].fieldFrame
        #expect(notes.height == 3)
        #expect(notes.y == 38)
        #expect(layout.contentSize == Size(width: 39, height: 42))
    }

    @Test("a layout fits texts as long as every text view keeps its height, and stops fitting when one grows")
    func fitsWhileHeightsHold() {
        let form = Form(title: "Notes", fields: [Field(name: "name"), Field(name: "notes", kind: .textView, rows: 3), Field(name: "more", kind: .textView, rows: 2)])
        var texts = [TextBuffer("a name"), TextBuffer("short"), TextBuffer("")]
        let layout = FormLayout(form: form, width: 20, texts: texts)
        #expect(layout.fits(form, width: 20, texts: texts))
        #expect(!layout.fits(form, width: 21, texts: texts))
        texts[0] = TextBuffer(String(repeating: "a long name ", count: 10))
        texts[1] = TextBuffer("short, still")
        #expect(layout.fits(form, width: 20, texts: texts), "a text field and a text view that keeps its row change nothing")
        texts[2] = TextBuffer("two\nlines")
        #expect(!layout.fits(form, width: 20, texts: texts))
        #expect(FormLayout(form: form, width: 20, texts: texts).fits(form, width: 20, texts: texts))
        texts[1] = TextBuffer(String(repeating: "many words ", count: 10_000))
        let tall = FormLayout(form: form, width: 20, texts: texts)
        #expect(tall.entries[1].fieldFrame.height == 3)
        texts[1].insert("and more")
        #expect(tall.fits(form, width: 20, texts: texts), "a text view past its rows stays at its rows")
    }

    @Test("hit-testing finds the input under a point and nothing on a label")
    func hitTesting() {
        let layout = FormLayout(form: TestForms.tall, width: 39)
        #expect(layout.fieldIndex(at: Point(x: 5, y: 5)) == 1)
        #expect(layout.fieldIndex(at: Point(x: 5, y: 4)) == nil)
        #expect(layout.fieldIndex(at: Point(x: 5, y: 40)) == 12)
    }
}

@Suite("Only the fields that can show are drawn", .timed)
struct VisibleFieldsTests {
    @Test("over 500 random forms, offsets and areas, the fields found by bisection are exactly those whose label or input overlaps the area's rows")
    func bisectionMatchesEveryField() {
        var random = SeededGenerator(seed: 12)
        for round in 0..<500 {
            let fields = (0..<Int.random(in: 0...40, using: &random)).map { index in
                Bool.random(using: &random) ? Field(name: "f\(index)")
                    : Field(name: "f\(index)", kind: .textView, rows: Int.random(in: 1...6, using: &random))
            }
            let layout = FormLayout(form: Form(title: "T", fields: fields), width: 39)
            let top = Int.random(in: -20...layout.contentSize.height + 5, using: &random)
            let rows = top..<(top + Int.random(in: 0...30, using: &random))
            let expected = layout.entries.indices.filter { index in
                let entry = layout.entries[index]
                return entry.fieldFrame.maxY > rows.lowerBound && entry.labelFrame.minY < rows.upperBound
            }
            #expect(Array(layout.entries(overlappingRows: rows)) == expected, "round \(round)")
        }
    }

    @Test("a simulator scrolled anywhere gives the fields inside its scroll view, however long the form")
    func simulatorFindsTheShownFields() {
        let form = Form(title: "Long", fields: (0..<1_000).map { Field(name: "f\($0)") })
        var simulator = Simulator(SessionConfiguration(form: form), screenSize: TestForms.screen)
        _ = simulator.handle(.tapField("f500"), at: 0)
        _ = simulator.advance(to: 1)
        let window = simulator.contentWindow
        let shown = simulator.fieldIndices(within: window)
        #expect(shown.contains(500))
        #expect(shown.count <= window.height / 3 + 2, "a window's worth of fields, not the form")
        for index in form.fields.indices {
            let overlaps = simulator.fieldScreenFrame(index).maxY > window.minY && simulator.labelScreenFrame(index).minY < window.maxY
            #expect(shown.contains(index) == overlaps, "f\(index)")
        }
    }
}
