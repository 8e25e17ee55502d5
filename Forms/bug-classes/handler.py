#!/usr/bin/env python3
"""The engineer's keyboard handler with one deliberate mistake, over kbsim-strategy/1.

Without an argument it does what kbsim's `overlap` strategy does (the common modern handler, as
Hacking with Swift's adjustForKeyboard): on keyboardWillChangeFrame the bottom content inset and
the indicator inset become the keyboard's overlap with the scroll view less the bottom safe area
the scroll view's adjustedContentInset already keeps clear, and the active field is scrolled into
view; on keyboardWillHide both go back to zero.

    python3 handler.py --mistake NAME

makes the one mistake NAME that the tape of that name in this folder catches:

- double-inset: forgets to subtract the safe area (the home indicator's 34 pt on an iPhone 15),
  so the inset counts it twice and the content stops that far above the keyboard;
- grew: keeps the first keyboard frame it sees, ignoring the frame changes while the keyboard is
  up (a `keyboardShown` flag, as in Apple's old samples), so a keyboard that grows — the letters
  with the QuickType bar after a number pad — covers the bottom of the content;
- rotation: measures the scroll view's bottom once, the first time the keyboard comes (as a
  handler that keeps `view.frame.height` from viewDidLoad, or `UIScreen.main.bounds` in a
  constant, does), and insets by that bottom less the keyboard's top; turned from landscape to
  portrait, the stale, shorter figure gives too small an inset and the field ends under the
  keyboard (UIKit scrolls the first responder in after a rotation, but only above that inset);
- caret: is the text fields' delegate only, so it never hears textViewDidBeginEditing, and its
  keyboard handler starts with `guard let activeField` (as Apple's Listing 5-1 pattern is often
  ported); in a text view it sets no inset at all. UIKit scrolls the caret into view as lines are
  typed, but without an inset the content cannot scroll above the keyboard: the text view grows
  down under it, the caret with it.

Like every handler of the protocol it keeps what it knows in `state` (docs/reference/strategy-protocol.md).
kbsim sends no era: the safe area is taken as adjusted whenever the view has one (iOS 11 on).
Standard library only.
"""
import json
import sys

MISTAKES = ("double-inset", "grew", "rotation", "caret")


def scroll_view_origin_on_screen(views):
    """Where the scroll view's content point (0, 0) is on the screen (UIKit's convert(_:from: nil))."""
    root, scroll = views["rootViewFrame"], views["scrollView"]
    return (root["x"] + scroll["frame"]["x"] - scroll["contentOffset"]["x"],
            root["y"] + scroll["frame"]["y"] - scroll["contentOffset"]["y"])


def scroll_view_bottom_on_screen(views):
    """The screen row just below the scroll view."""
    return views["rootViewFrame"]["y"] + views["scrollView"]["frame"]["y"] + views["scrollView"]["frame"]["height"]


def overlap(frame_end, views):
    """Rows of the scroll view's visible bounds that the keyboard's end frame covers, and its top there."""
    _, origin_y = scroll_view_origin_on_screen(views)
    keyboard_top = frame_end["y"] - origin_y
    keyboard_bottom = keyboard_top + frame_end["height"]
    scroll = views["scrollView"]
    bounds_top = scroll["contentOffset"]["y"]
    bounds_bottom = bounds_top + scroll["frame"]["height"]
    return max(0, min(bounds_bottom, keyboard_bottom) - max(bounds_top, keyboard_top)), keyboard_top


def safe_area_bottom(views):
    """The rows adjustedContentInset adds at the bottom: the scroll view's part of the bottom safe area."""
    frame = views["scrollView"]["frame"]
    safe_edge = views["rootViewFrame"]["height"] - views["safeAreaInsets"]["bottom"]
    return max(0, frame["y"] + frame["height"] - max(safe_edge, frame["y"]))


def with_bottom(insets, bottom):
    changed = dict(insets)
    changed["bottom"] = bottom
    return changed


def insets_reply(views, inset, message):
    scroll = views["scrollView"]
    return {
        "views": {"scrollView": {
            "contentInset": with_bottom(scroll["contentInset"], inset),
            "scrollIndicatorInsets": with_bottom(scroll["scrollIndicatorInsets"], inset),
        }},
        "animation": {"duration": message.get("duration", 0.0), "curve": message.get("curve", 0)},
    }


def handle(message, views, state, mistake):
    state = dict(state or {})
    event = message["event"]
    active = state.get("activeField")
    if mistake == "caret" and event.startswith("textView"):
        return {}
    if event in ("textFieldDidBeginEditing", "textViewDidBeginEditing"):
        state["activeField"] = {"name": message["field"], "rect": message["rect"]}
        return {"state": state}
    if event in ("textFieldDidEndEditing", "textViewDidEndEditing"):
        if (active or {}).get("name") == message["field"]:
            state["activeField"] = None
        return {"state": state}
    if event == "keyboardWillChangeFrame" and "frameEnd" in message:
        if (mistake == "grew" and state.get("keyboardShown")) or (mistake == "caret" and not active):
            return {}
        covered, keyboard_top = overlap(message["frameEnd"], views)
        if mistake == "rotation":
            measured = state.setdefault("scrollViewBottom", scroll_view_bottom_on_screen(views))
            covered = max(0, min(covered, measured - message["frameEnd"]["y"]))
        safe_area = 0 if mistake == "double-inset" else safe_area_bottom(views)
        inset = max(0, covered - safe_area)
        state["keyboardShown"] = covered > 0
        reply = insets_reply(views, inset, message)
        reply["state"] = state
        reply["log"] = [{"action": "adjustForKeyboard", "details": {"inset": inset, "keyboardTop": keyboard_top}}]
        if active:
            reply["scrollRectToVisible"] = active["rect"]
        return reply
    if event == "keyboardWillHide":
        state["keyboardShown"] = False
        reply = insets_reply(views, 0, message)
        reply["state"] = state
        reply["log"] = [{"action": "restoreInsets", "details": {"inset": 0}}]
        return reply
    return {}


def main():
    arguments = sys.argv[1:]
    mistake = None
    if arguments[:1] == ["--mistake"] and len(arguments) == 2 and arguments[1] in MISTAKES:
        mistake = arguments[1]
    elif arguments:
        sys.exit("usage: handler.py [--mistake " + "|".join(MISTAKES) + "]")
    for line in sys.stdin:
        request = json.loads(line)
        reply = handle(request["message"], request["views"], request["state"], mistake)
        sys.stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
