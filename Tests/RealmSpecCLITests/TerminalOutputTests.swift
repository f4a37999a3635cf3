// What a run prints on a terminal: a counter redrawn in place, colour unless
// NO_COLOR is set, and plain lines when TERM is dumb.

import Foundation
import Testing

@Suite("run output on a terminal", .enabled(if: pseudoTerminalAvailable))
struct TerminalOutputTests {
    func tree() throws -> SpecTree {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testTwo", Body.passes), ("testWrong", Body.fails)])
        return tree
    }

    @Test("a counter redrawn in place, coloured statuses, passing cases not listed, the same closing lines")
    func counter() throws {
        let result = try tree().runOnTerminal(["run", "--jobs", "1"], environment: ["NO_COLOR": nil])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("[3/3] 2 passed, 1 failed, 0 skipped"), "\(result)")
        #expect(result.stdout.contains("\u{1B}[2K"), "the counter line is cleared and redrawn")
        #expect(result.stdout.contains("\u{1B}[31mFAIL"), "\(result)")
        #expect(!result.stdout.contains("PASS "), "\(result)")
        let lines = result.stdout.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
        #expect(lines.last?.hasPrefix("2 passed, 1 failed, 0 skipped in ") == true, "\(result)")
        #expect(lines.dropLast(2).last == "reference: 2 passed, 1 failed, 0 skipped; 0 xfail, 0 xpass, 0 error, 0 timeout", "\(result)")
    }

    @Test("errors show in the live counter and count as failed")
    func errorsInCounter() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testBroken", "    realm.add(Dog(value: [\"name\": \"Rex\"]))")])
        let result = try tree.runOnTerminal(["run", "--jobs", "1"], environment: ["NO_COLOR": "1"])
        #expect(result.stdout.contains("[2/2] 1 passed, 1 failed (1 error), 0 skipped"), "\(result)")
    }

    @Test("NO_COLOR turns colour off on a terminal")
    func noColor() throws {
        let result = try tree().runOnTerminal(["run", "--jobs", "1"], environment: ["NO_COLOR": "1"])
        #expect(result.stdout.contains("FAIL    [reference] testWrong"), "\(result)")
        #expect(!result.stdout.contains("\u{1B}[31m"), "\(result)")
    }

    @Test("--verbose on a terminal lists passing cases too")
    func verbose() throws {
        let result = try tree().runOnTerminal(["run", "--jobs", "1", "--verbose"])
        #expect(result.stdout.contains("PASS    [reference] testOne"), "\(result)")
        #expect(result.stdout.contains("PASS    [reference] testTwo"), "\(result)")
    }

    @Test("TERM=dumb prints plain lines, no counter and no escape codes")
    func dumbTerminal() throws {
        let result = try tree().runOnTerminal(["run", "--jobs", "1"], environment: ["TERM": "dumb", "NO_COLOR": nil])
        #expect(!result.stdout.contains("\u{1B}"), "\(result)")
        #expect(!result.stdout.contains("[3/3]"), "\(result)")
        #expect(result.stdout.contains("FAIL    [reference] testWrong"), "\(result)")
    }
}
