#!/usr/bin/env bash
# Prints, one a line, what bash offers for the end of LINE with the completion script SCRIPT
# loaded, as pressing Tab there would: the tests' and `make test-example`'s way to run a generated
# completion script in the real shell.
#
#     scripts/complete-in-bash.sh SCRIPT 'kbsim play --strategy '
#
# The command (LINE's first word) must be on PATH: custom completions call it back.
set -u
if [[ $# -ne 2 ]]; then
    echo "usage: complete-in-bash.sh SCRIPT LINE" >&2
    exit 2
fi
# shellcheck source=/dev/null
source "$1" || exit 2
line=$2
read -ra COMP_WORDS <<< "$line"
# A line ending in a space completes a new, empty word.
[[ $line == *" " ]] && COMP_WORDS+=("")
COMP_LINE=$line
COMP_POINT=${#line}
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
COMPREPLY=()
function=$(complete -p "${COMP_WORDS[0]}" | sed -n 's/.* -F \([^ ]*\) .*/\1/p')
[[ -n $function ]] || { echo "the script registers no completion for ${COMP_WORDS[0]}" >&2; exit 2; }
"$function" "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
[[ ${#COMPREPLY[@]} -eq 0 ]] || printf '%s\n' "${COMPREPLY[@]}"
