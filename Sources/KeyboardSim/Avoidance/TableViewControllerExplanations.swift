// Explanations of strategy `tableviewcontroller` (TableViewControllerStrategy.swift): UIKit's own
// handling in UITableViewController, told in kbsim's words, with the numbers each action logs.

extension Source {
    /// Apple's guide, iPhone OS 3 edition: the note that UITableViewController resizes its table by itself.
    package static let guideIPhoneOS3TableViewController = Source(
        document: "Apple, “Managing the Keyboard”", edition: "iPhone OS 3 edition",
        listing: "note under “Moving Content That Is Located Under the Keyboard”")
    /// The IQKeyboardManager report whose reporter found the missing super call.
    package static let iqKeyboardManager1202 = Source(
        document: "IQKeyboardManager #1202, “Doesn't work in UITableview”", edition: "2018",
        listing: "the reporter's viewWillAppear without super", address: "https://github.com/hackiftekhar/IQKeyboardManager/issues/1202")
    /// The openradar report that dates the automatic inset to iOS 6 and names its private method.
    package static let openradar5016 = Source(
        document: "openradar 5016, “UITableViewController adjusts a table used as an inputView”", edition: "iOS 6",
        listing: "the table's automatic keyboard inset, a private method", address: "https://github.com/lionheart/openradar-mirror/issues/5016")
}

/// What the why panel says about each action of UITableViewController's own handling.
package struct TableViewControllerExplanations: SourceRetelling {
    /// The strategy these explanations are of.
    package let strategy = TableViewControllerStrategy.id
    /// The documents the retelling follows.
    package let sources: [Source] = [.guideIPhoneOS3TableViewController, .openradar5016, .iqKeyboardManager1202]
    /// What the controller listens to once its table appears.
    package let listensTo = "keyboardWillShow and keyboardWillHide (UIKit's own observers, private)"

    /// What the why panel says of each action the controller logs.
    package var handlerEntries: [StrategyAction.Name: ExplanationTemplate] {
        [
            .adjustForAutomaticKeyboardInfo: ExplanationTemplate(source: .openradar5016, title: "UITableViewController makes room for the keyboard", steps: [
                .text("keyboardWillShow arrives; UIKit's table view controller measures how far the keyboard reaches over its table: {adjustment.rows}, beyond what the table already keeps clear at its bottom."),
                .choice(flag: "resized",
                        whenTrue: "As in iPhone OS 3, it shrinks the table's frame by that much, in place of what it took before.",
                        whenFalse: "It adds that much to the table's bottom content and indicator insets, in place of what it added before."),
                .choice(flag: "scrolled",
                        whenTrue: "It scrolls the first responder's row, section {section} row {row}, into view: the least scroll that shows it.",
                        whenFalse: "The first responder's row, section {section} row {row}, shows already: nothing scrolls."),
            ], whyVisible: .lastRowAboveKeyboard,
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: the controller adjusts at keyboardWillShow only, and this keyboard changed without one."),
            .keyboardHandlingNeverStarted: ExplanationTemplate(source: .iqKeyboardManager1202, title: "the app skipped super.viewWillAppear", steps: [
                .text("keyboardWillShow arrives, and nothing answers it: UITableViewController starts its keyboard handling in viewWillAppear:, and the app's override of it never calls super."),
                .text("A library that leaves a table view controller to itself, as IQKeyboardManager does, does nothing either."),
            ], whyVisible: "{field} can be seen: it stands above the keyboard without help.",
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which starts at row {keyboardTop}: no one moved the table."),
            .undoAutomaticKeyboardAdjustment: ExplanationTemplate(source: .openradar5016, title: "UITableViewController takes its room back", steps: [
                .text("keyboardWillHide arrives; the controller takes back what it added: the adjustment is {adjustment} now."),
            ], whyVisible: .seenWithoutInset,
               whyCovered: "{coveredPart} {coveredPart.is} under the keyboard, which has not gone yet."),
        ]
    }

    /// The app's mistake kbsim catches as it bites.
    package var pitfallEntries: [Pitfall: ExplanationTemplate] {
        [
            TableViewControllerStrategy.superViewWillAppearSkipped: ExplanationTemplate(
                source: .iqKeyboardManager1202, title: "pitfall: viewWillAppear without super (IQKeyboardManager #1202)", steps: [
                    .text("The app overrides viewWillAppear: and does not call super, so UITableViewController never starts handling the keyboard: no inset, no scroll to the row."),
                    .text("{coveredRows.rows} of the field stay under the keyboard. Calling super.viewWillAppear(animated) puts it right."),
                ], whyVisible: "{field} can be seen, though nothing moved for it.", whyCovered: .underKeyboard),
        ]
    }

    /// The controller's handling retold (UIKit's code is private: the steps the sources give).
    package var listingLines: [StrategyListing.Line] {
        [
            .init("// UIKit's UITableViewController", ranBy: [.installed]),
            .init("// app: viewWillAppear, no super", ranBy: [.keyboardHandlingNeverStarted],
                  pitfalls: [TableViewControllerStrategy.superViewWillAppearSkipped]),
            .init("on keyboardWillShow(note) {", ranBy: [.adjustForAutomaticKeyboardInfo]),
            .init("  let a = overlap(kb, table)", ranBy: [.adjustForAutomaticKeyboardInfo], live: "a = {adjustment}"),
            .init("  inset.bottom += a - last", ranBy: [.adjustForAutomaticKeyboardInfo], when: .init("resized", is: false)),
            .init("  frame.height -= a - last // 3", ranBy: [.adjustForAutomaticKeyboardInfo], when: .init("resized", is: true)),
            .init("  last = a", ranBy: [.adjustForAutomaticKeyboardInfo]),
            .init("  scrollToRow(row, .none)", ranBy: [.adjustForAutomaticKeyboardInfo], when: .init("scrolled", is: true)),
            .init("}"),
            .init("on keyboardWillHide(note) {", ranBy: [.undoAutomaticKeyboardAdjustment]),
            .init("  undo(last); last = 0", ranBy: [.undoAutomaticKeyboardAdjustment], live: "last = {adjustment}"),
            .init("}"),
        ]
    }
}
