#!/usr/bin/env python3
"""The SDK test ledger's list of test methods, read from the SDK's own test files.

    scripts/sdk-ledger.py check [--tests DIR] [--ledger FILE]
        Compares the ledger's entries with the test methods the files declare:
        a method missing from the ledger, an entry naming no method, a wrong
        list of classes that run an entry. Exits 0 when they agree, 1 when not,
        and 0 with a stated skip when the test files are absent.
    scripts/sdk-ledger.py write [--tests DIR] [--ledger FILE]
        Rewrites the ledger's list of methods from the files, keeping what each
        existing entry says (status, reason, part left out, instantiations covered).

One entry per declaring class and test method; a method inside `#if 0` is
never compiled, so it is no test of the suite and has no entry. `runs-in` names the classes that
run the method: the class itself and every subclass the same file declares (the
SDK's suites rerun a base class's methods for each kind of collection), and for
a generic class the instantiations its file spells out (`PrimitiveListTests<OF, Int?>`).
"""
import argparse
import os
import re
import sys

DEFAULT_TESTS = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "sdk-tests")
DEFAULT_LEDGER = os.path.join(os.path.dirname(__file__), "..", "Specs", "sdk-ledger.yaml")

SWIFT_CLASS = re.compile(r"^\s*(?:final\s+|public\s+|open\s+|private\s+|fileprivate\s+)*class\s+([A-Za-z_]\w*)\s*(<[^{]*?>)?\s*:\s*([A-Za-z_]\w*)")
SWIFT_EXTENSION = re.compile(r"^\s*(?:public\s+|private\s+|fileprivate\s+)*extension\s+([A-Za-z_]\w*)\b")
SWIFT_TEST = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:override\s+|public\s+|open\s+)*func\s+(test\w*)\s*\(\s*\)")
OBJC_IFACE = re.compile(r"^@interface\s+(\w+)\s*:\s*(\w+)")
OBJC_IMPL = re.compile(r"^@implementation\s+(\w+)")
OBJC_TEST = re.compile(r"^\s*-\s*\(\s*void\s*\)\s*(test\w*)\s*(?:\{|$)")


