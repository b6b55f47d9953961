#!/usr/bin/env bash
# Builds Elf's DocC documentation with the toolchain's own docc (no plugin, no
# package dependency) into .build/docs. Fails on any docc warning.
#
#   bash scripts/build-docs.sh
#
# Preview: open .build/docs/index.html through a local web server, for example
#   python3 -m http.server --directory .build/docs 8000
# and visit http://localhost:8000/documentation/elf/
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# docc sits next to swift in a toolchain; on macOS, Xcode also provides it.
swift_path="$(readlink -f "$(command -v swift)")"
docc="$(dirname "$swift_path")/docc"
if [[ ! -x "$docc" ]]; then
    docc="$(xcrun --find docc 2>/dev/null || command -v docc || true)"
fi
if [[ -z "$docc" || ! -x "$docc" ]]; then
    echo "build-docs: no docc found next to $swift_path" >&2
    exit 1
fi

# The symbol graphs come from the modules of the ordinary debug build (the
# one `swift build` and `swift test` make), extracted with
# swift-symbolgraph-extract: no second build of the library. The build is
# brought up to date first (a no-op right after the tests).
#
# One catalog, Elf's, documents the class Elf. Of the other products it
# takes ElfSiteAssociation's extension of the class
# (`ElfSiteAssociation@Elf.symbols.json`: `appSiteAssociation(appIDs:host:)`),
# which the entry-point article links to; its page says which product holds
# it. ElfSwiftUI and ElfUIKit declare nothing public on Linux (their code
# needs SwiftUI or UIKit), and the articles name their types, and those of
# ElfMigration and ElfTesting, in code voice.
symbol_graphs=.build/symbol-graphs
output=.build/docs
log=.build/docc.log
rm -rf "$output" "$symbol_graphs"
mkdir -p "$symbol_graphs"
swift build --target ElfSiteAssociation
modules="$(swift build --show-bin-path)/Modules"
triple="$(swiftc -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)"
swift symbolgraph-extract -module-name Elf -I "$modules" -minimum-access-level public \
    -target "$triple" -output-dir "$symbol_graphs"
mkdir -p "$symbol_graphs/site-association"
swift symbolgraph-extract -module-name ElfSiteAssociation -I "$modules" -minimum-access-level public \
    -target "$triple" -output-dir "$symbol_graphs/site-association"
mv "$symbol_graphs/site-association/ElfSiteAssociation@Elf.symbols.json" "$symbol_graphs/"
rm -r "$symbol_graphs/site-association"

# --warnings-as-errors makes docc exit non-zero on a warning; the grep below is
# a second guard in case a docc version only prints it.
status=0
"$docc" convert Sources/Elf/Elf.docc \
    --additional-symbol-graph-dir "$symbol_graphs" \
    --fallback-display-name Elf \
    --fallback-bundle-identifier org.elf.Elf \
    --warnings-as-errors \
    --output-path "$output" 2>&1 | tee "$log" || status=$?

if [[ $status -ne 0 ]] || grep -Eq '(^|[^a-z])(warning|error):' "$log"; then
    echo "build-docs: docc reported problems (see $log)" >&2
    exit 1
fi
echo "build-docs: documentation written to $output"
