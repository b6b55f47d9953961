#!/usr/bin/env bash
# Proves that the two checks of the Apple-only code fail on the faults they
# exist for, by putting each fault back into a copy of the sources:
#
#   bash scripts/check-apple-faults.sh
#
# 1. The Release build crash (Platforms.md, "Known compiler problems"): the
#    crash's shape (a class-bound `any` parameter cast with `as?` into an
#    `Optional` passed on, called with a concrete class) put back into the
#    core's restoration file. The optimized build of
#    scripts/typecheck-apple.sh must fail. (Until the windows work reshaped
#    `restore(_:into:source:)`, the fault was that function taking
#    `any Navigator` again; that form no longer reaches the crash, so the
#    fault now adds the shape itself.)
# 2. An availability fault: the `NavigationPath` subscript of NavigationHost
#    without its `@available(... iOS 16 ...)`. scripts/check-availability.py
#    must fail, naming NavigationPath, iOS 16 and the file.
#
# Fails when either check passes on its fault, or when a fault can no longer
# be put back (the code it edits moved: update this script).
#
# If fault 1 stops crashing after a toolchain update, the compiler bug is
# fixed: say so in Platforms.md and drop the fault here.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

work=${CHECK_APPLE_FAULTS_DIR:-.build/check-apple-faults}
rm -rf "$work"

# A copy of what the checks read, with one edit.
copy_with_fault() {
    local name=$1 file=$2 expression=$3
    local copy="$work/$name"
    mkdir -p "$copy"
    cp -R Package.swift Elf.podspec README.md Sources Stubs ExampleApp Comparison scripts "$copy/"
    cp "$copy/$file" "$copy/$file.before"
    sed -i -E "$expression" "$copy/$file"
    if cmp -s "$copy/$file" "$copy/$file.before"; then
        echo "check-apple-faults: could not put fault '$name' back into $file: update this script" >&2
        exit 1
    fi
    rm "$copy/$file.before"
    echo "$copy"
}

# Runs a check (the rest of the arguments) in `copy`, which must fail with
# output matching `expected`; prints the line that shows it.
expect_failure() {
    local name=$1 copy=$2 expected=$3
    shift 3
    if "$@" >"$copy/output.log" 2>&1; then
        echo "check-apple-faults: the check passed with $name" >&2
        exit 1
    fi
    grep -qE "$expected" "$copy/output.log" || {
        cat "$copy/output.log"
        echo "check-apple-faults: $name failed the check, but not as expected ($expected)" >&2
        exit 1
    }
    echo "  the check fails: $(grep -m1 -oE "$expected.*" "$copy/output.log")"
}

echo "fault 1: the shape of the Release build crash in the core (if it builds, has the toolchain fixed the crash?)"
copy=$(copy_with_fault release-crash Sources/Elf/Restoration/Elf+Restoration.swift \
    '$ a protocol FaultP: AnyObject {}; final class FaultC: FaultP {}; @inline(never) func faultUse(_ r: FaultC?) {}; @inline(never) func faultF(_ p: any FaultP) { faultUse(p as? FaultC) }; public func faultG() { faultF(FaultC()) }')
expect_failure "fault 1" "$copy" 'While running pass .*OwnershipModelEliminator' \
    env TYPECHECK_APPLE_DIR="$copy/.build/typecheck-apple" bash "$copy/scripts/typecheck-apple.sh"

echo "fault 2: NavigationHost's NavigationPath subscript without its @available"
copy=$(copy_with_fault availability Sources/ElfSwiftUI/NavigationHost.swift \
    '/@available\(macOS 13, iOS 16, tvOS 16, watchOS 9, \*\)/d')
expect_failure "fault 2" "$copy" 'NavigationHost.swift:[0-9]+:[0-9]+: NavigationPath needs iOS 16' \
    env CHECK_AVAILABILITY_DIR="$copy/.build/check-availability" python3 "$copy/scripts/check-availability.py" iOS
echo "check-apple-faults: both checks fail on their faults"
