// RLMRealm, RLMObject and RLMEmbeddedObject as receivers of their own: a
// call on one credits its Objective-C section's row, lint refuses the Swift
// type's members on it and a Swift `Object` where an RLMObject is taken (and
// the other way round), and the class hooks a model overrides answer at run
// time as the override says.

import Testing
@testable import ScenarioLanguage

@Suite("RLMRealm, RLMObject and RLMEmbeddedObject receivers")
struct ObjcRealmReceiverTests {
    static let models = testModels + """
        class RLMPet: RLMObject {
            @objc dynamic var id = 0
            @objc dynamic var name = ""
            @objc dynamic var tag: RLMTag?
            override class func primaryKey() -> String? { "id" }
            override class func indexedProperties() -> [String] { ["name"] }
        }
        class RLMTag: RLMEmbeddedObject {
            @objc dynamic var text = ""
        }

        """

    private func diagnostics(_ body: String) -> [String] {
        let file = load(body, models: Self.models)
        return file.diagnostics.map(\.message)
    }

    @Test("calls on RLMRealm, RLMObject and RLMEmbeddedObject credit their own sections' rows")
    func credits() throws {
        let recorded = try recordedUses("""
        func testA() throws {
            let realm = RLMRealm.default()
            XCTAssertFalse(realm.inWriteTransaction)
            let pet = RLMPet(value: ["id": 1, "tag": ["text": "a"]])
            try realm.transaction { realm.add(pet) }
            XCTAssertEqual(realm.allObjects("RLMPet").count, 1)
            XCTAssertTrue(pet.isEqual(to: RLMPet.object(forPrimaryKey: 1)))
            XCTAssertEqual(pet.tag!.realm?.isEmpty, false)
            XCTAssertEqual(RLMTag.className(), "RLMTag")
        }
        """, models: Self.models)
        #expect(recorded.isSuperset(of: [
            "RLMRealm.default §12.1 #1", "RLMRealm.inWriteTransaction §12.1 #6", "RLMRealm.transaction §12.1 #22",
            "RLMRealm.add §12.1 #37", "RLMRealm.allObjects §12.1 #44", "RLMRealm.isEmpty §12.1 #7",
            "RLMObject.init §12.2 #2", "RLMObject.isEqual §12.2 #34", "RLMObject.object §12.2 #24",
            "RLMEmbeddedObject.realm §12.3 realm", "RLMEmbeddedObject.className §12.3 className",
        ]), "\(recorded.sorted())")
        #expect(!recorded.contains { $0.hasPrefix("Realm.") || $0.hasPrefix("Object.") || $0.hasPrefix("EmbeddedObject.") },
                "\(recorded.sorted())")
    }

    @Test("the Swift Realm's and Object's members are not RLMRealm's or RLMObject's")
    func swiftMembersRefused() {
        let messages = diagnostics("""
        func testA() throws {
            let realm = RLMRealm.default()
            try realm.write { }
            XCTAssertFalse(realm.isInWriteTransaction)
            let pet = RLMPet()
            let token = pet.observe { _ in }
            token.invalidate()
        }
        """)
        #expect(messages.contains("unknown member 'write' on 'RLMRealm'"), "\(messages)")
        #expect(messages.contains("unknown member 'isInWriteTransaction' on 'RLMRealm'; did you mean 'inWriteTransaction'?"), "\(messages)")
        #expect(messages.contains("unknown property 'observe' on 'RLMPet'"), "\(messages)")
    }

    @Test("an RLMRealm takes RLMObjects and a Realm Swift Objects, one or in an array literal, each refusing the other by name")
    func objectKindsRefused() {
        let messages = diagnostics("""
        func testA() throws {
            let rlm = RLMRealm.default()
            rlm.add(Dog())
            let realm = try Realm()
            try realm.write { realm.add(RLMPet()) }
            rlm.addObjects([RLMPet(), Dog()] as NSArray)
            try realm.write { realm.add([Dog(), RLMPet()]) }
        }
        """)
        #expect(messages.contains("argument of 'add' must be an RLMObject; 'Dog' is a Swift 'Object', which does not convert to 'RLMObject'"),
                "\(messages)")
        #expect(messages.contains("argument of 'add' must be a Swift 'Object'; 'RLMPet' is an 'RLMObject', which does not convert to 'Object'"),
                "\(messages)")
        #expect(messages.contains("argument of 'addObjects' must hold RLMObjects; 'Dog' is a Swift 'Object', which does not convert to 'RLMObject'"),
                "\(messages)")
        #expect(messages.contains("argument of 'add' must hold Swift 'Object's; 'RLMPet' is an 'RLMObject', which does not convert to 'Object'"),
                "\(messages)")
        #expect(messages.count == 4, "\(messages)")
    }

    @Test("a class method taking an RLMRealm refuses a Swift Realm, and one taking a Realm an RLMRealm; ObjectiveCSupport converts either way")
    func realmKindsRefused() {
        let messages = diagnostics("""
        func testA() throws {
            let realm = try Realm()
            XCTAssertEqual(RLMPet.allObjects(in: realm).count, 0)
            XCTAssertEqual(Dog.allObjects(in: RLMRealm.default()).count, 0)
            XCTAssertEqual(RLMPet.allObjects(in: ObjectiveCSupport.convert(object: realm)).count, 0)
            XCTAssertEqual(Dog.allObjects(in: ObjectiveCSupport.convert(object: RLMRealm.default())).count, 0)
        }
        """)
        // A Swift model class has no allObjects(in:) at all: it is RLMObject's.
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.first == "argument 'in:' must be an 'RLMRealm', not a Swift 'Realm' (ObjectiveCSupport.convert(object:) gives one)",
                "\(messages)")
        #expect(messages.dropFirst().allSatisfy { $0.contains("is the Objective-C spelling, declared by 'RLMObject.Type'") }, "\(messages)")
    }

    @Test("an RLMEmbeddedObject class has none of RLMObject's creation, query or primary-key class methods")
    func embeddedClassMethodsRefused() {
        let messages = diagnostics("""
        func testA() throws {
            XCTAssertEqual(RLMTag.allObjects().count, 0)
            XCTAssertNil(RLMTag.primaryKey())
        }
        """)
        #expect(messages.contains("'allObjects()' is a class method of RLMObject, which RLMEmbeddedObject 'RLMTag' does not have"), "\(messages)")
        #expect(messages.contains("'primaryKey()' is a class method of RLMObject, which RLMEmbeddedObject 'RLMTag' does not have"), "\(messages)")
    }

    @Test("overridden hooks answer what the override returns; ObjectiveCSupport.convert(object:) gives the realm as an RLMRealm")
    func hooksAnswer() {
        let outcome = runOne("""
        func testA() throws {
            XCTAssertEqual(RLMPet.primaryKey(), "id")
            XCTAssertEqual(RLMPet.indexedProperties(), ["name"])
            XCTAssertEqual(RLMPet.ignoredProperties(), [])
            XCTAssertNil(Person.primaryKey())
            let realm = try Realm()
            let rlm = ObjectiveCSupport.convert(object: realm)
            try realm.write { realm.add(Dog()) }
            XCTAssertFalse(rlm.isEmpty)
            XCTAssertEqual(rlm.allObjects("Dog").count, 1)
        }
        """, models: Self.models)
        #expect(outcome.status == .passed, "\(outcome)")
    }
}
