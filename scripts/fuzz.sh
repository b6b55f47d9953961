#!/usr/bin/env bash
# Builds and runs Elf's libFuzzer targets (see Fuzz/README.md).
#
#   bash scripts/fuzz.sh url-reader [seconds]   # the URL reader
#   bash scripts/fuzz.sh router [seconds]       # random route tables and URLs
#   bash scripts/fuzz.sh rewrite [seconds]      # rewrite rules, regex ones included
#   bash scripts/fuzz.sh reverse [seconds]      # reverse routing: build, then match
#   bash scripts/fuzz.sh allowlist [seconds]    # URLAllowlist against Foundation's reading
#   bash scripts/fuzz.sh all [seconds]          # every target, as many at once as there are cores
#
# Every target is in one binary, .build-fuzz/fuzz, built with plain swiftc
# (fuzzer + address sanitizer) together with every library source, so the
# targets can reach internals; the library is compiled once for all five.
# ELF_FUZZER picks the target of a run (Fuzz/FuzzMain.swift). A target runs
# for `seconds` (default 60) on a copy of its committed seed corpus
# (Fuzz/Corpus/<target>, copied into .build-fuzz/corpus-<target>, which keeps
# what earlier runs found), with its dictionary. Crash, time-out (10 s per
# input) and sanitizer inputs land in .build-fuzz/artifacts/<target>/; replay
# one with
#   ELF_FUZZER=<target> .build-fuzz/fuzz .build-fuzz/artifacts/<target>/crash-...
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

is_target() {
    local target
    for target in "${all_targets[@]}"; do [[ "$1" == "$target" ]] && return 0; done
    return 1
}

# Builds .build-fuzz/fuzz unless it is newer than every source and this script.
build() {
    local binary=$out/fuzz
    if [[ -x "$binary" ]] && [[ -z "$(find Sources/Elf Fuzz "${shared_test_sources[@]}" scripts/fuzz.sh -name '*.swift' -newer "$binary" -o -name fuzz.sh -newer "$binary" | head -1)" ]]; then
        echo "== the fuzz binary is up to date"
        return
    fi
    echo "== building the fuzz binary (every target)"
    # Other work may edit the sources while swiftc runs (it refuses files that
    # change under it): compile a snapshot.
    local snapshot=$out/src
    rm -rf "$snapshot"
    mkdir -p "$snapshot"
    touch "$snapshot.stamp"
    cp -R Sources/Elf "$snapshot/Elf"
    cp -R Fuzz "$snapshot/Fuzz"
    # The reference matcher, the generators and the allowlist's properties are
    # the tests' own files; they import nothing but Foundation here.
    cp "${shared_test_sources[@]}" "$snapshot/Fuzz/Support/"
    local sources=()
    while IFS= read -r file; do sources+=("$file"); done < <(
        find "$snapshot/Fuzz" "$snapshot/Elf" -name '*.swift' | sort
    )
    # One module named Elf, so the targets use internal API as the tests do;
    # ELF_FUZZ_TARGET tells shared test files not to import Elf into itself.
    swiftc -swift-version 6 -warnings-as-errors -parse-as-library -module-name Elf -package-name Elf -D ELF_FUZZ_TARGET \
        -sanitize=fuzzer,address -O -g -use-ld=lld \
        "${sources[@]}" -o "$binary.partial"
    mv "$binary.partial" "$binary"
    # Dated when the snapshot was taken, so an edit made during the build triggers the next one.
    touch -r "$snapshot.stamp" "$binary"
}

# Runs one target for $2 seconds; writes its summary line to $out/summary-<target>
# and its exit status to $out/status-<target>.
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
    ELF_FUZZER=$target SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$out/fuzz" \
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
    echo "$target: ${executions:-?} runs in ${seconds_run:-?} s" >"$out/summary-$target"
    echo "$status" >"$out/status-$target"
    if [[ $status -ne 0 ]]; then
        echo "!! fuzzing $target found a problem (exit $status); the end of $log:" >&2
        tail -n 60 "$log" >&2
        echo "!! the input is in $artifacts; replay it with: ELF_FUZZER=$target $out/fuzz <file>" >&2
    fi
}

[[ $# -ge 1 && $# -le 2 ]] || usage
seconds=${2:-60}
[[ "$seconds" =~ ^[0-9]+$ ]] || usage
if [[ "$1" == all ]]; then
    targets=("${all_targets[@]}")
else
    is_target "$1" || usage
    targets=("$1")
fi

mkdir -p "$out"
build
rm -f "$out"/summary-* "$out"/status-*
# Each fuzzer is one process on one core: run as many at once as there are cores.
jobs_at_once=$(nproc)
for target in "${targets[@]}"; do
    while (($(jobs -rp | wc -l) >= jobs_at_once)); do wait -n || true; done
    run "$target" "$seconds" &
done
wait

echo "== executions"
failed=()
for target in "${targets[@]}"; do
    cat "$out/summary-$target" 2>/dev/null || echo "$target: did not finish"
    [[ "$(cat "$out/status-$target" 2>/dev/null)" == 0 ]] || failed+=("$target")
done
if [[ ${#failed[@]} -gt 0 ]]; then
    echo "fuzzing found problems in: ${failed[*]}" >&2
    exit 1
fi
