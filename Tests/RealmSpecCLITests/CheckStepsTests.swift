// `make check`'s steps: the unit tests run once, after `build`, and record
// the pipe conformance kit's wire for check-wire-schema; `CHECK_TIMES`
// records each step's wall time through scripts/step-times.sh.

import Foundation
import Testing

/// The rules of the Makefile: each target's prerequisites and recipe lines.
struct MakeRules {
    var prerequisites: [String: [String]] = [:]
    var recipes: [String: [String]] = [:]

    init(text: String) {
        var current: [String] = []
        var pending = ""
        for raw in text.components(separatedBy: "\n") {
            if pending.isEmpty && raw.hasPrefix("\t") {
                for target in current { recipes[target, default: []].append(String(raw.dropFirst())) }
                continue
            }
            let line = pending + (pending.isEmpty ? raw : raw.trimmingCharacters(in: .whitespaces))
            if line.hasSuffix("\\") { pending = String(line.dropLast()) + " "; continue }
            pending = ""
            guard !line.hasPrefix("#"), let colon = line.firstIndex(of: ":"),
                  !line[colon...].hasPrefix(":="), !line[colon...].hasPrefix("::=") else {
                if !line.hasPrefix("#") && !line.isEmpty { current = [] }
                continue
            }
            let names = line[..<colon]
            guard !names.contains("="), !names.contains("$") else { current = []; continue }
            current = names.split(separator: " ").map(String.init)
            let after = line[line.index(after: colon)...].split(separator: "|", omittingEmptySubsequences: false).first ?? ""
            for target in current { prerequisites[target, default: []] += after.split(separator: " ").map(String.init) }
        }
    }
}

@Suite("make check's steps")
struct CheckStepsTests {
    static let root = DocumentedCommands.packageRoot
    static let script = root.appendingPathComponent("scripts/step-times.sh").path

    static func rules() throws -> MakeRules {
        MakeRules(text: try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8))
    }

    @Test("the unit tests run once, after build; the pipe kit records its own connections during them, and check-wire-schema runs no test")
    func unitTestsAndWireKit() throws {
        let rules = try Self.rules()
        let runs = rules.recipes.flatMap { target, lines in lines.filter { $0.contains("$(SWIFT) test") }.map { (target, $0) } }
        #expect(runs.count == 1 && runs.first?.0 == "test", "\(runs)")
        // Other tests send malformed lines on purpose: a recording of the whole run would hold them.
        #expect(runs.first?.1.contains("REALMSPEC_WIRE_RECORD=") == false, "\(runs)")
        #expect(runs.first?.1.contains("REALMSPEC_WIRE_KIT_RECORD=$(abspath $(WIRE_RECORD_KIT))") == true, "\(runs)")
        #expect(rules.recipes["test"]?.first == "@rm -rf $(WIRE_RECORD_KIT)", "\(rules.recipes["test"] ?? [])")
        #expect(rules.prerequisites["test"]?.contains("build") == true, "\(rules.prerequisites["test"] ?? [])")
        #expect(rules.prerequisites["check-wire-schema"]?.contains("test") == true,
                "\(rules.prerequisites["check-wire-schema"] ?? [])")
        #expect(rules.recipes["check-wire-schema"]?.contains { $0.contains("validate-wire.py") && $0.contains("$(WIRE_RECORD_KIT)") } == true)
    }

    @Test("the rule reader reads prerequisites across continued lines and recipes per target")
    func ruleReader() {
        let rules = MakeRules(text: "X := 1\na b: c \\\n  d | e\n\tone\n\n# note\nV = x; \\\n\ty: z\nf:\n\ttwo\n")
        #expect(rules.prerequisites["a"] == ["c", "d"])
        #expect(rules.prerequisites["b"] == ["c", "d"])
        #expect(rules.recipes["a"] == ["one"])
        #expect(rules.recipes["f"] == ["two"])
        #expect(rules.prerequisites["X"] == nil && rules.prerequisites["V"] == nil && rules.prerequisites["y"] == nil)
    }

    /// Runs scripts/step-times.sh with `arguments`, CHECK_TIMES set to `log` (or unset).
    static func stepTimes(_ arguments: [String], log: String?) throws -> (status: Int32, output: String) {
        try runScript(script, arguments, environment: ["CHECK_TIMES": log])
    }

    @Test("as make's SHELL, step-times.sh runs the line, keeps its status and records target, start, end and status")
    func recordsSteps() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("step-times-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("times.log").path
        let slow = try Self.stepTimes(["slow", "-euo", "pipefail", "-c", "sleep 0.3; echo ran"], log: log)
        #expect(slow.status == 0 && slow.output == "ran\n", "\(slow)")
        let failing = try Self.stepTimes(["failing", "-euo", "pipefail", "-c", "exit 3"], log: log)
        #expect(failing.status == 3, "\(failing)")
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ") }
        #expect(lines.map { $0.first.map(String.init) ?? "" } == ["slow", "failing"], "\(lines)")
        #expect(lines.map { $0.last.map(String.init) ?? "" } == ["0", "3"], "\(lines)")
        let slowWall = lines.first.flatMap { $0.count == 4 ? (Double($0[2]) ?? 0) - (Double($0[1]) ?? 0) : nil } ?? 0
        #expect(slowWall >= 0.3, "\(lines)")

        let report = try Self.stepTimes(["--report", log], log: nil)
        #expect(report.status == 0, "\(report)")
        let rows = report.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.map { $0.first ?? "" } == ["step", "slow", "failing", "(all"], "\(report.output)")
        #expect((rows.count > 1 ? Double(rows[1].last ?? "") : nil).map { $0 >= 0.3 } == true, "\(report.output)")
    }

    @Test("without CHECK_TIMES, or for make's $(shell …) calls, step-times.sh runs the line untimed")
    func untimed() throws {
        let plain = try Self.stepTimes(["target", "-euo", "pipefail", "-c", "echo plain; exit 4"], log: nil)
        #expect(plain.status == 4 && plain.output == "plain\n", "\(plain)")
        let shell = try Self.stepTimes(["-euo", "pipefail", "-c", "echo shell"], log: "/nonexistent/folder/times.log")
        #expect(shell.status == 0 && shell.output == "shell\n", "\(shell)")
    }

    @Test("a report of a missing file is an error naming it")
    func missingReport() throws {
        let result = try Self.stepTimes(["--report", "/nonexistent/times.log"], log: nil)
        #expect(result.status == 2 && result.output.contains("/nonexistent/times.log"), "\(result)")
    }
}
