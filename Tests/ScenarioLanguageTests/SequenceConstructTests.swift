// Swift constructs of the SDK's own tests over collections and strings:
// `enumerated()`, `compactMap`, `flatMap`, `String(repeating:count:)`,
// `data(using:)`, `NSPredicate(value:)`, `NSCompoundPredicate`; an AnyRealmValue read by name; a
// distinct key path that ends in a list.

import RealmSpecCore
import ReferenceEngine
import Testing
@testable import ScenarioAPI
@testable import ScenarioInterpreter
@testable import ScenarioLanguage

@Suite("sequence and string constructs")
struct SequenceConstructTests {
    func run(_ body: String) -> ScenarioOutcome {
        let file = load(body)
        guard let scenario = file.scenarios.first else { return ScenarioOutcome(status: .error) }
        return ScenarioInterpreter.run(scenario, of: file, on: ReferenceEngine())
    }

    @Test("enumerated, compactMap and flatMap over a list, results and arrays")
    func sequences() {
        let outcome = run("""
        func testSequences() throws {
            let realm = try Realm()
            let ann = Person(value: ["id": 1, "dogs": [["name": "Rex"], ["name": "Max", "nickname": "M"]]])
            try realm.write { realm.add(ann) }
            var names: [String] = []
            for (i, dog) in ann.dogs.enumerated() {
                names.append("\\(i)\\(dog.name)")
            }
            XCTAssertEqual(names, ["0Rex", "1Max"])
            XCTAssertEqual(realm.objects(Dog.self).compactMap { $0.nickname }, ["M"])
            XCTAssertEqual(realm.objects(Person.self).flatMap { $0.dogs.map { $0.name } }, ["Rex", "Max"])
            XCTAssertEqual([[1, 2], [3]].flatMap { $0 }, [1, 2, 3])
            XCTAssertEqual([1, 2].enumerated().map { $0.0 + $0.1 }, [1, 3])
        }
        """)
        #expect(outcome.status == .passed, "\\(outcome)")
    }

    @Test("NSCompoundPredicate: AND and OR of subpredicates, NOT of one; AND of none matches all, OR of none matches none")
    func compoundPredicates() {
        let outcome = run("""
        func testCompound() throws {
            let realm = try Realm()
            try realm.write {
                realm.add(Dog(value: ["name": "Rex", "age": 3]))
                realm.add(Dog(value: ["name": "Max", "age": 5]))
            }
            let dogs = realm.objects(Dog.self)
            XCTAssertEqual(dogs.filter(NSCompoundPredicate(andPredicateWithSubpredicates: [])).count, 2)
            XCTAssertEqual(dogs.filter(NSCompoundPredicate(orPredicateWithSubpredicates: [])).count, 0)
            let young = NSPredicate(format: "age < %@", 4)
            let max = NSPredicate(format: "name == %@", "Max")
            XCTAssertEqual(dogs.filter(NSCompoundPredicate(andPredicateWithSubpredicates: [young, max])).count, 0)
            XCTAssertEqual(dogs.filter(NSCompoundPredicate(orPredicateWithSubpredicates: [young, max])).count, 2)
            XCTAssertEqual(dogs.filter(NSCompoundPredicate(notPredicateWithSubpredicate: young)).first?.name, "Max")
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("String(repeating:count:), data(using:) and NSPredicate(value:)")
    func strings() {
        let outcome = run("""
        func testStrings() throws {
            XCTAssertEqual(String(repeating: "ab", count: 3), "ababab")
            XCTAssertEqual("b".data(using: .utf8)!, Data("b".utf8))
            let realm = try Realm()
            try realm.write { realm.add(Dog()) }
            XCTAssertEqual(realm.objects(Dog.self).filter(NSPredicate(value: true)).count, 1)
            XCTAssertEqual(realm.objects(Dog.self).filter(NSPredicate(value: false)).count, 0)
        }
        """)
        #expect(outcome.status == .passed, "\\(outcome)")
    }

    @Test("an AnyRealmValue read by name is the value it holds, nil for .none")
    func mixedByName() {
        let outcome = run("""
        func testMixed() throws {
            let ann = Person(value: ["id": 1])
            XCTAssertNil(ann.value(forKey: "companion"))
            ann["companion"] = AnyRealmValue.string("hello")
            XCTAssertEqual(ann["companion"] as! String, "hello")
            let realm = try Realm()
            try realm.write { realm.add(ann) }
            XCTAssertEqual(ann.value(forKey: "companion") as! String, "hello")
            XCTAssertEqual(ann.companion, .string("hello"))
        }
        """)
        #expect(outcome.status == .passed, "\\(outcome)")
    }

    @Test("objects(at:) past the end raises on a Swift list and is nil on the RLMArray it wraps")
    func objectsAtPastTheEnd() {
        let outcome = run("""
        func testObjectsAt() throws {
            let realm = try Realm()
            let ann = Person(value: ["id": 1, "dogs": [["name": "Rex"]]])
            try realm.write { realm.add(ann) }
            assertThrows(ann.dogs.objects(at: [0, 5]))
            assertThrows(Person(value: ["id": 2, "dogs": [["name": "Max"]]]).dogs.objects(at: [3]))
            XCTAssertEqual(ann.dogs.objects(at: [0]).count, 1)
            let dogs = ObjectiveCSupport.convert(object: ann.dogs)
            XCTAssertNil(dogs.objects(at: [0, 5]))
            XCTAssertEqual(dogs.objects(at: [0])?.count, 1)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("distinct by a key path ending in a list is refused when the results are made")
    func distinctList() {
        let outcome = run("""
        func testDistinct() throws {
            let realm = try Realm()
            assertThrows(realm.objects(Person.self).distinct(by: ["dogs"]), .invalidQuery)
            XCTAssertEqual(realm.objects(Person.self).distinct(by: ["name"]).count, 0)
        }
        """)
        #expect(outcome.status == .passed, "\\(outcome)")
    }
}
