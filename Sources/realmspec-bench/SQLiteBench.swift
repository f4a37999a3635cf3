// The SQLite engine on the storage workload, each row next to its floor: the
// same work as hand-written SQL through the same driver (SQLite's C API,
// prepared statements, the same WAL and synchronous settings, a file of
// its own). Insert, a filtered count, primary-key lookups, a sorted query
// with a limit, an aggregate, deleting the matches, appending to a list.

internal import Foundation
internal import RealmSpecCore
internal import SQLiteEngine

enum SQLiteBench {
    /// The reference engine's bench type, and a holder of a list.
    static let schema = Schema(types: EngineBench.schema.types + [
        ObjectSchema(name: "Holder", properties: [
            PropertySchema(name: "id", type: .int, defaultValue: .int(0), isPrimaryKey: true),
            PropertySchema(name: "numbers", type: .int, collection: .list),
        ]),
    ])

    static let all = CollectionRef.objects(type: "Small")
    static let young = CollectionRef.filtered(all, .compare(Comparison(.keyPath(["age"]), .less, .constant(.int(2)))))
    static let byScore = CollectionRef.sorted(all, [SortDescriptor(keyPath: "score", ascending: false)])

    static func run(count: Int, lookups: Int, appends: Int) throws -> [BenchRow] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("realmspec-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let engineTimes = try engineWorkload(file: folder.appendingPathComponent("engine.sqlite").path,
                                             count: count, lookups: lookups, appends: appends)
        let floorTimes = try floorWorkload(file: folder.appendingPathComponent("floor.sqlite").path,
                                           count: count, lookups: lookups, appends: appends)
        let names = names(count: count, lookups: lookups, appends: appends)
        return names.indices.map {
            BenchRow(name: "SQLite engine: " + names[$0], measured: engineTimes[$0], floor: floorTimes[$0], aim: "≤ 2×")
        }
    }

    private static func engineWorkload(file: String, count: Int, lookups: Int, appends: Int) throws -> [Double] {
        let engine = SQLiteEngine(file: file)
        defer { engine.close() }
        return try workload(engine, count: count, lookups: lookups, appends: appends)
    }

    /// The storage workload through any engine: the rows of `names`, in order.
    static func workload(_ engine: any Engine, count: Int, lookups: Int, appends: Int) throws -> [Double] {
        var times: [Double] = []
        times.append(try fastest(repeats: 1) { try EngineBench.insert(engine, count: count, schema: schema) })
        // `refresh` first: each repetition evaluates afresh instead of reading
        // the contents the engine kept from the last one.
        times.append(try fastest { _ = try engine.perform(.refresh); _ = try engine.perform(.count(young)) })
        times.append(try fastest {
            for i in 0..<lookups {
                _ = try engine.perform(.objectForPrimaryKey(type: "Small", key: .int(Int64((i &* 7919) % count))))
            }
        })
        times.append(try fastest {
            _ = try engine.perform(.refresh)
            for i in 0..<10 { _ = try engine.perform(.element(byScore, index: i)) }
        })
        times.append(try fastest { _ = try engine.perform(.refresh); _ = try engine.perform(.aggregate(all, .sum, property: "score")) })
        times.append(try fastest(repeats: 1) {
            _ = try engine.perform(.beginWrite)
            _ = try engine.perform(.deleteCollection(young))
            _ = try engine.perform(.commitWrite(withoutNotifying: []))
        })
        _ = try engine.perform(.beginWrite)
        guard case .added(let holder?, _) = try engine.perform(.create(type: "Holder", value: .list([.int(1)]), update: .error)) else {
            throw EngineError(.engineFailure, "bench: no holder")
        }
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        let numbers = CollectionRef.property(owner: holder, name: "numbers")
        times.append(try fastest(repeats: 1) {
            _ = try engine.perform(.beginWrite)
            for i in 0..<appends { _ = try engine.perform(.listAppend(numbers, values: [.int(Int64(i))])) }
            _ = try engine.perform(.commitWrite(withoutNotifying: []))
        })
        return times
    }

    /// The names of the workload's rows.
    static func names(count: Int, lookups: Int, appends: Int) -> [String] {
        ["insert \(count) objects in one write", "count of a filtered query (age < 2)",
         "\(lookups) primary-key lookups", "the 10 highest scores (sorted, LIMIT 10)",
         "sum of a double property", "delete the matches of the filter",
         "append \(appends) list elements, one call each"]
    }

    /// The same work as SQL written by hand for this one table.
    private static func floorWorkload(file: String, count: Int, lookups: Int, appends: Int) throws -> [Double] {
        let db = try SQLiteFloorConnection(path: file)
        try db.exec("PRAGMA journal_mode = WAL")
        try db.exec("PRAGMA synchronous = NORMAL")
        try db.exec("CREATE TABLE small (id INTEGER PRIMARY KEY, name TEXT, age INTEGER, score REAL)")
        try db.exec("CREATE TABLE numbers (owner INTEGER NOT NULL, pos INTEGER NOT NULL, v INTEGER)")
        try db.exec("CREATE INDEX numbers_owner ON numbers (owner, pos)")
        var times: [Double] = []
        times.append(try fastest(repeats: 1) {
            try db.exec("BEGIN IMMEDIATE")
            let insert = try db.prepare("INSERT INTO small (id, name, age, score) VALUES (?, ?, ?, ?)")
            for i in 0..<count {
                try insert.run([.int(Int64(i)), .text("n\(i % 100)"), .int(Int64(i % 10)), .double(Double(i) * 0.5)])
            }
            try db.exec("COMMIT")
        })
        let countYoung = try db.prepare("SELECT count(*) FROM small WHERE age < 2")
        times.append(try fastest { _ = try countYoung.rows([]) })
        let lookup = try db.prepare("SELECT id FROM small WHERE id = ?")
        times.append(try fastest { for i in 0..<lookups { _ = try lookup.rows([.int(Int64((i &* 7919) % count))]) } })
        let top = try db.prepare("SELECT id FROM small ORDER BY score DESC LIMIT 10")
        times.append(try fastest { _ = try top.rows([]) })
        let sum = try db.prepare("SELECT sum(score) FROM small")
        times.append(try fastest { _ = try sum.rows([]) })
        times.append(try fastest(repeats: 1) {
            try db.exec("BEGIN IMMEDIATE")
            try db.exec("DELETE FROM small WHERE age < 2")
            try db.exec("COMMIT")
        })
        times.append(try fastest(repeats: 1) {
            try db.exec("BEGIN IMMEDIATE")
            let append = try db.prepare("INSERT INTO numbers (owner, pos, v) VALUES (1, ?, ?)")
            for i in 0..<appends { try append.run([.int(Int64(i)), .int(Int64(i))]) }
            try db.exec("COMMIT")
        })
        return times
    }
}
