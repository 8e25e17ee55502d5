#!/usr/bin/env python3
"""Writes kbsim's man page (man(7) macros) from the command definitions, on standard output.

    scripts/make-manpage.py PATH-TO-KBSIM > kbsim.1

The text comes from `kbsim --experimental-dump-help` (swift-argument-parser's JSON of every
command, argument and help string), so the page says what `--help` says. swift-argument-parser's
own GenerateManual plugin runs offline too, but drops every non-ASCII character (the help's
dashes and arrows) and leaves blank lines that groff warns about; this page keeps them, as
groff escapes. Its date is SOURCE_DATE_EPOCH's when set (reproducible builds), else that of the
checkout's last commit, else today's, so the same checkout gives the same bytes. Text lines are
wrapped at 78 columns and `code` spans are set in bold, so `mandoc -T lint` finds nothing to say.
"""
import datetime
import json
import os
import re
import subprocess
import sys
import textwrap

# What the page says beyond `--help`: what kbsim reads from the environment, and how it is used.
# (EXIT STATUS is the root command's own "Exit status:" paragraph, item by item.)
ENVIRONMENT = [
    ("KBSIM_ALLOW_EXEC", "Set to 1, a tape's own `Set Strategy \"exec:COMMAND\"` may run its command, "
                         "as `\-\-allow\-exec` allows; without either such a tape is refused (exit 2) "
                         "before anything runs. An `exec:` strategy given on the command line runs without it."),
    ("NO_COLOR", "When set and not empty, kbsim draws without colours (https://no\-color.org)."),
    ("TERM", "The terminal kbsim draws on; one that cannot move the cursor (dumb) is refused."),
    ("LINES, COLUMNS", "The terminal's size when the terminal itself does not tell it."),
]
EXAMPLES = [
    ("Start the interactive demo on the default form, then on a form of your own:",
     ["kbsim", "kbsim run signup.yaml \-\-strategy auto"]),
    ("Play a tape headless, and watch it replay in the terminal:",
     ["kbsim play Forms/signup\-walkthrough.tape", "kbsim play Forms/signup\-walkthrough.tape \-\-watch"]),
    ("Test every tape of a folder with two strategies in two eras, for CI, on the second of four machines:",
     ["kbsim test tapes \-\-strategy none,auto \-\-era 7,11 \-\-junit report.xml \-\-shard 2/4"]),
    ("Compare three strategies side by side, and take the third lesson:",
     ["kbsim run \-\-compare\-strategies none,inset,auto", "kbsim lesson 3"]),
    ("Play a museum tape of a library's bug, and install completions for bash:",
     ["kbsim bugs iqkeyboardmanager\-2011 | kbsim play \-",
      "kbsim \-\-generate\-completion\-script bash > ~/.local/share/bash\-completion/completions/kbsim"]),
]


def escape(text):
    """Text as roff reads it literally: backslashes, hyphens, non-ASCII, leading dots."""
    out = []
    for character in text:
        if character == "\\":
            out.append("\\e")
        elif character == "-":
            out.append("\\-")
        elif ord(character) > 126:
            out.append("\\[u%04X]" % ord(character))
        else:
            out.append(character)
    return code_spans("".join(out))


def code_spans(text):
    """Markdown's `code` as bold: a man page shows no backticks."""
    return re.sub(r"`([^`]+)`", r"\\fB\1\\fR", text)


def wrapped(text):
    """Escaped text as lines of at most 78 columns, none read as a request (a leading . or ')."""
    lines = []
    for line in text.split("\n"):
        lines += textwrap.wrap(line, 78, break_long_words=False, break_on_hyphens=False) or [""]
    return "\n".join("\\&" + line if line[:1] in (".", "'") else line for line in lines)


def paragraphs(text):
    """Help text as roff paragraphs: blank lines separate paragraphs, never appear in the output."""
    blocks = [block.strip() for block in text.split("\n\n")]
    return "\n.PP\n".join(wrapped(escape(" ".join(block.split("\n")))) for block in blocks if block)


def names(argument):
    """`--strategy` or `-h, --help`, bold, for a tagged paragraph."""
    spelled = []
    for name in argument.get("names", []):
        dashes = "\\-" if name["kind"] == "short" else "\\-\\-"
        spelled.append("\\fB" + dashes + escape(name["name"]) + "\\fR")
    return ", ".join(spelled)


def argument_item(argument):
    """One argument as a .TP paragraph."""
    value = "\\fI" + escape(argument["valueName"]) + "\\fR"
    if argument["kind"] == "positional":
        tag = value + (" ..." if argument.get("isRepeating") else "")
    elif argument["kind"] == "option":
        tag = names(argument) + " " + value
    else:
        tag = names(argument)
    text = argument.get("abstract", "")
    if argument.get("allValues") and argument["kind"] == "option":
        text += " Values: " + ", ".join(argument["allValues"]) + "."
    if "defaultValue" in argument:
        text += " Default: " + argument["defaultValue"] + "."
    lines = [".TP", tag, paragraphs(text)]
    if argument.get("discussion"):
        lines += [".IP", paragraphs(argument["discussion"])]
    return "\n".join(lines)


