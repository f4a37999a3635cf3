// The models of the documentation pages' examples, and small helpers that
// keep each test to the behaviour it checks.

import RealmSpecCore
import Testing
@testable import ReferenceEngine

enum Fixture {
    static let schema = Schema(types: [
        ObjectSchema(name: "DogToy", properties: [
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
        ]),
        ObjectSchema(name: "Dog", properties: [
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "age", type: .int, defaultValue: .int(0)),
            PropertySchema(name: "color", type: .string, isOptional: true),
            PropertySchema(name: "favoriteToy", type: .object("DogToy"), isOptional: true),
            PropertySchema(name: "owners", type: .linkingObjects(originType: "Person", originProperty: "dogs")),
        ]),
        ObjectSchema(name: "Person", properties: [
            PropertySchema(name: "_id", type: .int, isPrimaryKey: true),
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "dogs", type: .object("Dog"), collection: .list),
            PropertySchema(name: "address", type: .object("Address"), isOptional: true),
            PropertySchema(name: "addresses", type: .object("Address"), collection: .list),
            PropertySchema(name: "clubs", type: .linkingObjects(originType: "DogClub", originProperty: "members")),
            PropertySchema(name: "tags", type: .string, collection: .set),
            PropertySchema(name: "scores", type: .int, collection: .list),
            PropertySchema(name: "nicknames", type: .string, collection: .map, isOptional: true),
            PropertySchema(name: "counts", type: .int, collection: .map),
            PropertySchema(name: "pets", type: .object("Dog"), collection: .map, isOptional: true),
            PropertySchema(name: "anything", type: .mixed),
            PropertySchema(name: "friends", type: .object("Dog"), collection: .set),
        ]),
        ObjectSchema(name: "DogClub", properties: [
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "members", type: .object("Person"), collection: .list),
        ]),
        ObjectSchema(name: "Address", isEmbedded: true, properties: [
            PropertySchema(name: "street", type: .string, defaultValue: .string("")),
            PropertySchema(name: "city", type: .string, isOptional: true),
        ]),
        ObjectSchema(name: "Measure", properties: [
            PropertySchema(name: "i", type: .int, isOptional: true),
            PropertySchema(name: "f", type: .float, defaultValue: .float(0)),
            PropertySchema(name: "d", type: .double, defaultValue: .double(0)),
            PropertySchema(name: "when", type: .date, defaultValue: .date(0)),
            PropertySchema(name: "text", type: .string, defaultValue: .string("")),
            PropertySchema(name: "dec", type: .decimal128, defaultValue: .decimal128("0")),
            PropertySchema(name: "flag", type: .bool, defaultValue: .bool(false)),
            PropertySchema(name: "any", type: .mixed),
            PropertySchema(name: "required", type: .string),
        ]),
    ])
}

/// One engine opened on the fixture schema, with helpers.
final class Realm {
    let engine = ReferenceEngine()
    private var nextLocal = 1

    init() throws { try engine.open(schema: Fixture.schema) }

    @discardableResult
    func call(_ c: EngineCall) throws -> EngineReply { try engine.perform(c) }

    /// Runs `body` in a write, commits, and checks the invariants.
    func write(_ body: () throws -> Void) throws {
        try call(.beginWrite)
        try body()
        try call(.commitWrite(withoutNotifying: []))
        try engine.checkInvariants()
    }

    func cancel() throws {
        try call(.cancelWrite)
        try engine.checkInvariants()
    }

    func new(_ type: String, _ fields: [String: Value] = [:], id: Int? = nil) -> Value {
        let localId = id ?? { defer { nextLocal += 1 }; return 1000 + nextLocal }()
        return .newObject(NewObject(type: type, localId: localId,
                                    fields: fields.sorted { $0.key < $1.key }.map { MapEntry($0.key, $0.value) }))
    }

    @discardableResult
    func add(_ value: Value, update: UpdatePolicy = .error) throws -> ObjectKey {
        guard case .added(let root?, _) = try call(.add(value, update: update)) else { throw Failure("no root") }
        return root
    }

    func dog(_ name: String, _ age: Int64 = 1) throws -> ObjectKey {
        try add(new("Dog", ["name": .string(name), "age": .int(age)]))
    }

    func person(_ id: Int64, _ name: String = "", dogs: [Value] = []) throws -> ObjectKey {
        try add(new("Person", ["_id": .int(id), "name": .string(name), "dogs": .list(dogs)]))
    }

    func get(_ key: ObjectKey, _ property: String) throws -> Value {
        guard case .value(let v) = try call(.get(key, property: property)) else { throw Failure("no value") }
        return v
    }

    func set(_ key: ObjectKey, _ property: String, _ value: Value) throws {
        try call(.set(key, property: property, value: value))
    }

    func count(_ ref: CollectionRef) throws -> Int {
        guard case .int(let n) = try call(.count(ref)) else { throw Failure("no count") }
        return n
    }

    func elements(_ ref: CollectionRef) throws -> [Value] {
        guard case .values(let vs) = try call(.elements(ref)) else { throw Failure("no values") }
        return vs
    }

    func names(_ ref: CollectionRef) throws -> [String] {
        try elements(ref).map { v in
            guard case .link(let k) = v, case .string(let s) = try get(k, "name") else { return "?" }
            return s
        }
    }

    func isValid(_ key: ObjectKey) throws -> Bool { try call(.isValid(key)) == .bool(true) }
}

struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

/// Checks that `body` fails with an error of `kind`; returns its message.
@discardableResult
func expectError(_ kind: ErrorKind, sourceLocation: SourceLocation = #_sourceLocation,
                 _ body: () throws -> Void) -> String {
    do {
        try body()
        Issue.record("expected \(kind.rawValue), nothing was thrown", sourceLocation: sourceLocation)
    } catch let e as EngineError {
        #expect(e.kind == kind, "\(e.message)", sourceLocation: sourceLocation)
        return e.message
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
    return ""
}

func lt(_ path: String, _ v: Value) -> Query { .compare(Comparison(.keyPath(path.split(separator: ".").map(String.init)), .less, .constant(v))) }
func eq(_ path: String, _ v: Value) -> Query { .compare(Comparison(.keyPath(path.split(separator: ".").map(String.init)), .equal, .constant(v))) }
let dogs = CollectionRef.objects(type: "Dog")
