// The lowering of the Realm API onto engine calls, checked on the calls a
// recording engine sees.

import EngineTestSupport
import RealmSpecCore
import ReferenceEngine
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

/// Runs the only scenario of `body` on a recording reference engine.
func record(_ body: String) -> (ScenarioOutcome, [EngineCall]) {
    let file = load(body)
    let engine = RecordingEngine(wrapping: ReferenceEngine())
    guard let s = file.scenarios.first else { return (ScenarioOutcome(status: .error), []) }
    let outcome = ScenarioInterpreter.run(s, of: file, on: engine)
    return (outcome, engine.calls)
}

@Suite("lowering")
struct LoweringTests {
    let owner = ObjectKey(type: "Person", id: 1)

    @Test("write brackets its block with beginWrite and commitWrite")
    func write() {
        let (outcome, calls) = record("""
        func testX() throws {
            let realm = try Realm()
            try realm.write { }
        }
        """)
        #expect(outcome.status == .passed)
        #expect(calls == [.beginWrite, .commitWrite(withoutNotifying: [])])
    }

    @Test("a graph with a cycle is one add with a local reference")
    func cycle() {
        let (outcome, calls) = record("""
        func testX() throws {
            let realm = try Realm()
            let a = DogOwnerLink()
            let rex = Dog(value: ["name": "Rex"])
            a.pet = rex
            let p = Person(value: ["id": 1, "dogs": [rex, rex]])
            try realm.write { realm.add(p) }
            XCTAssertEqual(p.dogs.count, 2)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        guard case .add(.newObject(let o), .error)? = calls.dropFirst().first else { Issue.record("\(calls)"); return }
        guard case .list(let dogs)? = o[field: "dogs"] else { Issue.record("no dogs"); return }
        #expect(dogs.count == 2)
        if case .newObject(let first) = dogs[0], case .localRef(let id) = dogs[1] { #expect(first.localId == id) } else {
            Issue.record("\(dogs)")
        }
    }

    @Test("update: policies reach the engine")
    func updatePolicy() {
        let (_, calls) = record("""
        func testX() throws {
            let realm = try Realm()
            try realm.write {
                realm.add(Person(value: ["id": 1]), update: .modified)
                realm.create(Person.self, value: ["id": 1, "name": "A"], update: .all)
            }
        }
        """)
        #expect(calls.contains { if case .add(_, .modified) = $0 { return true }; return false })
        #expect(calls.contains(.create(type: "Person", value: .map([MapEntry("id", .int(1)), MapEntry("name", .string("A"))]), update: .all)))
    }

    @Test("list operations lower onto list calls of the owner's property")
    func lists() {
        let (outcome, calls) = record("""
        func testX() throws {
            let realm = try Realm()
            let p = Person(value: ["id": 1])
            try realm.write {
                realm.add(p)
                p.dogs.append(Dog(value: ["name": "A"]))
                p.dogs.insert(Dog(value: ["name": "B"]), at: 0)
                p.dogs.move(from: 0, to: 1)
                p.dogs.swapAt(0, 1)
                p.dogs.remove(at: 0)
                p.dogs.removeAll()
            }
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        let ref = CollectionRef.property(owner: owner, name: "dogs")
        #expect(calls.contains(.listMove(ref, from: 0, to: 1)))
        #expect(calls.contains(.listSwap(ref, 0, 1)))
        #expect(calls.contains(.listRemove(ref, at: 0)))
        #expect(calls.contains(.listRemoveAll(ref)))
        #expect(calls.contains { if case .listInsert(ref, _, 0) = $0 { return true }; return false })
    }

    @Test("set and map operations lower onto set and map calls")
    func setsAndMaps() {
        let (outcome, calls) = record("""
        func testX() throws {
            let realm = try Realm()
            let p = Person(value: ["id": 1])
            try realm.write {
                realm.add(p)
                p.tags.insert("a")
                p.tags.remove("a")
                p.scores["x"] = 3
                p.scores.removeObject(for: "x")
            }
            XCTAssertFalse(p.tags.contains("a"))
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        let tags = CollectionRef.property(owner: owner, name: "tags")
        let scores = CollectionRef.property(owner: owner, name: "scores")
        #expect(calls.contains(.setInsert(tags, values: [.string("a")])))
        #expect(calls.contains(.setRemove(tags, values: [.string("a")])))
        #expect(calls.contains(.contains(tags, value: .string("a"))))
        #expect(calls.contains(.mapSet(scores, key: "x", value: .int(3))))
        #expect(calls.contains(.mapRemove(scores, key: "x")))
    }

    @Test("delete lowers objects, collections and arrays to their calls")
    func deletes() {
        let (outcome, calls) = record("""
        func testX() throws {
            let realm = try Realm()
            let a = Dog(value: ["name": "A"])
            let b = Dog(value: ["name": "B"])
            try realm.write {
                realm.add([a, b])
                realm.delete(a)
                realm.delete([b])
                realm.delete(realm.objects(Dog.self).where { $0.age > 3 })
                realm.deleteAll()
            }
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        #expect(calls.contains(.delete(ObjectKey(type: "Dog", id: 1))))
        #expect(calls.contains(.deleteObjects([ObjectKey(type: "Dog", id: 2)])))
        #expect(calls.contains(.deleteAll))
        #expect(calls.contains { if case .deleteCollection(.filtered(.objects(type: "Dog"), _)) = $0 { return true }; return false })
    }

    @Test("a predicate string and a where closure send the same query")
    func sameQuery() {
        let (_, calls) = record("""
        func testX() throws {
            let realm = try Realm()
            let a = realm.objects(Dog.self).where { $0.age < 2 }.count
            let b = realm.objects(Dog.self).filter("age < %@", 2).count
        }
        """)
        let counts = calls.filter { if case .count = $0 { return true }; return false }
        #expect(counts.count == 2)
        #expect(counts.first == counts.last)
    }

    @Test("observe and refresh run the block for each delivery, and invalidate stops it")
    func notifications() {
        let (outcome, calls) = record("""
        func testX() throws {
            let realm = try Realm()
            var calls = 0
            let token = realm.objects(Dog.self).observe { _ in calls += 1 }
            realm.refresh()
            token.invalidate()
            realm.refresh()
            XCTAssertEqual(calls, 1)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        #expect(calls.contains(.observe(.collection(.objects(type: "Dog")), keyPaths: nil)))
        #expect(calls.contains { if case .stopObserving = $0 { return true }; return false })
    }

    @Test("freeze lowers to the freeze call and the frozen handle reads the snapshot")
    func freeze() {
        let (outcome, calls) = record("""
        func testX() throws {
            let realm = try Realm()
            let frozen = realm.objects(Dog.self).freeze()
            XCTAssertTrue(frozen.isFrozen)
            assertThrows(frozen.observe { _ in }, .frozen)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        #expect(calls.contains(.freeze(.collection(.objects(type: "Dog")))))
    }

    @Test("an unmanaged object's reads and writes never reach the engine")
    func unmanagedStaysLocal() {
        let (outcome, calls) = record("""
        func testX() throws {
            let rex = Dog(value: ["name": "Rex"])
            rex.age = 3
            rex.favoriteToy = DogToy(value: ["name": "Ball"])
            XCTAssertEqual(rex.favoriteToy?.name, "Ball")
            XCTAssertEqual(rex.age, 3)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        #expect(calls.isEmpty)
    }
}
