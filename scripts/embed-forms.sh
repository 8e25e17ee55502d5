#!/usr/bin/env bash
# Regenerates Sources/KeyboardSimForms/BundledForms.swift from Forms/*.yaml, Forms/*.json and
# Forms/*.html (and the museum's own forms, Bugs/*.yaml), Sources/KeyboardSimPlayback/BundledLessons.swift
# from Lessons/*.tape, and Sources/KeyboardSimPlayback/BundledBugs.swift from Bugs/*.tape, so that
# kbsim carries its example forms, its lessons and its museum of library bugs without reading files
# (the simulation never touches the file system). Run it after editing a form, a lesson or a museum
# tape; a test fails while a bundle is out of date.
#
# Usage: scripts/embed-forms.sh            rewrite the generated file (run from anywhere)
#        scripts/embed-forms.sh --check    only report whether it is up to date (exit 1 if not)
set -eu

check=no
case "${1-}" in
    "") ;;
    --check) check=yes ;;
    *) printf 'usage: %s [--check]\n' "$0" >&2; exit 2 ;;
esac

root=$(cd "$(dirname "$0")/.." && pwd)
output="Sources/KeyboardSimForms/BundledForms.swift"
lessons_output="Sources/KeyboardSimPlayback/BundledLessons.swift"
bugs_output="Sources/KeyboardSimPlayback/BundledBugs.swift"
default_name="signup"

cd "$root"
# Byte-wise sorting and pattern matching, whatever the user's locale.
LC_ALL=C
export LC_ALL

fail() {
    printf 'embed-forms: %s\n' "$1" >&2
    exit 1
}

