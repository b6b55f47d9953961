#!/usr/bin/env bash
# Gates what an app pays on its launch path, in instructions: a new router,
# N synthetic routes registered one by one, and the first lookup (which
# freezes the tree), for N = 100, 1,000 and 10,000 (the benchmark package's
# "Launch" benchmarks measure the same work in wall-clock time).
#
# Runs the lookup probe (scripts/build-lookup-probe.sh) under callgrind,
# counting only the instructions inside `probeMeasured`. Each case runs in a
# fresh process, so the one-time work of the first router a process makes
# (type metadata the runtime builds on first use) counts, as it does at an
# app's launch. Instruction counts do not depend on the machine's load, so
# the gate never flakes on timing. Exits 1 when any case costs more than its
# ceiling in Costs/Launch.baseline.
#
#   bash scripts/launch-costs.sh
#
# Needs valgrind. About two minutes when the probe must be built, and
# twenty seconds when it is current.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v valgrind >/dev/null; then
    echo "launch-costs: valgrind is not installed" >&2
    exit 2
fi
bash scripts/build-lookup-probe.sh
probe=.build-costs/lookup-probe
runs=.build-costs/launch-runs
rm -rf "$runs"
mkdir -p "$runs"

cases=$(grep -Ev '^[[:space:]]*(#|$)' Costs/Launch.baseline)

run_one() {
    local routes=$1 probe=$2 runs=$3
    if SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --toggle-collect='*probeMeasured*' \
        --callgrind-out-file="$runs/$routes.callgrind" "$probe" launch "$routes" \
        >"$runs/$routes.result" 2>"$runs/$routes.log"; then
        sed -n 's/^totals: *//p' "$runs/$routes.callgrind" | head -1 >"$runs/$routes.instructions"
    else
        echo failed >"$runs/$routes.instructions"
    fi
}
export -f run_one
awk '{ print $1 }' <<<"$cases" | xargs -P "$(nproc)" -L 1 bash -c 'run_one "$0" "'"$probe"'" "'"$runs"'"'

status=0
printf '%8s %14s %14s %10s\n' routes ceiling measured "per route"
while read -r routes ceiling; do
    measured=$(cat "$runs/$routes.instructions")
    verdict=""
    if [[ "$measured" == failed ]]; then
        verdict="  <- failed; see $runs/$routes.log"
        status=1
    elif ((measured > ceiling)); then
        verdict="  <- over the ceiling"
        status=1
    fi
    perRoute=$(awk -v c="$measured" -v n="$routes" 'BEGIN { if (c + 0 == 0) print "-"; else printf "%.0f", c / n }')
    printf '%8s %14s %14s %10s%s\n' "$routes" "$ceiling" "$measured" "$perRoute" "$verdict"
done <<<"$cases"

if ((status != 0)); then
    echo "launch-costs: registering a table and its first lookup cost more than Costs/Launch.baseline allows" >&2
else
    echo "launch-costs: every launch case is within Costs/Launch.baseline"
fi
exit $status
