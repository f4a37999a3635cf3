// Turning how a scenario ended into the test case every report reads,
// with the engine's expectations applied.

internal import Foundation
internal import ScenarioInterpreter
internal import ScenarioLanguage
internal import SpecRunModel

extension CaseRecord {
    /// The record of one scenario run on one engine.
    init(_ planned: PlannedScenario, engine: String, outcome: ScenarioOutcome,
         duration: Double, expectations: Expectations) {
        let meta = planned.scenario.metadata
        let raw = CaseStatus(outcome.status)
        let (status, reason) = expectations.apply(to: raw, scenarioId: planned.id)
        self.init(engine: engine, page: planned.page ?? "(none)", section: planned.section ?? "(none)",
                  name: planned.scenario.name, file: planned.file.path, line: planned.scenario.location.line,
                  description: meta.description, claims: meta.claims, tags: planned.tags, sdk: meta.sdk,
                  status: status,
                  message: status == .xpass ? Self.unexpectedPass(planned.id, expectations.entry(for: planned.id))
                                            : Self.message(for: outcome),
                  details: Self.details(for: outcome, status: status, reason: reason),
                  failureType: Self.failureType(for: outcome, status: status),
                  output: outcome.output, duration: duration)
    }

    /// The one error case of a file that cannot run: its diagnostics.
    init(brokenFile file: SpecFile, engine: String) {
        // The message names a file-level error first: it is why the whole file cannot run.
        let errors = file.fileDiagnostics.filter { $0.severity == .error }
            + file.scenarios.flatMap(\.diagnostics).filter { $0.severity == .error }
        let first = errors.first.map(\.description) ?? "\(file.path): error: the file cannot be loaded"
        self.init(engine: engine, page: file.metadata.page ?? "(none)", section: "(none)",
                  name: (file.path as NSString).lastPathComponent, file: file.path, line: errors.first?.location.line ?? 1,
                  status: .error, message: errors.count > 1 ? "\(first) (and \(errors.count - 1) more)" : first,
                  details: file.diagnostics.map(\.description).joined(separator: "\n"), failureType: "lint")
    }

    /// A scenario that does not lint: an error on every engine, whatever the
    /// engine's expectations say, carrying every diagnostic of the scenario.
    init(_ planned: PlannedScenario, engine: String, lintError error: ScenarioError) {
        let meta = planned.scenario.metadata
        self.init(engine: engine, page: planned.page ?? "(none)", section: planned.section ?? "(none)",
                  name: planned.scenario.name, file: planned.file.path, line: planned.scenario.location.line,
                  description: meta.description, claims: meta.claims, tags: planned.tags, sdk: meta.sdk,
                  status: .error, message: "\(error.location.map { "\($0): " } ?? "")lint: \(error.message)",
                  details: planned.scenario.diagnostics.map(\.description).joined(separator: "\n"), failureType: "lint")
    }

    /// A scenario that could not start because its engine could not be made.
    init(_ planned: PlannedScenario, engine: String, startFailure: String, expectations: Expectations) {
        let outcome = ScenarioOutcome(status: .error, error: ScenarioError(kind: "engineFailure", message: startFailure,
                                                                           location: nil))
        self.init(planned, engine: engine, outcome: outcome, duration: 0, expectations: expectations)
    }

    /// An unexpected pass names the expectations entry to delete.
    static func unexpectedPass(_ scenarioId: String, _ entry: Expectations.Entry?) -> String {
        guard let entry, !entry.file.isEmpty else {
            return "passed, but it is listed as an expected failure; delete the entry '\(scenarioId)'"
        }
        return "passed, but it is listed as an expected failure; delete the entry '\(scenarioId)' "
            + "at \(entry.file):\(entry.line)"
    }

    private static func message(for outcome: ScenarioOutcome) -> String? {
        switch outcome.status {
        case .passed: return nil
        case .failed:
            guard let first = outcome.failures.first else { return "the scenario failed" }
            return describe(first)
        case .error, .skipped, .timeout:
            guard let error = outcome.error else { return nil }
            let place = error.location.map { "\($0): " } ?? ""
            return "\(place)\(error.kind): \(error.message)"
        }
    }

    private static func describe(_ failure: AssertionFailure) -> String {
        var text = "\(failure.location): \(failure.message)"
        if let expected = failure.expected, !failure.message.contains(expected) { text += "; expected: \(expected)" }
        if let actual = failure.actual, !failure.message.contains(actual) { text += "; actual: \(actual)" }
        return text
    }

    private static func details(for outcome: ScenarioOutcome, status: CaseStatus, reason: String?) -> String? {
        var lines: [String] = []
        if let reason {
            lines.append(status == .xpass ? "listed as an expected failure (\(reason)), but it passed"
                                          : "expected failure: \(reason)")
        }
        for failure in outcome.failures {
            lines.append("\(failure.location): \(failure.assertion): \(failure.message)")
            if let expected = failure.expected { lines.append("  expected: \(expected)") }
            if let actual = failure.actual { lines.append("  actual:   \(actual)") }
        }
        if let error = outcome.error, outcome.status != .failed {
            lines.append("\(error.location.map { "\($0): " } ?? "")\(error.kind): \(error.message)")
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    private static func failureType(for outcome: ScenarioOutcome, status: CaseStatus) -> String? {
        switch status {
        case .pass: return nil
        case .xpass: return "unexpected-pass"
        default: break
        }
        switch outcome.status {
        case .passed: return nil
        case .failed: return "assertion"
        case .timeout: return "timeout"
        case .error, .skipped: return outcome.error?.kind ?? outcome.status.rawValue
        }
    }
}

extension CaseStatus {
    init(_ status: ScenarioOutcome.Status) {
        switch status {
        case .passed: self = .pass
        case .failed: self = .fail
        case .error: self = .error
        case .skipped: self = .skipped
        case .timeout: self = .timeout
        }
    }
}
