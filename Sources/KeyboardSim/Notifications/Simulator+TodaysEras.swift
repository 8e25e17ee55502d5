/// What today's eras (15, 17, 26) post differently: the out-of-process keyboard's late
/// notifications, iOS 26's hide frame with an accessory, and a change of accessory instance.
extension Simulator {
    /// Hands the app what the keyboard process has for it by now: its notifications, and the
    /// new orientation's keyboard once a rotation's transition has ended.
    mutating func receiveFromKeyboardProcess() {
        for message in keyboardProcess.takeDue(by: now) {
            switch message {
            case .notification(let notification): post(.notification(notification))
            case .showAfterRotation: showAfterRotation()
            }
        }
    }

    /// The rotation's transition is over: the focused field's keyboard comes up in the new
    /// orientation, unless focus left meanwhile or another show brought it up already.
    private mutating func showAfterRotation() {
        guard let index = focusedIndex, !keyboard.isUp else { return }
        showKeyboard(height: keyboardHeight(forField: index))
        scrollIntoView(field: index)
    }

    /// The end frame a batch `names` reports for a move that ends at `end`: iOS 26 reports the
    /// accessory's frame, on the screen's bottom rows, in a hide's frames when the field has an
    /// accessory (IQKeyboardManager #2124: "the endFrame.height is 44 even the keyboard is hidden",
    /// a height IQKeyboardNotification measured as the screen's height less the frame's top, so
    /// the frame lies inside the screen: docs/explanation/ios-keyboard.md).
    func reportedEndFrame(of names: [KeyboardNotification.Name], end: Rect) -> Rect {
        guard posting.reportsAccessoryHeightOnHide, names.contains(.keyboardWillHide) || names.contains(.keyboardDidHide),
              let owner = keyboard.owner, form.fields[owner].toolbar else { return end }
        return Rect(x: end.x, y: screenSize.height - accessoryRows, width: end.width, height: accessoryRows)
    }

    /// The accessory toolbar's height: its 44 points on this phone (at least one row), as the
    /// screen's bars are measured.
    var accessoryRows: Int { app.chrome.pointScale.rows(BarMetrics.accessoryToolbar) }

    /// Whether focus moving from field `old` to field `new` swaps one accessory view for another
    /// instance: both have a toolbar and at least one of them is the field's own, not the form's shared one.
    func changesAccessory(from old: Int?, to new: Int) -> Bool {
        guard let old else { return false }
        let (from, to) = (form.fields[old], form.fields[new])
        return from.toolbar && to.toolbar && (from.ownsToolbar || to.ownsToolbar)
    }
}
