#!/usr/bin/env python3
"""Replays an asciicast v2 file in the pyte terminal emulator and prints what it shows.

Usage: pyte_screen.py FILE.cast

Prints one JSON object: {"screens": [SCREEN, ...]}, one SCREEN after each output event, so the
last one is the final screen. A SCREEN is
  {"lines": [text of each row, a wide character once],
   "cursor": [x, y] or null when hidden,
   "styles": [[ "fg,bg,flags" for each column ] for each row],
   "pen": "fg,bg,flags" the rendition text written next would take}
where fg and bg are xterm 256-colour indexes (-1: the terminal default) and flags holds
b (bold), u (underline) and r (reverse); after a cast that gives the viewer's terminal back, the
last screen's cursor is not null and its pen is "-1,-1,". Exits with status 3 when pyte is missing.
"""
import json
import sys

try:
    import pyte
    from pyte import graphics
except ImportError:
    print("pyte is not installed for this python3: run `make deps`", file=sys.stderr)
    sys.exit(3)

# pyte turns "38;5;N" into a hex RGB string; kbsim uses indexes 16-255, which are unique there,
# so search those first, and fall back to the 16 ANSI ones for anything else.
INDEX_OF_HEX = {}
for index in list(range(16, 256)) + list(range(16)):
    INDEX_OF_HEX.setdefault(graphics.FG_BG_256[index], index)
ANSI_NAMES = ["black", "red", "green", "brown", "blue", "magenta", "cyan", "white"]


def color_index(color):
    if color == "default":
        return -1
    if color in ANSI_NAMES:
        return ANSI_NAMES.index(color)
    return INDEX_OF_HEX.get(color, color)


def style_of(char):
    flags = ("b" if char.bold else "") + ("u" if char.underscore else "") + ("r" if char.reverse else "")
    return "%s,%s,%s" % (color_index(char.fg), color_index(char.bg), flags)


def snapshot(screen):
    cursor = None if screen.cursor.hidden else [screen.cursor.x, screen.cursor.y]
    styles = [[style_of(screen.buffer[y][x]) for x in range(screen.columns)] for y in range(screen.lines)]
    return {"lines": screen.display, "cursor": cursor, "styles": styles, "pen": style_of(screen.cursor.attrs)}


def main(path):
    with open(path, encoding="utf-8") as cast:
        header = json.loads(cast.readline())
        screen = pyte.Screen(header["width"], header["height"])
        stream = pyte.Stream(screen)
        screens = []
        for line in cast:
            _, code, data = json.loads(line)
            if code == "o":
                stream.feed(data)
                screens.append(snapshot(screen))
            elif code == "r":
                columns, rows = (int(part) for part in data.split("x"))
                screen.resize(lines=rows, columns=columns)
    print(json.dumps({"screens": screens}, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1])