files=$(
    for file in Forms/*.yaml Forms/*.json Forms/*.html; do
        if [ -f "$file" ]; then printf '%s\n' "$file"; fi
    done | sort
)
[ -n "$files" ] || fail "no Forms/*.yaml, Forms/*.json or Forms/*.html to embed"
# One file per line: split the list on newlines only, and never expand globs in it.
IFS='
'
set -f

names=""
default_index=""
index=0
for file in $files; do
    base=${file#Forms/}
    name=${base%.*}
    # The name goes into a plain Swift string literal and is typed on command lines.
    case "$name" in
        "" | *[!A-Za-z0-9_-]*) fail "$file: a form's file name may use only letters, digits, '_' and '-'" ;;
    esac
    case " $names " in
        *" $name "*) fail "$file: another form is also called '$name'" ;;
    esac
    # Swift normalises every line ending in a string literal to LF, so a CR could not round-trip.
    if tr -d '\r' < "$file" | cmp -s - "$file"; then :; else
        fail "$file: contains carriage returns; save it with LF line endings"
    fi
    names="$names $name"
    if [ "$name" = "$default_name" ]; then default_index=$index; fi
    index=$((index + 1))
done
[ -n "$default_index" ] || fail "Forms/$default_name.yaml (the default form) is missing"

# The museum (Bugs/): LIBRARY-NUMBER.tape, and a tape's own form LIBRARY-NUMBER.yaml beside it.
# It may be empty: the museum test says when it must not be.
set +f
museum_tapes=$(
    for file in Bugs/*.tape; do
        if [ -f "$file" ]; then printf '%s\n' "$file"; fi
    done | sort
)
museum_forms=$(
    for file in Bugs/*.yaml; do
        if [ -f "$file" ]; then printf '%s\n' "$file"; fi
    done | sort
)
set -f
for file in $museum_tapes $museum_forms; do
    base=${file#Bugs/}
    case "${base%.*}" in
        *[!a-z0-9-]* | *[!0-9] | [!a-z]*) fail "$file: a museum file is named LIBRARY-NUMBER (iqkeyboardmanager-2011.tape), in lower case" ;;
    esac
    case "${base%.*}" in
        *-[0-9]*) ;;
        *) fail "$file: a museum file is named LIBRARY-NUMBER (iqkeyboardmanager-2011.tape)" ;;
    esac
    case " $names " in
        *" ${base%.*} "*) fail "$file: a bundled form is also called '${base%.*}'" ;;
    esac
    if tr -d '\r' < "$file" | cmp -s - "$file"; then :; else
        fail "$file: contains carriage returns; save it with LF line endings"
    fi
done

# The delimiter needs one '#' more than the longest run of '#' after a '"' or '\' in the text,
# so that neither '"""#…' nor '\#…' inside the text can end the literal or start an escape.
hashes_for() {
    awk '
        {
            line = $0
            while (match(line, /["\\]#+/)) {
                if (RLENGTH - 1 > longest) longest = RLENGTH - 1
                line = substr(line, RSTART + RLENGTH)
            }
        }
        END {
            count = longest + 1
            for (i = 0; i < count; i++) printf "#"
        }
    ' "$1"
}

# One Swift element per file ($3…, in folder $2): `BundledForm(name:fileName:source:)` when $1 is
# BundledForm, else `$1(fileName:source:)`, the source a raw literal holding the file byte for byte.
embed() {
    type=$1
    folder=$2
    shift 2
    for file in "$@"; do
        base=${file#"$folder"/}
        hashes=$(hashes_for "$file")
        if [ "$type" = BundledForm ]; then
            printf '        %s(name: "%s", fileName: "%s", source: %s"""\n' "$type" "${base%.*}" "$base" "$hashes"
        else
            printf '        %s(fileName: "%s", source: %s"""\n' "$type" "$base" "$hashes"
        fi
        cat "$file"
        # The line break before the closing delimiter is not part of the string, so the text
        # keeps exactly the final newline it has (or has not).
        printf '\n"""%s),\n' "$hashes"
    done
}

temporary="$output.tmp.$$"
trap 'rm -f "$temporary"' EXIT

{
    cat <<'SWIFT'
// GENERATED by scripts/embed-forms.sh from Forms/*.yaml, Forms/*.json and Forms/*.html — do not edit by hand;
// edit the form files and run the script again.

/// A form file shipped inside kbsim, so that the simulator runs with no file at hand.
package struct BundledForm: Sendable {
    /// The file name without its extension, which is how the command line names the form.
    package let name: String
    /// The file's name in `Forms/`, used as the path in error messages.
    package let fileName: String
    /// The file's text, byte for byte.
    package let source: String
}

/// The example forms of `Forms/`, embedded by `scripts/embed-forms.sh`.
package enum BundledForms {
    /// Every bundled form, ordered by file name.
    package static let all: [BundledForm] = [
SWIFT
    embed BundledForm Forms $files
    cat <<'SWIFT'
    ]

    /// The museum's own forms (`Bugs/LIBRARY-NUMBER.yaml`): not listed with the examples, but found
    /// by name, so that a museum tape printed by `kbsim bugs NAME` plays from any folder.
    package static let museum: [BundledForm] = [
SWIFT
    embed BundledForm Bugs $museum_forms
    cat <<SWIFT
    ]

    /// The form kbsim opens when none is named: \`$default_name\`.
    package static var defaultForm: BundledForm { all[$default_index] }

    /// The bundled form called \`name\`, given with or without its extension: an example form, else a museum tape's.
    package static func named(_ name: String) -> BundledForm? {
        (all + museum).first { \$0.name == name || \$0.fileName == name }
    }
}
SWIFT
} > "$temporary"

set +f
lesson_files=$(
    for file in Lessons/*.tape; do
        if [ -f "$file" ]; then printf '%s\n' "$file"; fi
    done | sort
)
set -f
[ -n "$lesson_files" ] || fail "no Lessons/*.tape to embed"
for file in $lesson_files; do
    base=${file#Lessons/}
    # A lesson is named by its number, its name, or both ("3", "inset", "3-inset").
    case "${base%.tape}" in
        [0-9]*-*) ;;
        *) fail "$file: a lesson's file name is its number, '-' and its name (3-inset.tape)" ;;
    esac
    case "${base%.tape}" in
        *[!A-Za-z0-9_-]*) fail "$file: a lesson's file name may use only letters, digits, '_' and '-'" ;;
    esac
    if tr -d '\r' < "$file" | cmp -s - "$file"; then :; else
        fail "$file: contains carriage returns; save it with LF line endings"
    fi
done

lessons_temporary="$lessons_output.tmp.$$"
trap 'rm -f "$temporary" "$lessons_temporary"' EXIT

{
    cat <<'SWIFT'
// GENERATED by scripts/embed-forms.sh from Lessons/*.tape — do not edit by hand; edit the lesson
// tapes and run the script again.

/// The lessons of `Lessons/`, embedded by `scripts/embed-forms.sh` (`kbsim lessons` lists them).
package enum BundledLessons {
    /// Every bundled lesson, in teaching order (by file name).
    package static let all: [BundledLesson] = [
SWIFT
    embed BundledLesson Lessons $lesson_files
    cat <<'SWIFT'
    ]
}
SWIFT
} > "$lessons_temporary"

bugs_temporary="$bugs_output.tmp.$$"
trap 'rm -f "$temporary" "$lessons_temporary" "$bugs_temporary"' EXIT

{
    cat <<'SWIFT'
// GENERATED by scripts/embed-forms.sh from Bugs/*.tape — do not edit by hand; edit the museum's
// tapes and run the script again.

/// The museum of library bugs, `Bugs/`, embedded by `scripts/embed-forms.sh` (`kbsim bugs` lists it).
package enum BundledBugs {
    /// Every museum tape, by file name.
    package static let all: [BundledBug] = [
SWIFT
    embed BundledBug Bugs $museum_tapes
    cat <<'SWIFT'
    ]
}
SWIFT
} > "$bugs_temporary"

if [ "$check" = yes ]; then
    stale=""
    cmp -s "$temporary" "$output" || stale="$stale $output (Forms/, Bugs/*.yaml)"
    cmp -s "$lessons_temporary" "$lessons_output" || stale="$stale $lessons_output (Lessons/)"
    cmp -s "$bugs_temporary" "$bugs_output" || stale="$stale $bugs_output (Bugs/)"
    if [ -z "$stale" ]; then
        printf 'embed-forms: %s, %s and %s are up to date\n' "$output" "$lessons_output" "$bugs_output"
        exit 0
    fi
    fail "out of date:$stale; run scripts/embed-forms.sh"
fi

mv "$temporary" "$output"
mv "$lessons_temporary" "$lessons_output"
mv "$bugs_temporary" "$bugs_output"
trap - EXIT
printf 'embed-forms: wrote %s (%s), %s and %s\n' "$output" "$(printf '%s' "$names" | sed 's/^ //')" "$lessons_output" "$bugs_output"
