@testable import KeyboardSim
import KeyboardSimRender
import Testing
import TestTiming

/// The phone's parts hold together on every device, in every era and orientation, at every
/// screen size a terminal gives: what `KeyboardGeometryPropertyTests` holds for kbsim's phone.
@Suite("Device geometry over every device × era × orientation: no overlaps, every key inside the keyboard, clicks hit the key drawn", .timed)
struct DeviceGeometryPropertyTests {
    /// Letters with the QuickType bar, without it, a pad, a secure field, a picker, a date picker;
    /// any with a toolbar.
    static func form(using random: inout SeededGenerator) -> Form {
        let traits = [TextInputTraits(), TextInputTraits(autocorrection: .no), TextInputTraits(keyboardType: .decimalPad),
                      TextInputTraits(keyboardType: .phonePad), TextInputTraits(secureTextEntry: true),
                      TextInputTraits(keyboardType: .emailAddress)]
        let inputView = random.pick([nil, nil, nil, InputViewKind.picker, .datePicker])
        var form = Form(title: "Parts", fields: [Field(name: "field", traits: random.pick(traits), toolbar: random.chance(0.3),
                                                       inputView: inputView, options: inputView == .picker ? pickerOptions : [])])
        // Bars on or off: a navigation bar of each style, a tab bar, a footer, either behaviour.
        form.navigationBar = random.pick(NavigationBarStyle.allCases)
        form.tabBar = random.chance(0.5)
        form.footer = random.chance(0.5) ? Footer(name: "create", label: "Create account") : nil
        form.contentInsetAdjustmentBehavior = random.pick(ContentInsetAdjustmentBehavior.allCases)
        return form
    }

    /// A picker's options: more than its wheel shows, so that rows above and below the middle are drawn.
    static let pickerOptions = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]

    @Test("keyboard flush with the bottom below the bars, inside the screen; keys apart, inside the keyboard, above its bars and the home indicator; a click on a key hits it; a picker's rows likewise, and a click on one selects it",
          arguments: Orientation.allCases)
    func partsHoldTogether(orientation: Orientation) throws {
        var random = SeededGenerator(seed: orientation == .portrait ? 26 : 2_626)
        let screens = try #require(KeyboardGeometryPropertyTests.screensByOrientation[orientation])
        let devices = DeviceChoice.names.compactMap(DeviceChoice.init(name:))
        #expect(devices.count == 4)
        for device in devices {
            for era in Era.allCases {
                for screen in screens {
                    let form = Self.form(using: &random)
                    var simulator = Simulator(SessionConfiguration(form: form, era: era, orientation: orientation, device: device),
                                              screenSize: screen)
                    _ = simulator.handle(.tapField("field"), at: 0)
                    _ = simulator.advance(to: 1)
                    let context = "\(device.name) era \(era.rawValue) \(orientation.rawValue) \(screen.width)x\(screen.height) "
                        + "\(form.fields[0].inputView?.rawValue ?? form.fields[0].traits.keyboardType.rawValue) bar \(form.navigationBar) "
                        + "tabBar \(form.tabBar) footer \(form.footer != nil) \(form.contentInsetAdjustmentBehavior)"
                    try check(simulator, screen: screen, context: context, using: &random)
                    if form.fields[0].inputView != nil { try checkPicker(simulator, screen: screen, context: context, using: &random) }
                    checkChrome(simulator, screen: screen, context: context)
                }
            }
        }
    }

    private func check(_ simulator: Simulator, screen: Size, context: String, using random: inout SeededGenerator) throws {
        let frame = try #require(simulator.keyboardFrame, "\(context)")
        // The device's own insets: the keys keep clear of the home indicator, not of a tab bar they cover.
        let safe = simulator.device.safeAreaInsets
        let top = simulator.chrome.navigationBar?.maxY ?? simulator.chrome.titleRow?.maxY ?? AppState.barsHeight
        #expect(frame.maxY == screen.height && frame.minX == 0 && frame.width == screen.width, "keyboard \(frame): \(context)")
        #expect(frame.minY >= top, "keyboard \(frame) over the bars: \(context)")
        #expect(safe.top + safe.bottom < screen.height && safe.left + safe.right < screen.width, "safe area \(safe): \(context)")
        let layout = simulator.keyboardLayout
        let keysTop = frame.minY + layout.keyAreaTop + 1
        let keys = simulator.placedKeys
        #expect(!keys.isEmpty || simulator.pickerLayout != nil, "\(context)")
        let sorted = keys.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        for (index, key) in sorted.enumerated() {
            #expect(frame.intersection(key.frame) == key.frame, "\(key.key.name) \(key.frame) outside \(frame): \(context)")
            if !key.key.isBarKey {
                #expect(key.frame.minY >= keysTop, "\(key.key.name) \(key.frame) over the bars: \(context)")
                #expect(key.frame.maxY <= screen.height - safe.bottom, "\(key.key.name) \(key.frame) over the home indicator: \(context)")
            }
            for other in sorted[(index + 1)...].prefix(while: { $0.frame.minY < key.frame.maxY })
            where !key.frame.intersection(other.frame).isEmpty {
                Issue.record("\(key.key.name) \(key.frame) overlaps \(other.key.name) \(other.frame): \(context)")
            }
        }
        guard !keys.isEmpty else { return }
        let key = random.pick(keys)
        let centre = Point(x: key.frame.x + key.frame.width / 2, y: key.frame.y + key.frame.height / 2)
        #expect(simulator.tapTarget(at: centre) == .key(key.key.name), "a click on \(key.key.name) at \(centre): \(context)")
    }
}

