#!/usr/bin/env bash
# Lists Elf's public types, protocols and type aliases, counts them by kind,
# and checks the naming rule of Sources/Elf/Elf.docc/PublicSurface.md:
#
#   bash scripts/public-surface.sh
#
# Every public type (and type alias) of the library's modules (Elf,
# ElfSwiftUI, ElfUIKit, ElfSiteAssociation, ElfMigration, ElfTesting) lives
# in the class `Elf` (`Elf.Name`) and has a top-level
# `public typealias Name = Elf.Name`, except `Elf.Configuration`. Types nested in other types (`Elf.RouteMiss.Reason`)
# stay where they are. The script also reports any public type that
# Tests/ElfTests/PublicSurfaceTests.swift does not name, and exits non-zero
# when the rule or that test is out of date.
#
# It reads declarations by their indentation, which swift-format fixes, so it
# needs no compiler: a declaration belongs to the closest declaration above it
# that is indented less.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

surface_test=Tests/ElfTests/PublicSurfaceTests.swift
# Plain words other libraries export too: reachable as `Elf.Name` only.
exceptions=" Configuration "

list_declarations() {
    local module=$1
    find "Sources/$module" -name '*.swift' | LC_ALL=C sort | while read -r file; do
        awk -v module="$module" -v file="$file" '
            function indent(line) { match(line, /^ */); return RLENGTH }
            /^[[:space:]]*$/ || /^[[:space:]]*\/\// || /^[[:space:]]*#/ { next }
            {
                depth = indent($0)
                while (count > 0 && depth <= depths[count]) count--
                line = $0
                sub(/^[[:space:]]*/, "", line)
                while (line ~ /^@[A-Za-z]+(\([^)]*\))?[[:space:]]/) sub(/^@[A-Za-z]+(\([^)]*\))?[[:space:]]+/, "", line)
                isPublic = (line ~ /^(public|open)[[:space:]]/)
                while (line ~ /^(public|open|private|fileprivate|internal|final|indirect|nonisolated)[[:space:]]/) {
                    sub(/^[A-Za-z]+[[:space:]]+/, "", line)
                }
                if (line !~ /^(extension|class|struct|enum|protocol|actor|typealias)[[:space:]]/) next
                kind = line; sub(/[[:space:]].*/, "", kind)
                name = line; sub(/^[a-z]+[[:space:]]+/, "", name); sub(/[^A-Za-z0-9_.].*/, "", name)
                qualified = name
                if (kind != "extension" && count > 0) qualified = names[count] "." name
                if (kind == "typealias") {
                    if (isPublic) {
                        target = line; sub(/^[^=]*=[[:space:]]*/, "", target)
                        printf "%s\ttypealias\t%s\t%s\t%s\n", module, qualified, target, file
                    }
                    next
                }
                if (kind != "extension" && isPublic) printf "%s\t%s\t%s\t-\t%s\n", module, kind, qualified, file
                count++
                depths[count] = depth
                names[count] = qualified
            }
        ' "$file"
    done
}

modules="Elf ElfSwiftUI ElfUIKit ElfSiteAssociation ElfMigration ElfTesting"
declarations=$(for module in $modules; do list_declarations "$module"; done | LC_ALL=C sort -t $'\t' -k1,1 -k3,3)

echo "Public declarations (module, kind, name, alias target):"
awk -F'\t' '{ printf "  %-18s %-9s %s%s\n", $1, $2, $3, ($4 == "-" ? "" : " = " $4) }' <<<"$declarations"
echo

