@testable import KeyboardSim
import KeyboardSimRender
import Testing
import TestTiming

/// Properties of every keyboard at every terminal size from the smallest to 200x60, both
/// orientations: what a person sees is what a click hits.
@Suite("Keyboard geometry at every size: no overlaps, inside the frame, labels fit, clicks hit what is drawn", .timed)
struct KeyboardGeometryPropertyTests {
    /// Every screen size a single phone or a comparison takes in terminals from the smallest to
    /// 200x60, per orientation (worked out once: both tests go through them).
    static let screensByOrientation = Dictionary(uniqueKeysWithValues: Orientation.allCases.map { ($0, screens($0)) })

    static func screens(_ orientation: Orientation) -> [Size] {
        var sizes = Set<Size>()
        let smallest = TerminalLayout.minimumTerminal
        for width in smallest.width...200 {
            for height in smallest.height...60 {
                for phones in 1...2 {
                    let layout = TerminalLayout(terminal: Size(width: width, height: height), orientation: orientation, phones: phones)
                    if let screen = layout.screen { sizes.insert(screen.size) }
                }
            }
        }
        return sizes.sorted { ($0.width, $0.height) < ($1.width, $1.height) }
    }

    /// A one-field form asking for `type` with seeded traits (Return key, toolbar, appearance), the
    /// keyboard up on `plane` with a seeded input method and Shift state.
    static func simulator(_ type: KeyboardType, plane: KeyboardPlane, screen: Size, orientation: Orientation,
                          using random: inout SeededGenerator) -> Simulator {
        let traits = TextInputTraits(keyboardType: type, returnKeyType: random.pick(ReturnKeyType.allCases), autocapitalization: .none,
                                     autocorrection: .no, keyboardAppearance: random.pick(KeyboardAppearance.allCases))
        let field = Field(name: "field", traits: traits, toolbar: random.chance(0.3))
        let methods = random.pick([[InputMethod.english], [.english, .russian], [.english, .russian, .japanese]])
        var simulator = Simulator(SessionConfiguration(form: Form(title: "Keys", fields: [field]), orientation: orientation,
                                                       inputMethods: methods), screenSize: screen)
        _ = simulator.handle(.tapField("field"), at: 0)
        for _ in 0..<Int.random(in: 0..<methods.count, using: &random) { _ = simulator.handle(.nextInputMethod, at: 0.1) }
        if simulator.inputMethod == .japanese && random.chance(0.5) {
            for character in "kana" { _ = simulator.handle(.key(.character(character)), at: 0.2) }
        }
        _ = simulator.advance(to: 2)
        simulator.keyboard.plane = plane
        if random.chance(0.3) { simulator.keyboard.tapShift(at: 2) }
        return simulator
    }

    /// Every keyboard type with each of its planes.
    static let kinds = KeyboardType.allCases.flatMap { type in KeyboardLayout.planes(of: type).map { (type, $0) } }

