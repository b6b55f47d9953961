#!/usr/bin/env bash
# Builds the Apple-only code of Elf and its ExampleApp on Linux as an app's
# Release build does (`-c -O -wmo`), against the stub UIKit and SwiftUI
# modules in Stubs/ (see Stubs/README.md):
#
#   bash scripts/typecheck-apple.sh
#
# 1. Compiles the stub modules (ObjectiveC, AppleFoundation, UserNotifications,
#    UIKit, SwiftUI)
#    with `swiftc -emit-module`.
# 2. Builds each product (Elf, then ElfSwiftUI, ElfUIKit, ElfSiteAssociation,
#    ElfMigration and ElfTesting against it) with them on the import path,
#    optimized and whole-module, so every `#if canImport(UIKit)` and
#    `#if canImport(SwiftUI)` file is compiled in Swift 6 mode and runs
#    through the optimizer, and emits each module with that API. A type-check
#    alone runs no optimizer pass: the Release build crash of Platforms.md
#    ("Known compiler problems") passed it.
# 3. Builds the ExampleShop sources (ExampleApp/Sources/ExampleShop) the same
#    way against those modules and the stubs, with Objective-C
#    interoperability on so `@objc` and `#selector` are checked too.
#
# 4. Type-checks the apps of the SwiftUI and UIKit DocC articles (the first
#    `swift` block of Sources/Elf/Elf.docc/SwiftUI.md and UIKit.md) and the
#    README's (the first block of its "SwiftUI" and "UIKit" sections) the same
#    way, so their code compiles as written, imports included.
#
# 5. Type-checks the comparison apps (Comparison/*/ShopApp.swift: the same
#    app with Elf and in plain SwiftUI, and its UIKit variant with Elf and in
#    plain UIKit, see Comparison/README.md).
#
# 6. Builds the module CocoaPods builds (Elf.podspec) the same way: every
#    subspec's sources in the one module Elf, with `-D COCOAPODS`, so the
#    subspecs compile together (no product imports Elf into itself, no two
#    files share a name, no two products declare the same name). It is the
#    one whole-module build where RouterView and the core's
#    `restore(_:into:source:)` meet, as they did before the Apple layer became
#    products of its own: the Release build crash of Platforms.md shows here.
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

apple_files=$(grep -rlE '^#if canImport\((UIKit|SwiftUI)\)' Sources ExampleApp/Sources | LC_ALL=C sort)
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
compile_stub UserNotifications
compile_stub UIKit -Xfrontend -enable-objc-interop
compile_stub SwiftUI -Xfrontend -enable-objc-interop

# The optimized, whole-module build of one module against the stubs and the
# modules built before it, emitting its module for the next. A compiler crash
# fails here (pipefail keeps swiftc's status through tee).
build_optimized() {
    local module=$1 folder=$2
    shift 2
    echo "$module against the stubs, optimized (-c -O -wmo)"
    # shellcheck disable=SC2046
    swiftc -c -O -wmo -parse-as-library -swift-version 6 -module-name "$module" "$@" \
        -I "$out/stubs" -I "$out/elf" $(find "$folder" -name '*.swift' | LC_ALL=C sort) \
        -emit-module -emit-module-path "$out/elf/$module.swiftmodule" -o "$out/objects/$module.o" 2>&1 | tee -a "$log"
}
mkdir -p "$out/objects"
build_optimized Elf Sources/Elf -package-name Elf
build_optimized ElfSwiftUI Sources/ElfSwiftUI -package-name Elf
build_optimized ElfUIKit Sources/ElfUIKit -package-name Elf
build_optimized ElfSiteAssociation Sources/ElfSiteAssociation -package-name Elf
build_optimized ElfMigration Sources/ElfMigration -package-name Elf
build_optimized ElfTesting Sources/ElfTesting -package-name Elf
build_optimized ExampleShop ExampleApp/Sources/ExampleShop -Xfrontend -enable-objc-interop

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

echo "the app of the UIKit article"
article=Sources/Elf/Elf.docc/UIKit.md
awk '/^```swift/ { if (!done) { inside = 1 }; next } /^```/ { if (inside) { done = 1 }; inside = 0 } inside' \
    "$article" >"$out/UIKitArticle.swift"
if [[ ! -s $out/UIKitArticle.swift ]]; then
    echo "typecheck-apple: no swift block in $article" >&2
    exit 1
fi
swiftc -typecheck -parse-as-library -swift-version 6 -module-name UIKitArticle -I "$out/stubs" -I "$out/elf" \
    "$out/UIKitArticle.swift" 2>&1 | tee -a "$log"

for framework in SwiftUI UIKit; do
    echo "the code of the README's $framework section"
    awk -v wanted="## $framework" '/^## / { section = $0 } section == wanted && /^```swift/ { inside = 1; next }
        inside && /^```/ { exit } inside' README.md >"$out/Readme$framework.swift"
    if [[ ! -s $out/Readme$framework.swift ]]; then
        echo "typecheck-apple: no swift block in the $framework section of README.md" >&2
        exit 1
    fi
    swiftc -typecheck -parse-as-library -swift-version 6 -module-name "Readme$framework" -I "$out/stubs" \
        -I "$out/elf" "$out/Readme$framework.swift" 2>&1 | tee -a "$log"
done

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

echo "the module CocoaPods builds (Elf.podspec): every subspec's sources as the one module Elf, optimized (-c -O -wmo)"
pod_folders=$(sed -nE "s|.*source_files *= *'(Sources/[A-Za-z]+)/\*\*/\*\.swift'.*|\1|p" Elf.podspec | LC_ALL=C sort -u)
for folder in Sources/*/; do
    if ! grep -qx "${folder%/}" <<<"$pod_folders"; then
        echo "typecheck-apple: ${folder%/} is in no subspec of Elf.podspec" >&2
        exit 1
    fi
done
# shellcheck disable=SC2086
pod_files=$(find $pod_folders -name '*.swift' | LC_ALL=C sort)
# Xcode refuses two files of one name in one target.
shared_names=$(xargs -n1 basename <<<"$pod_files" | LC_ALL=C sort | uniq -d)
if [[ -n $shared_names ]]; then
    echo "typecheck-apple: files of the same name in the CocoaPods module: $shared_names" >&2
    exit 1
fi
# shellcheck disable=SC2086
swiftc -c -O -wmo -parse-as-library -swift-version 6 -module-name Elf -package-name Elf -D COCOAPODS \
    -I "$out/stubs" $pod_files -o "$out/objects/CocoaPodsElf.o" 2>&1 | tee -a "$log"

if grep -qE "(error|warning):" "$log"; then
    echo "typecheck-apple: the Apple-only code has errors or warnings" >&2
    exit 1
fi
echo "typecheck-apple: $(wc -l <<<"$apple_files" | tr -d ' ') Apple-only files build optimized in Elf, ElfSwiftUI, ElfUIKit, ElfSiteAssociation, ElfMigration, ElfTesting and ExampleShop; the CocoaPods module ($(wc -w <<<"$pod_folders" | tr -d ' ') subspecs) builds optimized; the apps of the SwiftUI and UIKit articles and the README's SwiftUI and UIKit code and $(wc -l <<<"$apps" | tr -d ' ') comparison apps type-check against the stubs"
