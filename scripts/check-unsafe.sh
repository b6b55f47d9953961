#!/usr/bin/env bash
# Fails when the library uses a pointer API outside the three files allowed
# to, or uses one there without saying why it is sound (issue 37, "Unsafe
# code in three files"; Architecture.md, "Unsafe code").
#
#   bash scripts/check-unsafe.sh              # check Sources/
#   bash scripts/check-unsafe.sh --self-test  # prove it fails on a fault, on a copy
#
# The rules, over every .swift file under Sources/ (comments are ignored):
#
# - A pointer API is any of: Unsafe[Mutable][Raw][Buffer]Pointer (also in
#   names such as `withUnsafeBufferPointer` or `unsafeBufferPointer`),
#   withUnsafe… (`withUnsafeTemporaryAllocation`, `_withUnsafeGuaranteedRef`),
#   Unmanaged, unowned(unsafe), withContiguous[Mutable]StorageIfAvailable,
#   withUTF8 / withUTF8Buffer (not the library's own `withUTF8Bytes(of:)`),
#   .baseAddress, bindMemory, assumingMemoryBound, withMemoryRebound,
#   utf8Start, unsafeUninitializedCapacity, loadUnaligned, storeBytes,
#   .pointee, allocate(capacity:), OpaquePointer and unsafeBitCast. A type
#   that merely has "Unsafe" in its name (`UnsafeURLError`) is not one.
# - They may appear only in the scanner (Scanning/URLScanner+BorrowedBytes.swift,
#   home of `BorrowedBytes` and `withUTF8Bytes(of:)`), the walk
#   (Tree/RouteTree+Match.swift) and the lock (State/RouterLock.swift).
#   Every other file reads bytes through `BorrowedBytes`.
# - One exception, outside the three: the stop flag NSRegularExpression
#   lends its enumeration block (`stop.pointee = true` in
#   Rewrite/DeadlineRegex.swift). Foundation offers no other way to end a
#   search at a deadline; only `.pointee` is allowed there.
# - Every line of an allowed file that uses a pointer API has a
#   `Safety:` comment on it or just above it (in the comments and up to five
#   lines of code above it, with no blank line between), saying why the use
#   is sound. So does the exception.
#
# Prints each fault as file:line: reason, and exits 1 when there is any.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

allowed=(
    Sources/Elf/Scanning/URLScanner+BorrowedBytes.swift
    Sources/Elf/Tree/RouteTree+Match.swift
    Sources/Elf/State/RouterLock.swift
)
# file:pattern pairs allowed outside the three files (see above).
exceptions=(
    'Sources/Elf/Rewrite/DeadlineRegex.swift:\.pointee'
)

# (POSIX awk regular expressions: no `\b`, so word ends are spelled out.)
end='([^A-Za-z0-9_]|$)'
pointer_api="[Uu]nsafe(Mutable)?(Raw)?(Buffer)?Pointer|withUnsafe|Unmanaged|unowned\\(unsafe\\)"
pointer_api+="|withContiguous(Mutable)?StorageIfAvailable|withUTF8(Buffer)?$end|\\.baseAddress$end|bindMemory"
pointer_api+="|assumingMemoryBound|withMemoryRebound|utf8Start|unsafeUninitializedCapacity|loadUnaligned|storeBytes"
pointer_api+="|\\.pointee$end|allocate\\(capacity:|OpaquePointer|unsafeBitCast"

