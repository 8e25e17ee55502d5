/// Every word the lessons, the inspector and the why panel use, each with one short definition in
/// plain language: the one list `kbsim glossary` prints and the help overlay's glossary page shows.
package enum Glossary {
    /// One term and what it means.
    package struct Entry: Hashable, Sendable {
        /// The term as the screens spell it (several spellings joined by " / ").
        package let term: String
        /// What it means, in a sentence or three.
        package let definition: String
        /// Names the definition explains too, each named in it (the notifications of "notification").
        package let alsoDefines: [String]

        /// Creates an entry.
        package init(_ term: String, _ definition: String, also alsoDefines: [String] = []) {
            self.term = term
            self.definition = definition
            self.alsoDefines = alsoDefines
        }

        /// Whether `name` is one of the term's spellings, the term itself, or a name it also
        /// defines (letter case ignored).
        package func defines(_ name: String) -> Bool {
            let wanted = name.lowercased()
            return term.lowercased() == wanted || term.lowercased().split(separator: "/").contains {
                $0.trimmingSpaces == wanted
            } || alsoDefines.contains { $0.lowercased() == wanted }
        }
    }

    /// The entry that defines `name`, if any.
    package static func entry(for name: String) -> Entry? {
        entries.first { $0.defines(name) }
    }

    /// The entries, from the phone's basics to kbsim's own words.
    package static let entries: [Entry] = [
        Entry("UIKit", "Apple's framework for iPhone apps: the views, the text fields, the keyboard. It posts the keyboard "
              + "notifications and scrolls a focused field by itself; the app only reacts."),
        Entry("first responder", "The view that receives the keys: the field being edited. Tapping a field makes it first "
              + "responder and brings the keyboard up; resigning it (resignFirstResponder: Esc, a tap on the background) sends "
              + "the keyboard down. Dismissing the keyboard is the app's job.", also: ["resign", "resignFirstResponder"]),
        Entry("keyboard / keyboard frame", "The on-screen keyboard covers the bottom of the screen, over the app: whatever lies "
              + "under its frame (its rect on screen) cannot be seen. The app is never told to move; it must do so itself."),
        Entry("notification", "A message UIKit broadcasts to whoever listens: keyboardWillShow before the keyboard slides up, "
              + "keyboardDidShow after; keyboardWillHide and keyboardDidHide for the way down; keyboardWillChangeFrame and "
              + "keyboardDidChangeFrame around any move. Will: about to happen; Did: done."),
        Entry("userInfo", "The dictionary a notification carries: the keyboard's frames (frameBegin, frameEnd), the slide's "
              + "duration and curve, and whether the keyboard belongs to this app (isLocal)."),
        Entry("frameBegin / frameEnd", "UIKeyboardFrameBeginUserInfoKey and UIKeyboardFrameEndUserInfoKey: the keyboard's "
              + "frame on screen before and after this move. frameEnd is where it is going, the one to size things with; "
              + "frameBegin is where it was. iPhone OS 3 had neither."),
        Entry("centre and bounds / centerBegin / centerEnd / bounds", "What iPhone OS 3's userInfo gave instead of frames: "
              + "UIKeyboardCenterBeginUserInfoKey and UIKeyboardCenterEndUserInfoKey (the keyboard's middle point before and "
              + "after) and UIKeyboardBoundsUserInfoKey (its size). The frame keys came with iPhone OS 3.2."),
        Entry("keyboardWillShow / keyboardDidShow / keyboardWillHide / keyboardDidHide", "The four keyboard notifications, "
              + "WillShow, DidShow, WillHide and DidHide for short: UIKit posts WillShow as the keyboard starts up and DidShow "
              + "once it is up, WillHide and DidHide on the way down (Apple's full names: UIKeyboardWillShowNotification and so on).",
              also: ["WillShow", "DidShow", "WillHide", "DidHide", "KeyboardWillShow"]),
        Entry("keyboardWillChangeFrame / keyboardDidChangeFrame", "Posted before (WillChangeFrame) and after (DidChangeFrame) "
              + "any move of the keyboard, a show or a hide too, and on their own when it changes height while up: another "
              + "keyboard type, the QuickType bar, another input method.", also: ["WillChangeFrame", "DidChangeFrame"]),
        Entry("keyboardWasShown / keyboardWillBeHidden / keyboardWasHidden", "The handlers Apple's guide writes: keyboardWasShown "
              + "runs on keyboardDidShow; keyboardWillBeHidden on keyboardWillHide (iOS 7 edition); keyboardWasHidden on "
              + "keyboardDidHide (iPhone OS 3 edition), whose keyboardShown flag stops it shrinking the view twice.",
              also: ["keyboardShown"]),
        Entry("textViewDidBeginEditing / textViewDidChange", "A text view's delegate calls: textViewDidBeginEditing as it "
              + "becomes first responder, textViewDidChange after each edit (the one that hears a text view grow). The log "
              + "shortens them as it does textFieldDidBegin and textFieldDidEnd: textViewDidBegin.",
              also: ["textViewDidBegin", "textFieldDidBegin", "textFieldDidEnd"]),
        Entry("textFieldShouldBeginEditing / textViewShouldBeginEditing", "The delegate's question before a field becomes "
              + "first responder, asked while the field being left still is: an app that answers no keeps the field from "
              + "being edited, and nothing more happens (no keyboard, no DidBeginEditing). The log shortens them: textFieldShouldBegin, textViewShouldBegin.",
              also: ["textFieldShouldBegin", "textViewShouldBegin"]),
        Entry("textViewTextDidBeginEditing / textViewTextDidEndEditing", "UITextView's own notifications "
              + "(UITextView.textDidBeginEditingNotification and …DidEndEditingNotification), posted right after the "
              + "delegate's textViewDidBeginEditing and textViewDidEndEditing to any observer: how code that is not the text "
              + "view's delegate, IQKeyboardManager's among it, learns a text view is edited. The log shortens them: textViewTextDidBegin, textViewTextDidEnd.",
              also: ["textViewTextDidBegin", "textViewTextDidEnd"]),
        Entry("scrollViewWillBeginDragging / scrollViewDidScroll / scrollViewDidEndDragging", "UIScrollViewDelegate's calls "
              + "as the user scrolls: a finger's drag begins (before keyboardDismissMode onDrag resigns the field), the content "
              + "moved (once a frame), the finger lifted. The app's own scrolls call nothing in kbsim. A handler may answer with "
              + "endEditing, as Eureka ends editing when its table is dragged."),
        Entry("scrollViewPanChanged", "The scroll view's pan gesture at each move of a finger dragging the content (once a frame), "
              + "with the finger's location and where the keyboard is: what a target the app adds to the gesture hears, as a chat's "
              + "keyboard manager moves its bar with the finger. During an interactive dismissal it is the only word of the keyboard's move."),
        Entry("interactive dismissal", "keyboardDismissMode interactive: once a finger dragging the content crosses into the "
              + "keyboard, the keyboard follows it down, and UIKit posts no notification until the finger lifts — a hide if it "
              + "went past half the keyboard, a show back if not. The keyboard layout guide follows it, and auto keeps a chat's bar on it "
              + "(its followKeyboard); notification code cannot.",
              also: ["followKeyboard"]),
        Entry("iOS / iPhone / iPad", "iOS is the system iPhones run; an iPad runs iPadOS, whose keyboard can float or split. "
              + "kbsim's eras are iOS versions, and --device gives its phone an iPhone's size."),
        Entry("points", "iOS measures the screen in points, not pixels: an iPhone 15 is 393×852 points. kbsim turns points into "
              + "cells; on a real iPhone (--device) the inspector gives both."),
        Entry("UIView / view", "UIKit's building block: a rectangle on screen (its frame) that draws something and can hold "
              + "other views. Fields, the scroll view and the keyboard are all views."),
        Entry("view controller / root view", "The object that runs one screen: it owns the root view, the one every other view "
              + "of the screen sits in, listens to the keyboard notifications and is usually the fields' delegate. slide moves "
              + "its root view up."),
        Entry("portrait / landscape / rotation", "How the phone is held: portrait upright, landscape on its side (Ctrl-R). A "
              + "rotation hides the keyboard and shows the other orientation's, lower and wider: hides are posted, then shows."),
        Entry("status bar", "The top row of the screen, with the time and the battery. It takes part of the top safe area."),
        Entry("navigation bar / large title", "The bar at the top of a screen with its title and back button; a large title is "
              + "its tall form (iOS 11 on), shrinking as the content scrolls. Both are in the top safe area."),
        Entry("tab bar", "The row of tabs along the bottom of many apps. The keyboard comes up over it; UIKit counts it in the "
              + "safe area of the screen above it, so the keyboard overlaps that screen by less than its height."),
        Entry("footer", "A bar a form pins to the bottom of the screen, below its scroll view (a Sign up button). The keyboard "
              + "covers it unless the app moves it; the inspector gives its verdict too."),
        Entry("safe area / safeAreaInsets", "The part of the screen clear of the phone's own furniture: the status bar and "
              + "notch at the top, the home indicator at the bottom, and the bars an app adds. safeAreaInsets says how far in "
              + "each edge it starts."),
        Entry("home indicator", "The thin bar at the bottom of an iPhone without a home button, swiped up to go home. The bottom "
              + "safe area keeps content clear of it; kbsim's own phone has none, the iPhones of --device have one."),
        Entry("adjustedContentInset / adjustedInset", "The inset a scroll view really scrolls with (iOS 11 on): its "
              + "contentInset plus the safe area it reaches into (bars, home indicator). The inspector calls it adjustedInset."),
        Entry("QuickType bar / QuickType", "The row of suggested words above the letter keys. It makes the keyboard taller; a "
              + "number pad has none, so moving between fields can change the keyboard's height."),
        Entry("number pad / input method", "Other keyboards: a number pad has digits only, no QuickType bar, and is lower; an "
              + "input method is a language's keyboard (English, Russian, Japanese with its row of candidates), switched with "
              + "the globe key. Each has a height of its own."),
        Entry("accessory / input accessory view", "A bar an app puts on top of the keyboard, such as a toolbar with Done. It "
              + "moves with the keyboard and counts in the keyboard's frame."),
        Entry("caret", "The text cursor: where the next typed character goes. In a tall text view it can sit on a row under the "
              + "keyboard while the view's top is in sight."),
        Entry("overlap", "The rows where the keyboard's frame and a view (the scroll view, the screen) cover the same place. "
              + "Insetting by the overlap, not by the keyboard's whole height, leaves no gap when the view does not reach the "
              + "screen's bottom."),
        Entry("layout guide / keyboardLayoutGuide / keyboard layout guide", "UIKeyboardLayoutGuide (iOS 15 on): an invisible line "
              + "that follows the keyboard's top. Views pinned to view.keyboardLayoutGuide.topAnchor move with the keyboard, "
              + "in its own animation, with no notification code; with the keyboard down it stands at the bottom safe area "
              + "(the view's bottom once usesBottomSafeArea is off).", also: ["topAnchor", "usesBottomSafeArea"]),
        Entry("keyboard safe area / ignoresSafeArea", "SwiftUI's way of avoiding the keyboard: the keyboard shrinks a view's "
              + "safe area, so its content moves up above it. .ignoresSafeArea(.keyboard) opts a view out: then nothing "
              + "avoids the keyboard."),
        Entry("SwiftUI", "Apple's newer way to write screens, as a description (Text, TextField, ScrollView) that it turns into "
              + "views; it avoids the keyboard by itself, through the keyboard safe area. V8tr's KeyboardAvoidanceSwiftUI is a "
              + "sample of it whose bug kbsim replays.", also: ["TextField", "ScrollView", "KeyboardAvoidanceSwiftUI"]),
        Entry("IQKeyboardManager", "A library an app adds to avoid the keyboard with no code of its own: it finds the field "
              + "being edited and scrolls or moves the root view until the field is keyboardDistance above the keyboard. The "
              + "why panel names its code: adjustPosition, restorePosition, getKeyboardSize, getMoveUpDistance, sendEvent, "
              + "IQKeyboardNotification, restoreContentOffset.",
              also: ["adjustPosition", "restorePosition", "getKeyboardSize", "getMoveUpDistance", "sendEvent",
                     "IQKeyboardNotification", "restoreContentOffset"]),
        Entry("keyboardDistance", "IQKeyboardManager's setting: how far above the keyboard's top the field should end, 10 "
              + "points unless the app changes it."),
        Entry("TPKeyboardAvoiding", "A library whose scroll view avoids the keyboard by itself: on the show notifications "
              + "contentInsetForKeyboard works out a bottom inset, scrollToActiveTextField centres the field, and its setFrame: "
              + "and setContentSize: overrides work the inset out again when the scroll view changes.",
              also: ["contentInsetForKeyboard", "scrollToActiveTextField", "setFrame", "setContentSize"]),
        Entry("adjustForKeyboard / restoreInsets", "The handler many apps copy from Hacking with Swift: on a keyboard frame "
              + "change adjustForKeyboard sets the scroll view's bottom inset to the keyboard's overlap, less the bottom safe "
              + "area; restoreInsets sets it back to zero when the keyboard hides."),
        Entry("delegate / delegate call", "The object a text field reports its editing to, usually the screen's view "
              + "controller: textFieldDidBeginEditing when the field becomes first responder, textFieldDidEndEditing when it "
              + "stops, textFieldShouldReturn at Return (textView… for a text view). Unlike a notification it goes to one "
              + "object and names the field, with its rect in content coordinates.",
              also: ["textFieldDidBeginEditing", "textFieldDidEndEditing", "textFieldShouldReturn"]),
        Entry("activeField", "The name Apple's guide gives (Listing 5-2) to the app's own note of which field is being "
              + "edited: set in textFieldDidBeginEditing, cleared in textFieldDidEndEditing. The keyboard's notifications do "
              + "not say which field is focused, so the app keeps track itself."),
        Entry("UITableViewController", "UIKit's ready-made screen for a table of rows. It moves its table above the "
              + "keyboard by itself — an inset by the keyboard's overlap and a scroll to the edited row (its frame in iPhone OS 3) — "
              + "so an app built on it needs none of the lessons' code, and libraries turn themselves off in it. "
              + "--strategy tableviewcontroller does what it does; layout: table draws a form as its table."),
        Entry("InputBarAccessoryView", "An open-source input bar for chat screens (MessageKit's), whose KeyboardManager "
              + "moves the bar with the keyboard's notifications; --strategy inputbaraccessoryview reproduces it as written."),
        Entry("viewWillAppear", "UIViewController's method called as its view is about to show. An app that overrides it "
              + "must call super: UIKit's own controllers start work there, UITableViewController its keyboard handling."),
        Entry("text field / text view", "A text field holds one line; a text view holds several and grows as you type. "
              + "Some listings only handle text fields."),
        Entry("scroll view", "UIScrollView: a window onto content taller than itself — here the form. It scrolls by "
              + "changing its contentOffset; its frame is where the window is on screen."),
        Entry("frame", "A view's rect {x,y,w,h}: where it is inside the view that holds it, and how big, in cells here."),
        Entry("content view", "The one view inside the scroll view that holds the form's fields. Making it taller (as "
              + "Listing 5-3 does) gives the fields more room below, but the scroll view's contentSize is a number of its "
              + "own: here it stays as it was."),
        Entry("contentSize", "How big the scroll view's content is (the whole form): how far there is to scroll."),
        Entry("contentOffset", "Which row of the content is at the scroll view's top: offset 4 means the content is "
              + "scrolled up 4 rows. \"max y\" is the farthest it can go: contentSize minus the frame plus the bottom inset. Taking an inset away "
              + "does not move the content: an offset left past max y stays, with blank rows below the form, until the next scroll.",
              also: ["offset", "max y"]),
        Entry("contentInset", "Extra room around the content, written {top,left,bottom,right}: a bottom inset of N lets "
              + "the content scroll N rows further up, so that its last fields can rise above a keyboard over the scroll "
              + "view's bottom. It moves nothing by itself.", also: ["inset"]),
        Entry("scrollIndicatorInsets / indicatorInsets", "The same room for the scroll bar, so that it does not run under "
              + "the keyboard. It changes what the bar shows, never where the content is."),
        Entry("scrollRectToVisible", "The scroll view's method that scrolls the least that brings a rect inside its bounds "
              + "less its contentInset. It knows nothing of the keyboard: with no bottom inset the rect can end under it. "
              + "UIKit does the same by itself for a new first responder (the log says \"UIKit scrolls … inside the scroll view\")."),
        Entry("view origin", "Where the screen's root view starts: (0,0) unless a strategy moved the whole view, as slide "
              + "does (then the inspector says \"slid\")."),
        Entry("screen coordinates / content coordinates", "Screen coordinates count cells from the top-left of the phone's "
              + "screen: the inspector, the verdict and screenshots use them. Content coordinates count from the top of the "
              + "form inside the scroll view: the delegate calls' rect (\"in content\" in the log). Screen y = content y − "
              + "contentOffset.y + the scroll view's top (+ the view origin)."),
        Entry("window coordinates / a view's own coordinates", "Other origins a listing measures from: the window's "
              + "top-left (the whole screen, here the same as screen coordinates), or a view's own top-left, where its "
              + "bounds start at (0,0). A view's frame is in its superview's coordinates: a field's frame, which Listing 5-1 "
              + "reads the origin of, is in the content's. Converting between them is what a listing's convert(_:from:) calls do."),
        Entry("clamp / clamped", "Kept inside a range: an offset clamped between 0 and max y can never scroll the content "
              + "past its top or its end. Listing 5-3 does not clamp its offset."),
        Entry("duration and curve", "How long the keyboard's slide takes (0.25 s) and how its speed changes along the way "
              + "(curve 7, the keyboard's own ease): userInfo gives both so that an app can move its views in step."),
        Entry("cell / row", "kbsim's unit: one terminal cell of the phone's screen, one row a line of cells. kbsim's own "
              + "phone counts in cells alone; a real iPhone (--device) spreads its points over them, about ten to a column "
              + "(an iPhone 15's 393 points over 39 columns), and the inspector gives both."),
        Entry("era", "Which iOS generation's notifications kbsim follows: iPhone OS 3, iOS 7 (5 to 10), iOS 11 (11 to 14), "
              + "iOS 15 (15 and 16), iOS 17 (17 and 18) or iOS 26 (F2, --era). They differ in what userInfo carries, in what "
              + "is posted when focus moves between fields or the phone rotates, and, from iOS 17, in when it arrives."),
        Entry("strategy", "How the app reacts to the keyboard, each reproducing a published listing as written: none, "
              + "resize, inset, extend, slide, and kbsim's own auto (F3, --strategy)."),
        Entry("listing", "The code a strategy reproduces, in the document it comes from (Apple's guide, Cocoa with Love); "
              + "the why panel names it and walks through its steps."),
        Entry("K", "The slide strategy's constant: the keyboard height the Cocoa with Love article hard-codes for each "
              + "orientation (216 points portrait, 162 landscape; 10 and 9 rows here). The view slides up by a share of K, "
              + "never by the real keyboard's height."),
        Entry("pitfall", "A known flaw of a strategy's source, and the moment it bites: the log gets a ⚠ notice and the "
              + "why panel explains it. F12 (--pitfalls) drops the guards the sources added, so more of them bite."),
        Entry("verdict", "The inspector's word on the focused field: visible, covered, partly covered or off screen, in "
              + "colour (green, red, amber, red)."),
        Entry("visible", "Every row of the field can be seen: inside the scroll view, on the screen, none under the keyboard."),
        Entry("covered / covered by N rows", "\"covered (N rows, D too low)\": none of the field can be seen and the "
              + "keyboard is over it. N counts the field's rows (all hidden), as the why panel's counts do; D, how much too "
              + "low it is, counts the rows its bottom edge lies below the keyboard's top — the scroll it would take to show "
              + "it whole."),
        Entry("partly covered", "\"partly covered (N of M rows)\": N of the field's M rows cannot be seen, at least one of "
              + "them under the keyboard; the others can."),
        Entry("off screen / partly off screen", "The field, or N of its rows, lies outside what the scroll view shows on "
              + "screen (scrolled away, or pushed off by a slide), and the keyboard is not over it."),
    ]
}

private extension Substring {
    /// The text without spaces at either end.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