def strip_code(text):
    """The text with comments and string contents blanked, lines kept."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:j])); i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:j])); i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append('"' + " " * (j - i - 2) + '"' if j - i >= 2 else text[i:j]); i = j
        else:
            out.append(c); i += 1
    return "".join(out)


def drop_disabled(code):
    """The code with every `#if 0` … `#endif` block blanked (lines kept): the
    compiler never sees those methods, so the suite never runs them."""
    out, skipping, nested = [], False, 0
    for line in code.split("\n"):
        directive = line.strip()
        if skipping:
            if directive.startswith("#if"):
                nested += 1
            elif directive.startswith("#endif"):
                if nested == 0:
                    skipping = False
                else:
                    nested -= 1
            out.append("")
            continue
        if re.match(r"#if\s+0\b", directive):
            skipping, nested = True, 0
            out.append("")
            continue
        out.append(line)
    return "\n".join(out)


def swift_methods(path):
    """[(class, method)] in file order, {class: base}, {class: [instantiation]}."""
    text = open(path, encoding="utf-8", errors="replace").read()
    code = drop_disabled(strip_code(text))
    methods, bases, generic = [], {}, set()
    stack = []  # (class name or None, depth at which it opened)
    depth = 0
    for line in code.split("\n"):
        m = SWIFT_CLASS.match(line)
        if m:
            name, params, base = m.group(1), m.group(2), m.group(3)
            bases[name] = base
            if params:
                generic.add(name)
            stack.append((name, depth))
        e = SWIFT_EXTENSION.match(line)
        if e:
            stack.append((e.group(1), depth))
        t = SWIFT_TEST.match(line)
        if t:
            owner = next((c for c, _ in reversed(stack) if c), None)
            if owner:
                methods.append((owner, t.group(1)))
        for ch in line:
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                while stack and depth <= stack[-1][1]:
                    stack.pop()
    inst = {}
    for g in generic:
        seen = []
        for spelled in re.findall(re.escape(g) + r"<([^<>]*(?:<[^<>]*>[^<>]*)*)>\s*\.", code):
            s = g + "<" + re.sub(r"\s+", " ", spelled.strip()) + ">"
            if s not in seen:
                seen.append(s)
        inst[g] = seen
    return methods, bases, inst


def objc_methods(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    code = drop_disabled(strip_code(text))
    methods, bases = [], {}
    current = None
    for line in code.split("\n"):
        i = OBJC_IFACE.match(line)
        if i:
            bases[i.group(1)] = i.group(2)
        m = OBJC_IMPL.match(line)
        if m:
            current = m.group(1)
        if line.startswith("@end"):
            current = None
        t = OBJC_TEST.match(line)
        if t and current:
            methods.append((current, t.group(1)))
    return methods, bases, {}


def is_test_file(rel):
    base = os.path.basename(rel)
    if rel.endswith(".swift"):
        return base.endswith("Tests.swift") or base.endswith("Test.swift")
    return rel.endswith((".m", ".mm")) and base.endswith("Tests" + os.path.splitext(base)[1])


def read_suite(tests_dir):
    """{file: [(class, method, [runs-in])]} for every test file under tests_dir."""
    suite = {}
    for root, _, files in os.walk(tests_dir):
        for f in sorted(files):
            path = os.path.join(root, f)
            rel = os.path.relpath(path, tests_dir).replace(os.sep, "/")
            if not is_test_file(rel):
                continue
            methods, bases, inst = (swift_methods if f.endswith(".swift") else objc_methods)(path)
            if not methods:
                continue

            def subclasses(cls):
                out = []
                for c, b in bases.items():
                    if b == cls:
                        out.append(c)
                        out.extend(subclasses(c))
                return out
            entries, seen = [], set()
            for cls, name in methods:
                if (cls, name) in seen:
                    continue
                seen.add((cls, name))
                runs = inst.get(cls) or [cls]
                for sub in subclasses(cls):
                    runs = runs + (inst.get(sub) or [sub])
                entries.append((cls, name, runs))
            suite[rel] = entries
    return dict(sorted(suite.items()))


ENTRY = re.compile(r"^  - test: (\S+)\s*$")
FILE = re.compile(r"^  (\S.*):\s*$")


def read_ledger(path):
    """{file: {Class.method: (lines of the entry after its first)}}, and the header lines."""
    if not os.path.exists(path):
        return [], {}
    header, files = [], {}
    current, entry = None, None
    for raw in open(path, encoding="utf-8").read().split("\n"):
        if raw.startswith("  - test: ") and current is not None:
            entry = raw.split(": ", 1)[1].strip()
            files[current][entry] = []
        elif raw.startswith("- file: "):
            current = raw.split(": ", 1)[1].strip()
            files[current] = {}
            entry = None
        elif current is None:
            header.append(raw)
        elif entry is not None and raw.startswith("    "):
            files[current][entry].append(raw)
    return header, files


def render(header, suite, old):
    out = list(header)
    while out and out[-1] == "":
        out.pop()
    out.append("")
    for rel, entries in suite.items():
        out.append("- file: " + rel)
        out.append("  tests:")
        for cls, name, runs in entries:
            key = cls + "." + name
            out.append("  - test: " + key)
            kept = [l for l in old.get(rel, {}).get(key, []) if not l.startswith("    runs-in:")]
            if runs != [cls]:
                out.append("    runs-in: [" + ", ".join('"' + r + '"' if "<" in r or "," in r else r for r in runs) + "]")
            if not any(l.startswith("    status:") for l in kept):
                kept = ["    status: open"] + kept
            out.extend(kept)
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["check", "write"])
    ap.add_argument("--tests", default=DEFAULT_TESTS)
    ap.add_argument("--ledger", default=DEFAULT_LEDGER)
    a = ap.parse_args()
    if not os.path.isdir(a.tests):
        print(f"sdk-ledger: skipped: the SDK's test files are not at {os.path.normpath(a.tests)}; "
              "the ledger's list of methods is not rechecked")
        return 0
    suite = read_suite(a.tests)
    header, old = read_ledger(a.ledger)
    text = render(header, suite, old)
    if a.mode == "write":
        tmp = a.ledger + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, a.ledger)
        print(f"sdk-ledger: wrote {sum(len(e) for e in suite.values())} entries of {len(suite)} files to {a.ledger}")
        return 0
    current = open(a.ledger, encoding="utf-8").read() if os.path.exists(a.ledger) else ""
    problems = []
    for rel, entries in suite.items():
        have = old.get(rel, {})
        for cls, name, _ in entries:
            if cls + "." + name not in have:
                problems.append(f"{rel}: {cls}.{name} is a test method the ledger does not list")
        names = {c + "." + n for c, n, _ in entries}
        for key in have:
            if key not in names:
                problems.append(f"{rel}: the ledger lists {key}, which the file does not declare")
    for rel in old:
        if rel not in suite:
            problems.append(f"{rel}: the ledger lists a file with no test methods under {a.tests}")
    if not problems and current != text:
        problems.append("the ledger's runs-in lists or order differ from the files; `scripts/sdk-ledger.py write` shows how")
    for p in problems[:50]:
        print("sdk-ledger: error: " + p)
    if len(problems) > 50:
        print(f"sdk-ledger: … and {len(problems) - 50} more")
    if problems:
        return 1
    print(f"sdk-ledger: {sum(len(e) for e in suite.values())} test methods of {len(suite)} files, each listed once")
    return 0


if __name__ == "__main__":
    sys.exit(main())
