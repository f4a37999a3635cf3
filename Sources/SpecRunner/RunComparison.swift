// Comparing two runs case by case: the check that an engine gives the same
// results in process and through the external pipe.

internal import Foundation
public import SpecRunModel

/// The differences between one engine's cases in one run and another
/// engine's cases in another run.
public struct RunComparison: Hashable, Sendable {
    /// One line per difference, e.g. `p/A.swift::testX: pass vs fail`.
    public var differences: [String]
    /// How many scenarios both runs have.
    public var compared: Int

    /// Compares statuses scenario by scenario (`file::name`). Durations and
    /// output are not compared; messages are, for failures and errors.
    public init(_ first: RunRecord, engine: String, _ second: RunRecord, otherEngine: String) {
        let left = Self.byScenario(first, engine: engine)
        let right = Self.byScenario(second, engine: otherEngine)
        var differences: [String] = []
        for key in left.keys.sorted() {
            guard let b = right[key], let a = left[key] else {
                differences.append("\(key): only in the run of '\(engine)'")
                continue
            }
            if a.status != b.status {
                differences.append("\(key): \(a.status.rawValue) on '\(engine)' vs \(b.status.rawValue) on '\(otherEngine)'")
            } else if a.status.isUnexpected || a.status == .xfail, a.message != b.message {
                differences.append("\(key): '\(a.message ?? "")' on '\(engine)' vs '\(b.message ?? "")' on '\(otherEngine)'")
            }
        }
        for key in right.keys.sorted() where left[key] == nil {
            differences.append("\(key): only in the run of '\(otherEngine)'")
        }
        self.differences = differences
        self.compared = left.keys.filter { right[$0] != nil }.count
    }

    private static func byScenario(_ run: RunRecord, engine: String) -> [String: CaseRecord] {
        var result: [String: CaseRecord] = [:]
        for record in run.cases where record.engine == engine { result[record.scenarioKey] = record }
        return result
    }

    /// Reads a `results.json`.
    /// - Throws: `SpecConfigError` naming the file.
    public static func load(_ path: String) throws(SpecConfigError) -> RunRecord {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SpecConfigError(file: path, line: 1, column: 1, message: "cannot read '\(path)'")
        }
        do {
            return try JSONDecoder().decode(RunRecord.self, from: data)
        } catch {
            throw SpecConfigError(file: path, line: 1, column: 1, message: "not a results file: \(error)")
        }
    }
}