echo "Counts:"
for module in $modules; do
    awk -F'\t' -v module="$module" '
        $1 != module { next }
        $2 == "typealias" {
            if ($3 ~ /\./) nestedAliases++; else if ($4 ~ /^Elf\./) forwards++; else otherAliases++
            next
        }
        {
            parts = split($3, segments, ".")
            home = (parts == 1) ? "top-level" : (parts == 2 && segments[1] == "Elf") ? "in Elf" : "in a type"
            kinds[$2]++
            homes[home]++
            total++
        }
        END {
            printf "  %s: %d types (", module, total
            separator = ""
            split("class struct enum actor protocol", order, " ")
            for (i = 1; i <= 5; i++) if (kinds[order[i]] > 0) { printf "%s%d %s", separator, kinds[order[i]], order[i]; separator = ", " }
            printf "); %d top-level, %d nested in Elf, %d nested in other types\n", homes["top-level"], homes["in Elf"], homes["in a type"]
            printf "  %s: %d type aliases: %d top-level forwards to Elf.Name, %d nested, %d other\n", module, forwards + nestedAliases + otherAliases, forwards, nestedAliases, otherAliases
        }
    ' <<<"$declarations"
done
echo

# The public members of the class Elf each module declares: functions,
# properties, initialisers and subscripts written directly in `class Elf` or
# an `extension Elf`, one per declaration (so each overload counts).
list_members() {
    local module=$1
    find "Sources/$module" -name '*.swift' | LC_ALL=C sort | while read -r file; do
        awk -v file="$file" '
            /^[[:space:]]*\/\// { next }
            /^(public |@[A-Za-z]+ )*(final )?(class|extension) Elf[ :{]/ { inElf = 1; next }
            /^[^ ]/ { inElf = 0 }
            inElf && /^    (@[A-Za-z]+(\([^)]*\))? )*(nonisolated )?public (static |convenience )?(func|var|let|init|subscript)/ {
                line = $0; sub(/^ +/, "", line); sub(/[[:space:]]*\{.*$/, "", line)
                printf "%s\t%s\n", file, line
            }
        ' "$file"
    done
}

echo "Public members of the class Elf, by module:"
for module in $modules; do
    members=$(list_members "$module")
    count=$(grep -c . <<<"$members" || true)
    echo "  $module: $count"
    awk -F'\t' '{ printf "    %s\n", $2 }' <<<"$members" | LC_ALL=C sort
done
echo

problems=0
aliases=$(awk -F'\t' '$2 == "typealias" && $3 !~ /\./ { print $3 "\t" $4 }' <<<"$declarations")
while IFS=$'\t' read -r module kind name _ file; do
    IFS=. read -r -a parts <<<"$name"
    # Top-level aliases are what the rule asks for, and Elf itself is the home.
    [[ ${#parts[@]} -eq 1 && ($kind == typealias || $name == Elf) ]] && continue
    if [[ -f $surface_test ]] && ! grep -qF -e "$name.self" -e "(any $name)" "$surface_test"; then
        echo "test: $surface_test does not name $name"
        problems=$((problems + 1))
    fi
    if [[ ${#parts[@]} -eq 1 ]]; then
        echo "rule: $module's $kind $name is top-level; nest it in Elf ($file)"
        problems=$((problems + 1))
        continue
    fi
    # Types nested in other types stay where they are; aliases nested in Elf (Elf.HandlerFactory) follow the rule.
    [[ ${#parts[@]} -gt 2 || ${parts[0]} != Elf ]] && continue
    plain=${parts[1]}
    has_alias=$(awk -F'\t' -v plain="$plain" -v target="$name" \
        '$1 == plain && $2 == target { found = 1 } END { print found + 0 }' <<<"$aliases")
    if [[ $exceptions == *" $plain "* ]]; then
        if [[ $has_alias == 1 ]]; then
            echo "rule: $name is an exception and must not have a top-level alias"
            problems=$((problems + 1))
        fi
    elif [[ $has_alias == 0 ]]; then
        echo "rule: $name has no top-level alias 'public typealias $plain = $name' ($file)"
        problems=$((problems + 1))
    fi
done <<<"$declarations"

if [[ $problems -gt 0 ]]; then
    echo "public-surface: $problems problem(s)" >&2
    exit 1
fi
echo "public-surface: every public type follows the rule"
