import Testing
@testable import KeyboardSim

@Suite("FormLayout: fields stacked in the content view")
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

    @Test("hit-testing finds the input under a point and nothing on a label")
    func hitTesting() {
        let layout = FormLayout(form: TestForms.tall, width: 39)
        #expect(layout.fieldIndex(at: Point(x: 5, y: 5)) == 1)
        #expect(layout.fieldIndex(at: Point(x: 5, y: 4)) == nil)
        #expect(layout.fieldIndex(at: Point(x: 5, y: 40)) == 12)
    }
}
