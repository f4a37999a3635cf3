#!/usr/bin/env python3
"""Tests of scripts/check-layering.py: it passes on the repository's own tree
and fails, naming the file and line, on a copy of the tree with one broken
import planted in it.

Usage: python3 scripts/test_check_layering.py   (run by `make check-layering`)
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(SCRIPTS)
SCRIPT = os.path.join(SCRIPTS, "check-layering.py")


def run(root):
    """The script's exit status and its output (stdout and stderr) on `root`."""
    done = subprocess.run([sys.executable, SCRIPT, root], capture_output=True, text=True, check=False)
    return done.returncode, done.stdout + done.stderr


class PlantedTree:
    """A copy of the package's manifest, CONTRIBUTING.md and sources, in a
    temporary folder, in which a test plants one broken import."""

    def __enter__(self):
        self.root = tempfile.mkdtemp(prefix="check-layering-")
        for name in ("Package.swift", "CONTRIBUTING.md"):
            shutil.copy(os.path.join(ROOT, name), self.root)
        for name in ("Sources", "Tests"):
            shutil.copytree(os.path.join(ROOT, name), os.path.join(self.root, name),
                            ignore=shutil.ignore_patterns("*.docc"))
        return self

    def __exit__(self, *_):
        shutil.rmtree(self.root, ignore_errors=True)

    def insert_after_imports(self, relative, line):
        """Inserts `line` after the last import of the file; returns its line number."""
        path = os.path.join(self.root, relative)
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        last = max(i for i, text in enumerate(lines) if re.match(r"\s*(\w+\s+)?import\s", text))
        lines.insert(last + 1, line)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines))
        return last + 2

    def replace(self, relative, old, new):
        path = os.path.join(self.root, relative)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        if old not in text:
            raise AssertionError(f"{relative} does not hold {old!r}")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text.replace(old, new, 1))


class CheckLayeringTests(unittest.TestCase):
    def assert_fails_at(self, tree, where, phrase):
        status, output = run(tree.root)
        self.assertEqual(status, 1, output)
        errors = [line for line in output.splitlines() if line.startswith(f"error: {where}: ")]
        self.assertTrue(any(phrase in line for line in errors),
                        f"no error at {where} saying {phrase!r}:\n{output}")

    def test_the_repository_passes(self):
        status, output = run(ROOT)
        self.assertEqual(status, 0, output)
        self.assertIn("imports and declared dependencies agree", output)

    def test_a_second_module_importing_swift_syntax_fails_at_its_line(self):
        with PlantedTree() as tree:
            relative = "Sources/ScenarioInterpreter/Runtime.swift"
            line = tree.insert_after_imports(relative, "internal import SwiftSyntax")
            tree.replace("Package.swift", '.target(name: "ScenarioInterpreter", dependencies: [',
                         '.target(name: "ScenarioInterpreter", dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"), ')
            self.assert_fails_at(tree, f"{relative}:{line}", "imports 'SwiftSyntax', which only ScenarioLanguage may import")

    def test_an_undeclared_import_fails_at_its_line(self):
        with PlantedTree() as tree:
            relative = "Sources/SpecRunModel/RunRecord.swift"
            line = tree.insert_after_imports(relative, "internal import CLibXML2")
            self.assert_fails_at(tree, f"{relative}:{line}", "which SpecRunModel does not declare in Package.swift")

    def test_a_lower_module_importing_a_higher_one_fails_at_its_line(self):
        with PlantedTree() as tree:
            relative = "Sources/RealmRules/Rule.swift"
            line = tree.insert_after_imports(relative, "internal import ObjectStore")
            tree.replace("Package.swift", '.target(name: "RealmRules", dependencies: ["RealmSpecCore"])',
                         '.target(name: "RealmRules", dependencies: ["RealmSpecCore", "ObjectStore"])')
            self.assert_fails_at(tree, f"{relative}:{line}", "imports 'ObjectStore', which is not in a layer below it")

    def test_an_import_without_an_access_level_fails_at_its_line(self):
        with PlantedTree() as tree:
            relative = "Sources/SpecReports/Matrix.swift"
            line = tree.insert_after_imports(relative, "import Foundation")
            self.assert_fails_at(tree, f"{relative}:{line}", "an import without an access level")

    def test_swift_syntax_imported_publicly_fails_at_its_line(self):
        with PlantedTree() as tree:
            relative = "Sources/ScenarioLanguage/Loader.swift"
            line = tree.insert_after_imports(relative, "public import SwiftParser")
            self.assert_fails_at(tree, f"{relative}:{line}", "imports 'SwiftParser' beyond internal")

    def test_the_runner_importing_the_object_store_fails_at_its_line(self):
        with PlantedTree() as tree:
            relative = "Sources/SpecRunner/SpecRun.swift"
            line = tree.insert_after_imports(relative, "internal import ObjectStore")
            self.assert_fails_at(tree, f"{relative}:{line}", "SpecRunner imports 'ObjectStore', which the layering keeps from it")


if __name__ == "__main__":
    unittest.main(verbosity=2)