    @Test("every type, plane and input method at every size and orientation: keys apart, inside the keyboard, as wide as they need",
          arguments: Orientation.allCases)
    func layoutsAtEverySize(orientation: Orientation) throws {
        var random = SeededGenerator(seed: orientation == .portrait ? 15 : 1515)
        let screens = try #require(Self.screensByOrientation[orientation])
        #expect(screens.count > 20)
        for screen in screens {
            // An accessory toolbar and a candidate bar each make the keyboard a row taller.
            let bars = random.chance(0.3)
            let height = KeyboardMetrics.height(screen: screen, orientation: orientation) + (bars ? 2 : 0)
            let keyboard = Rect(origin: .zero, size: Size(width: screen.width, height: height))
            for (type, plane) in Self.kinds {
                // Japanese keys are English ones (its labels are the sampled test's).
                for method in [InputMethod.english, .russian] {
                    let request = KeyboardLayout.Request(type: type, plane: plane, inputMethod: method,
                                                         returnLabel: random.pick(ReturnKeyType.allCases).label, showsGlobe: random.chance(0.5))
                    let keys = KeyboardLayout.keys(for: request)
                    let layout = KeyboardLayout(rows: keys.rows, toolbar: bars ? [Key(name: "Done", action: .toolbar(.done), minimumWidth: 6)] : nil,
                                                candidates: bars ? [Key(name: "かな", action: .candidate(0), minimumWidth: 6)] : nil, isPad: keys.isPad)
                    let placed = layout.placedKeys(in: keyboard.size)
                    let context = "\(type.rawValue) \(plane.rawValue) \(method.rawValue) in \(keyboard.size) (screen \(screen), \(orientation.rawValue))"
                    #expect(placed.count == layout.allKeys.filter { !$0.isSpacer }.count, "every key placed: \(context)")
                    // Sorted by row, then column: a key can only overlap those that start before its bottom.
                    let sorted = placed.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
                    for (index, key) in sorted.enumerated() {
                        #expect(keyboard.intersection(key.frame) == key.frame, "\(key.key.name) at \(key.frame) outside: \(context)")
                        #expect(key.frame.width >= key.key.minimumWidth, "\(key.key.name) \(key.frame): \(context)")
                        for other in sorted[(index + 1)...].prefix(while: { $0.frame.minY < key.frame.maxY })
                        where !key.frame.intersection(other.frame).isEmpty {
                            Issue.record("\(key.key.name) \(key.frame) overlaps \(other.key.name) \(other.frame): \(context)")
                        }
                    }
                }
            }
        }
    }

    @Test("on a seeded sample of keyboards at every size and orientation, each label fits its cap and clicks hit the caps drawn",
          arguments: Orientation.allCases)
    func labelsAndClicksAtEverySize(orientation: Orientation) throws {
        var random = SeededGenerator(seed: orientation == .portrait ? 1_500 : 1_515)
        for screen in try #require(Self.screensByOrientation[orientation]) {
            let (type, plane) = random.pick(Self.kinds)
            let simulator = Self.simulator(type, plane: plane, screen: screen, orientation: orientation, using: &random)
            let context = "\(type.rawValue) \(plane.rawValue) \(simulator.keyboardInputMethod.rawValue) on \(screen.width)x\(screen.height) \(orientation.rawValue)"
            let frame = try #require(simulator.keyboardFrame, "\(context)")
            for key in simulator.placedKeys {
                let label = simulator.label(of: key.key)
                #expect(CellWidth.of(label) <= key.frame.width, "\(key.key.name)'s label \(label) in \(key.frame.width) cells: \(context)")
            }
            try clicksHitWhatIsDrawn(simulator, in: frame, context: context, using: &random)
        }
    }

    /// Clicks on a seeded sample of the keyboard's cells below its bars (and on four of its keys):
    /// a cell drawn as a cap hits the key there, any other cell hits nothing.
    private func clicksHitWhatIsDrawn(_ simulator: Simulator, in frame: Rect, context: String,
                                      using random: inout SeededGenerator) throws {
        let canvas = Renderer.drawScreen(simulator)
        let keysTop = frame.minY + simulator.keyboardLayout.keyAreaTop + 1
        let placed = simulator.placedKeys.filter { $0.frame.minY >= keysTop }
        var cells = (0..<4).map { _ in random.pick(placed) }.map { Point(x: Int.random(in: $0.frame.minX..<$0.frame.maxX, using: &random),
                                       y: Int.random(in: $0.frame.minY..<$0.frame.maxY, using: &random)) }
        cells += (0..<12).map { _ in Point(x: Int.random(in: frame.minX..<frame.maxX, using: &random),
                                           y: Int.random(in: keysTop..<frame.maxY, using: &random)) }
        for cell in cells {
            let target = simulator.tapTarget(at: cell)
            if KeyboardPicture.isCap(canvas, x: cell.x, y: cell.y) {
                let key = placed.first { $0.frame.contains(cell) }
                #expect(key != nil && target == .key(key!.key.name), "a click on the cap at \(cell) hit \(target): \(context)")
            } else {
                #expect(target == .keyboardGap, "a click on the tray at \(cell) hit \(target): \(context)")
            }
        }
    }
}
