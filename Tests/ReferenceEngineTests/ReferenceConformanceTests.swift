// The engine conformance kit, and predicate strings end to end, on the reference engine.
// Section ids: rlmarray#querying, crud-delete#delete-multiple-objects

import Testing
import RealmSpecCore
import EngineTestSupport
import ReferenceEngine
import PredicateFormat

@Suite("Reference engine conformance")
struct ReferenceConformanceTests {
    @Test("the reference engine passes the conformance check", arguments: EngineConformanceKit.checks)
    func conforms(_ check: ConformanceCheck) {
        let failures = check.run(factory: { () throws(EngineError) -> any Engine in ReferenceEngine() })
        #expect(failures.isEmpty, "\(failures.map(\.message).joined(separator: "\n"))")
    }

    @Test("the reference engine takes part in every check")
    func everyCapability() {
        let info = ReferenceEngine().info
        #expect(EngineConformanceKit.checks.allSatisfy { $0.applies(to: info) })
    }
}

/// Predicate strings, parsed by PredicateFormat and evaluated by the reference
/// engine, select what the documentation says they select.
@Suite("Predicate strings on the reference engine")
struct PredicateStringEvaluationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var format: String
        var arguments: [Value] = []
        var expected: [String]
        var testDescription: String { format }
    }

    static let schema = Schema(types: [
        ObjectSchema(name: "Dog", properties: [
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "age", type: .int, defaultValue: .int(0)),
            PropertySchema(name: "favoriteToy", type: .object("DogToy"), isOptional: true),
        ]),
        ObjectSchema(name: "DogToy", properties: [PropertySchema(name: "name", type: .string, defaultValue: .string(""))]),
        ObjectSchema(name: "Person", properties: [
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "dogs", type: .object("Dog"), collection: .list),
        ]),
    ])

    /// Dogs Rex (1, toy Ball), Max (5), Émile (3); Ann owns Rex and Max, Bo owns Émile.
    static func makeRealm() throws -> ReferenceEngine {
        let engine = ReferenceEngine()
        try engine.open(schema: schema)
        _ = try engine.perform(.beginWrite)
        func create(_ type: String, _ fields: [MapEntry]) throws -> ObjectKey {
            guard case .added(let root?, _) = try engine.perform(.create(type: type, value: .map(fields), update: .error)) else {
                throw EngineError(.engineFailure, "create answered no key")
            }
            return root
        }
        let toy = try create("DogToy", [MapEntry("name", .string("Ball"))])
        let rex = try create("Dog", [MapEntry("name", .string("Rex")), MapEntry("age", .int(1)), MapEntry("favoriteToy", .link(toy))])
        let max = try create("Dog", [MapEntry("name", .string("Max")), MapEntry("age", .int(5))])
        let emile = try create("Dog", [MapEntry("name", .string("Émile")), MapEntry("age", .int(3))])
        _ = try create("Person", [MapEntry("name", .string("Ann")), MapEntry("dogs", .list([.link(rex), .link(max)]))])
        _ = try create("Person", [MapEntry("name", .string("Bo")), MapEntry("dogs", .list([.link(emile)]))])
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        return engine
    }

    static func names(_ engine: ReferenceEngine, _ type: String, _ query: Query) throws -> [String] {
        guard case .values(let elements) = try engine.perform(.elements(.filtered(.objects(type: type), query))) else { return [] }
        return try elements.map { element in
            guard case .link(let key) = element,
                  case .value(.string(let name)) = try engine.perform(.get(key, property: "name")) else { return "?" }
            return name
        }
    }

    @Test("dog queries select the documented dogs", arguments: [
        Case(format: "age < %@", arguments: [.int(2)], expected: ["Rex"]),
        Case(format: "age >= 3 AND name != 'Max'", expected: ["Émile"]),
        Case(format: "age BETWEEN {1, 3}", expected: ["Rex", "Émile"]),
        Case(format: "name IN %@", arguments: [.list([.string("Max"), .string("Rex")])], expected: ["Rex", "Max"]),
        Case(format: "name BEGINSWITH[c] 'm' OR name ENDSWITH 'x'", expected: ["Rex", "Max"]),
        Case(format: "name ==[cd] 'emile'", expected: ["Émile"]),
        Case(format: "name LIKE '?ax'", expected: ["Max"]),
        Case(format: "favoriteToy.name == 'Ball'", expected: ["Rex"]),
        Case(format: "favoriteToy == nil", expected: ["Max", "Émile"]),
        Case(format: "NOT (age > 2)", expected: ["Rex"]),
        Case(format: "3 <= age", expected: ["Max", "Émile"]),
        Case(format: "%K CONTAINS %@", arguments: [.string("name"), .string("e")], expected: ["Rex", "Émile"]),
        Case(format: "TRUEPREDICATE", expected: ["Rex", "Max", "Émile"]),
        Case(format: "FALSEPREDICATE", expected: []),
    ])
    func dogs(_ c: Case) throws {
        let engine = try Self.makeRealm()
        let query = try PredicateFormat.parse(c.format, arguments: c.arguments)
        #expect(try Self.names(engine, "Dog", query) == c.expected)
    }

    @Test("person queries over the dogs list select the documented people", arguments: [
        Case(format: "ANY dogs.age > 4", expected: ["Ann"]),
        Case(format: "ALL dogs.age > 2", expected: ["Bo"]),
        Case(format: "NONE dogs.name == 'Rex'", expected: ["Bo"]),
        Case(format: "dogs.@count == 2", expected: ["Ann"]),
        Case(format: "dogs.@sum.age > 5", expected: ["Ann"]),
        Case(format: "dogs.@max.age == 3", expected: ["Bo"]),
        Case(format: "dogs.@avg.age == 3", expected: ["Ann", "Bo"]),
        Case(format: "'Rex' IN dogs.name", expected: ["Ann"]),
    ])
    func people(_ c: Case) throws {
        let engine = try Self.makeRealm()
        let query = try PredicateFormat.parse(c.format, arguments: c.arguments)
        #expect(try Self.names(engine, "Person", query) == c.expected)
    }

    @Test("a parsed query on an unknown property is invalidQuery at evaluation")
    func unknownProperty() throws {
        let engine = try Self.makeRealm()
        let query = try PredicateFormat.parse("colour == 'brown'", arguments: [])
        let error = #expect(throws: EngineError.self) { try engine.perform(.count(.filtered(.objects(type: "Dog"), query))) }
        #expect(error?.kind == .invalidQuery)
    }
}
