#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer harnesses of Fuzz/ with `swiftc -sanitize=fuzzer,address` and
# runs each for FUZZ_SECONDS (default 60) over its seeds: the repository's forms and tapes, and
# the few seeds found nowhere else in Fuzz/corpus/<harness>/.
#
#   FUZZ_SECONDS=300 make fuzz                  five minutes per harness
#   FUZZ_HARNESSES="tape key-decoder" make fuzz  some of: yaml-form json-form html-form tape key-decoder frame-writer
#   FUZZ_ARGS="-max_len=16384" make fuzz        more libFuzzer flags
#   Fuzz/fuzz.sh build                          build only
#
# SwiftPM cannot build a target with -sanitize=fuzzer next to the others (libFuzzer brings its own
# `main`), so the modules are compiled here with swiftc, one object and .swiftmodule each, in the
# order of their imports: CYaml (clang) and Yams from .build/checkouts (`swift build` or
# `swift package resolve` fetches them), then KeyboardSim, KeyboardSimForms, KeyboardSimRender, KeyboardSimPlayback
# (with the bundles kbsim-embed writes to .build-fuzz/generated, as the EmbedBundles plugin does in a build)
# and, of KeyboardSimTerminal, only the key decoder, the paste it assembles and the locale (the rest needs a terminal). Each
# harness is a libFuzzer entry point in Fuzz/ plus the fuzz target it drives, which lives with the
# tests (Tests/*/…FuzzTarget.swift) so that `make test` replays findings through the very same code;
# frame-writer also compiles the terminal tests' emulator and canvas edits, which its target uses
# to check what the frame writer sends.
# Everything built goes to .build-fuzz/; a module is rebuilt only when its sources are newer.
#
# Findings: libFuzzer writes each input that crashes, traps, times out (-timeout=10) or runs out
# of memory to .build-fuzz/artifacts/<harness>/; the script lists them and exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."

FUZZ_SECONDS=${FUZZ_SECONDS:-60}
FUZZ_HARNESSES=${FUZZ_HARNESSES:-"yaml-form json-form html-form tape key-decoder frame-writer"}
FUZZ_ARGS=${FUZZ_ARGS:-}
SWIFTC=${SWIFTC:-swiftc}
CLANG=${CLANG:-clang}
AR=${AR:-$(command -v llvm-ar || echo ar)}
OUT=.build-fuzz
YAMS=.build/checkouts/Yams/Sources

if [ ! -d "$YAMS" ]; then
    echo "fuzz: fetching the package's dependencies (Yams)"
    swift package resolve
fi
mkdir -p "$OUT/obj" "$OUT/modules" "$OUT/bin"

# Coverage for libFuzzer and AddressSanitizer in every module; optimized (with the overflow and
# bounds checks a debug build has: only -Ounchecked drops them), because speed is coverage.
# `-package-name` as SwiftPM gives it: what one module gives another is `package`.
SWIFT_FLAGS=(-O -g -wmo -parse-as-library -swift-version 6 -sanitize=fuzzer,address -package-name kbsim
    -I "$OUT/modules" -I Sources/CNcursesw
    -Xcc "-fmodule-map-file=$YAMS/CYaml/include/module.modulemap" -Xcc "-I$YAMS/CYaml/include")

# True when $1 is missing or older than any of the other files (or this script).
stale() {
    local output=$1; shift
    [ -e "$output" ] || return 0
    [ -n "$(find "$@" "$0" -newer "$output" -print -quit)" ]
}

# Compiles the Swift module $1 from the files after $2 into an object and a .swiftmodule; $2 names
# the modules it imports, whose rebuild rebuilds it too.
module() {
    local name=$1 imports=$2; shift 2
    local dependencies=()
    for imported in $imports; do dependencies+=("$OUT/obj/$imported.o"); done
    if stale "$OUT/obj/$name.o" "$@" "${dependencies[@]}"; then
        echo "fuzz: compiling $name"
        "$SWIFTC" "${SWIFT_FLAGS[@]}" "${EXTRA_FLAGS[@]}" -module-name "$name" \
            -emit-module -emit-module-path "$OUT/modules/$name.swiftmodule" -c "$@" -o "$OUT/obj/$name.o"
    fi
}