# Checks the Swift files under `$1/Sources`; prints faults, returns 1 when there are any.
check() {
    local root=$1 faults=0 file relative
    while IFS= read -r file; do
        relative=${file#"$root"/}
        local kind=other entry
        for entry in "${allowed[@]}"; do [[ "$relative" == "$entry" ]] && kind=allowed; done
        local exception=""
        for entry in "${exceptions[@]}"; do
            [[ "$relative" == "${entry%%:*}" ]] && exception=${entry#*:}
        done
        # awk prints "line<TAB>reason" for each fault of the file.
        local output
        output=$(awk -v pattern="$pointer_api" -v kind="$kind" -v exception="$exception" '
            # The code of a line: what comes before `//` (a URL in a string is rare enough here).
            function code(line) { sub(/\/\/.*/, "", line); return line }
            {
                text[NR] = $0
                body = code($0)
                if (body !~ pattern) next
                if (kind == "other") {
                    rest = body
                    if (exception != "") gsub(exception, "", rest)
                    if (rest ~ pattern) { print NR "\tpointer API outside the scanner, the walk and the lock" }
                    else if (!covered(NR)) { print NR "\tpointer API without a Safety: comment on it or just above" }
                    next
                }
                if (!covered(NR)) print NR "\tpointer API without a Safety: comment on it or just above"
            }
            # Whether `Safety:` is on line n or above it: in the comments and
            # up to five lines of code above it, with no blank line between.
            function covered(n,    k, lines) {
                lines = 0
                for (k = n; k >= 1; k--) {
                    if (k < n && text[k] ~ /^[[:space:]]*$/) return 0
                    if (text[k] ~ /Safety:/) return 1
                    if (text[k] !~ /^[[:space:]]*\/\//) lines++
                    if (lines > 5) return 0
                }
                return 0
            }
        ' "$file")
        if [[ -n "$output" ]]; then
            while IFS=$'\t' read -r line reason; do
                echo "$relative:$line: $reason"
                echo "    $(sed -n "${line}p" "$file" | sed 's/^[[:space:]]*//')"
                faults=$((faults + 1))
            done <<<"$output"
        fi
    done < <(find "$root/Sources" -name '*.swift' | sort)
    if ((faults > 0)); then
        echo "check-unsafe: $faults fault(s); see Architecture.md, \"Unsafe code\"" >&2
        return 1
    fi
    return 0
}

# Copies the sources, breaks the rules one way at a time, and expects each to fail.
self_test() {
    local scratch
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' RETURN
    fresh() {
        rm -rf "$scratch/Sources"
        cp -R Sources "$scratch/Sources"
    }
    expect() {
        local want=$1 what=$2
        if check "$scratch" >"$scratch/out" 2>&1; then local got=passe; else local got=fail; fi
        if [[ "${got%e}" != "$want" ]]; then
            echo "check-unsafe self-test: expected $want on $what, got $got:" >&2
            cat "$scratch/out" >&2
            return 1
        fi
        echo "self-test: $what: the check ${got}s, as it should"
    }

    fresh
    expect pass "the sources as they are"

    fresh
    printf '\nfunc injectedProbe() -> Int {\n    var value = 0\n    return withUnsafeBytes(of: &value) { $0.count }\n}\n' \
        >>"$scratch/Sources/Elf/Elf.swift"
    expect fail "a withUnsafeBytes in Elf.swift"
    grep -q "Sources/Elf/Elf.swift:.*outside the scanner" "$scratch/out" || {
        echo "check-unsafe self-test: the fault names no file:line" >&2
        return 1
    }

    fresh
    printf '\nfunc injectedProbe(_ bytes: BorrowedBytes) -> Int {\n    bytes.unsafeBufferPointer.count\n}\n' \
        >>"$scratch/Sources/Elf/Matching/RouteMatch.swift"
    expect fail "BorrowedBytes's pointer taken out in RouteMatch.swift"

    fresh
    printf '\nfunc injectedProbe() -> UInt8 {\n    UnsafePointer<UInt8>(bitPattern: 1)!.pointee\n}\n' \
        >>"$scratch/Sources/Elf/Tree/RouteTree+Match.swift"
    expect fail "a pointer in the walk without a Safety: comment"

    fresh
    printf '\nfunc injectedProbe() -> UInt8 {\n    // Safety: a test of the check only.\n    UnsafePointer<UInt8>(bitPattern: 1)!.pointee\n}\n' \
        >>"$scratch/Sources/Elf/Tree/RouteTree+Match.swift"
    expect pass "the same pointer with a Safety: comment"

    fresh
    printf '\nfunc injectedProbe(_ text: String) -> Int {\n    var text = text\n    return text.withUTF8 { $0.count }\n}\n' \
        >>"$scratch/Sources/Elf/Matching/RouteMatch.swift"
    expect fail "a String.withUTF8 in RouteMatch.swift"

    fresh
    printf '\nfinal class InjectedProbe {\n    unowned(unsafe) let other: InjectedProbe? = nil\n}\n' \
        >>"$scratch/Sources/Elf/Elf.swift"
    expect fail "an unowned(unsafe) in Elf.swift"

    fresh
    printf '\nfunc injectedProbe(_ flag: UnsafeMutablePointer<Bool>) {\n    // Safety: a test.\n    flag.pointee = true\n}\n' \
        >>"$scratch/Sources/Elf/Rewrite/DeadlineRegex.swift"
    expect fail "a pointer type in DeadlineRegex.swift, where only .pointee is allowed"

    fresh
    printf '\nfunc injectedProbe(_ error: Elf.UnsafeURLError?) -> Bool { error == nil }\n' \
        >>"$scratch/Sources/Elf/Elf.swift"
    expect pass "UnsafeURLError, an error type, not a pointer API"

    fresh
    printf '\n/// Not `withUnsafeBytes`: a comment that names a pointer API.\nfunc injectedProbe() {}\n' \
        >>"$scratch/Sources/Elf/Elf.swift"
    expect pass "a comment naming a pointer API"
}

case "${1:-}" in
--self-test) self_test ;;
"") check "$PWD" && echo "check-unsafe: pointer APIs only in ${allowed[*]} (and DeadlineRegex's stop flag), each with a Safety: comment" ;;
*)
    echo "usage: bash scripts/check-unsafe.sh [--self-test]" >&2
    exit 2
    ;;
esac
