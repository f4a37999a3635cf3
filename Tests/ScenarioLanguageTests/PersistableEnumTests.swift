// Top-level PersistableEnums as model property types: the schema stores the
// raw type, a property defaults to the first case, and scenarios read cases
// as their raw values.

import RealmSpecCore
import Testing
@testable import ScenarioLanguage

@Suite("PersistableEnum properties")
struct PersistableEnumTests {
    static let models = """
    enum Kind: Int, PersistableEnum {
        case first = 2, second, third = 10
    }
    enum Label: String, PersistableEnum {
        case plain, fancy = "FANCY"
    }
    class Tagged: Object {
        @Persisted var kind: Kind
        @Persisted var label = Label.fancy
        @Persisted var maybe: Kind?
        @Persisted var kinds: List<Kind>
    }

    """

    @Test("an enum property is its raw type in the schema, defaulting to the first case; implicit raw values count on")
    func schema() throws {
        let file = load("func testX() {}", models: Self.models)
        #expect(file.diagnostics.filter { $0.severity == .error }.isEmpty, "\(file.diagnostics)")
        let tagged = try #require(file.schema.types.first { $0.name == "Tagged" })
        let kind = try #require(tagged.properties.first { $0.name == "kind" })
        #expect(kind.type == .int)
        #expect(kind.defaultValue == .int(2))
        #expect(tagged.properties.first { $0.name == "label" }?.defaultValue == .string("FANCY"))
        #expect(tagged.properties.first { $0.name == "maybe" }?.isOptional == true)
        #expect(tagged.properties.first { $0.name == "kinds" }?.collection == .list)
    }

    @Test("cases read as raw values: qualified, implicit, by raw value, all cases")
    func cases() {
        let outcome = runOne("""
        func testX() {
            let t = Tagged()
            XCTAssertEqual(t.kind, .first)
            t.kind = .second
            XCTAssertEqual(t.kind.rawValue, 3)
            XCTAssertEqual(Kind(rawValue: 10), Kind.third)
            XCTAssertNil(Kind(rawValue: 4))
            XCTAssertEqual(Kind.allCases, [.first, .second, .third])
            XCTAssertEqual(t.label, .fancy)
        }
        """, models: Self.models)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("a case the enum does not declare is a lint error naming the enum")
    func unknownCase() {
        let file = load("""
        func testX() {
            let k = Kind.fourth
        }
        """, models: Self.models)
        let messages = file.scenarios.flatMap(\.diagnostics).map(\.message)
        #expect(messages.contains { $0.contains("fourth") && $0.contains("Kind") }, "\(messages)")
    }

    @Test("an @objc RealmEnum types an @objc dynamic property of an old-style model, defaulting to the case given")
    func objcRealmEnum() throws {
        let models = """
        @objc enum Level: Int, RealmEnum {
            case low = 1
            case high = 3
        }
        class Gauge: Object {
            @objc dynamic var level = Level.high
        }

        """
        let body = """
        func testX() {
            let g = Gauge()
            XCTAssertEqual(g.level, Level.high)
            g.level = .low
            XCTAssertEqual(g.level.rawValue, 1)
        }
        """
        let file = load(body, models: models)
        #expect(file.diagnostics.filter { $0.severity == .error }.isEmpty, "\(file.diagnostics)")
        let level = try #require(file.schema.types.first { $0.name == "Gauge" }?.properties.first { $0.name == "level" })
        #expect(level.type == .int)
        #expect(level.defaultValue == .int(3))
        let outcome = runOne(body, models: models)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("a case two enums declare is taken from what it is compared with or listed after")
    func contextualCases() {
        let models = """
        enum Near: Int, PersistableEnum { case one = 1, two = 2 }
        enum Far: Int, PersistableEnum { case one = 10, two = 20 }
        class Trip: Object {
            @Persisted var near: Near
            @Persisted var far: Far?
            @Persisted var stops: List<Far>
        }

        """
        let outcome = runOne("""
        func testX() {
            let check = { (trip: Trip) in
                XCTAssertEqual(trip.near, .one)
                XCTAssertEqual(trip.far, .two)
                XCTAssertTrue(trip.far == .two)
                XCTAssertEqual(Array(trip.stops), [Far.one, .two])
            }
            let trip = Trip()
            trip.far = Far.two
            trip.stops.append(objectsIn: [Far.one, .two])
            XCTAssertEqual(trip.stops[1], 20)
            check(trip)
        }
        """, models: models)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
        let wrong = runOne("""
        func testX() {
            let trip = Trip()
            trip.far = Far.two
            XCTAssertEqual(trip.far, .one)
        }
        """, models: models)
        #expect(wrong.status == .failed)
    }

    @Test("an enum of RealmEnum without @objc stays outside the subset")
    func realmEnumNeedsObjc() {
        let file = load("func testX() {}", models: "enum Level: Int, RealmEnum { case low = 1 }\n")
        #expect(file.diagnostics.contains { $0.message.contains("enum") }, "\(file.diagnostics)")
    }

    @Test("a top-level enum that is not a PersistableEnum stays outside the subset")
    func plainEnumRefused() {
        let file = load("func testX() {}", models: "enum Plain { case a }\n")
        #expect(file.diagnostics.contains { $0.message.contains("enum") }, "\(file.diagnostics)")
    }
}
