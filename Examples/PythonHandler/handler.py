#!/usr/bin/env python3
"""The engineer's keyboard handler, in Python, over kbsim's strategy protocol kbsim-strategy/1.

kbsim runs it with `--strategy "exec:python3 Examples/PythonHandler/handler.py"` in the current
folder, or for a tape's own `Set Strategy "exec:python3 handler.py"` in the tape's folder (played
with --allow-exec), and sends one JSON line per message the app receives:
{"message": ..., "views": ..., "state": ...}. It answers each with exactly one JSON line.
See docs/reference/strategy-protocol.md. Standard library only.

What it does, as the common UIKit handler does:
- keyboardWillChangeFrame: the keyboard's end frame, converted from the screen into the scroll
  view, overlaps the scroll view by some rows; the bottom content inset and the indicator inset
  become that overlap minus the bottom safe area (which the scroll view already keeps clear),
  animated with the notification's duration and curve, and the first responder is scrolled into
  view;
- keyboardWillHide: both insets back to zero, with the notification's animation.

It asks for the first responder (`views.firstResponder`, UIKit's `isFirstResponder`) rather than
keeping an active field from the delegate calls: a text view is first responder at the keyboard's
notifications already, though its textViewDidBeginEditing comes after them, so a handler that
waits for the delegate call scrolls a text view one message too late. It keeps no state.
"""
import json
import sys


def scroll_view_origin_on_screen(views):
    """Where the scroll view's content point (0, 0) is on the screen (UIKit's convert(_:from: nil))."""
    root, scroll = views["rootViewFrame"], views["scrollView"]
    return (root["x"] + scroll["frame"]["x"] - scroll["contentOffset"]["x"],
            root["y"] + scroll["frame"]["y"] - scroll["contentOffset"]["y"])


def overlap(frame_end, views):
    """Rows of the scroll view's visible bounds that the keyboard's end frame covers."""
    origin_x, origin_y = scroll_view_origin_on_screen(views)
    keyboard_top = frame_end["y"] - origin_y
    keyboard_bottom = keyboard_top + frame_end["height"]
    scroll = views["scrollView"]
    bounds_top = scroll["contentOffset"]["y"]
    bounds_bottom = bounds_top + scroll["frame"]["height"]
    return max(0, min(bounds_bottom, keyboard_bottom) - max(bounds_top, keyboard_top)), keyboard_top


def with_bottom(insets, bottom):
    changed = dict(insets)
    changed["bottom"] = bottom
    return changed


def handle(message, views):
    event = message["event"]
    scroll = views["scrollView"]
    animation = {"duration": message.get("duration", 0.0), "curve": message.get("curve", 0)}
    if event == "keyboardWillChangeFrame" and "frameEnd" in message:
        covered, keyboard_top = overlap(message["frameEnd"], views)
        inset = max(0, covered - views["safeAreaInsets"]["bottom"])
        reply = {
            "views": {"scrollView": {
                "contentInset": with_bottom(scroll["contentInset"], inset),
                "scrollIndicatorInsets": with_bottom(scroll["scrollIndicatorInsets"], inset),
            }},
            "animation": animation,
            "log": [{"action": "adjustForKeyboard", "details": {"inset": inset, "keyboardTop": keyboard_top}}],
        }
        first_responder = views["firstResponder"]
        if first_responder:
            reply["scrollRectToVisible"] = first_responder["contentFrame"]
        return reply
    if event == "keyboardWillHide":
        return {
            "views": {"scrollView": {
                "contentInset": with_bottom(scroll["contentInset"], 0),
                "scrollIndicatorInsets": with_bottom(scroll["scrollIndicatorInsets"], 0),
            }},
            "animation": animation,
            "log": [{"action": "restoreInsets", "details": {"inset": 0}}],
        }
    return {}


def main():
    for line in sys.stdin:
        request = json.loads(line)
        reply = handle(request["message"], request["views"])
        sys.stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