extension DeviceGeometryPropertyTests {
    /// A picker's rows: apart, inside the keyboard below its top edge and above the home
    /// indicator, the middle row among them; a click on a row hits it and selects it.
    private func checkPicker(_ simulator: Simulator, screen: Size, context: String, using random: inout SeededGenerator) throws {
        let frame = try #require(simulator.keyboardFrame, "\(context)")
        let picker = try #require(simulator.pickerLayout, "\(context)")
        let top = frame.minY + simulator.keyboardLayout.keyAreaTop + 1
        let bottom = screen.height - simulator.device.safeAreaInsets.bottom   // the home indicator, not a tab bar the picker covers
        #expect(picker.rows.contains { $0.offset == 0 } && picker.rows.contains { $0.offset != 0 }, "\(picker.rows): \(context)")
        for (index, row) in picker.rows.enumerated() {
            #expect(row.frame.minY >= top && row.frame.maxY <= bottom && frame.intersection(row.frame) == row.frame,
                    "\(row.label) \(row.frame) outside \(frame) below \(top) above \(bottom): \(context)")
            for other in picker.rows[(index + 1)...] where !row.frame.intersection(other.frame).isEmpty {
                Issue.record("\(row.label) \(row.frame) overlaps \(other.label) \(other.frame): \(context)")
            }
        }
        let row = random.pick(picker.rows)
        let centre = Point(x: row.frame.x + row.frame.width / 2, y: row.frame.y)
        #expect(simulator.tapTarget(at: centre) == .key(row.label), "a click on \(row.label) at \(centre): \(context)")
        var tapped = simulator
        _ = tapped.handle(.tap(centre), at: 2)
        let selected = try #require(tapped.pickerLayout?.rows.filter { $0.offset == 0 }.map(\.label), "\(context)")
        #expect(selected.contains(row.label), "a click on \(row.label) selected \(selected): \(context)")
    }

    /// The status bar, navigation bar or title row, footer and tab bar lie apart inside the
    /// screen; the scroll view's frame never reaches the footer, and what it shows inside the
    /// safe area it counts (all of it before iOS 11) keeps clear of every bar.
    func checkChrome(_ simulator: Simulator, screen: Size, context: String) {
        let chrome = simulator.chrome
        let screenRect = Rect(origin: .zero, size: screen)
        let parts = [("status bar", chrome.statusBar), ("title row", chrome.titleRow), ("navigation bar", chrome.navigationBar),
                     ("footer", chrome.footer), ("tab bar", chrome.tabBar)].compactMap { name, rect in rect.map { (name, $0) } }
        for (index, (name, rect)) in parts.enumerated() {
            #expect(!rect.isEmpty && screenRect.intersection(rect) == rect, "\(name) \(rect) outside the screen: \(context)")
            for (otherName, other) in parts[(index + 1)...] where !rect.intersection(other).isEmpty {
                Issue.record("\(name) \(rect) overlaps \(otherName) \(other): \(context)")
            }
        }
        let scrollView = simulator.views.scrollView
        if let footer = chrome.footer {
            #expect(scrollView.frame.intersection(footer).isEmpty, "scroll view \(scrollView.frame) over the footer \(footer): \(context)")
        }
        guard simulator.era.rawValue < Era.ios11.rawValue || simulator.form.contentInsetAdjustmentBehavior == .automatic else { return }
        let adjusted = scrollView.adjustedContentInset
        let shown = scrollView.frame.inset(by: EdgeInsets(top: adjusted.top - scrollView.contentInset.top,
                                                          bottom: adjusted.bottom - scrollView.contentInset.bottom))
        for (name, rect) in parts where name != "title row" && !shown.intersection(rect).isEmpty {
            Issue.record("the scroll view's safe rect \(shown) overlaps the \(name) \(rect): \(context)")
        }
    }
}

extension Key {
    /// Whether the key sits in a bar above the keys (a toolbar button or a candidate).
    fileprivate var isBarKey: Bool {
        switch action {
        case .toolbar, .candidate: true
        default: false
        }
    }
}
