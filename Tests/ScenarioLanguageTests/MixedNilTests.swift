// An AnyRealmValue property refuses Swift nil; `.none` clears it.

import EngineTestSupport
import RealmSpecCore
import Testing
@testable import ScenarioLanguage

@Suite("AnyRealmValue and nil")
struct MixedNilTests {
    @Test("nil through key-value coding, a subscript or an assignment is a type mismatch")
    func nilRefused() {
        let (outcome, calls) = record("""
        func testX() throws {
            let realm = try Realm()
            let p = Person(value: ["id": 1, "companion": "Rex"])
            assertThrows(p.companion = nil, .typeMismatch)
            try realm.write {
                realm.add(p)
                assertThrows(p.setValue(nil, forKey: "companion"), .typeMismatch)
                assertThrows(p["companion"] = nil, .typeMismatch)
                assertThrows(p.companion = nil, .typeMismatch)
                assertThrows(realm.objects(Person.self).setValue(nil, forKey: "companion"), .typeMismatch)
            }
            XCTAssertEqual(p.companion, .string("Rex"))
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        #expect(!calls.contains { $0.name == "set" || $0.name == "setForAll" }, "\(calls)")
    }

    @Test("the refusal names the property and the way to clear it")
    func message() {
        let (outcome, _) = record("""
        func testX() throws {
            let realm = try Realm()
            let p = Person(value: ["id": 1])
            try realm.write { realm.add(p) }
            try realm.write { p.setValue(nil, forKey: "companion") }
        }
        """)
        #expect(outcome.status == .error)
        #expect(outcome.error?.kind == ErrorKind.typeMismatch.rawValue)
        #expect(outcome.error?.message.contains("'Person.companion'") == true, "\(outcome)")
        #expect(outcome.error?.message.contains("'.none'") == true, "\(outcome)")
    }

    @Test(".none travels as null, and nil still clears an optional property")
    func noneIsNull() {
        let (outcome, calls) = record("""
        func testX() throws {
            let realm = try Realm()
            let p = Person(value: ["id": 1, "companion": "Rex"])
            let d = Dog(value: ["nickname": "R"])
            try realm.write { realm.add(p); realm.add(d) }
            try realm.write {
                p.companion = .none
                p.setValue(AnyRealmValue.none, forKey: "companion")
                d.nickname = nil
            }
            XCTAssertEqual(p.companion, .none)
            XCTAssertNil(d.nickname)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        let owner = ObjectKey(type: "Person", id: 1)
        #expect(calls.filter { $0 == .set(owner, property: "companion", value: .null) }.count == 2, "\(calls)")
    }
}
