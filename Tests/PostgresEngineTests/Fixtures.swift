// A small realm for the PostgreSQL engine's own tests: dogs with scalars of
// every translatable kind, optional values, links, and a list; and the
// server the tests need.

import Foundation
import Testing
import RealmSpecCore
@testable import PostgresEngine

enum Fixtures {
    static let schema = Schema(types: [
        ObjectSchema(name: "Dog", properties: [
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "nickname", type: .string, isOptional: true),
            PropertySchema(name: "age", type: .int, defaultValue: .int(0)),
            PropertySchema(name: "weight", type: .double, defaultValue: .double(0)),
            PropertySchema(name: "height", type: .float, defaultValue: .float(0)),
            PropertySchema(name: "born", type: .date, defaultValue: .date(0)),
            PropertySchema(name: "good", type: .bool, defaultValue: .bool(true)),
            PropertySchema(name: "price", type: .decimal128, defaultValue: .decimal128("0")),
            PropertySchema(name: "anything", type: .mixed, isOptional: true),
            PropertySchema(name: "owner", type: .object("Person"), isOptional: true),
            PropertySchema(name: "owners", type: .linkingObjects(originType: "Person", originProperty: "dogs")),
        ]),
        ObjectSchema(name: "Person", properties: [
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "age", type: .int, defaultValue: .int(0)),
            PropertySchema(name: "dogs", type: .object("Dog"), collection: .list),
            PropertySchema(name: "best", type: .object("Person"), isOptional: true),
        ]),
    ])

    /// An open engine holding five dogs and two people.
    static func engine() throws -> (PostgresEngine, dogs: [ObjectKey], people: [ObjectKey]) {
        let engine = PostgresEngine()
        try engine.open(schema: schema)
        _ = try engine.perform(.beginWrite)
        let ann = try create(engine, "Person", ["name": .string("Ann"), "age": .int(40)])
        let bob = try create(engine, "Person", ["name": .string("Bob"), "age": .int(7), "best": .link(ann)])
        let rows: [[String: Value]] = [
            ["name": .string("Rex"), "age": .int(1), "weight": .double(10.5), "height": .float(0.5), "born": .date(100),
             "owner": .link(ann), "nickname": .string("rexy"), "price": .decimal128("2.5"), "anything": .int(3)],
            ["name": .string("Émile"), "age": .int(3), "weight": .double(4), "height": .float(1.25), "born": .date(200),
             "owner": .link(bob), "good": .bool(false), "anything": .string("x")],
            ["name": .string("émile"), "age": .int(5), "weight": .double(7.25), "born": .date(300), "nickname": .string("")],
            ["name": .string("Rover"), "age": .int(2), "weight": .double(2), "height": .float(3), "owner": .link(ann)],
            ["name": .string("a*b?c"), "age": .int(12), "weight": .double(30)],
        ]
        var dogs: [ObjectKey] = []
        for row in rows { dogs.append(try create(engine, "Dog", row)) }
        _ = try engine.perform(.set(ann, property: "dogs", value: .list([.link(dogs[0]), .link(dogs[3]), .link(dogs[0])])))
        _ = try engine.perform(.set(bob, property: "dogs", value: .list([.link(dogs[1])])))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        return (engine, dogs, [ann, bob])
    }

    static func create(_ engine: PostgresEngine, _ type: String, _ fields: [String: Value]) throws -> ObjectKey {
        let entries = fields.sorted { $0.key < $1.key }.map { MapEntry($0.key, $0.value) }
        guard case .added(let root?, _) = try engine.perform(.create(type: type, value: .map(entries), update: .error)) else {
            throw EngineError(.engineFailure, "create answered no key")
        }
        return root
    }

    static func compare(_ path: [String], _ op: ComparisonOperator, _ value: Value,
                        ci: Bool = false, di: Bool = false) -> Query {
        .compare(Comparison(.keyPath(path), op, .constant(value), caseInsensitive: ci, diacriticInsensitive: di))
    }
}

/// The PostgreSQL server of the tests: the one the engine finds (make's
/// throwaway server, or REALMSPEC_POSTGRES_URL). Without one the tests fail,
/// saying so, unless REALMSPEC_POSTGRES=off skips them.
enum TestServer {
    /// Whether the PostgreSQL tests are switched off (REALMSPEC_POSTGRES=off).
    static let skipped = ProcessInfo.processInfo.environment["REALMSPEC_POSTGRES"] == "off"

    /// Why no server can be reached, or nil when one can.
    static let problem: String? = {
        switch PostgresServer.conninfo() {
        case .failure(let error): return error.message
        case .success(let info):
            do throws(EngineError) { _ = try PostgresConnection(conninfo: info, operation: "test"); return nil } catch { return error.message }
        }
    }()

    /// Records a failure naming the problem when no server can be reached.
    static func ready(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let problem else { return true }
        Issue.record("no PostgreSQL server for the postgres engine tests: \(problem) (REALMSPEC_POSTGRES=off skips these tests)",
                     sourceLocation: sourceLocation)
        return false
    }
}
