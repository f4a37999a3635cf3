// Counting a run's results: the closing lines and the exit status.

public import SpecRunModel

/// The counts of one run (or of one engine in it).
public struct RunSummary: Hashable, Sendable {
    public var counts: [CaseStatus: Int]

    public init(_ cases: [CaseRecord]) {
        var counts: [CaseStatus: Int] = [:]
        for record in cases { counts[record.status, default: 0] += 1 }
        self.counts = counts
    }

    public subscript(status: CaseStatus) -> Int { counts[status] ?? 0 }

    /// Whether anything unexpected happened: a failure, an error, a timeout or
    /// an unexpected pass.
    public var hasUnexpected: Bool { CaseStatus.allCases.contains { $0.isUnexpected && self[$0] > 0 } }

    /// 0 when nothing was unexpected, 1 otherwise.
    public var exitStatus: Int32 { hasUnexpected ? 1 : 0 }

    /// `N xfail, N xpass, N error, N timeout`.
    public var detailLine: String {
        "\(self[.xfail]) xfail, \(self[.xpass]) xpass, \(self[.error]) error, \(self[.timeout]) timeout"
    }

    /// Every case that makes the run fail: failures, errors, timeouts and
    /// unexpected passes.
    public var failed: Int { CaseStatus.allCases.filter(\.isUnexpected).reduce(0) { $0 + self[$1] } }

    /// `N passed, N failed, N skipped`: the last line a run prints. "failed"
    /// counts everything that makes the run fail (errors, timeouts and
    /// unexpected passes too), so this line alone tells whether it did.
    /// Expected failures count as neither.
    public var finalLine: String {
        "\(self[.pass]) passed, \(failed) failed, \(self[.skipped]) skipped"
    }

    /// The live counter: the closing line's counts, with errors and
    /// timeouts named when there are any.
    public var counterLine: String {
        var parts: [String] = []
        if self[.error] > 0 { parts.append("\(self[.error]) error\(self[.error] == 1 ? "" : "s")") }
        if self[.timeout] > 0 { parts.append("\(self[.timeout]) timeout\(self[.timeout] == 1 ? "" : "s")") }
        guard !parts.isEmpty else { return finalLine }
        return "\(self[.pass]) passed, \(failed) failed (\(parts.joined(separator: ", "))), \(self[.skipped]) skipped"
    }

    /// Per engine, in the order the engines first appear.
    public static func perEngine(_ cases: [CaseRecord]) -> [(engine: String, summary: RunSummary)] {
        var order: [String] = []
        var grouped: [String: [CaseRecord]] = [:]
        for record in cases {
            if grouped[record.engine] == nil { order.append(record.engine) }
            grouped[record.engine, default: []].append(record)
        }
        return order.map { ($0, RunSummary(grouped[$0] ?? [])) }
    }
}
