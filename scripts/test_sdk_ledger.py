#!/usr/bin/env python3
"""Tests of scripts/sdk-ledger.py's reading of test methods: a method inside
`#if 0` (nested conditionals included) is never compiled and is no entry;
the methods around it are."""
import importlib.util
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("sdk_ledger", os.path.join(HERE, "sdk-ledger.py"))
ledger = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ledger)


class DisabledBlocks(unittest.TestCase):
    def methods(self, text, suffix):
        with tempfile.NamedTemporaryFile("w", suffix=suffix, delete=False) as f:
            f.write(text)
        try:
            read = ledger.objc_methods if suffix == ".m" else ledger.swift_methods
            return [m for _, m in read(f.name)[0]]
        finally:
            os.unlink(f.name)

    def test_objc_method_inside_if_0_is_no_entry(self):
        text = "\n".join([
            "@interface T : RLMTestCase", "@end", "@implementation T",
            "- (void)testBefore {", "}",
            "#if 0", "- (void)testDisabled {", "#if DEBUG", "    x();", "#endif", "}", "#endif",
            "- (void)testAfter {", "}",
            "#if 1", "- (void)testEnabled {", "}", "#endif",
            "@end", ""])
        self.assertEqual(self.methods(text, ".m"), ["testBefore", "testAfter", "testEnabled"])

    def test_swift_method_inside_if_0_is_no_entry(self):
        text = "\n".join([
            "class T: XCTestCase {",
            "    func testBefore() {", "    }",
            "#if 0", "    func testDisabled() {", "    }", "#endif",
            "    func testAfter() {", "    }",
            "}", ""])
        self.assertEqual(self.methods(text, ".swift"), ["testBefore", "testAfter"])


if __name__ == "__main__":
    sys.exit(0 if unittest.main(exit=False, verbosity=1).result.wasSuccessful() else 1)
