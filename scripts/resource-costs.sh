#!/usr/bin/env bash
# A deterministic linearity gate for Elf's resource limits (issue 6).
#
# Builds Costs/ResourceProbe.swift together with the library sources (plain
# swiftc, no package), then runs every probe case at sizes n, 2n and 4n under
# callgrind, counting only the instructions inside `probeMeasured` (the
# operation; setup is not counted). Prints one row per case with the counts
# and the growth per doubling, and exits 1 when any doubling costs more than
# 2.5x (linear work doubles; quadratic work quadruples). Instruction counts
# do not depend on the machine's load, so the gate never flakes on timing.
#
#   bash scripts/resource-costs.sh            # every case
#   bash scripts/resource-costs.sh --build-only   # build the probe, run nothing (CI builds it
#                                             # while another probe builds)
#   bash scripts/resource-costs.sh url- rule  # only cases whose names contain url- or rule
#
# Needs valgrind. Takes about three minutes on two cores (a third of it
# building the probe; an unchanged probe is not rebuilt).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

limit=2.5
out=.build-costs
probe=$out/probe
mkdir -p "$out/runs"

if ! command -v valgrind >/dev/null; then
    echo "resource-costs: valgrind is not installed" >&2
    exit 2
fi

# Rebuild the probe only when a source is newer than it. The library and the
# site-association writer (ElfSiteAssociation) are one module, Elf, as
# CocoaPods builds them: COCOAPODS leaves out the writer's `import Elf`.
sources=(Costs/ResourceProbe.swift)
while IFS= read -r file; do sources+=("$file"); done < <(find Sources/Elf Sources/ElfSiteAssociation -name '*.swift' | sort)
if [[ ! -x "$probe" ]] || [[ -n "$(find "${sources[@]}" -newer "$probe" -print -quit)" ]]; then
    echo "resource-costs: building the probe (swiftc -O)..." >&2
    swiftc -O -wmo -swift-version 6 -parse-as-library -module-name Elf -package-name Elf -D COCOAPODS "${sources[@]}" \
        -o "$probe.partial"
    mv "$probe.partial" "$probe"
fi

if [[ "${1:-}" == --build-only ]]; then exit 0; fi

# Every (case, size) pair, filtered by the arguments.
jobs=()
while read -r name sizes; do
    if (($# > 0)); then
        keep=0
        for filter in "$@"; do [[ "$name" == *"$filter"* ]] && keep=1; done
        ((keep)) || continue
    fi
    for size in $sizes; do jobs+=("$name $size"); done
done < <("$probe" --list)
if ((${#jobs[@]} == 0)); then
    echo "resource-costs: no case matches $*" >&2
    exit 2
fi

# One callgrind run per job, as many at once as there are cores. A run that
# takes longer than the timeout is itself a failure (something went
# quadratic or worse).
run_one() {
    local name=$1 size=$2 out=$3 probe=$4
    local base="$out/runs/$name.$size"
    rm -f "$base".*
    if timeout 300 valgrind --tool=callgrind --toggle-collect='*probeMeasured*' \
        --callgrind-out-file="$base.callgrind" "$probe" "$name" "$size" >"$base.result" 2>"$base.log"; then
        sed -n 's/^totals: *//p' "$base.callgrind" | head -1 >"$base.instructions"
    else
        echo "failed" >"$base.instructions"
    fi
}
export -f run_one
printf '%s\n' "${jobs[@]}" | xargs -P "$(nproc)" -L 1 bash -c 'run_one "$0" "$1" "'"$out"'" "'"$probe"'"'

# The table: instructions at each size, the growth per doubling, the result at 4n.
status=0
printf '%-22s %9s %15s %9s %15s %9s %15s %6s %6s  %s\n' \
    case n instructions 2n instructions 4n instructions "x2" "x4/x2" "result at 4n"
current=""
row=()
flush() {
    [[ -z "$current" ]] && return
    local line verdict="" previous="" ratios=() result="" entry size count ratio
    line=$(printf '%-22s' "$current")
    for entry in "${row[@]}"; do
        read -r size count <<<"$entry"
        line+=$(printf ' %9s %15s' "$size" "$count")
        if [[ "$count" == failed ]]; then
            verdict="FAILED (crash or timeout)"
        elif [[ -n "$previous" && "$previous" != failed ]]; then
            ratios+=("$(awk -v a="$previous" -v b="$count" 'BEGIN { printf "%.2f", b / a }')")
        fi
        previous=$count
        result=$(head -c 60 "$out/runs/$current.$size.result" 2>/dev/null | head -1 || true)
    done
    for ratio in "${ratios[@]}"; do
        line+=$(printf ' %6s' "$ratio")
        if awk -v r="$ratio" -v l="$limit" 'BEGIN { exit !(r > l) }'; then verdict="SUPER-LINEAR (> ${limit}x)"; fi
    done
    echo "$line  ${result}${verdict:+  <- $verdict}"
    [[ -z "$verdict" ]] || status=1
}
for job in "${jobs[@]}"; do
    read -r name size <<<"$job"
    if [[ "$name" != "$current" ]]; then
        flush
        current=$name
        row=()
    fi
    row+=("$size $(cat "$out/runs/$name.$size.instructions")")
done
flush

if ((status != 0)); then
    echo "resource-costs: some case grows faster than ${limit}x per doubling, crashed or timed out" >&2
else
    echo "resource-costs: every case grows at most ${limit}x per doubling"
fi
exit $status
