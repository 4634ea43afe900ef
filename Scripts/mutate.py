#!/usr/bin/env python3
"""Seeds faults into one architecture's code at a time and records which tests catch them.

    Scripts/mutate.sh ARCH [ARCH ...] | all  [--sample N] [--seed S] [--results FILE.json]
    Scripts/mutate.sh --page-only [--check]

In a scratch copy of the package (never this working tree), for each architecture: builds once,
checks that its unit tests and the identical suite pass, then applies one fault at a time to
`Sources/<Module>` (the pattern: its recorders, compiled in from `Sources/Tracing/<Module>`, are
left alone), rebuilds, runs its unit tests (`swift test --filter
<Module>Tests`) and the identical suite against that architecture only (`ARCHLAB_SUITE_ARCH=<name>
swift test --filter BehaviorTests`), and records: killed by the unit tests, by the suite, by
both, by neither (survived), or did not compile. The faults are drawn from every candidate site
with a seeded generator; the seed is printed, and `--seed` replays a run exactly.

Fault operators:
  negate-condition  `if c {` / `guard c else` / `while c {`  →  `!(c)`
  swap-comparison   `==` ↔ `!=`, `<` ↔ `<=`, `>` ↔ `>=`
  drop-call         a statement that is only a call whose result is unused (a present, display
                    or output call, a cancel, a setNeedsDisplay): removed
  flip-boolean      `true` ↔ `false`

Writes the results (JSON) and, from them, Docs/Testability.md.
"""

import argparse
import json
import os
import random
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESULTS = os.path.join(ROOT, "Docs", "testability.json")
# Survivors a person has read and found to be equivalent behaviour, with why: written by hand,
# matched by file and the changed line, shown under the fault on the page.
EQUIVALENT = os.path.join(ROOT, "Docs", "testability-equivalent.json")
PAGE = os.path.join(ROOT, "Docs", "Testability.md")
# A fault that hangs a test run counts as caught (by a timeout): a run is stopped after ten
# times what the same run took on the unchanged code, and never before a minute.
TIMEOUT_FACTOR, TIMEOUT_FLOOR = 10, 60


# MARK: The architectures, as the registry declares them


def registry():
    """name → (title, module), read from the registry so the script never disagrees with it."""
    text = open(os.path.join(ROOT, "Sources/Lab/Registry/Architectures.swift"), encoding="utf-8").read()
    found = {}
    for match in re.finditer(r'name: "(\w+)", title: "(\w+)", module: "(\w+)"', text):
        name, title, module = match.groups()
        if name != "workshop":
            found[name] = (title, module)
    return found


# MARK: Fault sites


COMPARISONS = [(" == ", " != "), (" != ", " == "), (" <= ", " < "), (" < ", " <= "), (" >= ", " > "), (" > ", " >= ")]
CALL_LINE = re.compile(r"^(\s*)(try\s+)?(await\s+)?[A-Za-z_][\w.?!]*\(.*\)\s*$")
NOT_A_CALL = re.compile(r"^\s*(return|let|var|case|guard|if|while|for|switch|throw|defer|super\.init|self\.init|init|func|precondition|assert|fatalError)\b")
GUARD = re.compile(r"^(\s*(?:\} else )?guard )(.+?)( else \{.*)$")
IF_WHILE = re.compile(r"^(\s*(?:\} else )?(?:if|while) )(.+?)( \{.*)$")


def outside_strings(line, index):
    """Whether `index` of `line` is outside a string literal and before any comment."""
    before = line[:index]
    return before.count('"') % 2 == 0 and "//" not in before


def split_top_level(text):
    """`a, b(c, d)` → [`a`, ` b(c, d)`]."""
    parts, depth, start = [], 0, 0
    for index, character in enumerate(text):
        if character in "([{":
            depth += 1
        elif character in ")]}":
            depth -= 1
        elif character == "," and depth == 0:
            parts.append(text[start:index])
            start = index + 1
    return parts + [text[start:]]


