// The closing list of a run groups unexpected cases that say the same thing:
// a scenario that fails with the same message on every engine is listed once,
// with the hint that the scenario may be wrong; cases of one engine with one
// message (an engine that cannot start, 676 times) are one line with their
// count.

internal import SpecRunModel

/// One entry of the closing list of unexpected cases.
enum ClosingEntry: Equatable {
    /// One case.
    case one(CaseRecord)
    /// One scenario, the same status and message on every engine of the run.
    case everyEngine([CaseRecord])
    /// Several cases of one engine with the same status and message.
    case repeated([CaseRecord])

    /// The unexpected cases as entries, in the order of each entry's first case.
    /// - Parameter engineCount: the engines that ran the run's scenarios; a
    ///   failure on every engine is grouped only when there are at least two.
    static func entries(_ unexpected: [CaseRecord], engineCount: Int) -> [ClosingEntry] {
        var placed: [(first: Int, entry: ClosingEntry)] = []
        var used = Set<Int>()
        if engineCount > 1 {
            for indices in groups(unexpected, key: { "\($0.scenarioKey)\u{0}\($0.status.rawValue)\u{0}\($0.message ?? "")" })
            where Set(indices.map { unexpected[$0].engine }).count == engineCount && indices.count == engineCount {
                placed.append((indices[0], .everyEngine(indices.map { unexpected[$0] })))
                used.formUnion(indices)
            }
        }
        let rest = unexpected.indices.filter { !used.contains($0) }
        for indices in groups(rest.map { unexpected[$0] }, key: { "\($0.engine)\u{0}\($0.status.rawValue)\u{0}\($0.message ?? "")" }) {
            let records = indices.map { unexpected[rest[$0]] }
            let repeated = records.count > 1 && !(records[0].message ?? "").isEmpty
            placed += repeated ? [(rest[indices[0]], .repeated(records))] : zip(indices, records).map { (rest[$0], .one($1)) }
        }
        return placed.sorted { $0.first < $1.first }.map(\.entry)
    }

    /// Indices of `records` with equal keys, each group in order, groups in order of their first member.
    private static func groups(_ records: [CaseRecord], key: (CaseRecord) -> String) -> [[Int]] {
        var order: [String] = []
        var members: [String: [Int]] = [:]
        for (index, record) in records.enumerated() {
            let k = key(record)
            if members[k] == nil { order.append(k) }
            members[k, default: []].append(index)
        }
        return order.compactMap { members[$0] }
    }
}
