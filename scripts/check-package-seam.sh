#!/usr/bin/env bash
# Fails when the library has more than 30 `package` declarations, or one of
# them does not say who needs it (issue "Pay for what you use", "One public
# seam"; Sources/Elf/Elf.docc/ExtendingElf.md).
#
#   bash scripts/check-package-seam.sh              # check Sources/
#   bash scripts/check-package-seam.sh --self-test  # prove it fails on a fault, on a copy
#
# The products above the core build on its public API and the seam that
# ExtendingElf.md lists. What one module still shares with another only
# through `package` is counted here, over every .swift file under Sources/
# (comments are ignored):
#
# - A `package` declaration is a line whose code (what comes before `//`)
#   has the access modifier `package` (`package func`, `package init`,
#   `package(set) var`, ...).
# - There may be at most 30 of them.
# - Each one has a comment that names who needs it: a module of
#   Package.swift other than its own (`// \`package\` for ElfMigration's
#   SchemeNamespaces`), on the line itself or in the comments and
#   attributes just above it, with no blank line between.
#
# Prints every declaration, each fault as file:line: reason, and exits 1
# when there is any.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

limit=30

# Checks the Swift files under `$1/Sources`; prints the declarations and the
# faults, returns 1 when there are any.
check() {
    local root=$1 count=0 faults=0 file relative module targets
    # The modules that may need a declaration: every target Package.swift names.
    targets=$(grep -oE 'name: "[A-Za-z0-9_]+"' "$root/Package.swift" | sed -E 's/name: "(.*)"/\1/' | sort -u | tr '\n' ' ')
    while IFS= read -r file; do
        relative=${file#"$root"/}
        module=${relative#Sources/}
        module=${module%%/*}
        # awk prints "line<TAB>ok|fault<TAB>code" for each declaration of the file.
        local output
        output=$(awk -v targets="$targets" -v module="$module" '
            # The code of a line: without its string literals, and what comes before `//`.
            function code(line) { gsub(/"([^"\\]|\\.)*"/, "\"\"", line); sub(/\/\/.*/, "", line); return line }
            # Whether `line` names a module other than this file`s own, as a whole word.
            function namesOther(line,    count, names, i) {
                count = split(targets, names, " ")
                for (i = 1; i <= count; i++) {
                    if (names[i] == module || names[i] == "") continue
                    if (line ~ ("(^|[^A-Za-z0-9_])" names[i] "([^A-Za-z0-9_]|$)")) return 1
                }
                return 0
            }
            # Whether a comment on line n, or in the comments and attributes
            # just above it, names another module.
            function explained(n,    k, comment) {
                comment = text[n]
                if (comment ~ /\/\//) { sub(/^[^\/]*\/\//, "", comment); if (namesOther(comment)) return 1 }
                for (k = n - 1; k >= 1; k--) {
                    if (text[k] !~ /^[[:space:]]*(\/\/|@)/) return 0
                    if (text[k] ~ /^[[:space:]]*\/\// && namesOther(text[k])) return 1
                }
                return 0
            }
            {
                text[NR] = $0
                if ($0 ~ /^[[:space:]]*\/\//) next
                body = code($0)
                if (body !~ /(^|[^A-Za-z0-9_.])package(\([a-z]+\))?[[:space:]]+[A-Za-z@]/) next
                sub(/^[[:space:]]+/, "", body)
                sub(/[[:space:]]*\{?[[:space:]]*$/, "", body)
                print NR "\t" (explained(NR) ? "ok" : "fault") "\t" body
            }
        ' "$file")
        [[ -z "$output" ]] && continue
        while IFS=$'\t' read -r line verdict body; do
            count=$((count + 1))
            if [[ "$verdict" == ok ]]; then
                echo "  $relative:$line: $body"
            else
                echo "$relative:$line: a package declaration without a comment naming the module that needs it"
                echo "    $body"
                faults=$((faults + 1))
            fi
        done <<<"$output"
    done < <(find "$root/Sources" -name '*.swift' | sort)
    if ((count > limit)); then
        echo "check-package-seam: $count package declarations, more than $limit" >&2
        faults=$((faults + 1))
    fi
    if ((faults > 0)); then
        echo "check-package-seam: $faults fault(s); see ExtendingElf.md" >&2
        return 1
    fi
    echo "check-package-seam: $count package declaration(s) (at most $limit), each naming who needs it"
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
        cp Package.swift "$scratch/Package.swift"
    }
    expect() {
        local want=$1 what=$2
        if check "$scratch" >"$scratch/out" 2>&1; then local got=passe; else local got=fail; fi
        if [[ "${got%e}" != "$want" ]]; then
            echo "check-package-seam self-test: expected $want on $what, got $got:" >&2
            cat "$scratch/out" >&2
            return 1
        fi
        echo "self-test: $what: the check ${got}s, as it should"
    }

    fresh
    expect pass "the sources as they are"

    fresh
    printf '\nextension Elf {\n    package func injectedProbe() {}\n}\n' >>"$scratch/Sources/Elf/Elf.swift"
    expect fail "a package func without a comment"
    grep -q "Sources/Elf/Elf.swift:.*without a comment" "$scratch/out" || {
        echo "check-package-seam self-test: the fault names no file:line" >&2
        return 1
    }

    fresh
    printf '\nextension Elf {\n    /// A probe.\n    @inline(never)\n    package func injectedProbe() {}\n}\n' \
        >>"$scratch/Sources/Elf/Elf.swift"
    expect fail "a package func with only a doc comment and an attribute above it"

    fresh
    printf '\nextension Elf {\n    // Needed by Elf itself.\n    package func injectedProbe() {}\n}\n' \
        >>"$scratch/Sources/Elf/Elf.swift"
    expect fail "a package func whose comment names only its own module"

    fresh
    printf '\nextension Elf {\n    // `package` for ElfMigration.\n\n    package func injectedProbe() {}\n}\n' \
        >>"$scratch/Sources/Elf/Elf.swift"
    expect fail "a comment separated from its declaration by a blank line"

    fresh
    printf '\nextension Elf {\n    // `package` for ElfMigration`s probe.\n    @inline(never)\n    package func injectedProbe() {}\n}\n' \
        >>"$scratch/Sources/Elf/Elf.swift"
    expect pass "a package func whose comment names ElfMigration"

    fresh
    printf '\nextension Elf {\n    package(set) var injectedProbe: Int { get { 0 } set {} }  // for ElfTesting\n}\n' \
        >>"$scratch/Sources/Elf/Elf.swift"
    expect pass "a package(set) with a trailing comment naming ElfTesting"

    fresh
    {
        printf '\nextension Elf {\n'
        for index in $(seq 1 $limit); do printf '    // for ElfMigration\n    package func injectedProbe%s() {}\n' "$index"; done
        printf '}\n'
    } >>"$scratch/Sources/Elf/Elf.swift"
    expect fail "more than $limit package declarations, each explained"

    fresh
    printf '\n/// Not `package func`: a comment that names the modifier.\nlet injectedPackageName = "package func"\n' \
        >>"$scratch/Sources/Elf/Elf.swift"
    expect pass "a comment and a string naming the modifier"
}

case "${1:-}" in
--self-test) self_test ;;
"") check "$PWD" ;;
*)
    echo "usage: bash scripts/check-package-seam.sh [--self-test]" >&2
    exit 2
    ;;
esac
