import ArgumentParser
import Foundation
import KeyboardSim
import Testing
@testable import KeyboardSimCLI
import TestTiming

/// `kbsim test --shard K/N`: N slices of the tapes × cells that together are the whole run.
@Suite("kbsim test --shard: deterministic slices of the run", .timed)
struct TestShardTests {
    /// The repository's root, for its bundled tapes.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The runs of `kbsim test Forms --strategy none,inset --era 7,11,26`, as `kbsim test` plans them.
    static func runs() throws -> [String] {
        let findings = try TapeSearch.findings(under: [root.appendingPathComponent("Forms").path])
        let cells = TestCell.matrix(strategies: [NoStrategy.id, InsetStrategy.id], eras: [.ios7, .ios11, .ios26], devices: [])
        return findings.flatMap { finding in cells.map { "\(finding.path) \($0.label)" } }
    }

    @Test("for N from 1 to 4 the shards are disjoint, together the whole run in its order, sizes within one; the same each time",
          arguments: 1...4)
    func partition(count: Int) throws {
        let runs = try Self.runs()
        #expect(runs.count > 20)
        let shards = try (1...count).map { try TestShard(argument: "\($0)/\(count)").slice(runs) }
        #expect(shards.flatMap { $0 } == runs, "the slices, one after the other, are the run")
        #expect(Set(shards.flatMap { $0 }).count == runs.count, "no run is in two slices")
        let sizes = shards.map(\.count)
        #expect(sizes.max()! - sizes.min()! <= 1, "\(sizes)")
        #expect(try (1...count).map { try TestShard(argument: "\($0)/\(count)").slice(Self.runs()) } == shards)
    }

    @Test("more shards than runs: the last ones play nothing, and still every run is played once")
    func moreShardsThanRuns() throws {
        let runs = ["a", "b"]
        let shards = try (1...3).map { try TestShard(argument: "\($0)/3").slice(runs) }
        #expect(shards == [["a"], ["b"], []])
    }

    @Test("K/N must be two whole numbers with 1 ≤ K ≤ N", arguments: [
        ("0/3", "K counts the slices from 1 to N"), ("4/3", "K counts the slices from 1 to N, so here 1/3 to 3/3"),
        ("a/b", "it takes two whole numbers K/N with 1 ≤ K ≤ N"), ("1/0", "N is the number of slices, at least 1"),
        ("2", "it takes two whole numbers K/N"), ("-1/3", "it takes two whole numbers K/N"), ("1/3/4", "it takes two whole numbers K/N"), ("", "it takes two whole numbers K/N"),
    ])
    func refusals(argument: String, message: String) {
        #expect {
            try TestShard(argument: argument)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test("the summary names the shard and how many of the runs it played")
    func note() throws {
        #expect(try TestShard(argument: "2/4").note(ofRuns: 10) == " (shard 2/4: 3 of 10 runs)")
        #expect(try TestShard(argument: "4/4").note(ofRuns: 10) == " (shard 4/4: 2 of 10 runs)")
    }
}
