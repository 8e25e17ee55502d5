@testable import KeyboardSim
import Testing
import TestTiming

/// The iPhones' figures (docs/explanation/ios-keyboard.md, "Devices") and the rule that maps their points to cells.
@Suite("Devices: the catalogue's figures in points and the point-to-cell rule", .timed)
struct DeviceCatalogueTests {
    @Test("the catalogue holds the SE, a 6.1-inch home-indicator phone and a Pro Max with iphone-metrics' sizes, status bars and safe areas")
    func figures() throws {
        let se = try #require(DeviceCatalogue.model(named: "iphone-se-3"))
        #expect(se.points == Size(width: 375, height: 667) && se.statusBar == 20)
        #expect(se.portraitSafeArea == EdgeInsets(top: 20) && se.landscapeSafeArea == .zero && !se.hasHomeIndicator)
        let fifteen = try #require(DeviceCatalogue.model(named: "iphone-15"))
        #expect(fifteen.points == Size(width: 393, height: 852) && fifteen.statusBar == 54)
        #expect(fifteen.portraitSafeArea == EdgeInsets(top: 59, bottom: 34))
        #expect(fifteen.landscapeSafeArea == EdgeInsets(left: 59, bottom: 21, right: 59) && fifteen.hasHomeIndicator)
        let max = try #require(DeviceCatalogue.model(named: "iphone-16-pro-max"))
        #expect(max.points == Size(width: 440, height: 956) && max.portraitSafeArea == EdgeInsets(top: 62, bottom: 34))
        #expect(max.landscapeSafeArea == EdgeInsets(left: 62, bottom: 21, right: 62))
        #expect(max.points(.landscape) == Size(width: 956, height: 440))
        #expect(DeviceChoice.names == ["default", "iphone-se-3", "iphone-15", "iphone-16-pro-max"])
        #expect(DeviceChoice(name: "iphone-14") == nil && DeviceChoice(name: "default") == .proportional)
    }

    @Test("keyboard heights add up by composition: 260/216 on the SE, 336/291 on the 15, 346/301 on the Pro Max; landscape 200/162, 219/181")
    func keyboardHeights() throws {
        let expected: [(String, portrait: (Int, Int), landscape: (Int, Int))] = [
            ("iphone-se-3", (260, 216), (200, 162)), ("iphone-15", (336, 291), (219, 181)), ("iphone-16-pro-max", (346, 301), (219, 181)),
        ]
        for (name, portrait, landscape) in expected {
            let model = try #require(DeviceCatalogue.model(named: name))
            #expect(model.keyboardHeight(.portrait, withPredictionBar: true) == portrait.0, "\(name)")
            #expect(model.keyboardHeight(.portrait, withPredictionBar: false) == portrait.1, "\(name)")
            #expect(model.keyboardHeight(.landscape, withPredictionBar: true) == landscape.0, "\(name)")
            #expect(model.keyboardHeight(.landscape, withPredictionBar: false) == landscape.1, "\(name)")
        }
        // The home-indicator phones' keyboards include the 34-point home indicator; the SE's has no strip.
        #expect(DeviceCatalogue.iPhone15.keyboard.portrait.bottomStrip == 75 && DeviceCatalogue.iPhoneSE3.keyboard.portrait.bottomStrip == 0)
    }

    @Test("points map to cells per axis, rounded to the nearest cell, a non-zero figure at least one cell")
    func pointScale() {
        // The iPhone 15 on a 39x41 screen (a 100x44 terminal).
        let scale = PointScale(points: Size(width: 393, height: 852), cells: Size(width: 39, height: 41))
        #expect(scale.rows(336) == 16)   // 16.17
        #expect(scale.rows(291) == 14)   // 14.00
        #expect(scale.rows(59) == 3)     // 2.84
        #expect(scale.rows(34) == 2)     // 1.64
        #expect(scale.rows(10) == 1)     // 0.48, but not nothing
        #expect(scale.rows(0) == 0)
        #expect(scale.rows(852) == 41 && scale.columns(393) == 39)
        #expect(scale.insets(EdgeInsets(top: 59, left: 59, bottom: 34, right: 59)) == EdgeInsets(top: 3, left: 6, bottom: 2, right: 6))
    }

    @Test("kbsim devices lists every device with its points, safe areas and keyboard heights both ways, with and without the bar")
    func listing() {
        let text = DeviceListing.text
        for name in DeviceChoice.names { #expect(text.contains("\n\(name)  ") || text.hasPrefix(name), "\(name)") }
        #expect(text.contains("393 × 852 pt, status bar 54 pt"))
        #expect(text.contains("safe area  portrait top 59, bottom 34; landscape left 59, right 59, bottom 21"))
        #expect(text.contains("portrait 336 pt with the QuickType bar, 291 without"))
        #expect(text.contains("landscape 219 pt with the QuickType bar, 181 without"))
        #expect(text.contains("portrait 346 pt with the QuickType bar, 301 without"))
        #expect(text.contains("portrait 260 pt with the QuickType bar, 216 without"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }
}
