#!/usr/bin/env bash
# Counts the lines of code of the comparison apps (Comparison/*/ShopApp.swift,
# see Comparison/SPEC.md):
#
#   bash scripts/count-lines.sh
#   bash scripts/count-lines.sh --check   # also fail when Comparison/README.md's table says otherwise
#
# A line counts unless it is blank or only a comment: a `//` line (`///`
# included), or a line inside a `/* … */` block. A line with code and a
# trailing comment counts. Prints each app's count and, for each pair that
# exists, the ratio of the Elf version to the plain one: Elf / PlainSwiftUI
# (the SwiftUI app) and ElfUIKit / PlainUIKit (its UIKit variant).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

check=false
[[ ${1:-} == --check ]] && check=true

apps=$(find Comparison -mindepth 2 -maxdepth 2 -name ShopApp.swift | LC_ALL=C sort)
if [[ -z $apps ]]; then
    echo "count-lines: no Comparison/*/ShopApp.swift found" >&2
    exit 1
fi

# The lines of code of the file $1.
count_lines() {
    awk '
        # Removes the comments from `line`, keeping `in_block` across lines.
        function strip(line,    out, start, end) {
            out = ""
            while (line != "") {
                if (in_block) {
                    end = index(line, "*/")
                    if (end == 0) { return out }
                    line = substr(line, end + 2)
                    in_block = 0
                }
                start = index(line, "/*")
                if (start == 0) { return out line }
                out = out substr(line, 1, start - 1)
                line = substr(line, start + 2)
                in_block = 1
            }
            return out
        }
        {
            code = strip($0)
            sub(/^[ \t]+/, "", code)
            if (code != "" && code !~ /^\/\//) { count++ }
        }
        END { print count + 0 }
    ' "$1"
}

declare -A counts
while read -r app; do
    name=$(basename "$(dirname "$app")")
    counts[$name]=$(count_lines "$app")
    printf '%-40s %5d lines\n' "$app" "${counts[$name]}"
done <<<"$apps"

for pair in Elf:PlainSwiftUI ElfUIKit:PlainUIKit; do
    elf=${pair%%:*}
    plain=${pair##*:}
    if [[ -n ${counts[$elf]:-} && -n ${counts[$plain]:-} ]]; then
        awk -v name="$elf / $plain" -v elf="${counts[$elf]}" -v plain="${counts[$plain]}" \
            'BEGIN { printf "%s: %d / %d = %.2f\n", name, elf, plain, elf / plain }'
    fi
done

# With --check, each app's row in Comparison/README.md (the one that links
# its file) must give the count just made.
if $check; then
    faults=0
    while read -r app; do
        name=$(basename "$(dirname "$app")")
        if ! grep -qF "($name/ShopApp.swift) | ${counts[$name]} |" Comparison/README.md; then
            echo "count-lines: Comparison/README.md does not give $app its ${counts[$name]} lines" >&2
            faults=$((faults + 1))
        fi
    done <<<"$apps"
    [[ $faults -eq 0 ]] || exit 1
    echo "count-lines: Comparison/README.md gives every app its count"
fi
