// Running the whole kit on one engine and telling, capability by
// capability, what passed, what failed and what was skipped: what
// `realmspec conformance` prints and writes as JUnit.

public import RealmSpecCore

/// What one check (of the kit, or of another suite such as the wire
/// protocol's) found on one engine.
public struct ConformanceOutcome: Hashable, Sendable {
    public enum Status: Hashable, Sendable {
        case passed
        /// What was found broken, one message each.
        case failed([String])
        /// Why the check did not run: the capabilities the engine lacks.
        case skipped(String)
    }

    /// The table row the check belongs to: `core`, a capability
    /// (`lists`, `queries + sorting`) or a suite's area (`protocol: ids`).
    public var area: String
    /// What the engine must do, in words.
    public var name: String
    /// The doc section (or protocol page section) the behaviour comes from.
    public var section: String
    public var status: Status
    /// Seconds the check took.
    public var duration: Double

    public init(area: String, name: String, section: String, status: Status, duration: Double = 0) {
        self.area = area; self.name = name; self.section = section; self.status = status; self.duration = duration
    }

    public var failed: Bool { if case .failed = status { return true } else { return false } }
    public var skipped: Bool { if case .skipped = status { return true } else { return false } }
}

/// One row of the table: an area and how its checks ended.
public struct ConformanceRow: Hashable, Sendable {
    public var area: String
    public var passed: Int
    public var failed: Int
    public var skipped: Int
}

/// Every outcome of a conformance run on one engine.
///
/// ```swift
/// let report = ConformanceReport.run(engine: "reference", factory: { ReferenceEngine() })
/// print(report.table)
/// ```
public struct ConformanceReport: Hashable, Sendable {
    /// The engine's name as the run was asked for it.
    public var engine: String
    public var outcomes: [ConformanceOutcome]

    public init(engine: String, outcomes: [ConformanceOutcome]) {
        self.engine = engine; self.outcomes = outcomes
    }

    /// Runs every check of the kit on fresh engines from `factory`.
    ///
    /// A check needing a capability the engine does not declare is skipped,
    /// naming the capability; a factory that fails fails every check.
    public static func run(engine name: String, factory: EngineFactory) -> ConformanceReport {
        run(engine: name, factory: factory, checks: EngineConformanceKit.checks)
    }

    /// Runs the given checks of the kit (a selection of
    /// `EngineConformanceKit.checks`) on fresh engines from `factory`.
    public static func run(engine name: String, factory: EngineFactory, checks: [ConformanceCheck]) -> ConformanceReport {
        let info: EngineInfo?
        do {
            let engine = try factory()
            info = engine.info
            engine.close()
        } catch {
            info = nil
        }
        return ConformanceReport(engine: name, outcomes: checks.map { $0.outcome(on: info, factory: factory) })
    }

    /// Whether nothing failed.
    public var passed: Bool { !outcomes.contains(where: \.failed) }

    /// One row per area, in the order areas first appear.
    public var rows: [ConformanceRow] {
        var order: [String] = []
        var rows: [String: ConformanceRow] = [:]
        for outcome in outcomes {
            if rows[outcome.area] == nil {
                order.append(outcome.area)
                rows[outcome.area] = ConformanceRow(area: outcome.area, passed: 0, failed: 0, skipped: 0)
            }
            switch outcome.status {
            case .passed: rows[outcome.area]?.passed += 1
            case .failed: rows[outcome.area]?.failed += 1
            case .skipped: rows[outcome.area]?.skipped += 1
            }
        }
        // Core first, then capabilities in their declared order, then any other area.
        let rank = Dictionary(uniqueKeysWithValues: (["core"] + Capability.allCases.map(\.rawValue)).enumerated().map { ($1, $0) })
        func key(_ area: String) -> Int { rank[String(area.prefix { $0 != " " })] ?? rank.count }
        return order.enumerated().sorted { (key($0.element), $0.offset) < (key($1.element), $1.offset) }
            .compactMap { rows[$0.element] }
    }

    /// The table, one line per area, then every failure with its check.
    public var table: String {
        let rows = rows
        let width = max(10, rows.map(\.area.count).max() ?? 0)
        func pad(_ text: String, _ n: Int) -> String { text + String(repeating: " ", count: max(0, n - text.count)) }
        func cell(_ n: Int) -> String { String(repeating: " ", count: max(0, 7 - String(n).count)) + String(n) }
        var lines = [pad("area", width) + "  passed  failed skipped  verdict"]
        for row in rows {
            let verdict = row.failed > 0 ? "FAIL" : row.passed == 0 ? "skipped" : "ok"
            lines.append(pad(row.area, width) + " " + cell(row.passed) + " " + cell(row.failed) + " " + cell(row.skipped) + "  " + verdict)
        }
        let total = ConformanceRow(area: "total", passed: rows.map(\.passed).reduce(0, +),
                                   failed: rows.map(\.failed).reduce(0, +), skipped: rows.map(\.skipped).reduce(0, +))
        lines.append(pad("total", width) + " " + cell(total.passed) + " " + cell(total.failed) + " " + cell(total.skipped)
                     + "  " + (total.failed > 0 ? "FAIL" : "ok"))
        for outcome in outcomes {
            guard case .failed(let messages) = outcome.status else { continue }
            lines.append("FAIL [\(outcome.area)] \(outcome.name)")
            lines += messages.map { "    " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}

extension ConformanceCheck {
    /// The table row of the check: the capabilities it needs, or `core`.
    public var area: String {
        let needed = Capability.allCases.filter(requires.contains).map(\.rawValue)
        return needed.isEmpty ? "core" : needed.joined(separator: " + ")
    }

    /// Runs the check on a fresh engine and says how it ended.
    ///
    /// - Parameter info: what the engine says of itself, or nil when the
    ///   factory failed (the check then runs, and reports the failure).
    func outcome(on info: EngineInfo?, factory: EngineFactory) -> ConformanceOutcome {
        if let info, !applies(to: info) {
            let missing = Capability.allCases.filter { requires.contains($0) && !info.capabilities.contains($0) }
            return ConformanceOutcome(area: area, name: name, section: section,
                                      status: .skipped("the engine lacks " + missing.map(\.rawValue).joined(separator: ", ")))
        }
        let clock = ContinuousClock()
        let started = clock.now
        let failures = run(factory: factory)
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return ConformanceOutcome(area: area, name: name, section: section,
                                  status: failures.isEmpty ? .passed : .failed(failures.map(\.message)), duration: seconds)
    }
}
