#!/usr/bin/env bash
# Counts the lines of code of the comparison apps (Comparison/*/ShopApp.swift,
# see Comparison/SPEC.md):
#
#   bash scripts/count-lines.sh
#
# A line counts unless it is blank or only a comment: a `//` line (`///`
# included), or a line inside a `/* … */` block. A line with code and a
# trailing comment counts. Prints each app's count and, when both apps exist,
# the ratio of Elf's count to PlainSwiftUI's.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

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

if [[ -n ${counts[Elf]:-} && -n ${counts[PlainSwiftUI]:-} ]]; then
    awk -v elf="${counts[Elf]}" -v plain="${counts[PlainSwiftUI]}" \
        'BEGIN { printf "Elf / PlainSwiftUI: %d / %d = %.2f\n", elf, plain, elf / plain }'
fi
