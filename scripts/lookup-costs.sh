#!/usr/bin/env bash
# Exact, repeatable costs of a lookup and of registration (the "One engine"
# targets), counted with callgrind rather than timed: wall clock swings 2x on
# shared machines, instruction counts do not move.
#
# Builds Costs/LookupProbe.swift (scripts/build-lookup-probe.sh), then
# runs every case under callgrind, counting only the instructions inside
# `probeMeasured` (setup is not counted). Prints:
#
#   - instructions per URL for `elf.match(url)`, for `elf.match(url)?.params`
#     and for the floor (`floorWalk`: walk the bytes, hash the segments), over
#     the GitHub benchmark's matching and missing URLs, in the GitHub table
#     alone, with one typed route beside it (which must keep `match`'s fast
#     path), registered whole as route types (`github-typed`:
#     Benchmarks/Benchmarks/ElfBenchmarks/GitHubTypedRoutes.swift), and grown
#     by 100 and by 100,000 synthetic routes;
#   - the ratios to the floor, the growth from +100 to +100,000 routes, and
#     what the typed table costs over the factory one (issue 37 asks at most
#     1.10 for `match`);
#   - instructions to register 100,000 synthetic routes and freeze the tree;
#   - the bytes a router of 100,000 synthetic routes holds per route once
#     frozen (malloc's in-use bytes): what it allocates itself, and with the
#     caller's pattern strings it keeps alive.
#
#   bash scripts/lookup-costs.sh                # the table
#   bash scripts/lookup-costs.sh --wall         # also the benchmark package's
#                                               # registration wall clock vs RoutingKit
#   bash scripts/lookup-costs.sh 'github '      # only cases whose line contains a
#                                               # filter ("lookup github match", "register 100000",
#                                               # "memory 100000"); other cells show "-"
#
# Needs valgrind. Takes about three minutes on two cores (half of it building
# the probe; an unchanged probe is not rebuilt).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

out=.build-costs
probe=$out/lookup-probe
runs=$out/lookup-runs
mkdir -p "$runs"

if ! command -v valgrind >/dev/null; then
    echo "lookup-costs: valgrind is not installed" >&2
    exit 2
fi

bash scripts/build-lookup-probe.sh

# Swift seeds its hashing per process; a fixed seed makes the dictionary
# work that `params` does cost the same instructions in every run.
export SWIFT_DETERMINISTIC_HASHING=1

# One callgrind run per case, as many at once as there are cores.
run_one() {
    local probe=$1 runs=$2
    shift 2
    local base
    base="$runs/$(printf '%s.' "$@")"
    rm -f "$base"*
    if valgrind --tool=callgrind --toggle-collect='*probeMeasured*' \
        --callgrind-out-file="${base}callgrind" "$probe" "$@" >"${base}result" 2>"${base}log"; then
        sed -n 's/^totals: *//p' "${base}callgrind" | head -1 >"${base}instructions"
    else
        echo "failed" >"${base}instructions"
    fi
}
export -f run_one
wall=0
filters=()
for argument in "$@"; do
    if [[ "$argument" == --wall ]]; then wall=1; else filters+=("$argument"); fi
done
selected() {
    ((${#filters[@]} == 0)) && return 0
    local filter
    for filter in "${filters[@]}"; do [[ "$1 " == *"$filter"* ]] && return 0; done
    return 1
}
"$probe" --list | while read -r line; do
    # The launch cases are scripts/launch-costs.sh's.
    [[ "$line" == launch* ]] && continue
    if selected "$line"; then echo "$line"; else rm -f "$runs/$(printf '%s.' $line)"*; fi
done | xargs -P "$(nproc)" -L 1 bash -c 'run_one "'"$probe"'" "'"$runs"'" "$@"' _
if selected "memory 100000"; then "$probe" memory 100000 >"$runs/memory.result"; else rm -f "$runs/memory.result"; fi

# Instructions per operation of one case (the probe prints how many it ran).
per_operation() {
    local base
    base="$runs/$(printf '%s.' "$@")"
    local count operations
    [[ -f "${base}instructions" ]] || { echo -; return; }
    count=$(cat "${base}instructions")
    operations=$(sed -n 's/^operations \([0-9]*\).*/\1/p' "${base}result")
    if [[ "$count" == failed || -z "$operations" ]]; then
        echo failed
    else
        awk -v c="$count" -v n="$operations" 'BEGIN { printf "%.0f", c / n }'
    fi
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a + 0 == 0 || b + 0 == 0) print "-"; else printf "%.2f", a / b }'; }
perRoute() { awk -v c="$1" 'BEGIN { if (c + 0 == 0) print "-"; else printf "%.0f", c / 100000 }'; }

printf '%-16s %10s %14s %8s %12s %13s\n' table match match+params floor "match/floor" "params/floor"
for table in github github+typed github-typed github+100 github+100000; do
    match=$(per_operation lookup "$table" match)
    params=$(per_operation lookup "$table" params)
    floor=$(per_operation lookup "$table" floor)
    printf '%-16s %10s %14s %8s %12s %13s\n' "$table" "$match" "$params" "$floor" \
        "$(ratio "$match" "$floor")" "$(ratio "$params" "$floor")"
done
printf '%-16s %10s %14s\n' "growth +100k/+100" \
    "$(ratio "$(per_operation lookup github+100000 match)" "$(per_operation lookup github+100 match)")" \
    "$(ratio "$(per_operation lookup github+100000 params)" "$(per_operation lookup github+100 params)")"
printf '%-16s %10s %14s\n' "typed/factory" \
    "$(ratio "$(per_operation lookup github-typed match)" "$(per_operation lookup github match)")" \
    "$(ratio "$(per_operation lookup github-typed params)" "$(per_operation lookup github params)")"
echo "(instructions per URL, averaged over the GitHub benchmark's matching and missing URLs)"
register=$(per_operation register 100000)
echo "register 100,000 routes and freeze: $register instructions ($(perRoute "$register") per route)"
if [[ -f "$runs/memory.result" ]]; then
    sed -n 's/^own-per-route /memory: bytes per route the router allocates (frozen, malloc in-use): /p' "$runs/memory.result"
    sed -n 's/^with-texts-per-route /  with the pattern strings it keeps alive once the caller drops them: /p' "$runs/memory.result"
fi

if ((wall)); then
    echo "registration wall clock, p50 (benchmark package, one run; noisy, never a gate):"
    (cd Benchmarks && swift package benchmark --filter 'Register 100000:.*' --no-progress 2>/dev/null) |
        awk -F'│' '/^Register 100000: / { name = $0 }
            name != "" && /Time \(wall clock\)/ { gsub(/ /, "", $5); print "  " name ": " $5 " ms"; name = "" }'
fi
