#!/usr/bin/env bash
# What an app's binary pays for Elf: small programs (the package in
# Costs/AppSizes), each linking a product of Elf and opening one URL, built
# in release as an app is, and measured with `size` beside NoElf, which does
# comparable trivial work with Foundation and no Elf. A program's text
# (code, read-only data, unwind tables, relocations and Swift metadata)
# minus NoElf's is Elf's share (with the little of the program's own code
# that NoElf lacks: its handlers, its route types' Codable conformances).
#
#   bash scripts/app-sizes.sh           # the table
#   bash scripts/app-sizes.sh --check   # also exit 1 when a program's Elf share
#                                       # is over its ceiling in Costs/AppSizes.baseline
#
# Each program runs once and must print its expected line, so its routes
# are live code and the program works. The programs link the Elf product
# only; one for another product is its line in the `programs` list of
# Costs/AppSizes/Package.swift (which names the products it links), its
# Costs/AppSizes/Sources/<name>/main.swift, its expected line below and its
# ceiling in the baseline (the script stops when one is missing).
#
# Linux x86_64 stands in for iOS arm64 here (see scripts/product-sizes.sh);
# the standard library and Foundation are shared libraries, so the text
# measured is the program's own and Elf's. About 40 s on two cores when the
# release build must compile Elf (once, for all the programs), and under a
# second when it is current.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

check=false
case "${1:-}" in
"") ;;
--check) check=true ;;
*)
    echo "usage: bash scripts/app-sizes.sh [--check]" >&2
    exit 2
    ;;
esac

package=Costs/AppSizes
baseline=Costs/AppSizes.baseline
scratch=.build-appsizes
reference=NoElf

# What each program prints when it has opened its URL.
declare -A expected=(
    [NoElf]="NoElf: following limboy"
    [HandlerRoutes]="HandlerRoutes: following limboy"
    [TypedRoutes]="TypedRoutes: product 42 from home"
    [TypedRoutesRewrite]="TypedRoutesRewrite: product 42 from web"
)

cases=$(grep -Ev '^[[:space:]]*(#|$)' "$baseline")
declare -A ceiling=()
programs=("$reference")
while read -r program bytes; do
    ceiling[$program]=$bytes
    programs+=("$program")
done <<<"$cases"

status=0
for dir in "$package"/Sources/*/; do
    program=$(basename "$dir")
    if [[ "$program" != "$reference" && -z "${ceiling[$program]:-}" ]]; then
        echo "app-sizes: $program has no ceiling in $baseline" >&2
        status=2
    fi
done
for program in "${programs[@]}"; do
    if [[ ! -f "$package/Sources/$program/main.swift" ]]; then
        echo "app-sizes: $baseline names $program, which has no $package/Sources/$program/main.swift" >&2
        status=2
    elif [[ -z "${expected[$program]:-}" ]]; then
        echo "app-sizes: $program has no expected line in scripts/app-sizes.sh" >&2
        status=2
    fi
done
((status == 0)) || exit $status

# SwiftPM already links release executables with --gc-sections (dead
# stripping is on unless --disable-dead-strip), so passing it again changes
# nothing; it is here to say that the measurement is of a stripped link.
# Without it the programs are about 2 KB larger, no more: swiftc puts an
# object's internal and private functions in one .text section, which
# something always reaches, and the functions it gives sections of their
# own are marked SHF_GNU_RETAIN, which the linker keeps.
mkdir -p "$scratch"
if ! swift build -c release --package-path "$package" --scratch-path "$scratch" \
    -Xlinker --gc-sections >"$scratch/app-sizes-build.log" 2>&1; then
    cat "$scratch/app-sizes-build.log" >&2
    echo "app-sizes: the release build of $package failed" >&2
    exit 1
fi
bin=$(swift build -c release --package-path "$package" --scratch-path "$scratch" --show-bin-path)

declare -A text=()
for program in "${programs[@]}"; do
    if ! printed=$("$bin/$program" 2>&1); then
        echo "app-sizes: $program failed: $printed" >&2
        exit 1
    fi
    if [[ "$printed" != "${expected[$program]}" ]]; then
        echo "app-sizes: $program printed \"$printed\", not \"${expected[$program]}\"" >&2
        exit 1
    fi
    text[$program]=$(size "$bin/$program" | awk 'NR == 2 { print $1 }')
done

over=()
printf '%-20s %10s %12s %8s %12s\n' program text "Elf's share" KB ceiling
for program in "${programs[@]}"; do
    if [[ "$program" == "$reference" ]]; then
        printf '%-20s %10s %12s %8s %12s\n' "$program" "${text[$program]}" - - -
        continue
    fi
    share=$((text[$program] - text[$reference]))
    verdict=""
    if ((share > ceiling[$program])); then
        verdict="  <- over the ceiling"
        over+=("$program carries $share bytes of Elf, over its ceiling of ${ceiling[$program]}")
    fi
    printf '%-20s %10s %12s %8s %12s%s\n' "$program" "${text[$program]}" "$share" \
        "$(((share + 512) / 1024))" "${ceiling[$program]}" "$verdict"
done
echo "(text and Elf's share in bytes; KB = 1,024 bytes)"

if ((${#over[@]} == 0)); then
    echo "app-sizes: every program's Elf share is within $baseline"
    exit 0
fi
for line in "${over[@]}"; do
    echo "app-sizes: $line in $baseline" >&2
done
if $check; then
    exit 1
fi
echo "app-sizes: reported only; with --check this fails" >&2
