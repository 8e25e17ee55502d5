import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimRender
import Testing
import TestTiming

@Suite("The side pane's first line counts what the screen holds", .timed)
struct SidePaneContentsTests {
    @Test("fields, one field, or a chat's messages")
    func counted() throws {
        let one = try FormLoader.parse("title: T\nfields: [{name: a}]\n", path: "t.yaml")
        #expect(SidePane.contents(of: one, messages: 0) == "1 field")
        let two = try FormLoader.parse("title: T\nfields: [{name: a}, {name: b}]\n", path: "t.yaml")
        #expect(SidePane.contents(of: two, messages: 0) == "2 fields")
        let chat = try FormLoader.parse("title: Chat\nmessages: {count: 3}\ninputBar: {name: m}\n", path: "c.yaml")
        #expect(SidePane.contents(of: chat, messages: 3) == "3 messages")
    }
}
