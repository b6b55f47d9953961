#!/usr/bin/env bash
# Type-checks the comparison apps (Comparison/*/ShopApp.swift, see
# Comparison/SPEC.md) on Linux, against the stub UIKit and SwiftUI modules in
# Stubs/ (see Stubs/README.md), the way scripts/typecheck-apple.sh does:
#
#   bash scripts/typecheck-comparison.sh
#
# 1. Compiles the stub modules (ObjectiveC, AppleFoundation, UIKit, SwiftUI)
#    with `swiftc -emit-module`.
# 2. When Comparison/Elf/ShopApp.swift exists, emits the Elf module against
#    the stubs, so the app sees Elf's SwiftUI API.
# 3. Type-checks each app on its own, in Swift 6 mode, as a module named after
#    its folder (`PlainSwiftUIShop`, `ElfShop`).
#
# Fails on any error or warning, and when no app was found (the check would
# be checking nothing).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

out=${TYPECHECK_COMPARISON_DIR:-.build/typecheck-comparison}
rm -rf "$out"
mkdir -p "$out/stubs" "$out/elf"
log="$out/typecheck.log"
: >"$log"

apps=$(find Comparison -mindepth 2 -maxdepth 2 -name ShopApp.swift | LC_ALL=C sort)
if [[ -z $apps ]]; then
    echo "typecheck-comparison: no Comparison/*/ShopApp.swift found" >&2
    exit 1
fi
echo "Comparison apps:"
sed 's/^/  /' <<<"$apps"

compile_stub() {
    local module=$1
    shift
    echo "stub module $module"
    swiftc -emit-module -parse-as-library -swift-version 6 -module-name "$module" \
        -I "$out/stubs" "$@" "Stubs/$module/$module.swift" -o "$out/stubs/$module.swiftmodule" 2>&1 | tee -a "$log"
}
compile_stub ObjectiveC
compile_stub AppleFoundation
compile_stub UIKit -Xfrontend -enable-objc-interop
compile_stub SwiftUI

if grep -qx 'Comparison/Elf/ShopApp.swift' <<<"$apps"; then
    echo "Elf against the stubs"
    # shellcheck disable=SC2046
    swiftc -emit-module -parse-as-library -swift-version 6 -module-name Elf -I "$out/stubs" \
        $(find Sources/Elf -name '*.swift' | LC_ALL=C sort) -o "$out/elf/Elf.swiftmodule" 2>&1 | tee -a "$log"
fi

while read -r app; do
    name=$(basename "$(dirname "$app")")
    echo "$app against the stubs"
    swiftc -typecheck -parse-as-library -swift-version 6 -module-name "${name}Shop" \
        -I "$out/stubs" -I "$out/elf" "$app" 2>&1 | tee -a "$log"
done <<<"$apps"

if grep -qE "(error|warning):" "$log"; then
    echo "typecheck-comparison: the comparison apps have errors or warnings" >&2
    exit 1
fi
echo "typecheck-comparison: $(wc -l <<<"$apps" | tr -d ' ') comparison apps type-check against the stubs"
