import Foundation
import KeyboardSim
@testable import KeyboardSimPlayback
import Testing
import TestTiming

/// docs/reference/kbsim-strategy-1.schema.json and the code name the same keys: neither can drift alone.
@Suite("The JSON Schema of kbsim-strategy/1 matches what kbsim sends and accepts", .timed)
struct StrategyProtocolSchemaTests {
    static let schemaPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/reference/kbsim-strategy-1.schema.json")

    /// The schema's `$defs`.
    static func definitions() throws -> [String: Any] {
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: schemaPath)) as? [String: Any]
        return try #require(schema?["$defs"] as? [String: Any])
    }

    /// The property names of the object at `path` (each step a property) under the definition `name`.
    static func keys(_ name: String, _ path: String...) throws -> Set<String> {
        var node = try #require(try definitions()[name] as? [String: Any])
        for step in path {
            node = try #require((node["properties"] as? [String: Any])?[step] as? [String: Any], "\(name).\(step)")
        }
        return Set(try #require(node["properties"] as? [String: Any]).keys)
    }

    @Test("the request's keys, its views', its scroll view's and its first responder's are the schema's, each required")
    func requestKeys() throws {
        #expect(try Self.keys("request") == Set(StrategyProtocol.requestKeys))
        #expect(try Self.keys("request", "views") == Set(StrategyProtocol.viewKeys))
        #expect(try Self.keys("request", "views", "scrollView") == Set(StrategyProtocol.scrollViewKeys))
        let views = try #require(((try Self.definitions()["request"] as? [String: Any])?["properties"] as? [String: Any])?["views"] as? [String: Any])
        #expect(views["required"] as? [String] == StrategyProtocol.viewKeys)
        let responder = try #require(((views["properties"] as? [String: Any])?["firstResponder"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        #expect(Set(try #require(responder.first?["properties"] as? [String: Any]).keys) == Set(StrategyProtocol.firstResponderKeys))
        #expect(((responder.first?["properties"] as? [String: Any])?["kind"] as? [String: Any])?["enum"] as? [String]
                == FirstResponder.Kind.allCases.map(\.rawValue))
        let request = try #require(try Self.definitions()["request"] as? [String: Any])
        #expect(request["required"] as? [String] == StrategyProtocol.requestKeys)
    }

    @Test("the reply's keys, the views it may change, its animation's and its log entries' are the schema's")
    func replyKeys() throws {
        #expect(try Self.keys("reply") == Set(StrategyProtocol.replyKeys))
        #expect(try Self.keys("reply", "views") == Set(StrategyProtocol.writableViewKeys))
        #expect(try Self.keys("reply", "views", "scrollView") == Set(StrategyProtocol.writableScrollViewKeys))
        #expect(try Self.keys("reply", "animation") == Set(StrategyProtocol.animationKeys))
        let log = try #require(try Self.definitions()["reply"] as? [String: Any])
        let entry = try #require(((log["properties"] as? [String: Any])?["log"] as? [String: Any])?["items"] as? [String: Any])
        #expect(Set(try #require(entry["properties"] as? [String: Any]).keys) == Set(StrategyProtocol.logEntryKeys))
        let work = try #require(((log["properties"] as? [String: Any])?["defer"] as? [String: Any])?["items"] as? [String: Any])
        #expect(Set(try #require(work["properties"] as? [String: Any]).keys) == Set(StrategyProtocol.deferKeys))
    }

    @Test("the views' point scale, layout guide and era have the schema's keys and values")
    func viewParts() throws {
        #expect(try Self.keys("request", "views", "keyboardLayoutGuide") == Set(StrategyProtocol.keyboardLayoutGuideKeys))
        let views = try #require(((try Self.definitions()["request"] as? [String: Any])?["properties"] as? [String: Any])?["views"] as? [String: Any])
        let properties = try #require(views["properties"] as? [String: Any])
        let scale = try #require((properties["pointScale"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        #expect(Set(try #require(scale.first?["properties"] as? [String: Any]).keys) == Set(StrategyProtocol.pointScaleKeys))
        #expect((properties["era"] as? [String: Any])?["enum"] as? [Int] == Era.allCases.map(\.rawValue))
        #expect((properties["contentAlignment"] as? [String: Any])?["enum"] as? [String] == ContentAlignment.allCases.map(\.rawValue))
        #expect((properties["ignoresSafeArea"] as? [String: Any])?["enum"] as? [String] == SafeAreaRegion.allCases.map(\.rawValue))
    }

    @Test("rects, sizes, points and insets have the schema's keys")
    func shapes() throws {
        #expect(try Self.keys("rect") == Set(StrategyProtocol.rectKeys))
        #expect(try Self.keys("size") == Set(StrategyProtocol.sizeKeys))
        #expect(try Self.keys("point") == Set(StrategyProtocol.pointKeys))
        #expect(try Self.keys("insets") == Set(StrategyProtocol.insetKeys))
    }
}
