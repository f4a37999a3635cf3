// Reference engine, speed and memory: 1,000,000 small objects in one
// write, a query, deleting its matches, 100,000 primary-key lookups — each
// next to a plain Swift array of structs doing the same work.

internal import Foundation
internal import RealmSpecCore
internal import ReferenceEngine

enum EngineBench {
    static let schema = Schema(types: [
        ObjectSchema(name: "Small", properties: [
            PropertySchema(name: "id", type: .int, defaultValue: .int(0), isPrimaryKey: true),
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "age", type: .int, defaultValue: .int(0)),
            PropertySchema(name: "score", type: .double, defaultValue: .double(0)),
        ]),
    ])

    static let young = CollectionRef.filtered(
        .objects(type: "Small"),
        .compare(Comparison(.keyPath(["age"]), .less, .constant(.int(2)))))

    struct Small { var id: Int; var name: String; var age: Int; var score: Double }

    /// Opens `engine` on `schema` and creates `count` objects of `Small` in one write.
    static func insert<E: Engine>(_ engine: E, count: Int, schema: Schema = schema) throws {
        try engine.open(schema: schema)
        _ = try engine.perform(.beginWrite)
        for i in 0..<count {
            _ = try engine.perform(.create(type: "Small", value: .list([
                .int(Int64(i)), .string("n\(i % 100)"), .int(Int64(i % 10)), .double(Double(i) * 0.5),
            ]), update: .error))
        }
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
    }

    static func run(count: Int, lookups: Int) throws -> [BenchRow] {
        var rows: [BenchRow] = []
        var engine = ReferenceEngine()
        var floor: [Small] = []
        var floorIndex: [Int: Int] = [:]

        let tInsert = try fastest(repeats: 1) { engine = ReferenceEngine(); try insert(engine, count: count) }
        let fInsert = fastest(repeats: 1) {
            floor = []; floorIndex = [:]
            for i in 0..<count {
                floorIndex[i] = floor.count
                floor.append(Small(id: i, name: "n\(i % 100)", age: i % 10, score: Double(i) * 0.5))
            }
        }
        rows.append(BenchRow(name: "insert \(count) objects in one write", measured: tInsert, floor: fInsert, aim: "≤ 5×"))

        var matches = 0
        let tQuery = try fastest {
            // `refresh` first, so that each repetition evaluates the query
            // afresh rather than reading the contents the engine kept.
            _ = try engine.perform(.refresh)
            guard case .int(let n) = try engine.perform(.count(young)) else { return }
            matches = n
        }
        var floorMatches = 0
        let fQuery = fastest { floorMatches = floor.lazy.filter { $0.age < 2 }.count }
        rows.append(BenchRow(name: "query age < 2 (\(matches) of \(count))", measured: tQuery, floor: fQuery, aim: "≤ 5×"))
        guard matches == floorMatches else { throw EngineError(.engineFailure, "query counted \(matches), floor \(floorMatches)") }

        let tLookup = try fastest {
            for i in 0..<lookups {
                _ = try engine.perform(.objectForPrimaryKey(type: "Small", key: .int(Int64((i &* 7919) % count))))
            }
        }
        let fLookup = fastest {
            var found = 0
            for i in 0..<lookups { if let at = floorIndex[(i &* 7919) % count] { found &+= floor[at].age } }
            blackHole(found)
        }
        rows.append(BenchRow(name: "\(lookups) primary-key lookups", measured: tLookup, floor: fLookup, aim: "≤ 5×"))

        let tDelete = try fastest(repeats: 1) {
            _ = try engine.perform(.beginWrite)
            _ = try engine.perform(.deleteCollection(young))
            _ = try engine.perform(.commitWrite(withoutNotifying: []))
        }
        let fDelete = fastest(repeats: 1) { floor.removeAll { $0.age < 2 } }
        rows.append(BenchRow(name: "delete the \(matches) matches", measured: tDelete, floor: fDelete, aim: "≤ 5×"))
        return rows
    }

    /// Run in a process of its own: inserts `count` objects and prints peak MB.
    static func memoryProbe(count: Int, floorOnly: Bool) throws {
        if floorOnly {
            var floor: [Small] = []
            for i in 0..<count { floor.append(Small(id: i, name: "n\(i % 100)", age: i % 10, score: Double(i) * 0.5)) }
            blackHole(floor.count)
        } else {
            let engine = ReferenceEngine()
            try insert(engine, count: count)
            blackHole(engine)
        }
        print(peakResidentMB() ?? -1)
    }
}

@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }
