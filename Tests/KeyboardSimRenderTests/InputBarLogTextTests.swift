import KeyboardSim
import KeyboardSimForms
@testable import KeyboardSimRender
import Testing
import TestTiming

@Suite("The event log names the input bar's coordinates for its text view's delegate calls", .timed)
struct InputBarLogTextTests {
    @Test("a chat bar's textViewDidBeginEditing is in the input bar's coordinates, a form field's in the content's")
    func coordinatesNamed() throws {
        let chat = try FormLoader.parse("title: Chat\ncontent: messages\ninputBar: {name: message}\n", path: "chat.yaml")
        var simulator = Simulator(SessionConfiguration(form: chat), screenSize: Size(width: 39, height: 21))
        _ = simulator.handle(.tapField("message"), at: 0)
        let began = try #require(simulator.log.entries.first {
            if case .event(.delegate(let call)) = $0.kind { call.method == .textViewDidBeginEditing } else { false }
        })
        #expect(LogEntryText.text(began).hasSuffix(" in the input bar"))
        let details = LogEntryDetails(began, in: simulator.log).lines.map { String($0.cells.map(\.character)) }
        #expect(details.contains { $0.contains("the input bar's coordinates") }, "\(details)")
        let form = try FormLoader.parse("title: T\nfields: [{name: a}]\n", path: "t.yaml")
        var plain = Simulator(SessionConfiguration(form: form), screenSize: Size(width: 39, height: 21))
        _ = plain.handle(.tapField("a"), at: 0)
        let field = try #require(plain.log.entries.first {
            if case .event(.delegate(let call)) = $0.kind { call.method == .textFieldDidBeginEditing } else { false }
        })
        #expect(LogEntryText.text(field).hasSuffix(" in content"))
    }
}
