// Merging the results of a run split with `--shard I/N`, possibly on
// different machines, into the record one unsharded run would have made.

internal import Foundation
public import SpecRunModel

/// Merges shard results.
public enum RunMerge {
    /// One record from several shards' records: every case once, in the
    /// order an unsharded run lists them (files that cannot run first, then
    /// scenario by scenario in file order, each on every engine in the
    /// order the engines were given); the earliest start; every host named.
    ///
    /// - Throws: `SpecConfigError` when two shards hold the same case (the
    ///   shards overlap, or one run was given twice) or they ran different
    ///   engines.
    public static func merge(_ runs: [(path: String, record: RunRecord)]) throws(SpecConfigError) -> RunRecord {
        guard let first = runs.first else {
            throw SpecConfigError(file: "", line: 1, column: 1, message: "no results to merge")
        }
        // An empty shard ran no case: the engines come from the first shard that ran one.
        let model = runs.first { !$0.record.cases.isEmpty } ?? first
        let engines = model.record.engines
        var seen: [String: String] = [:]
        var cases: [CaseRecord] = []
        for (path, run) in runs {
            let theirs = run.engines
            if !theirs.isEmpty, !engines.isEmpty, Set(theirs) != Set(engines) {
                throw SpecConfigError(file: path, line: 1, column: 1,
                                      message: "ran the engines \(theirs.joined(separator: ", ")) but '\(model.path)' ran "
                                               + engines.joined(separator: ", ") + "; merge runs of the same engines")
            }
            for c in run.cases {
                let key = c.engine + "\u{0}" + c.scenarioKey
                if let other = seen[key] {
                    throw SpecConfigError(file: path, line: 1, column: 1,
                                          message: "the case \(c.file)::\(c.name) on '\(c.engine)' is also in '\(other)'; "
                                                   + "the shards overlap")
                }
                seen[key] = path
                cases.append(c)
            }
        }
        let engineOrder = Dictionary(engines.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        cases.sort { a, b in
            let brokenA = a.failureType == "lint" && a.section == "(none)", brokenB = b.failureType == "lint" && b.section == "(none)"
            if brokenA != brokenB { return brokenA }
            if a.file != b.file { return a.file < b.file }
            if a.line != b.line { return a.line < b.line }
            return (engineOrder[a.engine] ?? Int.max) < (engineOrder[b.engine] ?? Int.max)
        }
        var hosts: [String] = []
        var commands: [String: String] = [:], claims: [String: String] = [:]
        for (_, run) in runs {
            if !hosts.contains(run.hostname) { hosts.append(run.hostname) }
            commands.merge(run.engineCommands) { a, _ in a }
            claims.merge(run.claimTexts) { a, _ in a }
        }
        return RunRecord(cases: cases, startedAt: runs.map(\.record.startedAt).min() ?? first.record.startedAt,
                         hostname: hosts.joined(separator: ", "), engineCommands: commands, claimTexts: claims)
    }

    /// The `results.json` a run folder holds, or the path itself when it names a file.
    public static func resultsPath(_ path: String) -> String {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            return (path as NSString).appendingPathComponent("results.json")
        }
        return path
    }
}