def negate_condition(line):
    """The line with its `if`/`guard`/`while` condition's first Boolean clause negated, or None
    (a `let`, `var` or `case` binding is not a Boolean clause)."""
    match = GUARD.match(line) or IF_WHILE.match(line)
    if not match or '"' in match.group(2):
        return None
    head, clause, tail = match.groups()
    parts = split_top_level(clause)
    for index, part in enumerate(parts):
        if not re.match(r"\s*(let|var|case|#available)\b", part):
            lead = part[: len(part) - len(part.lstrip())]
            parts[index] = f"{lead}!({part.strip()})"
            return head + ",".join(parts) + tail
    return None


def balanced(text):
    depth = 0
    for character in text:
        depth += {"(": 1, ")": -1}.get(character, 0)
        if depth < 0:
            return False
    return depth == 0


def sites(path, relative):
    """Every fault this file offers: (file, line number, operator, before, after)."""
    lines = open(path, encoding="utf-8").read().split("\n")
    found = []
    for number, line in enumerate(lines, start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("//") or stripped.startswith("#") or stripped.startswith("///"):
            continue
        negated = negate_condition(line)
        if negated:
            found.append((relative, number, "negate-condition", line, negated))
        for old, new in COMPARISONS:
            start = 0
            while True:
                index = line.find(old, start)
                if index < 0:
                    break
                # ` < ` must not be the `<` of `<=`; `->` never matches (no spaces around `>`).
                if outside_strings(line, index):
                    found.append((relative, number, "swap-comparison", line, line[:index] + new + line[index + len(old):]))
                start = index + len(old)
        for old, new in (("true", "false"), ("false", "true")):
            for match in re.finditer(rf"\b{old}\b", line):
                if outside_strings(line, match.start()):
                    found.append((relative, number, "flip-boolean", line, line[: match.start()] + new + line[match.end():]))
        next_line = lines[number].strip() if number < len(lines) else ""
        if (
            CALL_LINE.match(line)
            and not NOT_A_CALL.match(line)
            and balanced(stripped)
            and not next_line.startswith(".")
            and not stripped.endswith("{")
        ):
            found.append((relative, number, "drop-call", line, CALL_LINE.match(line).group(1) + "// (call removed)"))
    return found


def candidates(source):
    found = []
    for folder, _, files in os.walk(source):
        relative_folder = os.path.relpath(folder, source)
        for name in sorted(files):
            if name.endswith(".swift"):
                relative = os.path.normpath(os.path.join(relative_folder, name))
                found += sites(os.path.join(folder, name), relative)
    return sorted(found)


# MARK: Running


def run(command, cwd, env=None, timeout=None):
    """(exit status, output); a run past `timeout` seconds is status None.

    A run past its time is stopped with everything it started: `swift test` starts the test
    binary in a process group of its own, which would otherwise outlive it, keep running the
    hung test and hold the output pipe open. Every process whose command line names the scratch
    package (`cwd`) is one of them."""
    process = subprocess.Popen(
        command, cwd=cwd, env={**os.environ, **(env or {})}, stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT, start_new_session=True)
    try:
        output, _ = process.communicate(timeout=timeout)
        return process.returncode, output.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        for pid in os.listdir("/proc"):
            try:
                if pid.isdigit() and int(pid) != os.getpid() and cwd.encode() in open(f"/proc/{pid}/cmdline", "rb").read():
                    os.kill(int(pid), signal.SIGKILL)
            except (OSError, ProcessLookupError):
                pass
        process.communicate()
        return None, "timed out"


def scratch_copy():
    scratch = tempfile.mkdtemp(prefix="archlab-mutate-")
    archive = os.path.join(scratch, "package.tar")
    with tarfile.open(archive, "w") as tar:
        for entry in os.listdir(ROOT):
            if entry in (".build", ".git") or entry.startswith("workshop-"):
                continue
            tar.add(os.path.join(ROOT, entry), arcname=entry)
    package = os.path.join(scratch, "package")
    os.mkdir(package)
    with tarfile.open(archive) as tar:
        tar.extractall(package, filter="data")
    os.remove(archive)
    # A workshop slot in the working tree is not part of the package under test.
    slot = os.path.join(package, "Sources", "Workshop")
    if os.path.isdir(slot):
        shutil.rmtree(slot)
        manifest = os.path.join(package, "Package.swift")
        text = open(manifest, encoding="utf-8").read().replace("let workshop = true", "let workshop = false")
        open(manifest, "w", encoding="utf-8").write(text)
    return scratch, package


def verdicts(package, name, module, timeouts=(None, None)):
    """(unit tests caught it, suite caught it), and the seconds each run took: a failing or
    hanging run catches."""
    clock = time.time()
    unit, _ = run(["swift", "test", "--skip-build", "--filter", f"{module}Tests"], package, timeout=timeouts[0])
    unit_seconds, clock = time.time() - clock, time.time()
    suite, _ = run(
        ["swift", "test", "--skip-build", "--filter", "BehaviorTests"], package,
        env={"ARCHLAB_SUITE_ARCH": name}, timeout=timeouts[1])
    return (unit != 0, suite != 0), (unit_seconds, time.time() - clock)


def duration(seconds):
    seconds = int(round(seconds))
    return f"{seconds // 60} min {seconds % 60:02d} s" if seconds >= 60 else f"{seconds} s"


def mutate(arguments):
    known = registry()
    names = list(known) if arguments.architectures == ["all"] else arguments.architectures
    for name in names:
        if name not in known:
            sys.exit(f"mutate: unknown architecture '{name}' (registered: {', '.join(known)}, or all)")
    seed = arguments.seed if arguments.seed is not None else random.randrange(2**32)
    print(f"mutate: seed {seed} (replay with --seed {seed}), {arguments.sample} faults per architecture")
    started = time.time()
    scratch, package = scratch_copy()
    try:
        print(f"== building the package in {package} (swift build --build-tests)")
        status, output = run(["swift", "build", "--build-tests"], package)
        if status != 0:
            sys.exit(f"mutate: the package does not build:\n{output[-4000:]}")
        results = {}
        for name in names:
            title, module = known[name]
            source = os.path.join(package, "Sources", module)
            caught, seconds = verdicts(package, name, module)
            if caught != (False, False):
                sys.exit(f"mutate: {name}'s tests fail before any fault is seeded (unit, suite: {caught})")
            timeouts = tuple(max(TIMEOUT_FLOOR, TIMEOUT_FACTOR * taken) for taken in seconds)
            every = candidates(source)
            # Drawn in a seeded order until `sample` faults have compiled: one the compiler
            # rejects is recorded, but tells nothing about the tests.
            order = random.Random(f"{seed}-{name}").sample(every, len(every))
            print(f"== {title}: {arguments.sample} compiling faults drawn from {len(every)} candidates")
            mutants = []
            times = []
            compiled = 0
            for index, (relative, number, operator, before, after) in enumerate(order, start=1):
                if compiled == arguments.sample:
                    break
                path = os.path.join(source, relative)
                original = open(path, encoding="utf-8").read()
                lines = original.split("\n")
                assert lines[number - 1] == before
                lines[number - 1] = after
                clock = time.time()
                try:
                    open(path, "w", encoding="utf-8").write("\n".join(lines))
                    status, _ = run(["swift", "build", "--build-tests"], package)
                    if status != 0:
                        outcome = "did-not-compile"
                        unit = suite = False
                    else:
                        (unit, suite), _ = verdicts(package, name, module, timeouts)
                        outcome = {
                            (True, True): "killed-by-both", (True, False): "killed-by-unit-only",
                            (False, True): "killed-by-suite-only", (False, False): "survived",
                        }[(unit, suite)]
                finally:
                    open(path, "w", encoding="utf-8").write(original)
                times.append(time.time() - clock)
                compiled += outcome != "did-not-compile"
                left = statistics.median(times) * (arguments.sample - compiled)
                print(
                    f"[{compiled}/{arguments.sample}] {name} {relative}:{number} {operator} → {outcome}"
                    f" ({times[-1]:.1f} s; about {duration(left)} left for {name})", flush=True)
                mutants.append({
                    "file": f"Sources/{module}/{relative}", "line": number, "operator": operator,
                    "before": before, "after": after, "outcome": outcome,
                })
            results[name] = {"title": title, "module": module, "candidates": len(every), "mutants": mutants}
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, stdout=subprocess.PIPE).stdout.decode().strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "Sources", "Tests"], cwd=ROOT, stdout=subprocess.PIPE).stdout.strip()
    record = {
        "commit": commit, "uncommitted_changes": bool(dirty), "seed": seed, "sample": arguments.sample,
        "command": "Scripts/mutate.sh " + " ".join(arguments.architectures) + f" --sample {arguments.sample} --seed {seed}",
        "wall_seconds": round(time.time() - started), "architectures": results,
    }
    previous = json.load(open(arguments.results)) if os.path.exists(arguments.results) else None
    if previous and set(results) != set(known):
        # A partial run (some architectures) keeps the others' figures from the last full run.
        previous["architectures"].update(results)
        record = {**previous, "partial_reruns": previous.get("partial_reruns", []) + [record["command"]],
                  "architectures": previous["architectures"]}
    json.dump(record, open(arguments.results, "w"), indent=2, ensure_ascii=False)
    open(arguments.results, "a").write("\n")
    print(f"mutate: done in {duration(time.time() - started)}; wrote {os.path.relpath(arguments.results, ROOT)}")
    return record


