/// The keyboard on screen now: its frame, its keys and the state they are drawn in.
extension Simulator {
    /// The keyboard's frame now, in screen coordinates; nil when it is hidden.
    package var keyboardFrame: Rect? { keyboard.frame(at: now) }

    /// The keys of the keyboard now, in screen coordinates (empty while it is hidden).
    package var placedKeys: [KeyboardLayout.PlacedKey] {
        guard let frame = keyboardFrame else { return [] }
        return keyboardLayout.placedKeys(in: frame.size).map {
            KeyboardLayout.PlacedKey(key: $0.key, frame: $0.frame.offsetBy(dx: frame.x, dy: frame.y))
        }
    }

    /// The field whose keyboard is on screen (it stays drawn while the keyboard slides away).
    package var keyboardOwner: Field? { keyboard.owner.map { form.fields[$0] } }

    /// The traits of the field whose keyboard is on screen (without copying the whole field).
    var keyboardOwnerTraits: TextInputTraits? { keyboard.owner.map { form.fields[$0].traits } }

    /// The input method the owner's keyboard shows: URL, email, ASCII-only keyboards, pads and
    /// secure fields stay English whatever the globe key chose.
    package var keyboardInputMethod: InputMethod {
        guard let traits = keyboardOwnerTraits else { return inputMethod }
        return traits.keyboardType.followsInputMethod && !traits.secureTextEntry ? inputMethod : .english
    }

    /// The keys on screen now: the owner's keyboard type on the current plane and input method,
    /// with its accessory toolbar and the candidate bar when there are any.
    package var keyboardLayout: KeyboardLayout {
        let owner = keyboardOwner
        let keys = KeyboardLayout.keys(for: KeyboardLayout.Request(
            type: owner?.traits.keyboardType ?? .default, plane: keyboard.plane, inputMethod: keyboardInputMethod,
            returnLabel: returnKeyLabel, showsGlobe: inputMethods.count > 1))
        let toolbar = owner?.toolbar == true ? Key.ToolbarButton.allCases.map {
            Key(name: $0.rawValue, action: .toolbar($0), minimumWidth: CellWidth.of($0.rawValue) + 2)
        } : nil
        let candidates = composition.map { composition in
            composition.candidates.enumerated().map { Key(name: $1, action: .candidate($0), minimumWidth: CellWidth.of($1) + 2) }
        }
        // A picker in the keyboard's place has no keys and no QuickType bar (`pickerLayout` places its wheels).
        let picker = owner?.inputView != nil
        return KeyboardLayout(rows: picker ? [] : keys.rows, toolbar: toolbar, toolbarRows: accessoryRows, candidates: candidates, isPad: keys.isPad,
                              predictionBar: !picker && owner.map { showsPredictionBar($0.traits) } ?? false,
                              homeIndicatorRows: device.safeAreaInsets.bottom)
    }

    /// What the cap of `key` shows now: the letter in the case Shift gives it, the Shift
    /// state's arrow, the Return key's label, the space bar's word for the input method.
    package func label(of key: Key) -> String {
        switch key.action {
        case .insert(" "): return composition != nil ? "次候補" : keyboardInputMethod == .japanese ? "空白" : "space"
        case .insert(let text): return keyboard.shift != .off ? text.uppercased() : text
        case .shift:
            switch keyboard.shift {
            case .off: return "⇧"
            case .on: return "⬆"
            case .capsLock: return "⇪"
            }
        case .deleteBackward: return "⌫"
        case .returnKey: return returnKeyLabel
        case .nextInputMethod: return "🌐"
        case .toolbar(.previous): return "‹ " + key.name
        case .toolbar(.next): return key.name + " ›"
        case .plane, .toolbar, .candidate, .none: return key.name
        }
    }

    /// The label of the Return key: the owner's return key type, `Go` on a web-search keyboard,
    /// 確定 (confirm) while marked text waits to be committed.
    package var returnKeyLabel: String {
        if composition != nil { return Self.confirmLabel }
        guard let traits = keyboardOwnerTraits else { return ReturnKeyType.default.label }
        return Self.returnKeyLabel(for: traits)
    }

    /// The Return key's label while marked text waits to be committed.
    static let confirmLabel = "確定"

    /// The label of the Return key of a field with `traits`, no marked text waiting.
    static func returnKeyLabel(for traits: TextInputTraits) -> String {
        traits.returnKeyType == .default && traits.keyboardType == .webSearch ? ReturnKeyType.go.label : traits.returnKeyType.label
    }

    /// Every label `Tap key` can press on the keyboard of a field with `traits` (and the toolbar
    /// when `toolbar`), on any of its planes, with the globe cycling through `inputMethods`: its
    /// keys' names, its Return key's label, its toolbar's buttons. Candidates are not among them:
    /// only the typing decides them.
    package static func tapKeyLabels(traits: TextInputTraits, toolbar: Bool, inputMethods: [InputMethod]) -> Set<String> {
        let shown = traits.keyboardType.followsInputMethod && !traits.secureTextEntry ? inputMethods : [.english]
        var labels: Set<String> = [returnKeyLabel(for: traits)]
        for plane in KeyboardLayout.planes(of: traits.keyboardType) {
            for method in shown {
                let request = KeyboardLayout.Request(type: traits.keyboardType, plane: plane, inputMethod: method,
                                                     returnLabel: returnKeyLabel(for: traits), showsGlobe: inputMethods.count > 1)
                labels.formUnion(KeyboardLayout.keys(for: request).rows.joined().map(\.name).filter { !$0.isEmpty })
                if method == .japanese { labels.insert(confirmLabel) }
            }
        }
        if toolbar { labels.formUnion(Key.ToolbarButton.allCases.map(\.rawValue)) }
        return labels
    }

    /// Whether Return does anything now: `enablesReturnKeyAutomatically` greys it while the field is empty.
    package var isReturnKeyEnabled: Bool {
        guard let index = focusedIndex else { return false }
        return !(form.fields[index].traits.enablesReturnKeyAutomatically && texts[index].isEmpty && composition == nil)
    }

    /// The on-screen key drawn pressed now, if any.
    package var highlightedKeyName: String? { keyboard.highlightedKeyName(at: now) }

    /// Whether a toolbar button has somewhere to go: no Previous on the first field, no Next on the last.
    package func isToolbarButtonEnabled(_ button: Key.ToolbarButton) -> Bool {
        guard let index = focusedIndex else { return false }
        switch button {
        case .previous: return index > 0
        case .next: return index + 1 < form.fields.count
        case .done: return true
        }
    }
}
