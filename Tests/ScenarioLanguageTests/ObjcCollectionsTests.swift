// The Objective-C collection members in their Swift spelling: lint refuses
// the unavailable initialisers and records init(objectClassName:), the
// subscript setter and each addNotificationBlock form with its own row;
// the interpreter refuses a queue it cannot honour, and setDictionary(_:)
// empties on nil and refuses what is not a dictionary.

import ReferenceEngine
import Testing
@testable import ScenarioLanguage

@Suite("Objective-C collection members")
struct ObjcCollectionsTests {
    @Test("init and new of the Objective-C collection classes are compile errors with the header's text")
    func unavailableInitialisers() {
        let file = load("""
        func testX() throws {
            let a = RLMArray<Dog>()
            let s = RLMSet(objectClassName: "Dog", other: 1)
            let r = RLMResults<Dog>(objectClassName: "Dog")
        }
        """)
        let messages = file.scenarios.flatMap(\.diagnostics).map(\.message)
        #expect(messages.contains("'init()' is unavailable: RLMArrays cannot be created directly"), "\(messages)")
        #expect(messages.contains("'init(objectClassName:other:)' is unavailable: RLMSets cannot be created directly"), "\(messages)")
        #expect(messages.contains("'init(objectClassName:)' is unavailable: RLMResults cannot be created directly"), "\(messages)")
    }

    @Test("init(objectClassName:), the subscript setter and the notification forms are recorded with their own rows")
    func recordsRows() throws {
        let file = load("""
        func testX() throws {
            let dogs = RLMArray(objectClassName: "Dog")
            let tags = RLMSet<Dog>(objectClassName: "Dog")
            XCTAssertEqual(dogs.count, tags.count)
            let p = Person()
            p.dogs[0] = Dog()
            p.scores["a"] = 1
            let t1 = ObjectiveCSupport.convert(object: p.dogs).addNotificationBlock({ _, _, _ in }, queue: nil)
            let t2 = ObjectiveCSupport.convert(object: p.dogs).addNotificationBlock({ _, _, _ in }, keyPaths: ["name"])
            let t3 = ObjectiveCSupport.convert(object: p.dogs).addNotificationBlock({ _, _, _ in }, keyPaths: ["name"], queue: nil)
        }
        """)
        #expect(file.scenarios.allSatisfy { $0.diagnostics.isEmpty }, "\(file.scenarios.map(\.diagnostics))")
        let usage = try #require(file.scenarios.first?.apiUsage)
        let uses = Set(usage.members.map { "\($0.receiver).\($0.name) \($0.rowText)" })
        #expect(uses.isSuperset(of: [
            "RLMArray.init §12.5 #43", "RLMSet.init §12.7 initWithObjectClassName:", "RLMArray.count §12.5 #1", "RLMSet.count §12.7 count",
            "List.subscript §5 L3", "Map.subscript §9 M13",
            "RLMArray.addNotificationBlock §12.5 #34", "RLMArray.addNotificationBlock §12.5 #35",
            "RLMArray.addNotificationBlock §12.5 #36",
        ]), "\(uses)")
    }

    @Test("a queue other than nil is refused, since a scenario has no threads")
    func queueRefused() {
        let outcome = runOne("""
        func testX() throws {
            let realm = try Realm()
            let p = Person()
            try realm.write { realm.add(p) }
            let t = ObjectiveCSupport.convert(object: p.dogs).addNotificationBlock({ _, _, _ in }, queue: "main")
        }
        """)
        #expect(outcome.status == .error, "\(outcome)")
        #expect(outcome.error?.message.contains("need threads") == true, "\(outcome)")
    }

    @Test("setDictionary(_:) empties on nil and refuses what is not a dictionary with MK6's text")
    func setDictionary() {
        let outcome = runOne("""
        func testX() throws {
            let p = Person(value: ["scores": ["a": 1]])
            ObjectiveCSupport.convert(object: p.scores).setDictionary(nil)
            XCTAssertEqual(p.scores.count, 0)
            ObjectiveCSupport.convert(object: p.scores).setDictionary(["b": 2])
            XCTAssertEqual(p.scores["b"], 2)
            assertThrows(ObjectiveCSupport.convert(object: p.scores).setDictionary(5), .typeMismatch, reason: "Cannot set dictionary to object of class '")
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("getVaList's arguments, or a plain array, fill the predicate of objects(where:args:)")
    func vaListArguments() {
        let outcome = runOne("""
        func testX() throws {
            let realm = try Realm()
            try realm.write {
                realm.add(Dog(value: ["name": "Rex", "age": 3]))
                realm.add(Dog(value: ["name": "Ash", "age": 5]))
            }
            let dogs = ObjectiveCSupport.convert(object: realm.objects(Dog.self))
            XCTAssertEqual(dogs.objects(where: "age > %@ AND name != %@", args: getVaList([1, "Rex"])).count, 1)
            XCTAssertEqual(dogs.objects(where: "age == %@", args: [9]).count, 0)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("objects(at:) past the end: nil from an RLMArray, the SDK's refusal from a Swift List")
    func objectsAtOutOfBounds() {
        let file = load("""
        func testX() throws {
            let realm = try Realm()
            let owner = Person(value: ["id": 1, "name": "Ann"])
            owner.dogs.append(Dog(value: ["name": "Rex"]))
            assertThrows(owner.dogs.objects(at: [0, 3]), reason: "Indexes for collection are out of bounds.")
            try realm.write { realm.add(owner) }
            assertThrows(owner.dogs.objects(at: [0, 3]), reason: "Indexes for collection are out of bounds.")
            let dogs = ObjectiveCSupport.convert(object: owner.dogs)
            XCTAssertNil(dogs.objects(at: [0, 3]))
            XCTAssertEqual(owner.dogs.objects(at: [0]).count, 1)
            let loose = RLMArray(objectClassName: "Dog")
            XCTAssertNil(loose.objects(at: [1]))
        }
        """)
        guard let scenario = file.scenarios.first else { Issue.record("no scenario: \(file.diagnostics)"); return }
        let outcome = ScenarioInterpreter.run(scenario, of: file, on: ReferenceEngine())
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("an unmanaged set or map of objects refuses an object of another class, and a map any other value")
    func unmanagedElementClass() {
        let outcome = runOne("""
        func testX() {
            let toy = DogToy(value: ["name": "Ball"])
            let dogs = MutableSet<Dog>()
            assertThrows(dogs.insert(toy), .typeMismatch, reason: "Object of type 'DogToy' does not match RLMSet type 'Dog'.")
            let named = Map<String, Dog?>()
            assertThrows(named["ball"] = toy, .typeMismatch, reason: "Value of type 'DogToy' does not match RLMDictionary value type 'Dog'.")
            named["none"] = nil
            dogs.insert(Dog())
            XCTAssertEqual(dogs.count, 1)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }
}
