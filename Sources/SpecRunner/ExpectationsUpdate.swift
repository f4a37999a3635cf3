// `realmspec expectations update`: an engine's expectations file brought in
// line with a run — entries added for the scenarios that failed, erred or
// timed out, entries removed for those that now pass or no longer exist —
// keeping every existing reason. New entries get the reason `TODO`, which
// lint refuses, so that no entry lands without a reason. A scenario with
// lint errors gets no entry: a lint error is never an expected failure.

internal import Foundation
public import SpecRunModel

/// An expectations file updated from a run.
public struct ExpectationsUpdate: Sendable {
    /// The reason new entries get; lint refuses it.
    public static let placeholderReason = "TODO"

    public var expectations: Expectations
    /// Scenario ids given an entry.
    public var added: [String]
    /// Scenario ids whose entry went.
    public var removed: [String]
    /// Failing scenario ids left out because they have lint errors: a lint
    /// error is never an expected failure, so such an entry could never work.
    public var skippedForLint: [String]

    /// - Parameters:
    ///   - existing: the engine's current expectations.
    ///   - cases: the run's cases on this engine.
    ///   - scenarioId: a case's id relative to the Specs root (`p/A.swift::testX`), nil when it is outside it.
    ///   - exists: whether a scenario id names a scenario of the corpus today.
    ///   - hasLintErrors: whether the scenario (or its file) has lint errors today.
    public init(existing: Expectations, cases: [CaseRecord], scenarioId: (CaseRecord) -> String?,
                exists: (String) -> Bool, hasLintErrors: (String) -> Bool = { _ in false }) {
        var failing: [String] = [], passing: Set<String> = [], skipped: [String] = []
        for record in cases {
            guard let id = scenarioId(record) else { continue }
            if record.failureType == "lint" || hasLintErrors(id) {
                if record.status != .pass, !skipped.contains(id) { skipped.append(id) }
                continue
            }
            switch record.status {
            case .fail, .error, .timeout, .xfail: if !failing.contains(id) { failing.append(id) }
            case .pass, .xpass: passing.insert(id)
            case .skipped: break
            }
        }
        var entries: [Expectations.Entry] = []
        var removed: [String] = []
        for entry in existing.entries {
            if passing.contains(entry.scenario) || !exists(entry.scenario) { removed.append(entry.scenario); continue }
            entries.append(Expectations.Entry(scenario: entry.scenario, reason: entry.reason))
        }
        let listed = Set(entries.map(\.scenario))
        let added = failing.filter { !listed.contains($0) }
        entries += added.map { Expectations.Entry(scenario: $0, reason: Self.placeholderReason) }
        entries.sort { $0.scenario < $1.scenario }
        self.expectations = Expectations(entries: entries, fuzzDivergences: existing.fuzzDivergences)
        self.added = added.sorted()
        self.removed = removed
        self.skippedForLint = skipped.filter { !listed.contains($0) }.sorted()
    }

    /// Whether a reason still needs writing.
    public static func isPlaceholder(_ reason: String) -> Bool {
        reason.trimmingCharacters(in: .whitespaces).uppercased().hasPrefix(placeholderReason)
    }

    /// The file's text: a header, the expected failures, the fuzz divergences.
    public static func render(_ expectations: Expectations, engine: String) -> String {
        var text = "# Scenarios the \(engine) engine is known to fail, each with a reason.\n"
        text += "# Paths are relative to the Specs folder.\n"
        if expectations.entries.isEmpty {
            text += "expected-failures: []\n"
        } else {
            text += "expected-failures:\n"
            for entry in expectations.entries {
                text += "  - scenario: \(quoted(entry.scenario))\n    reason: \(quoted(entry.reason))\n"
            }
        }
        if !expectations.fuzzDivergences.isEmpty {
            text += "fuzz-divergences:\n"
            for entry in expectations.fuzzDivergences {
                text += "  - signature: \(quoted(entry.signature))\n    reason: \(quoted(entry.reason))\n"
            }
        }
        return text
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += String(format: "\\x%02X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