# MARK: The page


def figures(architecture):
    mutants = architecture["mutants"]
    compiled = [m for m in mutants if m["outcome"] != "did-not-compile"]
    unit = [m for m in compiled if m["outcome"] in ("killed-by-both", "killed-by-unit-only")]
    suite = [m for m in compiled if m["outcome"] in ("killed-by-both", "killed-by-suite-only")]
    either = [m for m in compiled if m["outcome"] != "survived"]
    both = [m for m in compiled if m["outcome"] == "killed-by-both"]
    survived = [m for m in compiled if m["outcome"] == "survived"]
    return {
        "sampled": len(mutants), "compiled": len(compiled), "unit": len(unit), "suite": len(suite),
        "either": len(either), "survived": survived, "both": len(both),
        "unit_of_suite": (len(both) / len(suite)) if suite else 1.0,
    }


def surviving(survived, equivalent):
    """`3`, or `3 (1 equivalent)`."""
    known = sum(equivalence_key(mutant) in equivalent for mutant in survived)
    return f"{len(survived)} ({known} equivalent)" if known else f"{len(survived)}"


def equivalence_key(mutant):
    return (mutant["file"], mutant["before"].strip(), mutant["after"].strip())


def load_equivalent():
    if not os.path.exists(EQUIVALENT):
        return {}
    return {equivalence_key(entry): entry["why"] for entry in json.load(open(EQUIVALENT, encoding="utf-8"))}


