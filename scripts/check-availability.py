#!/usr/bin/env python3
"""Checks that Elf's Apple-only code uses no SDK symbol newer than its context.

    python3 scripts/check-availability.py            # every Apple platform
    python3 scripts/check-availability.py iOS        # one

Swift on Linux ignores `@available(iOS 16, *)`: it only enforces the
availability of the platform it compiles for. This check borrows the one
versioned availability domain Linux does enforce, `_PackageDescription`
(the domain of SwiftPM's manifest API, compared with
`-package-description-version`):

1. For one platform, say iOS, it copies the stubs (Stubs/) and the checked
   sources, and rewrites every `@available(... iOS 16 ...)` attribute as
   `@available(_PackageDescription, introduced: 16)`. Attributes for other
   platforms only, and `@available(iOS, unavailable)`, are dropped; `*`
   attributes (deprecations) stay. Lines and columns do not move.
2. It compiles the copies once per threshold P: the declared minimum (from
   Package.swift), then each newer version that the sources' own attributes
   name. With `-package-description-version P`, a symbol introduced after P
   is "unavailable", and may be used only inside a declaration that is
   unavailable too. So a use of a symbol from version X inside a context
   available from Y < X is an error in the pass P = Y: exactly the error
   Xcode gives when it builds for iOS Y. Only the files with Apple-only code
   (`#if canImport(UIKit)` / `canImport(SwiftUI)`: no other file can name a
   stub symbol) are type-checked in full, as the frontend's primary files;
   a pass takes about 0.1 s. Modules that later ones import are emitted once,
   with their rewritten attributes and without function bodies.
3. `if #available(iOS Y, *) { ... }` is understood by the script itself
   (the compiler refuses `#available` in that domain): an error inside such a
   block, for a symbol introduced at Y or before, is not a fault.

An error names the file, line and column in the real sources, the symbol,
the version it needs and the version the code is available from. Any other
compiler error fails the check too. Exit status 1 on any fault.

What is checked, each at its own minimum:
- the products Elf, ElfSwiftUI, ElfUIKit, ElfSiteAssociation, ElfMigration
  and ElfTesting and the ExampleShop, at the minimum versions Package.swift
  declares;
- the SwiftUI article's app and the SwiftUI comparison apps, as apps whose
  deployment target is the one RouterView needs (iOS 17, macOS 14, tvOS 17,
  watchOS 10);
- the UIKit article's app and the UIKit comparison apps (Comparison/*UIKit*),
  at the minimum versions Package.swift declares, as UIKitNavigator's.

What it cannot see: `#if os(...)` branches for Apple systems (Linux compiles
none of them), `guard #available`, and modules that are not stubs (the
toolchain's Observation has no Apple availability on Linux; Elf makes its
registrar only behind `#available`). visionOS has no column in the stubs:
everything they declare exists in visionOS 1.
"""

import hashlib
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = Path(os.environ.get("CHECK_AVAILABILITY_DIR", ROOT / ".build" / "check-availability")).resolve()
STUBS = ["ObjectiveC", "AppleFoundation", "UserNotifications", "UIKit", "SwiftUI"]
PLATFORMS = ["iOS", "macOS", "tvOS", "watchOS"]
# The minimum an app needs for RouterView and Navigation (see Platforms.md).
APP_MINIMUM = {"iOS": "17", "macOS": "14", "tvOS": "17", "watchOS": "10"}


def frontend_flags():
    """What the driver gives the frontend for macros (`@Observable`): the plugin paths of the toolchain in PATH."""
    usr = Path(shutil.which("swiftc")).resolve().parent.parent
    host = usr / "lib" / "swift" / "host"
    return ["-in-process-plugin-server-path", host / "libSwiftInProcPluginServer.so", "-plugin-path", host / "plugins",
            "-plugin-path", usr / "local" / "lib" / "swift" / "host" / "plugins"]


def version_key(text):
    """A version as a comparable tuple: "16", "16.0" and "16.0.0" are equal."""
    parts = [int(part) for part in text.split(".")]
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return tuple(parts)


