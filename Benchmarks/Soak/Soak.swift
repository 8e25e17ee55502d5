// kbsim-soak: a million random events through the simulator (and a frame drawn every hundred),
// with the resident set size sampled as it goes. `make bench` runs it; the RSS must stay flat over
// the second half — nothing kbsim keeps may grow with the number of events, only with what the fields hold.
#if canImport(Glibc)
import Glibc
#endif
import KeyboardSim
import KeyboardSimForms
import KeyboardSimRender

/// The resident set size in KiB, from /proc/self/statm.
func residentKiB() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return -1 }
    defer { fclose(file) }
    var size = 0, resident = 0
    guard withUnsafeMutablePointer(to: &size, { sizePointer in
        withUnsafeMutablePointer(to: &resident) { vfscanf_statm(file, sizePointer, $0) }
    }) else { return -1 }
    return resident * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// Reads the first two numbers of statm without the variadic fscanf (not callable from Swift).
func vfscanf_statm(_ file: UnsafeMutablePointer<FILE>, _ size: UnsafeMutablePointer<Int>, _ resident: UnsafeMutablePointer<Int>) -> Bool {
    var buffer = [CChar](repeating: 0, count: 128)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
    let numbers = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        .split(separator: " ").compactMap { Int($0) }
    guard numbers.count >= 2 else { return false }
    size.pointee = numbers[0]
    resident.pointee = numbers[1]
    return true
}

/// The soak: the simulator under a million seeded events.
@main
struct Soak {
    static let terminal = Size(width: 80, height: 24)
    static let characters = Array("abcdefghij klmnop. ЖЁжё日本,1234")
    static let keys: [KeyPress] = [.tab, .backTab, .returnKey, .backspace, .backspace, .left, .right, .up, .down,
                                   .escape, .control("u"), .home, .end]
    static let fieldNames = try! FormLoader.parse(BundledForms.defaultForm.source,
                                                  path: BundledForms.defaultForm.fileName).fields.map(\.name)

    static func main() throws {
        let eventCount = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1_000_000 : 1_000_000
        let samples = 10
        let bundled = BundledForms.defaultForm
        let form = try FormLoader.parse(bundled.source, path: bundled.fileName)
        var layout = TerminalLayout(terminal: Soak.terminal, orientation: .portrait)
        var simulator = Simulator(SessionConfiguration(form: form, strategy: .auto, era: .ios11, orientation: .portrait, inputMethods: [.english, .russian, .japanese]), screenSize: layout.simulatedScreenSize)
        var generator = SeededGenerator(seed: 0x50AC)
        var time = 0.0
        var postedEvents = 0

        print("events      RSS (KiB)   text held (graphemes)   events posted")
        var halfway = 0, last = 0
        for index in 1...eventCount {
            time += Double(Int.random(in: 0...3, using: &generator)) * 0.05
            postedEvents += simulator.handle(randomEvent(&generator, simulator, &layout), at: time).count
            if index % 100 == 0 { _ = Renderer.draw(Scene(simulator, layout: layout)) }
            if index % (eventCount / samples) == 0 {
                let resident = residentKiB()
                if index == eventCount / samples * (samples / 2) { halfway = resident }
                last = resident
                let held = simulator.texts.reduce(0) { $0 + $1.count }
                print(String(index).padding(toLength: 12, withPad: " ", startingAt: 0)
                      + String(resident).padding(toLength: 12, withPad: " ", startingAt: 0)
                      + String(held).padding(toLength: 24, withPad: " ", startingAt: 0) + String(postedEvents))
            }
        }
        // The allocator's arenas and the caches settle in the first half (the static runtime's
        // took 200,000 events); a leak grows in proportion to events, so the second half shows it.
        let growth = Double(last - halfway) / Double(max(halfway, 1))
        print("RSS half-way \(halfway) KiB, at the end \(last) KiB: \(growth <= 0.05 ? "flat" : "GROWING") (\(Int((growth * 100).rounded()))%)")
        exit(growth <= 0.05 ? 0 : 1)
    }

    /// A random input: mostly typing and editing keys, some taps, scrolls, rotations and switches.
    static func randomEvent(_ generator: inout SeededGenerator, _ simulator: Simulator, _ layout: inout TerminalLayout) -> InputEvent {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<55: return .key(.character(Soak.characters.randomElement(using: &generator)!))
        case 55..<80: return .key(Soak.keys.randomElement(using: &generator)!)
        case 80..<86: return .tapField(Soak.fieldNames.randomElement(using: &generator)!)
        case 86..<89: return .tapBackground
        case 89..<93: return .scroll(by: Int.random(in: -5...5, using: &generator))
        case 93..<95: return .nextInputMethod
        case 95:
            let orientation: Orientation = simulator.orientation == .portrait ? .landscape : .portrait
            layout = TerminalLayout(terminal: Soak.terminal, orientation: orientation)
            return .rotate(orientation, screen: layout.simulatedScreenSize)
        case 96: return .setStrategy(StrategyCatalogue.builtIns.ids.randomElement(using: &generator)!)
        case 97: return .setEra(Era.allCases.randomElement(using: &generator)!)
        default: return .key(.control("u"))
        }
    }
}
