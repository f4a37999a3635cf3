// Accounting for the SDK test ledger against a corpus: per SDK file how many
// of its test methods are covered, out of scope or open, and every way the
// ledger and the scenarios disagree: a covered entry that no scenario names,
// a scenario that names an entry the ledger does not call covered, a covered
// entry one of whose scenarios did not pass on an engine of a run.

internal import Foundation
public import SpecRunModel

/// One SDK file's figures.
public struct SDKLedgerFileTally: Hashable, Sendable {
    public var file: String
    public var methods = 0
    public var covered = 0
    public var outOfScope = 0
    public var open: Int { methods - covered - outOfScope }
    /// Covered or out of scope.
    public var accounted: Int { covered + outOfScope }
}

/// The ledger set against a corpus (and, when given, a run).
public struct SDKLedgerAccount: Sendable {
    public var files: [SDKLedgerFileTally]
    /// Each disagreement, one line each, naming the entry or scenario.
    public var problems: [String]

    public var methods: Int { files.map(\.methods).reduce(0, +) }
    public var accounted: Int { files.map(\.accounted).reduce(0, +) }
    public var covered: Int { files.map(\.covered).reduce(0, +) }
    public var outOfScope: Int { files.map(\.outOfScope).reduce(0, +) }
    public var percent: Double { methods == 0 ? 100 : Double(accounted) * 100 / Double(methods) }

    /// The per-file table and the problems, for the terminal.
    public var text: String {
        var out = "SDK test ledger: \(accounted)/\(methods) test methods accounted for (\(Self.percentText(percent))): "
            + "\(covered) covered, \(outOfScope) out of scope, \(methods - accounted) open\n"
        let width = files.map(\.file.count).max() ?? 0
        for f in files {
            out += "  " + f.file.padding(toLength: width, withPad: " ", startingAt: 0)
                + "  \(f.accounted)/\(f.methods)  covered \(f.covered), out of scope \(f.outOfScope), open \(f.open)\n"
        }
        for p in problems { out += "error: \(p)\n" }
        return out
    }

    /// The per-file figures as a Markdown table, with the total first.
    public var markdownTable: String {
        var out = "| SDK test file | accounted | covered | out of scope | open |\n|---|---:|---:|---:|---:|\n"
        out += "| **all \(files.count) files** | **\(accounted)/\(methods)** | **\(covered)** | **\(outOfScope)** | **\(methods - accounted)** |\n"
        for f in files {
            out += "| `\(f.file)` | \(f.accounted)/\(f.methods) | \(f.covered) | \(f.outOfScope) | \(f.open) |\n"
        }
        return out
    }

    public static func percentText(_ p: Double) -> String { String(format: "%.1f%%", p) }
}

extension SDKLedger {
    /// - Parameters:
    ///   - scenarios: each scenario's id (`file::name`) and the ledger entries it names.
    ///   - run: a run whose cases, per engine, must pass for a covered entry's scenarios.
    public func account(scenarios: [(id: String, sdkTests: [String])], run: RunRecord? = nil) -> SDKLedgerAccount {
        var naming: [String: [String]] = [:]
        for s in scenarios { for t in s.sdkTests { naming[t, default: []].append(s.id) } }
        var tallies: [String: SDKLedgerFileTally] = [:]
        var order: [String] = []
        var problems: [String] = []
        let failed = Self.unpassed(run)
        for e in entries {
            if tallies[e.file] == nil { order.append(e.file) }
            var tally = tallies[e.file] ?? SDKLedgerFileTally(file: e.file)
            defer { tallies[e.file] = tally }
            tally.methods += 1
            let named = naming[e.id] ?? []
            switch e.status {
            case .covered:
                tally.covered += 1
                if named.isEmpty {
                    problems.append("\(file):\(e.line):\(e.column): '\(e.id)' is covered, but no scenario names it with '- sdk-test:'")
                }
                for id in named { if let why = failed[id] { problems.append("'\(e.id)' is covered by '\(id)', which \(why)") } }
            case .outOfScope:
                tally.outOfScope += 1
                for id in named { problems.append("'\(id)' names '\(e.id)', which the ledger says is out of scope") }
            case .open:
                for id in named { problems.append("'\(id)' names '\(e.id)', which the ledger says is open; mark it covered") }
            }
        }
        return SDKLedgerAccount(files: order.compactMap { tallies[$0] }, problems: problems)
    }

    /// Per scenario id, how it did not pass on some engine of the run (a
    /// declared skip is not a failure; an expected failure is).
    private static func unpassed(_ run: RunRecord?) -> [String: String] {
        var out: [String: String] = [:]
        for c in run?.cases ?? [] where c.status != .pass && c.status != .skipped && out[c.scenarioKey] == nil {
            out[c.scenarioKey] = "is \(c.status.rawValue) on \(c.engine)"
        }
        return out
    }
}