# Links the harness $1 from the harness file, the fuzz target and the objects after `--`.
harness() {
    local name=$1 defines=$2; shift 2
    local sources=() objects=()
    while [ "$1" != "--" ]; do sources+=("$1"); shift; done
    shift
    objects=("$@")
    if stale "$OUT/bin/$name" "${sources[@]}" "${objects[@]}"; then
        echo "fuzz: linking $name"
        # shellcheck disable=SC2086  # $defines is zero or more -D flags
        "$SWIFTC" "${SWIFT_FLAGS[@]}" $defines -use-ld=lld -module-name "$(echo "$name" | tr -d -)Fuzzer" \
            "${sources[@]}" "${objects[@]}" -o "$OUT/bin/$name"
    fi
}

build() {
    local cyaml_sources=("$YAMS"/CYaml/src/*.c)
    if stale "$OUT/obj/libCYaml.a" "${cyaml_sources[@]}"; then
        echo "fuzz: compiling CYaml"
        local objects=()
        for source in "${cyaml_sources[@]}"; do
            local object="$OUT/obj/cyaml-$(basename "$source" .c).o"
            "$CLANG" -O1 -g -fsanitize=fuzzer-no-link,address -DYAML_DECLARE_STATIC \
                -I"$YAMS/CYaml/include" -c "$source" -o "$object"
            objects+=("$object")
        done
        rm -f "$OUT/obj/libCYaml.a"
        "$AR" rcs "$OUT/obj/libCYaml.a" "${objects[@]}"
    fi
    # Yams as SwiftPM builds it: SWIFT_PACKAGE picks `import CYaml`; its warnings are not ours.
    EXTRA_FLAGS=(-DSWIFT_PACKAGE -Xcc -DYAML_DECLARE_STATIC -suppress-warnings)
    module Yams "" "$YAMS"/Yams/*.swift
    EXTRA_FLAGS=()
    # The bundles a SwiftPM build has the EmbedBundles plugin generate, written by the same tool; it
    # rewrites a file only when its text changes, so an unchanged bundle recompiles nothing here.
    echo "fuzz: embedding Forms/, Bugs/ and Lessons/"
    swift build --product kbsim-embed >/dev/null
    .build/debug/kbsim-embed . "$OUT/generated/BundledForms.swift" "$OUT/generated/BundledLessons.swift" \
        "$OUT/generated/BundledBugs.swift"
    local sim forms render playback
    sim=$(find Sources/KeyboardSim -name '*.swift' | sort)
    forms="$(find Sources/KeyboardSimForms -name '*.swift' | sort) $OUT/generated/BundledForms.swift"
    render=$(find Sources/KeyboardSimRender -name '*.swift' | sort)
    playback="$(find Sources/KeyboardSimPlayback -name '*.swift' | sort) $OUT/generated/BundledLessons.swift $OUT/generated/BundledBugs.swift"
    # shellcheck disable=SC2086  # file lists without spaces
    module KeyboardSim "" $sim
    # shellcheck disable=SC2086
    module KeyboardSimForms "KeyboardSim Yams" $forms
    # shellcheck disable=SC2086
    module KeyboardSimRender KeyboardSim $render
    # shellcheck disable=SC2086
    module KeyboardSimPlayback KeyboardSimRender $playback
    module KeyboardSimController "KeyboardSim KeyboardSimRender" Sources/KeyboardSimController/TerminalEvent.swift
    module KeyboardSimTerminal "KeyboardSim KeyboardSimController" Sources/KeyboardSimTerminal/TerminalKeyDecoder.swift \
        Sources/KeyboardSimTerminal/TerminalLocale.swift Sources/KeyboardSimTerminal/BracketedPaste.swift \
        Sources/KeyboardSimTerminal/PasteAssembler.swift

    local base=("$OUT/obj/KeyboardSim.o" "$OUT/obj/Yams.o" "$OUT/obj/libCYaml.a")
    local playing=("$OUT/obj/KeyboardSimPlayback.o" "$OUT/obj/KeyboardSimRender.o" "$OUT/obj/KeyboardSimForms.o" "${base[@]}")
    local form=(Fuzz/FormHarness.swift Tests/KeyboardSimPlaybackTests/FormFuzzTarget.swift)
    harness yaml-form "" "${form[@]}" -- "${playing[@]}"
    harness json-form "-D FORM_JSON" "${form[@]}" -- "${playing[@]}"
    harness html-form "-D FORM_HTML" "${form[@]}" -- "${playing[@]}"
    harness tape "" Fuzz/TapeHarness.swift Tests/KeyboardSimPlaybackTests/TapeFuzzTarget.swift -- "${playing[@]}"
    harness key-decoder "" Fuzz/KeyDecoderHarness.swift Tests/KeyboardSimTerminalTests/KeyDecoderFuzzTarget.swift \
        -- "$OUT/obj/KeyboardSimTerminal.o" "$OUT/obj/KeyboardSimController.o" "${base[@]}"
    harness frame-writer "" Fuzz/FrameWriterHarness.swift Tests/KeyboardSimTerminalTests/FrameWriterFuzzTarget.swift \
        Tests/KeyboardSimTerminalTests/TerminalEmulator.swift Tests/KeyboardSimTerminalTests/CanvasEdits.swift \
        -- "$OUT/obj/KeyboardSimTerminal.o" "$OUT/obj/KeyboardSimController.o" "$OUT/obj/KeyboardSimRender.o" "${base[@]}"
}

# Runs harness $1 for FUZZ_SECONDS; new inputs go to .build-fuzz/corpus, the seeds stay as they are.
run() {
    local name=$1
    local corpus="$OUT/corpus/$name" artifacts="$OUT/artifacts/$name" log="$OUT/logs/$name.log"
    mkdir -p "$corpus" "$artifacts" "$OUT/logs"
    # The repository's own forms and tapes seed each harness too, copied fresh rather than kept
    # twice: Fuzz/corpus holds only the seeds found nowhere else.
    local seeds="$OUT/seeds/$name"
    rm -rf "$seeds"
    mkdir -p "$seeds"
    case $name in
        yaml-form) cp Forms/*.yaml Tests/Fixtures/forms/*.yaml "$seeds/" ;;
        json-form) cp Forms/*.json Tests/Fixtures/forms/*.json "$seeds/" ;;
        html-form) cp Forms/*.html Tests/Fixtures/forms/*.html "$seeds/" ;;
        tape) cp Forms/*.tape Tests/Fixtures/tapes/*.tape "$seeds/" ;;
    esac
    [ -d "Fuzz/corpus/$name" ] && cp Fuzz/corpus/"$name"/* "$seeds/"
    local dictionary=()
    [ -f "Fuzz/dictionaries/$name.dict" ] && dictionary=("-dict=Fuzz/dictionaries/$name.dict")
    echo "fuzz: running $name for ${FUZZ_SECONDS}s (log: $log)"
    # The Swift runtime's backtracer would spend seconds on every crash libFuzzer already reports.
    # shellcheck disable=SC2086  # FUZZ_ARGS holds zero or more flags
    SWIFT_BACKTRACE=enable=no "$OUT/bin/$name" -max_total_time="$FUZZ_SECONDS" -timeout=10 \
        -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 -artifact_prefix="$artifacts/" \
        "${dictionary[@]}" $FUZZ_ARGS "$corpus" "$seeds" >"$log" 2>&1 || true
    local runs speed
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    printf 'fuzz: %-12s %10s runs %8s execs/s\n' "$name" "${runs:-?}" "${speed:-?}" | tee -a "$OUT/summary.txt"
}

build
[ "${1:-}" = build ] && exit 0
: >"$OUT/summary.txt"
touch "$OUT/started"
for name in $FUZZ_HARNESSES; do run "$name"; done
# Earlier runs' findings stay where they are until someone saves them; only this run's are listed.
findings=$(find "$OUT/artifacts" -type f -newer "$OUT/started" \
    \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | sort)
if [ -n "$findings" ]; then
    echo "fuzz: findings (replay one with SWIFT_BACKTRACE=enable=no .build-fuzz/bin/<harness> FILE):"
    echo "$findings"
    exit 1
fi
echo "fuzz: no findings"
