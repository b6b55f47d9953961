#!/usr/bin/env bash
# Builds and runs Elf's libFuzzer targets (see Fuzz/README.md).
#
#   bash scripts/fuzz.sh url-reader [seconds]   # the URL reader
#   bash scripts/fuzz.sh router [seconds]       # random route tables and URLs
#   bash scripts/fuzz.sh rewrite [seconds]      # rewrite rules, regex ones included
#   bash scripts/fuzz.sh reverse [seconds]      # reverse routing: build, then match
#   bash scripts/fuzz.sh allowlist [seconds]    # URLAllowlist against Foundation's reading
#   bash scripts/fuzz.sh all [seconds]          # every target, one after another
#
# Each target is built with plain swiftc (fuzzer + address sanitizer) into
# .build-fuzz/fuzz-<target>, together with every library source, so the
# targets can reach internals. It runs for `seconds` (default 60) on a copy
# of its committed seed corpus (Fuzz/Corpus/<target>, copied into
# .build-fuzz/corpus-<target>, which keeps what earlier runs found), with its
# dictionary. Crash, time-out (10 s per input) and sanitizer inputs land in
# .build-fuzz/artifacts/<target>/; replay one with
#   .build-fuzz/fuzz-<target> .build-fuzz/artifacts/<target>/crash-...
# The script exits non-zero when any target finds anything, and prints the
# number of executions per target at the end.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

out=.build-fuzz
all_targets=(url-reader router rewrite reverse allowlist)
# Test support files the targets compile too (the same oracle and generators as the tests).
shared_test_sources=(
    Tests/ElfTests/Support/ReferenceMatcher.swift
    Tests/ElfTests/Support/RandomChoices.swift
    Tests/ElfTests/Support/RouteGenerator.swift
    Tests/ElfTests/Support/RoundTripGenerator.swift
    Tests/ElfTests/Support/AllowlistProperties.swift
    Tests/ElfTests/Support/AllowlistURLGenerator.swift
)

usage() {
    echo "usage: bash scripts/fuzz.sh <url-reader|router|rewrite|reverse|allowlist|all> [seconds]" >&2
    exit 2
}

entry_point() {
    case "$1" in
        url-reader) echo Fuzz/FuzzURLReader.swift ;;
        router) echo Fuzz/FuzzRouter.swift ;;
        rewrite) echo Fuzz/FuzzRewrite.swift ;;
        reverse) echo Fuzz/FuzzReverse.swift ;;
        allowlist) echo Fuzz/FuzzAllowlist.swift ;;
        *) usage ;;
    esac
}

# Builds .build-fuzz/fuzz-<target> unless it is newer than every source and this script.
build() {
    local target=$1
    local binary=$out/fuzz-$target
    local entry
    entry=$(entry_point "$target")
    if [[ -x "$binary" ]] && [[ -z "$(find Sources/Elf Fuzz "${shared_test_sources[@]}" scripts/fuzz.sh -name '*.swift' -newer "$binary" -o -name fuzz.sh -newer "$binary" | head -1)" ]]; then
        echo "== fuzz-$target is up to date"
        return
    fi
    echo "== building fuzz-$target"
    # Other work may edit the sources while swiftc runs (it refuses files that
    # change under it): compile a snapshot.
    local snapshot=$out/src-$target
    rm -rf "$snapshot"
    mkdir -p "$snapshot"
    touch "$snapshot.stamp"
    cp -R Sources/Elf "$snapshot/Elf"
    cp -R Fuzz "$snapshot/Fuzz"
    # The reference matcher, the generators and the allowlist's properties are
    # the tests' own files; they import nothing but Foundation here.
    cp "${shared_test_sources[@]}" "$snapshot/Fuzz/Support/"
    local sources=("$snapshot/$entry")
    while IFS= read -r file; do sources+=("$file"); done < <(
        find "$snapshot/Fuzz/Support" "$snapshot/Elf" -name '*.swift' | sort
    )
    # One module named Elf, so the targets use internal API as the tests do;
    # ELF_FUZZ_TARGET tells shared test files not to import Elf into itself.
    swiftc -swift-version 6 -warnings-as-errors -parse-as-library -module-name Elf -D ELF_FUZZ_TARGET \
        -sanitize=fuzzer,address -O -g -use-ld=lld \
        "${sources[@]}" -o "$binary.partial"
    mv "$binary.partial" "$binary"
    # Dated when the snapshot was taken, so an edit made during the build triggers the next one.
    touch -r "$snapshot.stamp" "$binary"
}

runs_summary=()
failed=()

# Runs one target for $2 seconds; records its executions and whether it failed.
run() {
    local target=$1 seconds=$2
    local corpus=$out/corpus-$target
    local artifacts=$out/artifacts/$target/
    local log=$out/fuzz-$target.log
    mkdir -p "$corpus" "$artifacts"
    cp Fuzz/Corpus/"$target"/* "$corpus"/
    echo "== fuzzing $target for ${seconds}s (log: $log)"
    local status=0
    # detect_leaks=0: the Swift runtime keeps metadata caches for the life of
    # the process, which LeakSanitizer would report. SWIFT_BACKTRACE: the
    # Swift runtime's own crash backtracer reads the stack in a way the
    # address sanitizer reports; libFuzzer prints the stack instead.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$out/fuzz-$target" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -max_len=4096 \
        -dict=Fuzz/Dictionaries/"$target".dict -artifact_prefix="$artifacts" -print_final_stats=1 \
        "$corpus" >"$log" 2>&1 || status=$?
    # libFuzzer ends a clean run with "Done <N> runs in <S> second(s)".
    local done_line
    done_line=$(grep -Eo 'Done [0-9]+ runs in [0-9]+ second' "$log" | tail -1 || true)
    local executions seconds_run
    executions=$(awk '{print $2}' <<<"$done_line")
    seconds_run=$(awk '{print $5}' <<<"$done_line")
    if [[ -z "$executions" ]]; then
        # A run that stopped early has no Done line; its stats still count the runs.
        executions=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1 || true)
        seconds_run="?"
    fi
    runs_summary+=("$target: ${executions:-?} runs in ${seconds_run:-?} s")
    if [[ $status -ne 0 ]]; then
        failed+=("$target")
        echo "!! fuzz-$target found a problem (exit $status); the end of $log:" >&2
        tail -n 60 "$log" >&2
        echo "!! the input is in $artifacts; replay it with: $out/fuzz-$target <file>" >&2
    fi
}

[[ $# -ge 1 && $# -le 2 ]] || usage
seconds=${2:-60}
[[ "$seconds" =~ ^[0-9]+$ ]] || usage
if [[ "$1" == all ]]; then
    targets=("${all_targets[@]}")
else
    entry_point "$1" >/dev/null
    targets=("$1")
fi

mkdir -p "$out"
for target in "${targets[@]}"; do build "$target"; done
for target in "${targets[@]}"; do run "$target" "$seconds"; done

echo "== executions"
for line in "${runs_summary[@]}"; do echo "$line"; done
if [[ ${#failed[@]} -gt 0 ]]; then
    echo "fuzzing found problems in: ${failed[*]}" >&2
    exit 1
fi
