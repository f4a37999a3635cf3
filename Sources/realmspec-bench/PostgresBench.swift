// The PostgreSQL engine on the storage workload (the SQLite engine's:
// insert, a filtered count, primary-key lookups, a sorted query with a
// limit, an aggregate, deleting the matches, appending to a list), each
// next to its floor: the same work as hand-written SQL through libpq on the
// same server, one prepared statement per object, lookup or element, as the
// engine makes one call per object. `realmspec-bench --only postgres`.

internal import Foundation
internal import PostgresEngine
internal import RealmSpecCore

enum PostgresBench {
    static func run(count: Int, lookups: Int, appends: Int) throws -> [BenchRow] {
        let engine = PostgresEngine()
        defer { engine.close() }
        let measured = try SQLiteBench.workload(engine, count: count, lookups: lookups, appends: appends)
        let floor = try HandWrittenSQL(conninfo: PostgresServer.conninfo().get())
            .workload(count: count, lookups: lookups, appends: appends)
        let names = SQLiteBench.names(count: count, lookups: lookups, appends: appends)
        return names.indices.map {
            BenchRow(name: "PostgreSQL engine: " + names[$0], measured: measured[$0], floor: floor[$0], aim: "≤ 2×")
        }
    }
}

/// The floor: the workload as plain SQL statements over libpq.
private final class HandWrittenSQL {
    private let db: PostgresFloorConnection
    private let schema = "rs_bench_floor_\(ProcessInfo.processInfo.processIdentifier)"

    init(conninfo: String) throws {
        db = try PostgresFloorConnection(conninfo: conninfo)
        try exec("SET synchronous_commit = off")
    }

    deinit { try? exec("DROP SCHEMA IF EXISTS \(schema) CASCADE") }

    func workload(count: Int, lookups: Int, appends: Int) throws -> [Double] {
        var times: [Double] = []
        times.append(try fastest(repeats: 1) {
            try exec("DROP SCHEMA IF EXISTS \(schema) CASCADE; CREATE SCHEMA \(schema); "
                + "CREATE TABLE \(schema).small (id bigint PRIMARY KEY, pk bigint, name bytea, age bigint, score double precision); "
                + "CREATE UNIQUE INDEX ON \(schema).small (pk); "
                + "CREATE TABLE \(schema).numbers (owner bigint NOT NULL, pos bigint NOT NULL, v bigint); "
                + "CREATE INDEX ON \(schema).numbers (owner, pos)")
            try prepare("ins", "INSERT INTO \(schema).small VALUES ($1, $2, $3, $4, $5)")
            try exec("BEGIN")
            for i in 0..<count {
                try run("ins", [String(i + 1), String(i), "n\(i % 100)", String(i % 10), String(Double(i) * 0.5)])
            }
            try exec("COMMIT")
        })
        try prepare("young", "SELECT count(*) FROM \(schema).small WHERE age < 2")
        times.append(try fastest { try run("young", []) })
        try prepare("pk", "SELECT id FROM \(schema).small WHERE pk = $1")
        times.append(try fastest {
            for i in 0..<lookups { try run("pk", [String((i &* 7919) % count)]) }
        })
        try prepare("top", "SELECT id FROM \(schema).small ORDER BY score DESC LIMIT 10")
        times.append(try fastest { try run("top", []) })
        try prepare("sum", "SELECT sum(score) FROM \(schema).small")
        times.append(try fastest { try run("sum", []) })
        times.append(try fastest(repeats: 1) {
            try exec("BEGIN")
            try exec("DELETE FROM \(schema).small WHERE age < 2")
            try exec("COMMIT")
        })
        try prepare("append", "INSERT INTO \(schema).numbers VALUES (1, $1, $2)")
        times.append(try fastest(repeats: 1) {
            try exec("BEGIN")
            for i in 0..<appends { try run("append", [String(i), String(i)]) }
            try exec("COMMIT")
        })
        return times
    }

    private func exec(_ sql: String) throws { try db.exec(sql) }
    private func prepare(_ name: String, _ sql: String) throws { try db.prepare(name, sql) }
    private func run(_ name: String, _ parameters: [String]) throws { try db.run(name, parameters) }
}
