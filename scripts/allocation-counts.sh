#!/usr/bin/env bash
# Checks the exact number of malloc calls a single lookup makes against the
# committed baseline, Costs/Allocations.baseline.
#
# Runs the lookup probe (scripts/build-lookup-probe.sh) under callgrind for
# each case, twice: the probe looks the URL up once to warm up, then 10 (and
# then 20) times, and the calls to malloc, calloc, realloc, posix_memalign,
# aligned_alloc and memalign are counted from callgrind's call graph.
# Callgrind counts the calls of the whole run (the router's setup included)
# on every edge it writes, so the count per lookup is the difference of the
# two runs divided by 10: the setup is the same in both (hashing is seeded
# the same), and only the extra lookups differ. Counts are exact and do not
# depend on the machine's load. Exits 1 when any count differs from the
# baseline.
#
#   bash scripts/allocation-counts.sh
#
# Needs valgrind; builds nothing but the probe (no benchmark package).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v valgrind >/dev/null; then
    echo "allocation-counts: valgrind is not installed" >&2
    exit 2
fi
bash scripts/build-lookup-probe.sh
probe=.build-costs/lookup-probe
runs=.build-costs/allocation-runs
rm -rf "$runs"
mkdir -p "$runs"

cases=$(grep -Ev '^[[:space:]]*(#|$)' Costs/Allocations.baseline)

# Two callgrind runs per case (10 and 20 lookups), as many at once as there
# are cores. String compression off, so every call line names the function it calls.
run_one() {
    local name=$1 kind=$2 url=$3 rounds=$4 probe=$5 runs=$6
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --toggle-collect='*probeMeasured*' \
        --compress-strings=no --callgrind-out-file="$runs/$name.$rounds.callgrind" \
        "$probe" allocations "$kind" "$url" "$rounds" >"$runs/$name.$rounds.result" 2>"$runs/$name.$rounds.log" ||
        echo failed >"$runs/$name.failed"
}
export -f run_one
awk '{ print $1, $2, $3, 10; print $1, $2, $3, 20 }' <<<"$cases" |
    xargs -P "$(nproc)" -L 1 bash -c 'run_one "$0" "$1" "$2" "$3" "'"$probe"'" "'"$runs"'"'

# Sums the calls= lines that follow a call to an allocation function.
allocations() {
    awk '/^cfn=/ { name = $0; sub(/^cfn=(\([0-9]+\) )?/, "", name); next }
         /^calls=/ {
             if (name ~ /^(malloc|calloc|realloc|posix_memalign|aligned_alloc|memalign)$/) {
                 split($0, fields, /[= ]/); total += fields[2]
             }
             name = ""
         }
         END { print total + 0 }' "$1"
}

status=0
printf '%-30s %-7s %9s %9s  %s\n' case kind baseline measured url
while read -r name kind url expected; do
    if [[ -f "$runs/$name.failed" ]]; then
        echo "allocation-counts: $name failed; see $runs/$name.*.log" >&2
        status=1
        continue
    fi
    few=$(allocations "$runs/$name.10.callgrind")
    many=$(allocations "$runs/$name.20.callgrind")
    measured=$(awk -v a="$few" -v b="$many" 'BEGIN { d = b - a; printf (d % 10 ? "%.1f" : "%d"), d / 10 }')
    verdict=""
    if [[ "$measured" != "$expected" ]]; then
        verdict="  <- differs from the baseline"
        status=1
    fi
    printf '%-30s %-7s %9s %9s  %s%s\n' "$name" "$kind" "$expected" "$measured" "$url" "$verdict"
done <<<"$cases"

if ((status != 0)); then
    echo "allocation-counts: a lookup's malloc count differs from Costs/Allocations.baseline" >&2
else
    echo "allocation-counts: every lookup makes exactly the baseline's malloc calls"
fi
exit $status
