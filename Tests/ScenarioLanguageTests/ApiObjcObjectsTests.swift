// A model class's own members (`Dog.primaryKey()`) and RLMObject's class
// methods are recorded as the uses of Object (or EmbeddedObject) and
// RLMObject; Swift key paths pick observe's key-path overload; an assigned
// subscript is RLMObject's setter. They run with the SDK's answers.

import Testing
@testable import ScenarioLanguage

@Suite("Class members and RLMObject's Swift spelling")
struct ApiObjcObjectsTests {
    private func uses(_ body: String) throws -> Set<String> { try recordedUses(body) }

    @Test("class members count for Object, or EmbeddedObject on an embedded class")
    func classMembersRecorded() throws {
        let recorded = try uses("""
        func testA() throws {
            let realm = try Realm()
            XCTAssertNil(Person.primaryKey())
            XCTAssertEqual(Address.className(), "Address")
            XCTAssertTrue(RLMRealm.default().isEmpty)
        }
        """)
        #expect(recorded.isSuperset(of: ["Object.primaryKey §2 #19", "EmbeddedObject.className §3 #20",
                                         "RLMRealm.default §12.1 #1"]), "\(recorded)")
    }

    @Test("Swift key paths are observe's key-path overload; an assigned subscript is the setter")
    func overloadsRecorded() throws {
        let recorded = try uses("""
        func testA() throws {
            let realm = try Realm()
            let rex = Dog()
            try realm.write { realm.add(rex) }
            let a = rex.observe(keyPaths: [\\Dog.name]) { _ in }
            let b = rex.observe(keyPaths: ["name"]) { _ in }
            try realm.write { rex["name"] = "Rex" }
            XCTAssertEqual(rex["name"] as? String, "Rex")
            a.invalidate()
            b.invalidate()
        }
        """)
        #expect(recorded.isSuperset(of: ["Object.observe §2 #9", "Object.observe §2 #8",
                                         "Object.subscript §2 #7", "Object.subscript §2 #7"]), "\(recorded)")
    }

    @Test("a class member of an unknown name is refused, as Swift refuses it")
    func unknownClassMember() {
        let file = load("""
        func testA() throws {
            XCTAssertNil(Dog.primaryKeys())
        }
        """)
        let messages = file.scenarios.flatMap(\.diagnostics).map(\.message) + file.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("primaryKeys") }, "\(messages)")
    }

    @Test("the hooks answer Object's defaults; the schema and hash answer as the SDK does")
    func answers() {
        let outcome = runOne("""
        func testA() throws {
            let realm = try Realm()
            XCTAssertNil(Person.primaryKey())
            XCTAssertEqual(Person.indexedProperties(), [])
            XCTAssertEqual(Person._getProperties().map(\\.name), ["id", "name", "dogs", "tags", "scores", "companion", "address"])
            XCTAssertEqual(realm.schema["Person"]?.primaryKeyProperty?.name, "id")
            try realm.write { _ = realm.create(Person.self, value: ["id": 1]) }
            XCTAssertEqual(try Realm().object(ofType: Person.self, forPrimaryKey: 1)!.hash, realm.object(ofType: Person.self, forPrimaryKey: 1)!.hash)
            try realm.write { XCTAssertFalse(realm.refresh()) }
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }
}