def declared_minimums():
    """The platforms line of Package.swift: {"iOS": "15", "macOS": "12", ...}."""
    manifest = (ROOT / "Package.swift").read_text()
    found = {}
    for name, version in re.findall(r"\.(iOS|macOS|tvOS|watchOS)\(\.v(\d+(?:_\d+)*)\)", manifest):
        found[name] = version.replace("_", ".")
    return found


def find_close(text, open_index):
    """The index of the `)` that closes the `(` at open_index, skipping string literals."""
    depth = 0
    index = open_index
    in_string = False
    while index < len(text):
        char = text[index]
        if in_string:
            if char == "\\":
                index += 1
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return index
        index += 1
    raise ValueError("unbalanced parentheses")


def split_arguments(inside):
    """Splits an attribute's arguments at commas outside string literals."""
    parts, current, in_string, escaped = [], "", False, False
    for char in inside:
        if in_string:
            current += char
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
            current += char
        elif char == ",":
            parts.append(current.strip())
            current = ""
        else:
            current += char
    parts.append(current.strip())
    return parts


def introduced_on(arguments, platform):
    """The version an `@available` argument list gives `platform`, "never" when
    unavailable there, "*" for an all-platforms attribute, or None."""
    if arguments[0] == "*":
        return "*"
    if arguments[0] == platform:
        for argument in arguments[1:]:
            if argument == "unavailable":
                return "never"
            match = re.fullmatch(r"introduced:\s*(\d+(?:\.\d+)*)", argument)
            if match:
                return match.group(1)
        return None
    for argument in arguments:
        match = re.fullmatch(re.escape(platform) + r"\s+(\d+(?:\.\d+)*)", argument)
        if match:
            return match.group(1)
    return None


def rewrite(text, platform, minimum):
    """`text` with its `@available` attributes in the `_PackageDescription`
    domain for `platform`, padded so no line or column moves, and the
    versions the rewritten attributes name."""
    pieces, versions, position = [], set(), 0
    for match in re.finditer(r"@available\s*\(", text):
        start = match.start()
        if start < position:
            continue
        close = find_close(text, match.end() - 1)
        original = text[start : close + 1]
        introduced = introduced_on(split_arguments(text[match.end() : close]), platform)
        if introduced == "*":
            continue
        if introduced is None or introduced == "never" or version_key(introduced) <= version_key(minimum):
            replacement = ""
        else:
            replacement = f"@available(_PackageDescription, introduced: {introduced})"
            versions.add(introduced)
        if "\n" in original:
            # Keep every line where it was: a multi-line attribute keeps its newlines.
            replacement += "\n" * original.count("\n")
        else:
            # Padded to the original's width, so later columns on the line keep theirs (a
            # shorter original shifts them; the line is still right).
            replacement = replacement.ljust(len(original))
        pieces.append(text[position:start])
        pieces.append(replacement)
        position = close + 1
    pieces.append(text[position:])
    return "".join(pieces), versions


def available_blocks(text, platform):
    """(first offset, last offset, version) of each `if #available(... platform V ...)` block's body."""
    blocks = []
    for match in re.finditer(r"#available\s*\(", text):
        close = find_close(text, match.end() - 1)
        introduced = introduced_on(split_arguments(text[match.end() : close]), platform)
        if introduced in (None, "*", "never"):
            continue
        # The body is the first `{` after the condition list, to its matching `}`.
        opening = text.find("{", close)
        depth, index = 0, opening
        while index < len(text):
            if text[index] == "{":
                depth += 1
            elif text[index] == "}":
                depth -= 1
                if depth == 0:
                    break
            index += 1
        blocks.append((match.start(), index, introduced))
    return blocks


def offset_of(text, line, column):
    lines = text.split("\n")
    return sum(len(item) + 1 for item in lines[: line - 1]) + column - 1


def run(command, log):
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    output = result.stdout + result.stderr
    with open(log, "a") as handle:
        handle.write("$ " + " ".join(str(part) for part in command) + "\n" + output)
    return result.returncode, output


