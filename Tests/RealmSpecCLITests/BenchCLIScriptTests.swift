// scripts/bench-cli.sh, the `make bench` rows of the corpus through the
// debug CLI, on a stand-in for the tool whose closing line is known.

import Foundation
import Testing

@Suite("the bench rows of the corpus through the debug CLI")
struct BenchCLIScriptTests {
    /// Runs the script with RUNS=`runs` on a stand-in `realmspec` that
    /// takes `seconds` per run and says its scenarios took 0.5 s.
    static func bench(runs: Int) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tool = folder.appendingPathComponent("realmspec").path
        try """
            #!/usr/bin/env bash
            for a in "$@"; do [ "$a" = --list ] && exit 0; done
            echo "4 passed, 0 failed, 0 skipped in 2.000 s (load 1.500 s, run 0.500 s)"
            """.write(toFile: tool, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool)
        return try runScript(DocumentedCommands.packageRoot.appendingPathComponent("scripts/bench-cli.sh").path,
                             environment: ["REALMSPEC": tool, "SPECS": folder.path, "RUNS": String(runs), "TMPDIR": folder.path])
    }

    @Test("one warm run prints one figure per column, each with its unit")
    func oneRun() throws {
        let result = try Self.bench(runs: 1)
        #expect(result.status == 0, "\(result)")
        let warm = result.output.split(separator: "\n").first { $0.contains("warm load cache (1 runs)") }.map(String.init) ?? ""
        #expect(warm.range(of: #"\(1 runs\): [0-9]+\.[0-9]{2} s wall, its scenarios 0\.50 s: [0-9]+\.[0-9]{2}x \(aim <= 2x\)$"#,
                           options: .regularExpression) != nil, "\(result.output)")
        #expect(result.output.contains("run --list through the debug CLI: cold "), "\(result.output)")
    }

    @Test("several warm runs print each figure as a low–high range")
    func severalRuns() throws {
        let result = try Self.bench(runs: 2)
        #expect(result.status == 0, "\(result)")
        #expect(result.output.contains("warm load cache (2 runs): "), "\(result.output)")
        #expect(result.output.contains("its scenarios 0.50 s: "), "\(result.output)")
    }
}