def page(record):
    # The architectures this record measured, in the registry's order.
    measured = [record["architectures"][name] for name in registry() if name in record["architectures"]]
    equivalent = load_equivalent()
    lines = [
        "# Testability, measured: seeded faults and the tests that catch them",
        "",
        "<!-- Generated by Scripts/mutate.sh from Docs/testability.json; do not edit by hand. -->",
        "",
        "Every architecture claims testability. Here the same kinds of faults are seeded into each",
        "architecture's code, one at a time, and counted: caught by its own unit tests, by the",
        "identical behavioural suite, by either, or by neither. A fault is a negated `if`/`guard`/",
        "`while` condition, a swapped comparison (`==`/`!=`, `<`/`<=`, `>`/`>=`), a dropped call",
        "statement (a present, display or output call, a cancel) or a flipped Boolean literal, in",
        "`Sources/<Module>`, the pattern (the lab's recorders, compiled in from `Sources/Tracing/<Module>`,",
        "are left alone).",
        "",
        f"Measured on commit `{record['commit']}`" + (" (with uncommitted changes)" if record.get("uncommitted_changes") else "")
        + f", {record['sample']} faults sampled per architecture with seed {record['seed']}:",
        "",
        "```sh",
        record["command"],
        "```",
        "",
        f"The run took {duration(record['wall_seconds'])} on the reference machine (2 cores).",
    ]
    for rerun in record.get("partial_reruns", []):
        lines.append(f"One architecture was measured again afterwards with `{rerun}`.")
    lines += [
        "",
        "| architecture | sampled | compiled | caught by its unit tests | by the suite | by either | surviving | unit tests catch, of what the suite catches |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for architecture in measured:
        f = figures(architecture)
        lines.append(
            f"| {architecture['title']} | {f['sampled']} | {f['compiled']} | {f['unit']} | {f['suite']} | {f['either']} | "
            f"{surviving(f['survived'], equivalent)} | {f['both']} of {f['suite']} ({f['unit_of_suite'] * 100:.0f} %) |")
    lines += [
        "",
        "\"Compiled\" excludes faults the compiler rejects (a dropped call whose result a `return`",
        "needed, a comparison a type does not support). The last column is the share of the faults",
        "the identical suite catches that the architecture's own unit tests catch too: how far a",
        "team can rely on fast, idiom-level tests alone.",
        "",
        "## How to run it",
        "",
        "```sh",
        "Scripts/mutate.sh all --sample 30          # the table above, all five",
        "Scripts/mutate.sh mvp --sample 5 --seed 7  # a quick sample: one architecture, five faults",
        "```",
        "",
        "It works in a scratch copy of the package and never touches the working tree. Each fault",
        "costs an incremental build and two filtered test runs, a few seconds on two cores; the first",
        "build of the scratch copy takes minutes. It is not part of `.ci/run`. The identical suite is",
        "run against one architecture with `ARCHLAB_SUITE_ARCH=<name> swift test --filter",
        "BehaviorTests`. A fault that makes a test run hang (a loop that never ends) counts as caught:",
        f"the run is stopped after {TIMEOUT_FACTOR} times what it took on the unchanged code, and never",
        f"before {TIMEOUT_FLOOR} s.",
        "",
        "## What no test pins down",
        "",
        "Each surviving fault, as a diff: a change to the code that every test still passes. Where",
        "the change cannot alter what the app does, the reason follows it (from",
        "`Docs/testability-equivalent.json`, written by whoever read the code); the others are what",
        "no test pins down yet.",
    ]
    for architecture in measured:
        survived = figures(architecture)["survived"]
        lines += ["", f"### {architecture['title']}", ""]
        if not survived:
            lines.append("None: every compiled fault was caught.")
            continue
        for mutant in survived:
            lines += [
                f"`{mutant['file']}:{mutant['line']}` ({mutant['operator']})",
                "",
                "```diff",
                "-" + mutant["before"],
                "+" + mutant["after"],
                "```",
                "",
            ]
            why = equivalent.get(equivalence_key(mutant))
            if why:
                lines += [f"Equivalent behaviour: {why}", ""]
        if lines[-1] == "":
            lines.pop()
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(prog="Scripts/mutate.sh", description=__doc__.split("\n\n")[0])
    parser.add_argument("architectures", nargs="*", help="architecture names, or all")
    parser.add_argument("--sample", type=int, default=30, help="faults per architecture (default 30)")
    parser.add_argument("--seed", type=int, help="replay a run (default: a fresh seed, printed)")
    parser.add_argument("--results", default=RESULTS, help="where the JSON goes (default Docs/testability.json)")
    parser.add_argument("--page-only", action="store_true", help="write Docs/Testability.md from the JSON only")
    parser.add_argument(
        "--check", action="store_true",
        help="with --page-only: write nothing, exit 1 if Docs/Testability.md is not the page the JSON gives")
    arguments = parser.parse_args()
    if arguments.check and not arguments.page_only:
        parser.error("--check goes with --page-only")
    if arguments.page_only:
        record = json.load(open(arguments.results))
        if arguments.check:
            current = open(PAGE, encoding="utf-8").read() if os.path.exists(PAGE) else ""
            if current != page(record):
                sys.exit("mutate: Docs/Testability.md is not the page Docs/testability.json gives; "
                         "run Scripts/mutate.sh --page-only")
            print("mutate: Docs/Testability.md is current")
            return
    else:
        if not arguments.architectures:
            parser.error("name the architectures to mutate, or all")
        if arguments.sample < 1:
            parser.error("--sample needs a whole number of 1 or more")
        record = mutate(arguments)
    open(PAGE, "w", encoding="utf-8").write(page(record))
    print(f"mutate: wrote {os.path.relpath(PAGE, ROOT)}")


if __name__ == "__main__":
    main()
