#!/usr/bin/env bash
# Writes the measured depths of app code (the frames between a public entry
# point and each piece of app code the library calls) into
# Sources/Elf/Elf.docc/Architecture.md, between its `depths` markers:
#
#   bash scripts/architecture-depths.sh
#
# The numbers come from ArchitectureDepthTests, in the debug build
# `swift test` makes; the same test fails in CI when the article and the
# measurement differ.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

ELF_WRITE_ARCHITECTURE_DEPTHS=1 swift test --filter ArchitectureDepthTests >/dev/null
swift test --filter ArchitectureDepthTests >/dev/null
sed -n '/<!-- depths: written/,/<!-- depths: end -->/p' Sources/Elf/Elf.docc/Architecture.md
