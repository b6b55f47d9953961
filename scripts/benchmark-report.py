#!/usr/bin/env python3
"""Turns the text output of `swift package benchmark` into Elf's results table and chart.

    cd Benchmarks && swift package benchmark --no-progress > Results/benchmark-output.txt
    python3 ../scripts/benchmark-report.py Results/benchmark-output.txt Results

Writes Results/results.md (the table the README shows) and Results/results.png
(the chart). Times are the p50 wall clock per lookup; every Elf number is also
given as a ratio to RoutingKit, Hummingbird and the floor measured in the same
run, because bare times swing with the machine.
"""
import re
import sys
from pathlib import Path

UNITS = {"ns": 1.0, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}


def parse(text):
    """{benchmark name: {metric: p50}} from the text tables."""
    results = {}
    name = None
    for line in text.splitlines():
        line = line.rstrip()
        if line and not line.startswith(("│", "╒", "╞", "├", "╘", "=", " ")) and "[" not in line[:1]:
            candidate = line.strip()
            if candidate and not candidate.startswith(("Host", "Baseline", "Running", "#", "Warning", "Note", "Build", "warning")):
                name = candidate
                results.setdefault(name, {})
            continue
        if name and line.startswith("│") and not line.startswith("│ Metric"):
            cells = [cell.strip() for cell in line.strip("│").split("│")]
            metric, values = cells[0], cells[1:]
            if len(values) < 3:
                continue
            try:
                p50 = float(values[2].replace(",", ""))
            except ValueError:
                continue
            unit = re.search(r"\((ns|μs|us|ms|s)\)", metric)
            if metric.startswith("Time (wall clock)") and unit:
                results[name]["wall_ns"] = p50 * UNITS[unit.group(1)]
            elif metric.startswith("Malloc (total)"):
                results[name]["mallocs"] = p50
            elif metric.startswith("Memory Δ (resident peak)") or metric.startswith("Memory (resident peak)"):
                scale = {"K": 1e3, "M": 1e6, "G": 1e9}.get((re.search(r"\((K|M|G)\)", metric) or [None, ""])[1], 1)
                results[name]["memory_bytes"] = p50 * scale
    return results


def lookups(results):
    """[(group, url count, {router: ns per lookup})] for every lookup group."""
    groups = {}
    for name, metrics in results.items():
        match = re.match(r"(.+) \[(\d+) URLs\]: (.+)", name)
        if not match or "wall_ns" not in metrics:
            continue
        group, count, router = match.group(1), int(match.group(2)), match.group(3)
        if group.startswith("Growth"):
            continue
        groups.setdefault((group, count), {})[router] = metrics["wall_ns"] / count
    order = lambda key: (0, 0) if key[0] == "GitHub" else (1, int(re.sub(r"\D", "", key[0]) or 0))
    return [(group, count, routers) for (group, count), routers in sorted(groups.items(), key=lambda item: order(item[0]))]


def table(rows, results):
    lines = [
        "| route set | Elf (ns/lookup) | RoutingKit | Hummingbird | floor | Elf vs RoutingKit | Elf vs Hummingbird | Elf / floor |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for group, count, routers in rows:
        elf = routers.get("Elf match")
        if not elf:
            continue
        cell = lambda router: f"{routers[router]:.0f}" if router in routers else "–"
        ratio = lambda router: f"{routers[router] / elf:.1f}× faster" if router in routers else "–"
        floor = f"{elf / routers['floor']:.1f}×" if "floor" in routers else "–"
        lines.append(
            f"| {group} ({count} URLs) | {elf:.0f} | {cell('RoutingKit')} | {cell('Hummingbird')} | {cell('floor')} "
            f"| {ratio('RoutingKit')} | {ratio('Hummingbird')} | {floor} |"
        )
    growth = sorted(
        (int(m.group(1)), metrics["wall_ns"] / int(m.group(2)))
        for name, metrics in results.items()
        if (m := re.match(r"Growth \+(\d+) \[(\d+) URLs\]: Elf match", name)) and "wall_ns" in metrics
    )
    if growth:
        lines.append("")
        lines.append("| the GitHub URLs in a table grown by | Elf (ns/lookup) | vs the smallest |")
        lines.append("|---|---:|---:|")
        for extra, ns in growth:
            lines.append(f"| +{extra} routes | {ns:.0f} | {ns / growth[0][1]:.2f}× |")
    lines.append("")
    lines.append("| allocations per lookup | mallocs |")
    lines.append("|---|---:|")
    for name, metrics in results.items():
        if name.startswith("Allocations:") and "mallocs" in metrics:
            lines.append(f"| {name.removeprefix('Allocations: ')} | {metrics['mallocs']:.0f} |")
    lines.append("")
    # Memory per route is not taken from the resident-peak delta: it is
    # page-granular and reuses pages freed by earlier iterations (a run once
    # reported 4 bytes per route). scripts/lookup-costs.sh counts malloc's
    # in-use bytes instead.
    lines.append("| registration | Elf | RoutingKit | Elf / RoutingKit |")
    lines.append("|---|---:|---:|---:|")
    sizes = sorted({int(m.group(1)) for n in results if (m := re.match(r"Register (\d+):", n))})
    for size in sizes:
        elf = results.get(f"Register {size}: Elf", {})
        kit = results.get(f"Register {size}: RoutingKit", {})
        fmt = lambda metrics: f"{metrics['wall_ns'] / 1e6:.1f} ms" if "wall_ns" in metrics else "–"
        ratio = f"{elf['wall_ns'] / kit['wall_ns']:.2f}×" if "wall_ns" in elf and "wall_ns" in kit else "–"
        lines.append(f"| {size} routes | {fmt(elf)} | {fmt(kit)} | {ratio} |")
    return "\n".join(lines) + "\n"


def chart(rows, path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    synthetic = [(group, routers) for group, _, routers in rows if group.startswith("Table")]
    sizes = [int(re.sub(r"\D", "", group)) for group, _ in synthetic]
    figure, axis = plt.subplots(figsize=(8, 4.5), dpi=120)
    for router, style in [("Elf match", "o-"), ("RoutingKit", "s--"), ("Hummingbird", "^--"), ("floor", "k:")]:
        points = [(size, routers[router]) for size, (_, routers) in zip(sizes, synthetic) if router in routers]
        if points:
            axis.plot([p[0] for p in points], [p[1] for p in points], style, label=router.replace(" match", ""))
    axis.set_xscale("log")
    axis.set_yscale("log")
    axis.set_xlabel("routes in the table")
    axis.set_ylabel("ns per lookup (p50, log scale)")
    axis.set_title("URL lookup from the full string, same URLs for every router")
    axis.grid(True, which="both", alpha=0.3)
    axis.legend()
    figure.tight_layout()
    figure.savefig(path)


def main():
    source, out = Path(sys.argv[1]), Path(sys.argv[2])
    results = parse(source.read_text())
    rows = lookups(results)
    (out / "results.md").write_text(table(rows, results))
    chart(rows, out / "results.png")
    print((out / "results.md").read_text())


if __name__ == "__main__":
    main()