def usage(command, path):
    """`kbsim play [options] tape`: the synopsis of one command."""
    words = ["\\fB" + escape(" ".join(path)) + "\\fR"]
    shown = [a for a in command.get("arguments", []) if a.get("shouldDisplay", True) and a["valueName"] not in ("help", "version")]
    if any(a["kind"] != "positional" for a in shown):
        words.append("[\\fIoptions\\fR]")
    for argument in shown:
        if argument["kind"] == "positional":
            word = "\\fI" + escape(argument["valueName"]) + "\\fR" + (" ..." if argument.get("isRepeating") else "")
            words.append("[" + word + "]" if argument.get("isOptional") else word)
    return " ".join(words)


def page_date():
    """The page's date, YYYY-MM-DD: SOURCE_DATE_EPOCH's, else the last commit's, else today's."""
    if os.environ.get("SOURCE_DATE_EPOCH", "").isdigit():
        return datetime.datetime.fromtimestamp(int(os.environ["SOURCE_DATE_EPOCH"]), datetime.timezone.utc).strftime("%Y-%m-%d")
    here = os.path.dirname(os.path.abspath(__file__))
    commit = subprocess.run(["git", "-C", here, "log", "-1", "--format=%cs"], capture_output=True, text=True)
    if commit.returncode == 0 and re.fullmatch(r"\d{4}-\d{2}-\d{2}\n", commit.stdout):
        return commit.stdout.strip()
    return datetime.date.today().isoformat()


def section(root, lead):
    """The root command's discussion paragraph starting with `lead`, without it."""
    for block in root.get("discussion", "").split("\n\n"):
        if block.startswith(lead):
            return " ".join(block[len(lead):].split())
    sys.exit("make-manpage.py: the root command's discussion has no paragraph starting %r" % lead)


def description(root):
    """The root command's discussion without its exit status and environment paragraphs, which
    have sections of their own."""
    text = root.get("discussion", root["abstract"])
    kept = [block for block in text.split("\n\n") if not block.startswith(("Exit status:", "Environment:"))]
    return "\n\n".join(kept)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make-manpage.py PATH-TO-KBSIM")
    binary = sys.argv[1]
    dump = json.loads(subprocess.run([binary, "--experimental-dump-help"], check=True, capture_output=True).stdout)
    version = subprocess.run([binary, "--version"], check=True, capture_output=True, text=True).stdout.strip()
    root = dump["command"]
    name = root["commandName"]
    subcommands = [c for c in root.get("subcommands", []) if c.get("shouldDisplay", True) and c["commandName"] != "help"]
    page = [
        '.\\" Generated by scripts/make-manpage.py from "%s --experimental-dump-help"; do not edit.' % name,
        '.TH %s 1 %s "%s %s" "User Commands"' % (name.upper(), page_date(), name, escape(version)),
        ".SH NAME",
        "%s \\- %s" % (name, escape(root["abstract"].rstrip("."))),
        ".SH SYNOPSIS",
    ]
    for index, command in enumerate(subcommands):
        page += ([] if index == 0 else [".PP"]) + [usage(command, [name, command["commandName"]])]
    page += [".PP", "\\fB%s\\fR \\fB\\-\\-version\\fR | \\fB\\-\\-help\\fR" % name]
    page += [".SH DESCRIPTION", paragraphs(description(root))]
    page.append(".SH COMMANDS")
    for command in subcommands:
        page += ['.SS "%s"' % escape(name + " " + command["commandName"]), paragraphs(command["abstract"])]
        if command.get("discussion"):
            page += [".PP", paragraphs(command["discussion"])]
        for argument in command.get("arguments", []):
            if argument.get("shouldDisplay", True) and argument["valueName"] not in ("help", "version"):
                page.append(argument_item(argument))
    exit_text, environment_text = (section(root, name) for name in ("Exit status:", "Environment:"))
    page.append(".SH EXIT STATUS")
    for item in exit_text.rstrip(".").split("; "):
        status, meaning = item.split(" ", 1)
        page += [".TP", "\\fB%s\\fR" % escape(status), wrapped(escape(meaning[:1].upper() + meaning[1:]) + ".")]
    page.append(".SH ENVIRONMENT")
    for variable, meaning in ENVIRONMENT:
        page += [".TP", "\\fB%s\\fR" % variable, wrapped(code_spans(meaning))]
    # The paragraph's words after its first sentence (the variables, said above).
    rest = environment_text.split(". ", 1)[1:]
    if rest:
        page += [".PP", wrapped(escape(rest[0]))]
    page.append(".SH EXAMPLES")
    for index, (what, commands) in enumerate(EXAMPLES):
        page += ([] if index == 0 else [".PP"]) + [wrapped(code_spans(what)), ".PP", ".RS 4", ".nf"]
        page += commands + [".fi", ".RE"]
    page += [".SH SEE ALSO", "The README of the kbsim repository; \\fB%s \\fIcommand\\fB \\-\\-help\\fR." % name]
    sys.stdout.write("\n".join(page) + "\n")


if __name__ == "__main__":
    main()