class Unit:
    """One module to check: its sources, the ones checked (its Apple-only
    files, or every file of an app), whether later units import it, and its
    compiler flags."""

    def __init__(self, name, files, minimum_of, extra=(), checked=None, imported=False):
        self.name = name
        self.files = files
        self.minimum_of = minimum_of
        self.extra = list(extra)
        self.checked = files if checked is None else checked
        self.imported = imported


APPLE_ONLY = re.compile(r"^#if canImport\((UIKit|SwiftUI)\)", re.M)


def apple_only(files):
    """The files holding Apple-only code: only they can name a stub symbol."""
    return [name for name in files if APPLE_ONLY.search((ROOT / name).read_text())]


def swift_files(folder):
    return sorted(str(path.relative_to(ROOT)) for path in (ROOT / folder).rglob("*.swift"))


def article_app(out, framework):
    """The first swift block of the SwiftUI or UIKit article, as the type-check script extracts it."""
    text = (ROOT / f"Sources/Elf/Elf.docc/{framework}.md").read_text()
    match = re.search(r"^```swift\n(.*?)^```", text, re.S | re.M)
    path = out / f"{framework}Article.swift"
    path.write_text(match.group(1))
    return path


def app_minimum_of(app, platform, minimum):
    """The minimum an app is checked at: a SwiftUI app's is RouterView's, a UIKit app's is Elf's own."""
    return minimum if "UIKit" in app else APP_MINIMUM[platform]


def check_platform(platform, minimum):
    """All faults for one platform, as printable lines."""
    out = OUT / platform
    shutil.rmtree(out, ignore_errors=True)
    (out / "stubs").mkdir(parents=True)
    log = out / "check.log"
    faults = []

    # The stubs: rewritten, then compiled with every version allowed.
    for module in STUBS:
        text, _ = rewrite((ROOT / f"Stubs/{module}/{module}.swift").read_text(), platform, minimum)
        source = out / "stubs" / f"{module}.swift"
        source.write_text(text)
        flags = ["-Xfrontend", "-enable-objc-interop"] if module == "UIKit" else []
        status, output = run(
            ["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
             "-package-description-version", "999", "-I", out / "stubs", *flags, source,
             "-o", out / "stubs" / f"{module}.swiftmodule"], log)
        if status != 0:
            return [f"{platform}: the stub module {module} does not compile:\n{output}"]

    app_minimum = APP_MINIMUM[platform]
    article = article_app(out, "SwiftUI")
    uikit_article = article_app(out, "UIKit")
    library = ["-package-name", "Elf"]
    units = [
        Unit(name, swift_files(folder), minimum, library, apple_only(swift_files(folder)), imported=name != "ElfTesting")
        for name, folder in [("Elf", "Sources/Elf"), ("ElfSwiftUI", "Sources/ElfSwiftUI"),
                             ("ElfUIKit", "Sources/ElfUIKit"), ("ElfSiteAssociation", "Sources/ElfSiteAssociation"),
                             ("ElfMigration", "Sources/ElfMigration"), ("ElfTesting", "Sources/ElfTesting")]
    ] + [
        Unit("ExampleShop", swift_files("ExampleApp/Sources/ExampleShop"), minimum, ["-enable-objc-interop"],
             apple_only(swift_files("ExampleApp/Sources/ExampleShop"))),
        Unit("SwiftUIArticle", [str(article)], app_minimum),
        Unit("UIKitArticle", [str(uikit_article)], minimum),
    ] + [
        Unit(f"{Path(app).parent.name}Shop", [app], app_minimum_of(app, platform, minimum))
        for app in sorted(str(path.relative_to(ROOT)) for path in ROOT.glob("Comparison/*/ShopApp.swift"))
    ]

    for unit in units:
        copies, blocks, versions = {}, {}, {unit.minimum_of}
        for name in unit.files:
            original = (ROOT / name).read_text()  # an absolute name (the article's app) stays as it is
            text, named = rewrite(original, platform, unit.minimum_of)
            versions |= named
            copy = out / "src" / unit.name / (Path(name).name if Path(name).is_absolute() else name)
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.write_text(text)
            copies[str(copy)] = (name, original)
            blocks[str(copy)] = available_blocks(original, platform)
        module_dir = out / "modules"
        module_dir.mkdir(exist_ok=True)
        common = ["-parse-as-library", "-swift-version", "6", "-module-name", unit.name,
                  "-I", out / "stubs", "-I", module_dir, *unit.extra]
        checked = {str(copy) for copy, (name, _) in copies.items() if name in unit.checked}
        for threshold in sorted(versions, key=version_key) if checked else []:
            if version_key(threshold) < version_key(unit.minimum_of):
                continue
            # The frontend with the checked files as primaries: their bodies are
            # type-checked, the rest only as far as they need (about 0.1 s, not
            # the whole module's 17 s).
            primaries = [argument for copy in sorted(checked) for argument in ("-primary-file", copy)]
            others = [copy for copy in copies if copy not in checked]
            status, output = run(
                ["swiftc", "-frontend", "-typecheck", *frontend_flags(), *primaries, *others, *common,
                 "-package-description-version", threshold], log)
            faults += interpret(output, status, copies, blocks, platform, threshold, unit.name)
        if unit.imported:
            # The module later units import, with its rewritten attributes; bodies skipped.
            status, output = run(
                ["swiftc", "-emit-module", "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies",
                 *common,
                 "-package-description-version", "999", *copies.keys(),
                 "-o", module_dir / f"{unit.name}.swiftmodule"], log)
            if status != 0:
                faults.append(f"{platform}: the module {unit.name} does not build for the check:\n{output}")
    return faults


