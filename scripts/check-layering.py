#!/usr/bin/env python3
"""The module graph as the compiler cannot keep it: every import a source
target makes is a dependency it declares in Package.swift, every dependency it
declares is imported by one of its files, and the layering rules below hold.

Usage: scripts/check-layering.py [--write] [PACKAGE_ROOT]   (exit 1 on a violation)

It also checks the module graph in CONTRIBUTING.md (between the
`module-graph` markers) against Package.swift; `--write` rewrites that block.
"""
import json
import os
import re
import subprocess
import sys

# Modules of the toolchain and the system: importing them needs no declaration.
SYSTEM = {"Foundation", "FoundationEssentials", "FoundationNetworking", "Glibc", "Darwin",
          "Dispatch", "Synchronization", "XCTest", "Testing", "Musl", "os"}

# Who may import what. A module named on the left may be imported only by the
# targets on the right (tests of those targets included).
# The bench reaches them through their owners too: the engines' floor
# connections (hand-written SQL on the same C drivers) and ScenarioLanguage's
# ParseFloor.
ONLY_IMPORTED_BY = {
    "SwiftSyntax": {"ScenarioLanguage"},
    "SwiftParser": {"ScenarioLanguage"},
    "SwiftOperators": {"ScenarioLanguage"},
    "CSQLite": {"SQLiteEngine"},
    "CLibPQ": {"PostgresEngine"},
    "CLibXML2": {"SpecReports"},
}
# The engine vocabulary and seam imports nothing of the project, and the
# typed declaration of the SDK subset nothing at all.
IMPORTS_NOTHING = {"RealmSpecCore", "ScenarioAPI"}
# The layers, lowest first: a module imports only modules of layers below its
# own. A module missing from this list is a problem, so a new one is placed
# on purpose.
LAYERS = [
    {"RealmSpecCore", "RunTemporaries", "ScenarioAPI", "CSQLite", "CLibPQ", "CLibXML2"},
    {"RealmRules", "PredicateFormat", "EngineTestSupport", "EngineWire"},
    {"ObjectStore", "ScenarioInterpreter"},
    {"ReferenceEngine", "SQLQuery", "ScenarioLanguage", "SpecRunModel"},
    {"SQLiteEngine", "PostgresEngine", "EngineFuzz", "SpecReports"},
    {"SpecRunner"},
    {"RealmSpecTool", "realmspec-bench"},
    {"realmspec"},
]
# Imports the layers allow but the design does not: the runner and the
# scenario language reach engines only through the engine protocol; the
# command line holds engines by their registry, never by the object store.
NEVER_IMPORTS = {
    "SpecRunner": {"ObjectStore", "ReferenceEngine", "SQLiteEngine", "PostgresEngine", "SQLQuery"},
    "ScenarioLanguage": {"ObjectStore", "ReferenceEngine", "SQLiteEngine", "PostgresEngine", "SQLQuery"},
    "ScenarioInterpreter": {"ObjectStore", "ReferenceEngine", "SQLiteEngine", "PostgresEngine", "SQLQuery"},
    "RealmSpecTool": {"ObjectStore", "SQLQuery"},
    "realmspec-bench": {"ObjectStore", "SQLQuery"},
}
# Test targets that depend on a target only to have it built (an executable
# they run as a subprocess), not to import it.
BUILT_NOT_IMPORTED = {("RealmSpecCLITests", "realmspec")}

IMPORT = re.compile(r'^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)', re.M)


def targets(root):
    """name -> (type, declared dependencies), from `swift package dump-package`."""
    dump = subprocess.run(["swift", "package", "--package-path", root, "dump-package"],
                          capture_output=True, text=True, check=False)
    if dump.returncode != 0:
        print(dump.stderr, file=sys.stderr)
        return {}
    found = {}
    for target in json.loads(dump.stdout)["targets"]:
        deps = set()
        for dep in target["dependencies"]:
            for key in ("byName", "target", "product"):
                if key in dep:
                    deps.add(dep[key][0])
        found[target["name"]] = (target["type"], deps, target.get("path"))
    return found


def line_of(text, offset):
    """The 1-based line of `offset` in `text`."""
    return text.count("\n", 0, offset) + 1


def imports(folder):
    """module -> (file, line) of every import of it in folder, in file order."""
    found = {}
    for root, dirs, files in os.walk(folder):
        dirs.sort()
        if "Fixtures" in root.split(os.sep):
            continue
        for f in sorted(files):
            if not f.endswith(".swift"):
                continue
            path = os.path.join(root, f)
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            for match in IMPORT.finditer(text):
                found.setdefault(match.group(1), []).append((path, line_of(text, match.start(1))))
    return found


# An import of a source target says how far it reaches: `internal` unless the
# module's public or package interface shows the imported module's types.
BARE_IMPORT = re.compile(r'^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*import\s', re.M)
# swift-syntax stays inside the syntax module: imported `internal` only.
SYNTAX = {"SwiftSyntax", "SwiftParser", "SwiftOperators"}
SYNTAX_IMPORT = re.compile(r'^\s*(?:public|package)\s+import\s+(?:\w+\s+)?(SwiftSyntax|SwiftParser|SwiftOperators)\b', re.M)


