// An RLMObject's ignored property is an instance variable of each handle:
// lint accepts it, the handle it was set on keeps it (managed or not), no
// other handle of the object sees it, and it is never stored.

import ReferenceEngine
import Testing
@testable import ScenarioLanguage

@Suite("Ignored properties of RLMObject models")
struct ObjcIgnoredPropertyTests {
    static let models = testModels + """
    class Scratch: RLMObject {
        @objc dynamic var name = ""
        @objc dynamic var note: AnyObject?
        override class func ignoredProperties() -> [String]? { ["note"] }
    }

    """

    @Test("an ignored property is kept by its handle only and never stored")
    func keptPerHandle() {
        let file = load("""
        func testX() throws {
            let realm = RLMRealm.default()
            let s = Scratch()
            s.note = NSObject()
            XCTAssertNotNil(s.note)
            try realm.transaction {
                s.name = "a"
                realm.add(s)
            }
            XCTAssertNotNil(s.note)
            try realm.transaction { s.note = nil }
            XCTAssertNil(s.note)
            s.note = NSObject()
            let again = Scratch.allObjects(in: realm).firstObject() as! Scratch
            XCTAssertNil(again.note)
            XCTAssertEqual(again.name, "a")
        }
        """, models: Self.models)
        #expect(file.scenarios.allSatisfy { $0.diagnostics.isEmpty }, "\(file.scenarios.map(\.diagnostics))")
        #expect(file.schema[type: "Scratch"]?.properties.map(\.name) == ["name"])
        let outcome = file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
        #expect(outcome?.status == .passed, "\(String(describing: outcome))")
    }

    @Test("NSObject() given for a persisted property of an unmanaged object is refused with TY1, naming NSObject")
    func plainObjectRefused() {
        let models = testModels + """
        class Labelled: Object {
            @Persisted var label = ""
        }

        class Shelf: Object {
            @Persisted var items: List<Labelled>
        }

        """
        let outcome = runOne("""
        func testX() throws {
            assertThrows(Labelled(value: ["label": NSObject()]), .typeMismatch,
                         reason: "Invalid value '<NSObject: 0x…>' of type 'NSObject' for 'string' property 'Labelled.label'.")
            let shelf = Shelf()
            assertThrows(shelf.setValue([["label": NSObject()]], forKey: "items"), .typeMismatch)
            XCTAssertEqual(shelf.items.count, 0)
            shelf.setValue([["label": "a"]], forKey: "items")
            XCTAssertEqual(shelf.items.count, 1)
        }
        """, models: models)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("a managed RealmOptional primary key refuses .value and setValue(_:forKey:) with PK6, and the subscript with PK5")
    func wrappedPrimaryKey() {
        let models = testModels + """
        class Keyed: Object {
            @objc dynamic var label = ""
            let key = RealmOptional<Int>()
            override class func primaryKey() -> String? { "key" }
        }

        """
        let outcome = runOne("""
        func testX() throws {
            let realm = try Realm()
            let k = Keyed()
            k.key.value = 3
            k.key.value = 4
            XCTAssertEqual(k.key.value, 4)
            try realm.write {
                realm.add(k)
                assertThrows(k.key.value = 5, .primaryKeyChange, reason: "Cannot modify primary key after creation: 'Keyed.key'")
                assertThrows(k.setValue(4, forKey: "key"), .primaryKeyChange, reason: "Cannot modify primary key after creation: 'Keyed.key'")
                assertThrows(k["key"] = 5, .primaryKeyChange, reason: "Primary key can't be changed to '5' after an object is inserted.")
                k.label = "kept"
            }
            XCTAssertEqual(k.key.value, 4)
            XCTAssertEqual(k.label, "kept")
        }
        """, models: models)
        #expect(outcome.status == .passed, "\(outcome)")
    }
}