DIAGNOSTIC = re.compile(r"^(/[^:\n]+):(\d+):(\d+): (error|note): (.*)$", re.M)


def interpret(output, status, copies, blocks, platform, threshold, unit):
    """The faults in one compiler run's output."""
    faults = []
    diagnostics = DIAGNOSTIC.findall(output)
    for index, (path, line, column, kind, message) in enumerate(diagnostics):
        if kind != "error":
            continue
        line, column = int(line), int(column)
        name, original = copies.get(path, (path, None))
        unavailable = re.fullmatch(r"'(.+)' is unavailable", message)
        needed = None
        if unavailable:
            for later in diagnostics[index + 1 :]:
                if later[3] == "error":
                    break
                found = re.search(r"introduced in PackageDescription (\d+(?:\.\d+)*)", later[4])
                if found:
                    needed = found.group(1)
                    break
        if unavailable and needed:
            # The code's version: the pass's, or that of the `if #available` blocks around it.
            context = threshold
            if original is not None:
                offset = offset_of(original, line, column)
                for start, end, version in blocks.get(path, []):
                    if start <= offset <= end and version_key(version) > version_key(context):
                        context = version
            if version_key(needed) <= version_key(context):
                continue
            faults.append(
                f"{name}:{line}:{column}: {unavailable.group(1)} needs {platform} {needed}, "
                f"but this code is available from {platform} {context}: "
                f"add @available({platform} {needed}, *) to the declaration, or use it behind #available")
        else:
            faults.append(f"{name}:{line}:{column}: {message} (checking {unit} for {platform})")
    if status != 0 and not faults:
        faults.append(f"{unit}: the compiler failed for {platform} {threshold}:\n{output}")
    return faults


def main():
    minimums = declared_minimums()
    chosen = sys.argv[1:] or PLATFORMS
    for platform in chosen:
        if platform not in minimums:
            print(f"check-availability: Package.swift declares no minimum for {platform}", file=sys.stderr)
            return 1
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda platform: check_platform(platform, minimums[platform]), chosen))
    # A fault outside an @available declaration shows in every pass: say it once.
    faults = list(dict.fromkeys(fault for result in results for fault in result))
    for fault in faults:
        print(fault)
    if faults:
        print(f"check-availability: {len(faults)} availability faults", file=sys.stderr)
        return 1
    print("check-availability: every use of a stub SDK symbol is available where it is used, on "
          + ", ".join(f"{platform} {minimums[platform]}" for platform in chosen))
    return 0


if __name__ == "__main__":
    sys.exit(main())
