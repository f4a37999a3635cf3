// realm.invalidate(): handles from before it are invalidated without asking the engine.

import EngineTestSupport
import RealmSpecCore
import Testing
@testable import ScenarioLanguage

@Suite("invalidate")
struct InvalidateTests {
    @Test("earlier handles raise invalidated without an engine call; later ones work")
    func earlierHandles() {
        let (outcome, calls) = record("""
        func testX() throws {
            let realm = try Realm()
            let p = Person(value: ["id": 1, "name": "Ann"])
            try realm.write { realm.add(p) }
            let people = realm.objects(Person.self)
            let dogs = p.dogs
            realm.invalidate()
            XCTAssertTrue(p.isInvalidated)
            XCTAssertTrue(people.isInvalidated)
            XCTAssertTrue(dogs.isInvalidated)
            assertThrows(p.name, .invalidated)
            assertThrows(p.name = "Bo", .invalidated)
            assertThrows(people.count, .invalidated)
            assertThrows(people.first, .invalidated)
            assertThrows(dogs.count, .invalidated)
            XCTAssertEqual(realm.objects(Person.self).first?.name, "Ann")
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        guard let at = calls.firstIndex(of: .commitWrite(withoutNotifying: [])) else { Issue.record("\(calls)"); return }
        let after = calls[(at + 1)...].map(\.name)
        // Only the last line, on a fresh results, reaches the engine.
        #expect(after == ["count", "element", "get"], "\(after)")
        #expect(!calls.contains { $0.name == "isValid" }, "\(calls)")
    }

    @Test("an open write is cancelled and a stale handle cannot be deleted or linked")
    func openWrite() {
        let (outcome, calls) = record("""
        func testX() throws {
            let realm = try Realm()
            let p = Person(value: ["id": 1])
            try realm.write { realm.add(p) }
            realm.beginWrite()
            realm.add(Person(value: ["id": 2]))
            realm.invalidate()
            XCTAssertFalse(realm.isInWriteTransaction)
            XCTAssertEqual(realm.objects(Person.self).count, 1)
            try realm.write {
                assertThrows(realm.delete(p), .invalidated)
                let d = DogOwnerLink()
                assertThrows(realm.add(Person(value: ["id": 3, "companion": AnyRealmValue.object(p)])), .invalidated)
                realm.add(d)
            }
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        #expect(calls.contains(.cancelWrite), "\(calls)")
        #expect(!calls.contains { $0.name == "delete" }, "\(calls)")
    }

    @Test("without invalidate, handles stay valid across writes")
    func noInvalidate() {
        let outcome = record("""
        func testX() throws {
            let realm = try Realm()
            let p = Person(value: ["id": 1])
            try realm.write { realm.add(p) }
            try realm.write { p.name = "A" }
            realm.refresh()
            XCTAssertFalse(p.isInvalidated)
            XCTAssertEqual(p.name, "A")
        }
        """).0
        #expect(outcome.status == .passed, "\(outcome)")
    }
}
