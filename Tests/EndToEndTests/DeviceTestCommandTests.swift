import Foundation
import Testing
import TestTiming

/// `kbsim test --device`: devices as an axis of the matrix beside strategies and eras.
@Suite("kbsim test --device: a matrix axis, each run named with its device", .timed)
struct DeviceTestCommandTests {
    /// A tape written on the iPhone 15: its inset is 14 rows there (291 of 852 points in 41 rows,
    /// `autocorrection: no`), 16 on kbsim's own phone (40 % of the screen).
    static let tape = """
        Set Form "login"
        Set Strategy inset
        Set Size 100x44
        Set Device iphone-15
        Tap username
        Sleep 1s
        Expect inset 14

        """

    @Test("without --device the tape plays on its own Set Device; --device lists make cells after strategy and era, named in the output, JUnit and --artifacts")
    func deviceAxis() throws {
        let folder = try KbsimBinary.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tape = folder.appendingPathComponent("fifteen.tape").path
        try Self.tape.write(toFile: tape, atomically: true, encoding: .utf8)
        let own = try KbsimBinary.run(["test", tape])
        #expect(own.status == 0 && own.output == "ok   \(tape)\n1 passed, 0 failed\n", "\(own.output)")

        let report = folder.appendingPathComponent("report.xml").path
        let artifacts = folder.appendingPathComponent("failures").path
        let result = try KbsimBinary.run(["test", "--era", "7", "--device", "iphone-15,default", "--junit", report,
                                          "--artifacts", artifacts, tape])
        #expect(result.status == 1)
        #expect(result.output == """
            ok   \(tape) [era 7, device iphone-15]
            FAIL \(tape):7: Expect inset 14 [era 7, device default] — found: contentInset.bottom 16 (contentInset {0,0,16,0})
            1 passed, 1 failed

            """)
        let junit = try String(contentsOfFile: report, encoding: .utf8)
        #expect(junit.contains("name=\"\(tape) [era 7, device iphone-15]\"") && junit.contains("name=\"\(tape) [era 7, device default]\""))
        let written = try FileManager.default.contentsOfDirectory(atPath: artifacts).sorted()
        #expect(written.count == 3 && written.allSatisfy { $0.contains("fifteen.tape--era-7-device-default.") }, "\(written)")
    }

    @Test("an unknown or repeated device is refused with the valid names, exit 2, before any tape plays")
    func refusals() throws {
        let unknown = try KbsimBinary.run(["test", "--device", "default,iphone-14", "Forms"])
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("--device: unknown value 'iphone-14' — valid: default, iphone-se-3, iphone-15, iphone-16-pro-max"), "\(unknown.output)")
        let twice = try KbsimBinary.run(["test", "--device", "iphone-15,iphone-15", "Forms"])
        #expect(twice.status == 2 && twice.output.contains("--device: 'iphone-15' is listed twice"), "\(twice.output)")
    }
}
