#!/usr/bin/env bash
# Builds the lookup probe (Costs/LookupProbe.swift) into .build-costs/lookup-probe,
# unless it is newer than every source. scripts/lookup-costs.sh and
# scripts/allocation-counts.sh run it.
#
# The probe is compiled together with the library sources and the benchmark
# package's route and URL files (plain swiftc -O, no package), so the probe
# and the benchmarks read the same routes and URLs.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

probe=.build-costs/lookup-probe
mkdir -p .build-costs

# The benchmark files the probe shares (they import nothing but Elf, which
# ELF_LOOKUP_PROBE leaves out), then the library.
data=Benchmarks/Benchmarks/ElfBenchmarks
sources=(Costs/LookupProbe.swift "$data/GitHubRoutes.swift" "$data/GitHubTypedRoutes.swift" "$data/SyntheticRoutes.swift"
    "$data/Floor.swift")
while IFS= read -r file; do sources+=("$file"); done < <(find Sources/Elf -name '*.swift' | sort)
if [[ ! -x "$probe" ]] || [[ -n "$(find "${sources[@]}" Costs/MallocInfo -newer "$probe" -print -quit)" ]]; then
    echo "building the lookup probe (swiftc -O)..." >&2
    swiftc -O -wmo -swift-version 6 -parse-as-library -module-name Elf -package-name Elf -D ELF_LOOKUP_PROBE -I Costs/MallocInfo "${sources[@]}" \
        -o "$probe.partial"
    mv "$probe.partial" "$probe"
fi
