import KeyboardSim
import KeyboardSimForms
import KeyboardSimPlayback
import Testing
import TestTiming

/// Choosing the phone: `Set Device` in tapes, `device:` in forms (the tape wins), and what a
/// screenshot says of the safe area.
@Suite("Devices in tapes and forms: Set Device, device:, and the safe area in screenshots", .timed)
struct DeviceSettingTests {
    static let form = """
        title: Heights
        device: iphone-se-3
        fields:
          - name: note
          - name: amount
            keyboard: numberPad
        """

    @Test("Set Device names a device of the catalogue; an unknown one is refused at its column with the valid names")
    func setDevice() throws {
        let tape = try TapeParser.parse("Set Device iphone-16-pro-max\nTap note\n", path: "d.tape")
        #expect(tape.prelude.map(\.action) == [.set(.device(.iPhone(DeviceCatalogue.iPhone16ProMax)))])
        #expect(throws: TapeError.self) { try TapeParser.parse("Set Device iphone-14\n", path: "d.tape") }
        do {
            _ = try TapeParser.parse("Set Device iphone-14\n", path: "d.tape")
        } catch {
            #expect(error.description == "d.tape:1:12: unknown device 'iphone-14' (did you mean 'iphone-15'?) — valid: "
                + "default, iphone-se-3, iphone-15, iphone-16-pro-max")
        }
        do {
            _ = try TapeParser.parse("Set Device\n", path: "d.tape")
        } catch {
            #expect(error.description.hasPrefix("d.tape:1:11: `Set Device` needs a device"))
        }
    }

    @Test("Set Device after the first action switches the phone then, as run's device key does: the keyboard that is up moves to the new height")
    func setDeviceDuringTheRun() throws {
        let form = try FormLoader.parse(Self.form, path: "h.yaml")
        let tape = try TapeParser.parse("""
            Set Device default
            Set Size 100x44
            Tap amount
            Sleep 1s
            Set Device iphone-15
            Expect event keyboardWillChangeFrame
            Expect no event keyboardWillHide
            Screenshot
            """, path: "d.tape")
        #expect(TapeValidator.errors(in: tape, against: form).isEmpty)
        var player = try Player(tape: tape, form: form)
        let result = player.run()
        #expect(result.failures.isEmpty)
        let screenshot = JSONTranscript.render(result.entries).split(separator: "\n").first { $0.contains("\"event\":\"screenshot\"") }
        // The number pad: 16 rows on the default phone, 291 of 852 points (14 of 41 rows) on the 15.
        #expect(try #require(screenshot).contains("\"keyboardFrame\":{\"x\":0,\"y\":27,\"width\":39,\"height\":14}"))
        #expect(try #require(screenshot).contains("\"safeAreaInsets\":{\"top\":3,\"left\":0,\"bottom\":2,\"right\":0}"))
    }

    @Test("the recorder writes the device key as a Set Device line, which plays back")
    func recordedDeviceKey() throws {
        let form = try FormLoader.parse(Self.form, path: "h.yaml")
        var recorder = TapeRecorder(formName: "h.yaml", configuration: SessionConfiguration(form: form))
        let simulator = Simulator(SessionConfiguration(form: form), screenSize: Size(width: 39, height: 41))
        recorder.record(simulator.resolve(.setDevice(.iPhone(DeviceCatalogue.iPhone16ProMax))), at: 0.5, terminal: Size(width: 100, height: 44))
        let written = recorder.tape(endingAt: 1, values: simulator.fieldValues)
        #expect(written.contains("\nSet Device iphone-16-pro-max\n"), "\(written)")
        #expect(throws: Never.self) { try TapeValidator.validate(try TapeParser.parse(written, path: "recorded.tape"), against: form) }
    }

    @Test("device: in a form chooses its phone, an unknown one is refused at line and column; a tape's Set Device wins")
    func formDevice() throws {
        let form = try FormLoader.parse(Self.form, path: "h.yaml")
        #expect(form.device == .iPhone(DeviceCatalogue.iPhoneSE3))
        #expect(SessionConfiguration(form: form).effectiveDevice == .iPhone(DeviceCatalogue.iPhoneSE3))
        let tape = try TapeParser.parse("Set Device iphone-15\nTap note\n", path: "d.tape")
        #expect(SessionConfiguration(form: form, tape: tape).effectiveDevice == .iPhone(DeviceCatalogue.iPhone15))
        let back = try TapeParser.parse("Set Device default\nTap note\n", path: "d.tape")
        #expect(SessionConfiguration(form: form, tape: back).effectiveDevice == .proportional)
        #expect(try FormLoader.parse("title: T\nfields:\n  - name: a\n", path: "t.yaml").device == .proportional)
        do {
            _ = try FormLoader.parse("title: T\ndevice: iphone-16\nfields:\n  - name: a\n", path: "t.yaml")
            Issue.record("an unknown device was accepted")
        } catch {
            #expect("\(error)".hasPrefix("t.yaml:2:9: unknown device 'iphone-16'"))
            #expect("\(error)".hasSuffix("valid: default, iphone-se-3, iphone-15, iphone-16-pro-max"))
        }
    }

    @Test("a screenshot on a real iPhone carries safeAreaInsets and the scroll view's adjustedContentInset; on the default phone neither")
    func safeAreaInScreenshots() throws {
        let form = try FormLoader.parse(Self.form, path: "h.yaml")
        func screenshotLine(_ source: String) throws -> String {
            let tape = try TapeParser.parse(source, path: "d.tape")
            var player = try Player(tape: tape, form: form)
            let lines = JSONTranscript.render(player.run().entries).split(separator: "\n")
            return try #require(lines.first { $0.contains("\"event\":\"screenshot\"") }).description
        }
        let fifteen = try screenshotLine("Set Device iphone-15\nSet Strategy none\nSet Size 100x44\nTap note\nSleep 1s\nScreenshot\n")
        #expect(fifteen.contains("\"safeAreaInsets\":{\"top\":3,\"left\":0,\"bottom\":2,\"right\":0}"))
        // The status bar takes the 3-row safe top and the title row sits below it: nothing at the
        // top is counted (it was 1 while the scroll view started inside the safe top).
        #expect(fifteen.contains("\"adjustedContentInset\":{\"top\":0,\"left\":0,\"bottom\":2,\"right\":0}"))
        // The keyboard rests on the bottom edge: 336 of 852 points in 41 rows.
        #expect(fifteen.contains("\"keyboardFrame\":{\"x\":0,\"y\":25,\"width\":39,\"height\":16}"))
        let plain = try screenshotLine("Set Device default\nSet Strategy none\nSet Size 100x44\nTap note\nSleep 1s\nScreenshot\n")
        #expect(!plain.contains("safeAreaInsets") && !plain.contains("adjustedContentInset"))
    }

    @Test("with bars the screenshot carries them in safeAreaInsets and adjustedContentInset, on the default phone too")
    func barsInScreenshots() throws {
        let form = try FormLoader.parse("title: T\nnavigationBar: standard\ntabBar: true\nfields:\n  - name: note\n", path: "b.yaml")
        let tape = try TapeParser.parse("Set Size 80x24\nScreenshot\n", path: "b.tape")
        var player = try Player(tape: tape, form: form)
        let line = try #require(JSONTranscript.render(player.run().entries).split(separator: "\n")
            .first { $0.contains("\"event\":\"screenshot\"") })
        // 21 rows measured as an iPhone 15's 852 points: the status bar 1 row, the bar 1 (44 pt), the tab bar 1 (49 pt).
        #expect(line.contains("\"safeAreaInsets\":{\"top\":2,\"left\":0,\"bottom\":1,\"right\":0}"), "\(line)")
        #expect(line.contains("\"adjustedContentInset\":{\"top\":2,\"left\":0,\"bottom\":1,\"right\":0}"), "\(line)")
    }
}
