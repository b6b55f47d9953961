#!/usr/bin/env bash
# Type-checks the Apple-only code of Elf and its ExampleApp on Linux, against
# the stub UIKit and SwiftUI modules in Stubs/ (see Stubs/README.md):
#
#   bash scripts/typecheck-apple.sh
#
# 1. Compiles the stub modules (ObjectiveC, AppleFoundation, UIKit, SwiftUI)
#    with `swiftc -emit-module`.
# 2. Type-checks the whole Elf library with them on the import path, so every
#    `#if canImport(UIKit)` and `#if canImport(SwiftUI)` file is compiled in
#    Swift 6 mode, and emits the Elf module that has that API.
# 3. Type-checks the ExampleShop sources (ExampleApp/Sources/ExampleShop)
#    against that Elf module and the stubs, with Objective-C interoperability
#    on so `@objc` and `#selector` are checked too.
#
# 4. Type-checks the app of the SwiftUI DocC article (the first `swift` block
#    of Sources/Elf/Elf.docc/SwiftUI.md) the same way, so the article's code
#    compiles as written.
#
# 5. Type-checks the comparison apps (Comparison/*/ShopApp.swift: the same
#    app with Elf and in plain SwiftUI, see Comparison/README.md).
#
# Fails on any error or warning, and when no file under those conditions was
# found (the check would be checking nothing).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

out=${TYPECHECK_APPLE_DIR:-.build/typecheck-apple}
rm -rf "$out"
mkdir -p "$out/stubs" "$out/elf"
log="$out/typecheck.log"
: >"$log"

apple_files=$(grep -rlE '^#if canImport\((UIKit|SwiftUI)\)' Sources/Elf ExampleApp/Sources | LC_ALL=C sort)
if [[ -z $apple_files ]]; then
    echo "typecheck-apple: no #if canImport(UIKit) / canImport(SwiftUI) file found" >&2
    exit 1
fi
echo "Apple-only files:"
sed 's/^/  /' <<<"$apple_files"

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

echo "Elf against the stubs"
# shellcheck disable=SC2046
swiftc -emit-module -parse-as-library -swift-version 6 -module-name Elf -package-name Elf -I "$out/stubs" \
    $(find Sources/Elf -name '*.swift' | LC_ALL=C sort) -o "$out/elf/Elf.swiftmodule" 2>&1 | tee -a "$log"

echo "ElfMigration against the stubs"
# shellcheck disable=SC2046
swiftc -emit-module -parse-as-library -swift-version 6 -module-name ElfMigration -package-name Elf \
    -I "$out/stubs" -I "$out/elf" \
    $(find Sources/ElfMigration -name '*.swift' | LC_ALL=C sort) -o "$out/elf/ElfMigration.swiftmodule" 2>&1 | tee -a "$log"

echo "ExampleShop against the stubs"
# shellcheck disable=SC2046
swiftc -typecheck -parse-as-library -swift-version 6 -module-name ExampleShop \
    -Xfrontend -enable-objc-interop -I "$out/stubs" -I "$out/elf" \
    $(find ExampleApp/Sources/ExampleShop -name '*.swift' | LC_ALL=C sort) 2>&1 | tee -a "$log"

echo "the app of the SwiftUI article"
article=Sources/Elf/Elf.docc/SwiftUI.md
awk '/^```swift/ { if (!done) { inside = 1 }; next } /^```/ { if (inside) { done = 1 }; inside = 0 } inside' \
    "$article" >"$out/SwiftUIArticle.swift"
if [[ ! -s $out/SwiftUIArticle.swift ]]; then
    echo "typecheck-apple: no swift block in $article" >&2
    exit 1
fi
swiftc -typecheck -parse-as-library -swift-version 6 -module-name SwiftUIArticle -I "$out/stubs" -I "$out/elf" \
    "$out/SwiftUIArticle.swift" 2>&1 | tee -a "$log"

apps=$(find Comparison -mindepth 2 -maxdepth 2 -name ShopApp.swift | LC_ALL=C sort)
if [[ -z $apps ]]; then
    echo "typecheck-apple: no Comparison/*/ShopApp.swift found" >&2
    exit 1
fi
while read -r app; do
    name=$(basename "$(dirname "$app")")
    echo "the comparison app $app"
    swiftc -typecheck -parse-as-library -swift-version 6 -module-name "${name}Shop" -I "$out/stubs" -I "$out/elf" \
        "$app" 2>&1 | tee -a "$log"
done <<<"$apps"

if grep -qE "(error|warning):" "$log"; then
    echo "typecheck-apple: the Apple-only code has errors or warnings" >&2
    exit 1
fi
echo "typecheck-apple: $(wc -l <<<"$apple_files" | tr -d ' ') Apple-only files, the SwiftUI article's app and $(wc -l <<<"$apps" | tr -d ' ') comparison apps type-check against the stubs"
