// The same small-object workload through two engines that share the object
// store: the SQLite engine next to the reference engine (for information;
// each SQL engine's floor, hand-written SQL, is in SQLiteBench.swift and
// PostgresBench.swift).

internal import Foundation
internal import RealmSpecCore
internal import ReferenceEngine
internal import SQLiteEngine

enum BackendBench {
    /// Insert, query, primary-key lookups and deleting the matches on one engine.
    static func workload(_ engine: any Engine, count: Int, lookups: Int) throws -> [Double] {
        var times: [Double] = []
        times.append(try fastest(repeats: 1) { try EngineBench.insert(engine, count: count) })
        times.append(try fastest { _ = try engine.perform(.refresh); _ = try engine.perform(.count(EngineBench.young)) })
        times.append(try fastest {
            for i in 0..<lookups {
                _ = try engine.perform(.objectForPrimaryKey(type: "Small", key: .int(Int64((i &* 7919) % count))))
            }
        })
        times.append(try fastest(repeats: 1) {
            _ = try engine.perform(.beginWrite)
            _ = try engine.perform(.deleteCollection(EngineBench.young))
            _ = try engine.perform(.commitWrite(withoutNotifying: []))
        })
        return times
    }

    static func run(count: Int, lookups: Int) throws -> [BenchRow] {
        let sqlite = try workload(SQLiteEngine(), count: count, lookups: lookups)
        let reference = try workload(ReferenceEngine(), count: count, lookups: lookups)
        let names = ["insert \(count) objects in one write", "query age < 2", "\(lookups) primary-key lookups", "delete the matches"]
        return names.indices.map { BenchRow(name: "SQLite engine vs reference: " + names[$0], measured: sqlite[$0], floor: reference[$0], aim: "report") }
    }
}