def access_problems(folder, root):
    """Source imports without an access level, and swift-syntax imported beyond internal."""
    problems = []
    for base, dirs, files in os.walk(folder):
        dirs.sort()
        for f in sorted(files):
            if not f.endswith(".swift"):
                continue
            path = os.path.join(base, f)
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            where = os.path.relpath(path, root)
            for match in BARE_IMPORT.finditer(text):
                problems.append(f"{where}:{line_of(text, match.end() - 1)}: an import without an access level (internal, package or public)")
            for match in SYNTAX_IMPORT.finditer(text):
                problems.append(f"{where}:{line_of(text, match.start(1))}: imports '{match.group(1)}' beyond internal; "
                                "swift-syntax stays inside its module")
    return problems


BEGIN, END = "<!-- module-graph begin -->", "<!-- module-graph end -->"


def graph(declared):
    """The module graph as CONTRIBUTING.md lists it: one line per target."""
    lines = []
    order = {"system": 0, "regular": 1, "executable": 2, "test": 3}
    for name, (kind, deps, _) in sorted(declared.items(), key=lambda item: (order.get(item[1][0], 9), item[0].lower())):
        if kind == "test":
            continue
        label = {"system": "C library", "executable": "executable"}.get(kind, "library target")
        arrow = ", ".join(f"`{d}`" for d in sorted(deps, key=str.lower)) or "nothing"
        lines.append(f"- `{name}` ({label}) → {arrow}")
    return "\n".join(lines)


def layer(name):
    """The index of the layer holding a project module; None for a package's."""
    for index, members in enumerate(LAYERS):
        if name in members:
            return index
    return None


def check_layers(declared):
    """Every project module sits in a layer, and imports only from below it."""
    problems = []
    for name, (kind, deps, _) in sorted(declared.items()):
        if kind == "test":
            continue
        own = layer(name)
        if own is None:
            problems.append(f"{name}: in no layer of scripts/check-layering.py's LAYERS")
            continue
        for dep in sorted(deps):
            below = layer(dep)
            if dep in declared and below is not None and below >= own:
                problems.append(f"{name}: depends on '{dep}', which is not in a layer below it")
    return problems


def import_problems(where, name, kind, deps, module, declared):
    """What is wrong with target `name` (of `kind`, declaring `deps`) importing `module` at `where` (file:line)."""
    problems = []
    if module not in deps and kind != "test":
        problems.append(f"{where}: imports '{module}', which {name} does not declare in Package.swift")
    owner = name[:-len("Tests")] if kind == "test" and name.endswith("Tests") else name
    allowed = ONLY_IMPORTED_BY.get(module)
    if allowed is not None and owner not in allowed:
        problems.append(f"{where}: imports '{module}', which only {', '.join(sorted(allowed))} may import")
    if owner in IMPORTS_NOTHING and kind != "test":
        problems.append(f"{where}: {name} imports '{module}'; it imports nothing of the project")
    if module in NEVER_IMPORTS.get(name, set()):
        problems.append(f"{where}: {name} imports '{module}', which the layering keeps from it")
    own, below = layer(name), layer(module)
    if kind != "test" and module in declared and own is not None and below is not None and below >= own:
        problems.append(f"{where}: {name} imports '{module}', which is not in a layer below it")
    return problems


def check_contributing(root, declared, write):
    path = os.path.join(root, "CONTRIBUTING.md")
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if BEGIN not in text or END not in text:
        return [f"CONTRIBUTING.md: no {BEGIN} … {END} block"]
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    wanted = f"{head}{BEGIN}\n{graph(declared)}\n{END}{tail}"
    if wanted == text:
        return []
    if write:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(wanted)
        print("check-layering: rewrote the module graph in CONTRIBUTING.md")
        return []
    return ["CONTRIBUTING.md: the module graph differs from Package.swift (scripts/check-layering.py --write rewrites it)"]


def main():
    args = [a for a in sys.argv[1:] if a != "--write"]
    write = "--write" in sys.argv[1:]
    root = args[0] if args else os.path.join(os.path.dirname(__file__), "..")
    declared = targets(root)
    if not declared:
        print("check-layering: no targets found in Package.swift", file=sys.stderr)
        return 2
    problems = []
    for name, (kind, deps, path) in sorted(declared.items()):
        if kind == "system":
            continue
        folder = os.path.join(root, path) if path else os.path.join(root, "Tests" if kind == "test" else "Sources", name)
        if not os.path.isdir(folder):
            problems.append(f"{name}: no folder {os.path.relpath(folder, root)}")
            continue
        used = imports(folder)
        if kind != "test":
            problems += access_problems(folder, root)
        for module, places in sorted(used.items()):
            if module in SYSTEM or module == name:
                continue
            for path, line in places:
                problems += import_problems(f"{os.path.relpath(path, root)}:{line}", name, kind, deps, module, declared)
        for dep in sorted(deps):
            if dep not in used and (name, dep) not in BUILT_NOT_IMPORTED:
                problems.append(f"{name}: declares '{dep}' in Package.swift but no file of it imports it")
    problems += check_layers(declared)
    problems += check_contributing(root, declared, write)
    for line in problems:
        print(f"error: {line}", file=sys.stderr)
    checked = sum(1 for kind, _, _ in declared.values() if kind != "system")
    if problems:
        print(f"check-layering: {len(problems)} problem{'s' if len(problems) != 1 else ''} in {checked} targets", file=sys.stderr)
        return 1
    print(f"check-layering: {checked} targets, imports and declared dependencies agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
