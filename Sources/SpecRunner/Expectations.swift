// Known failures of one engine (Specs/expectations/<engine>.yaml), and how
// they turn results into expected failures and unexpected passes.

internal import Foundation
public import SpecRunModel

/// The scenarios one engine is known to fail, each with a reason.
///
///     # Scenarios this engine is known to fail, each with a reason.
///     expected-failures:
///       - scenario: crud-delete/DeleteObjects.swift::testDeleteThenRead
///         reason: why it fails on this engine
///     fuzz-divergences:
///       - signature: get FzObj.f
///         reason: why this engine answers differently from the reference
///
/// Scenario ids are `path::function`, the path relative to the Specs root.
public struct Expectations: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var scenario: String
        public var reason: String
        /// Where the entry is written, for messages about it.
        public var file: String
        public var line: Int
        public var column: Int
        public init(scenario: String, reason: String, file: String = "", line: Int = 0, column: Int = 0) {
            self.scenario = scenario; self.reason = reason; self.file = file; self.line = line; self.column = column
        }
    }

    /// A divergence `realmspec fuzz` is known to find on this engine.
    public struct FuzzEntry: Hashable, Sendable {
        /// The divergence's signature as the fuzzer prints it: "get FzObj.f".
        public var signature: String
        public var reason: String
        public init(signature: String, reason: String) { self.signature = signature; self.reason = reason }
    }

    public var entries: [Entry] { didSet { reasons = Self.index(entries) } }
    /// `fuzz-divergences:`: divergences from the reference engine the fuzzer may report.
    public var fuzzDivergences: [FuzzEntry]
    /// The reason of each listed scenario, so a lookup costs the same for
    /// ten entries as for forty thousand.
    private var reasons: [String: String]
    public init(entries: [Entry] = [], fuzzDivergences: [FuzzEntry] = []) {
        self.entries = entries; self.fuzzDivergences = fuzzDivergences; self.reasons = Self.index(entries)
    }

    /// The reason a fuzz divergence with this signature is expected, or nil.
    public func fuzzReason(for signature: String) -> String? {
        fuzzDivergences.first { $0.signature == signature }?.reason
    }

    private static func index(_ entries: [Entry]) -> [String: String] {
        var reasons: [String: String] = [:]
        reasons.reserveCapacity(entries.count)
        for entry in entries where reasons[entry.scenario] == nil { reasons[entry.scenario] = entry.reason }
        return reasons
    }

    /// The reason a scenario is expected to fail, or nil.
    public func reason(for scenarioId: String) -> String? { reasons[scenarioId] }

    /// The entry that lists a scenario, for messages that point at it.
    public func entry(for scenarioId: String) -> Entry? {
        guard reasons[scenarioId] != nil else { return nil }
        return entries.first { $0.scenario == scenarioId }
    }

    /// Applies the expectation to a status: a failure listed here is an
    /// expected failure; a pass listed here is an unexpected pass.
    public func apply(to status: CaseStatus, scenarioId: String) -> (status: CaseStatus, reason: String?) {
        guard let reason = reason(for: scenarioId) else { return (status, nil) }
        switch status {
        case .fail, .error, .timeout: return (.xfail, reason)
        case .pass: return (.xpass, reason)
        case .skipped, .xfail, .xpass: return (status, reason)
        }
    }
}

/// Reads expectations files.
public enum ExpectationsLoader {
    /// The expectations of `engine` under `specsRoot`; none when the file does not exist.
    public static func load(engine: String, specsRoot: String) throws(SpecConfigError) -> Expectations {
        let path = (specsRoot as NSString).appendingPathComponent("expectations/\(engine).yaml")
        guard FileManager.default.fileExists(atPath: path) else { return Expectations() }
        return try parse(YAMLNode.load(file: path))
    }

    public static func parse(_ text: String, file: String) throws(SpecConfigError) -> Expectations {
        try parse(YAMLNode.parse(text, file: file))
    }

    /// Every problem of the file is found in one pass: the error thrown
    /// carries the rest in `others`.
    private static func parse(_ root: YAMLNode) throws(SpecConfigError) -> Expectations {
        let fields = try YAMLFields(root, what: "an expectations file", allowed: ["expected-failures", "fuzz-divergences"])
        var problems: [SpecConfigError] = []
        var entries: [Expectations.Entry] = []
        var listed: Set<String> = []
        var failures: [YAMLNode] = []
        do { failures = try fields.optional("expected-failures")?.sequence("'expected-failures'") ?? [] } catch { problems.append(error) }
        for item in failures {
            do throws(SpecConfigError) {
                let entry = try YAMLFields(item, what: "an expected failure", allowed: ["scenario", "reason"])
                let scenario = try entry.required("scenario").string("'scenario'")
                guard scenario.contains("::") else {
                    throw item.error("scenario '\(scenario)' must be 'path/File.swift::testName'")
                }
                let reason = try entry.required("reason").string("'reason'")
                guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw item.error("the expected failure of '\(scenario)' needs a reason")
                }
                if !listed.insert(scenario).inserted {
                    throw item.error("scenario '\(scenario)' is listed twice")
                }
                entries.append(.init(scenario: scenario, reason: reason, file: item.file, line: item.line, column: item.column))
            } catch {
                problems.append(error)
            }
        }
        var fuzz: [Expectations.FuzzEntry] = []
        var divergences: [YAMLNode] = []
        do { divergences = try fields.optional("fuzz-divergences")?.sequence("'fuzz-divergences'") ?? [] } catch { problems.append(error) }
        for item in divergences {
            do throws(SpecConfigError) {
                let entry = try YAMLFields(item, what: "a fuzz divergence", allowed: ["signature", "reason"])
                let signature = try entry.required("signature").string("'signature'")
                let reason = try entry.required("reason").string("'reason'")
                guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw item.error("the fuzz divergence '\(signature)' needs a reason")
                }
                if fuzz.contains(where: { $0.signature == signature }) {
                    throw item.error("fuzz divergence '\(signature)' is listed twice")
                }
                fuzz.append(.init(signature: signature, reason: reason))
            } catch {
                problems.append(error)
            }
        }
        if let combined = SpecConfigError.combined(problems) { throw combined }
        return Expectations(entries: entries, fuzzDivergences: fuzz)
    }
}
