import Testing
import TestTiming

/// `kbsim lesson --device`: what is refused before any terminal is asked for.
@Suite("kbsim lesson --device: refusals", .timed)
struct DeviceLessonCommandTests {
    @Test("an unknown device, or --device beside --compare-devices, is refused with the reason, exit 2")
    func refusals() throws {
        let unknown = try KbsimBinary.run(["lesson", "3", "--device", "iphone-14"])
        #expect(unknown.status == 2 && unknown.output.contains("iphone-14"), "\(unknown.output)")
        let both = try KbsimBinary.run(["lesson", "3", "--device", "iphone-15", "--compare-devices", "default,iphone-15"])
        #expect(both.status == 2)
        #expect(both.output.contains("--device and --compare-devices cannot be combined"), "\(both.output)")
    }
}
