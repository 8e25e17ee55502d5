#!/bin/sh
# Renders the README's pictures from bundled tapes into FOLDER (default docs/images): what
# `make docs` runs, and what a test runs again to check that the committed pictures are current.
#
#   scripts/make-docs.sh KBSIM [FOLDER]
#
# KBSIM is the kbsim binary to use. PNG copies are made with rsvg-convert when it is installed,
# unless DOCS_PNG=no (the test compares the SVGs only; a PNG depends on the machine's fonts).
set -eu
kbsim=$1
out=${2:-docs/images}
case $kbsim in /*) ;; *) kbsim=$(pwd)/$kbsim ;; esac
case $out in /*) ;; *) out=$(pwd)/$out ;; esac
# The tapes are named relative to the repository, as the pictures' titles show them.
cd "$(dirname "$0")/.."
# Pictures for everyone: in colour whatever this shell's NO_COLOR says.
unset NO_COLOR
mkdir -p "$out"
shots=$(mktemp -d)
trap 'rm -rf "$shots"' EXIT

# The walkthrough as it plays, with its keys and narration; its "company" screenshot: the
# default form with the keyboard up, a CJK value being typed.
"$kbsim" play Forms/signup-walkthrough.tape --svg "$out/signup-walkthrough.svg" --keys --screenshots "$shots/walk" >/dev/null
cp "$shots/walk/company.svg" "$out/keyboard-up.svg"

# Three strategies side by side as the walkthrough reaches Notes (exit 1: `none` fails its Expect
# lines, which is what the comparison shows).
status=0
"$kbsim" play Forms/signup-walkthrough.tape --compare-strategies none,inset,auto --screenshots "$shots/compare" \
  >/dev/null 2>"$shots/compare.err" || status=$?
if [ "$status" -gt 1 ]; then cat "$shots/compare.err" >&2; exit "$status"; fi
cp "$shots/compare/notes.svg" "$out/compare-strategies.svg"

# The keyboard at 200x60 (caps three rows high, a pressed key's callout), the phone pad, and
# landscape at 120x40: the keyboard's geometry follows the screen.
"$kbsim" play docs/tapes/sizes.tape --screenshots "$shots/sizes" >/dev/null
for name in letters-200x60 phone-pad-200x60 landscape-120x40; do cp "$shots/sizes/$name.svg" "$out/keyboard-$name.svg"; done

if [ "${DOCS_PNG:-yes}" != no ] && command -v rsvg-convert >/dev/null 2>&1; then
  for svg in "$out"/*.svg; do rsvg-convert -o "${svg%.svg}.png" "$svg"; done
fi
echo "written: $(cd "$out" && ls | tr '\n' ' ')"
