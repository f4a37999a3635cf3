// What an unmanaged object made by `init(value:)` holds and refuses, and
// the collection instances it keeps once it is added.

import RealmSpecCore
import ReferenceEngine
import Testing
@testable import ScenarioAPI
@testable import ScenarioInterpreter
@testable import ScenarioLanguage

@Suite("init(value:) of an unmanaged object and adding it")
struct UnmanagedInitTests {
    static let models = testModels + """
    class Holder: Object {
        @Persisted var flag = false
        @Persisted var ratio: Double = 0
        @Persisted var toy: DogToy?
        @Persisted var toys: List<DogToy>
        @Persisted var numbers: MutableSet<Int>
        @Persisted var anys: MutableSet<AnyRealmValue>
        @Persisted var byName: Map<String, DogToy?>
        @Persisted var any: AnyRealmValue
    }

    """

    func run(_ body: String) -> ScenarioOutcome {
        let file = load(body, models: Self.models)
        guard let scenario = file.scenarios.first else { return ScenarioOutcome(status: .error) }
        return ScenarioInterpreter.run(scenario, of: file, on: ReferenceEngine())
    }

    @Test("0 and 1 are a Bool's false and true; a Float given for a Double reads the float's value")
    func scalars() {
        let outcome = run("""
        func testScalars() throws {
            XCTAssertEqual(Holder(value: ["flag": 1]).flag, true)
            XCTAssertEqual(Holder(value: ["flag": 0]).flag, false)
            assertThrows(Holder(value: ["flag": 2]), .typeMismatch)
            XCTAssertEqual(Holder(value: ["ratio": 1.1 as Float]).ratio, 1.100000023841858)
            let realm = try Realm()
            try realm.write {
                XCTAssertEqual(realm.create(Holder.self, value: ["flag": 1, "ratio": 1.1 as Float]).ratio, 1.100000023841858)
            }
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("init(value:) refuses an object lacking the link class's keys, a string for a link or a list, and a set for an AnyRealmValue")
    func refusals() {
        let outcome = run("""
        func testRefusals() throws {
            assertThrows(Holder(value: ["toy": "invalid"]), .typeMismatch)
            assertThrows(Holder(value: ["toy": DogOwnerLink()]), .missingValue)
            assertThrows(Holder(value: ["toys": [DogOwnerLink()]]), .missingValue)
            assertThrows(Holder(value: ["toys": "invalid"]), .typeMismatch)
            assertThrows(Holder(value: ["byName": ["a": "invalid"]]), .typeMismatch)
            assertThrows(Holder(value: ["any": MutableSet<String>()]), .typeMismatch)
            XCTAssertEqual(Holder(value: ["toy": DogToy(), "toys": [["a"]], "byName": ["a": nil]]).toys.count, 1)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("init(value:) copies an object of another class that has the link class's keys into a new one of that class")
    func otherClassCopied() {
        let outcome = run("""
        func testCopied() throws {
            let dog = Dog(value: ["name": "Rex", "age": 3])
            let holder = Holder(value: ["toy": dog, "toys": [dog]])
            XCTAssertEqual(holder.toy?.name, "Rex")
            XCTAssertEqual(holder.toys[0].name, "Rex")
            XCTAssertTrue(holder.toy is DogToy)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("a set filled by init(value:) keeps each value once")
    func setDistinct() {
        let outcome = run("""
        func testSet() throws {
            XCTAssertEqual(Holder(value: ["numbers": [1, 1, 2, 3]]).numbers.count, 3)
            XCTAssertEqual(Holder(value: ["anys": [.none, .int(1), .string("a"), .none]]).anys.count, 3)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("an added object's list and map instances become its managed collections")
    func adopted() {
        let outcome = run("""
        func testAdopted() throws {
            let holder = Holder()
            let toys = holder.toys
            let byName = holder.byName
            toys.append(DogToy(value: ["a"]))
            let realm = try Realm()
            try realm.write {
                realm.add(holder)
                toys.append(DogToy(value: ["b"]))
                byName["b"] = DogToy(value: ["c"])
            }
            XCTAssertTrue(toys === holder.toys)
            XCTAssertNotNil(toys.realm)
            XCTAssertEqual(holder.toys.count, 2)
            XCTAssertEqual(toys[1].name, "b")
            XCTAssertEqual(holder.byName["b"]??.name, "c")
            XCTAssertEqual(realm.objects(DogToy.self).count, 3)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("results answer their realm after the realm is invalidated")
    func realmOfInvalidatedResults() {
        let outcome = run("""
        func testInvalidated() throws {
            let realm = try Realm()
            let results = realm.objects(Holder.self)
            XCTAssertFalse(results.isInvalidated)
            realm.invalidate()
            XCTAssertNotNil(results.realm)
            XCTAssertTrue(results.isInvalidated)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }
}
