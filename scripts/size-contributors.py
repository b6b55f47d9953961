#!/usr/bin/env python3
"""What an object file's code is made of: its sections, its symbols by kind,
and the largest symbols by the type or function they belong to.

    bash scripts/product-sizes.sh                     # builds .build-sizes/*.o
    python3 scripts/size-contributors.py .build-sizes/Elf.o

Symbol sizes come from `nm --print-size` and names from `swift demangle`, so
the kinds are read from demangled names: generic specializations, `Codable`
conformances and coding, type metadata and witnesses, and plain functions
(closures count with their function). Sections that hold no symbol sizes
(unwind tables, reflection metadata) are listed apart, from `size -A`.
"""
import collections
import re
import subprocess
import sys


def symbols(path):
    listing = subprocess.run(
        ["nm", "--print-size", "--radix=d", path], capture_output=True, text=True, check=True
    ).stdout
    rows = []
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[2] in "tTrRdDbB":
            rows.append((int(fields[1]), fields[3]))
    names = subprocess.run(
        ["swift", "demangle", "--simplified"],
        input="\n".join(name for _, name in rows), capture_output=True, text=True, check=True,
    ).stdout.splitlines()
    return [(size, name) for (size, _), name in zip(rows, names)]


KINDS = [
    ("Codable conformances and coding", re.compile(
        r"Codable|Decodable|Encodable|CodingKeys|init\(from:\)|encode\(to:\)|Decoder|Encoder|DecodingContainer|EncodingContainer")),
    ("generic specializations", re.compile(r"^(merged )?(generic )?specialized ")),
    ("type metadata, descriptors and witnesses", re.compile(
        r"^(type metadata|nominal type descriptor|protocol conformance descriptor|reflection metadata|full type metadata"
        r"|value witness|outlined|associated type|protocol witness|method descriptor|base conformance|property descriptor"
        r"|anonymous descriptor|metaclass|class metadata|field descriptor|protocol descriptor|direct field offset"
        r"|lazy protocol witness|merged outlined|enum case|dispatch thunk|type metadata accessor)")),
]


def kind(name):
    for label, pattern in KINDS:
        if pattern.search(name):
            return label
    return "functions and closures"


def owner(name):
    """The type or function a symbol belongs to (`Elf.RouteMatch`, `Lookup.first`): the
    first qualified name in it, so a closure, a specialization or a witness counts
    with what it belongs to; `(runtime)` for the value witnesses of generic layouts."""
    name = re.sub(r"<[^<>]*>", "", re.sub(r"<[^<>]*>", "", name))
    found = re.search(r"\b([A-Z]\w*(?:\.[A-Za-z_]\w*)+)", name)
    if not found:
        return "(runtime)" if re.match(r"^\w+$", name) else name.split(" ")[0]
    return ".".join(found.group(1).split(".")[:2])


def main(path, top=25):
    rows = symbols(path)
    total = sum(size for size, _ in rows)
    print(f"{path}: {total:,} bytes in {len(rows):,} sized symbols")
    print("\nsections (size -A):")
    sections = subprocess.run(["size", "-A", path], capture_output=True, text=True, check=True).stdout.splitlines()
    merged = collections.Counter()
    for line in sections[2:]:
        fields = line.split()
        if len(fields) >= 2 and fields[1].isdigit() and fields[0] != "Total":
            merged[re.sub(r"^\.(text|rodata|data\.rel\.ro|data)\..*", r".\1.*", fields[0])] += int(fields[1])
    for section, size in merged.most_common(12):
        print(f"{size:10,}  {section}")
    print("\nsymbols by kind:")
    kinds = collections.Counter()
    for size, name in rows:
        kinds[kind(name)] += size
    for label, size in kinds.most_common():
        print(f"{size:10,}  {100 * size / total:5.1f}%  {label}")
    print(f"\nlargest owners (top {top}):")
    owners = collections.Counter()
    for size, name in rows:
        owners[owner(name)] += size
    for name, size in owners.most_common(top):
        print(f"{size:10,}  {name}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".build-sizes/Elf.o")
