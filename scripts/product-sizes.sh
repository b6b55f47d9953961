#!/usr/bin/env bash
# The object code of each library product, as a proxy for what it adds to an
# app's binary: each module compiled whole (`swiftc -c -O -wmo`, as a release
# build does) and measured with `size` (text, data, bss, in bytes).
#
#   bash scripts/product-sizes.sh   # Elf, ElfSwiftUI, ElfUIKit, ElfSiteAssociation, ElfMigration, ElfTesting
#
# Linux x86_64 stands in for iOS arm64 here: the two differ in instruction
# encoding, but what dominates (generic specializations, Codable
# conformances, metadata, string literals) is the same code. Linux has no
# SwiftUI or UIKit, so ElfSwiftUI and ElfUIKit hold only their
# platform-neutral code here (scripts/typecheck-apple.sh builds the rest).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=.build-sizes
rm -rf "$out"
mkdir -p "$out"

build() {
    local module=$1
    shift
    # shellcheck disable=SC2046
    swiftc -c -O -wmo -parse-as-library -swift-version 6 -module-name "$module" -package-name Elf \
        -I "$out" -emit-module -emit-module-path "$out/$module.swiftmodule" "$@" \
        $(find "Sources/$module" -name '*.swift' | LC_ALL=C sort) -o "$out/$module.o"
}
# In dependency order; a module an older checkout lacks is skipped.
for module in Elf ElfSwiftUI ElfUIKit ElfSiteAssociation ElfMigration ElfTesting; do
    if [[ -d Sources/$module ]]; then build "$module"; fi
done

printf '%-19s %10s %10s %10s %10s\n' product text data bss total
for object in "$out"/*.o; do
    size "$object" | awk -v name="$(basename "$object" .o)" 'NR == 2 { printf "%-19s %10d %10d %10d %10d\n", name, $1, $2, $3, $4 }'
done
