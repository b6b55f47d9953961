#!/usr/bin/env bash
# Tries each reproducer of Platforms.md's "Known compiler problems" on the
# toolchain in PATH, to see which bugs a new toolchain still has:
#
#   bash scripts/check-compiler-problems.sh
#
# Each reproducer is the first `swift` block under a `####` heading of that
# section, compiled as an app's Release build does (`-c -O -wmo`). Prints
# "still fails" or "compiles now" for each; exits 0 either way (a fixed bug
# is good news: update Platforms.md). Not part of CI: the bugs are expected.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

work=${CHECK_COMPILER_PROBLEMS_DIR:-.build/check-compiler-problems}
rm -rf "$work"
mkdir -p "$work"
swiftc --version 2>&1 | head -1

awk -v out="$work" '
    /^### Known compiler problems/ { section = 1; next }
    section && /^### / { section = 0 }
    section && /^#### / { count++; title[count] = substr($0, 6); taken = 0; next }
    section && /^```swift/ && count && !taken { inside = 1; taken = 1; file = out "/problem-" count ".swift"; print title[count] > (out "/problem-" count ".title"); next }
    inside && /^```/ { inside = 0; next }
    inside { print > file }
' Sources/Elf/Elf.docc/Platforms.md

found=0
for source in "$work"/problem-*.swift; do
    [[ -e $source ]] || break
    found=$((found + 1))
    title=$(cat "${source%.swift}.title")
    # In a shell of its own, so the crash's "Segmentation fault" goes to the log.
    if bash -c 'swiftc -c -O -wmo -parse-as-library -module-name Repro "$1" -o "$2"; exit $?' _ "$source" \
        "${source%.swift}.o" >"${source%.swift}.log" 2>&1; then
        echo "compiles now: $title"
    else
        echo "still fails:  $title ($(grep -m1 -o 'While running pass .*' "${source%.swift}.log" || echo 'see the log'))"
    fi
done
if ((found == 0)); then
    echo "check-compiler-problems: no reproducer found in Platforms.md" >&2
    exit 1
fi
