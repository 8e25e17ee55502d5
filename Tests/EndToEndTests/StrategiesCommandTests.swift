import Testing
import TestTiming

@Suite("kbsim strategies, and a+b on the command line", .timed)
struct StrategiesCommandTests {
    @Test("kbsim strategies lists each built-in with its summary and source, the exec: family, and how to join several")
    func listsEveryStrategy() throws {
        // Wrapped at 80 columns whatever the test's environment says.
        let result = try ChildProcess.run("/usr/bin/env", ["COLUMNS=80", KbsimBinary.path, "strategies"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Built-in: published listings as written, and kbsim's own")
        for (name, summary) in [("none", "Nothing at all"), ("resize", "On DidShow (once, guarded"), ("inset", "On DidShow sets the bottom"),
                                ("extend", "On DidShow grows the content"), ("slide", "On DidBeginEditing slides"),
                                ("auto", "kbsim's own: insets by"), ("overlap", "On WillChangeFrame insets")] {
            #expect(lines.contains { $0.hasPrefix("  \(name) ") && $0.dropFirst(2 + name.count).drop { $0 == " " }.hasPrefix(summary) },
                    "\(name): \(result.output)")
        }
        // The summaries start in one column, as wide as the longest name needs.
        let column = try #require(lines.first { $0.hasPrefix("  none ") }).dropFirst(2 + "none".count).prefix { $0 == " " }.count + 2 + "none".count
        let indent = String(repeating: " ", count: column)
        #expect(lines.contains { $0.hasPrefix("  exec:COMMAND ") && $0.dropFirst(column).hasPrefix("Your own handler in any language") })
        #expect(lines.contains { $0.hasPrefix(indent + "Source: Apple, “Managing the Keyboard”, iOS 7 edition,") })
        #expect(lines.contains { $0.hasPrefix(indent + "  https://developer.apple.com/library/archive/") })
        #expect(lines.contains("Libraries, as written"))
        for library in ["iqkeyboardmanager", "iqkeyboardmanager-6", "tpkeyboardavoiding", "layoutguide", "swiftui"] {
            #expect(lines.contains { $0.hasPrefix("  \(library) ") }, "\(library): \(result.output)")
        }
        #expect(lines.contains("Registered"))
        #expect(lines.contains("Several at once"))
        #expect(lines.contains { $0.hasPrefix("  A+B ") })
    }

    @Test("--strategy, --compare-strategies and kbsim test --strategy take a+b; an unknown part is named")
    func compositeOnTheCommandLine() throws {
        let tape = "Forms/strategy-inset.tape"
        let played = try KbsimBinary.runInShell("play --strategy resize+inset --json \(tape)")
        #expect(played.output.contains("\"strategy\":\"resize\",\"action\":\"keyboardWasShown\""))
        #expect(played.output.contains("\"strategy\":\"inset\",\"action\":\"keyboardWasShown\""))
        let compared = try KbsimBinary.runInShell("play --compare-strategies 'resize+inset,auto' --keep-going \(tape)")
        #expect(compared.output.contains("resize+inset  "), "\(compared.output)")
        let tested = try KbsimBinary.runInShell("test --strategy 'resize+inset,inset' \(tape)")
        #expect(tested.output.contains("[resize+inset]") || tested.output.contains("resize+inset"), "\(tested.output)")
        let unknown = try KbsimBinary.runInShell("play --strategy inset+nosuch \(tape)")
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("'inset+nosuch': unknown part 'nosuch'"), "\(unknown.output)")
        let listed = try KbsimBinary.runInShell("test --strategy 'auto,resize+insets' \(tape)")
        #expect(listed.status == 2)
        #expect(listed.output.contains("--strategy: 'resize+insets': unknown part 'insets'"), "\(listed.output)")
    }
}
