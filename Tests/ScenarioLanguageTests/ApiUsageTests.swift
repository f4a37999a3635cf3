// Lint records, per scenario, the declared SDK members it calls on
// receivers of known types and the reasons it asserts: what the API and
// message coverage counts.

import Testing
@testable import ScenarioLanguage

@Suite("SDK uses recorded per scenario")
struct ApiUsageTests {
    @Test("calls and property reads on known receivers are recorded with their api-surface.md rows, per scenario")
    func recordsMembers() throws {
        let file = load("""
        func testA() throws {
            let realm = try Realm()
            let p = Person()
            try realm.write {
                realm.add(p)
                p.dogs.append(Dog())
            }
            XCTAssertEqual(p.dogs.count, 1)
            XCTAssertFalse(p.isInvalidated)
        }

        func testB() throws {
            let p = Person()
            p.scores["a"] = 1
            XCTAssertEqual(p.scores.keys.count, 1)
        }
        """)
        #expect(file.diagnostics.isEmpty && file.scenarios.allSatisfy { $0.diagnostics.isEmpty },
                "\(file.diagnostics) \(file.scenarios.map(\.diagnostics))")
        let a = try #require(file.scenarios.first { $0.name == "testA" }?.apiUsage)
        let usesA = Set(a.members.map { "\($0.receiver).\($0.name) \($0.ref)" })
        #expect(usesA.isSuperset(of: ["Realm.init §1 #8", "Realm.write §1 #14", "Realm.add §1 #24, #25; §12.1 #37", "List.append §5 L6",
                                      "List.count §4 RC3; §9 M7; §12.4 count", "Object.isInvalidated §2 #5; §12.2 #12"]), "\(usesA)")
        #expect(!usesA.contains { $0.hasPrefix("Map.") }, "testB's uses stay testB's: \(usesA)")
        let b = try #require(file.scenarios.first { $0.name == "testB" }?.apiUsage)
        let usesB = Set(b.members.map { "\($0.receiver).\($0.name)" })
        #expect(usesB == ["Object.init", "Map.keys", "Map.subscript"], "\(usesB)")
    }

    @Test("initialisers and subscripts count; on an embedded object a member is the EmbeddedObject's")
    func recordsSubscriptsInitialisersAndEmbedded() throws {
        let file = load("""
        func testA() throws {
            let p = Person(value: ["id": 1])
            let d = Dog()
            p.address = Address()
            XCTAssertEqual(p.address?.isInvalidated, false)
            XCTAssertEqual(p["name"] as? String, "")
            p.dogs.append(d)
            XCTAssertEqual(p.dogs[0].name, "")
            XCTAssertEqual(p.scores["x"], nil)
        }
        """)
        #expect(file.scenarios.allSatisfy { $0.diagnostics.isEmpty }, "\(file.scenarios.map(\.diagnostics))")
        let usage = try #require(file.scenarios.first?.apiUsage)
        let uses = Set(usage.members.map { "\($0.receiver).\($0.name) \($0.ref)" })
        #expect(uses.isSuperset(of: ["Object.init §2 #2; §12.2 #2", "Object.init §2 #1; §12.2 #1", "EmbeddedObject.init §3 #1; §12.2 #1",
                                     "Object.subscript §2 #7; §12.2 #37", "List.subscript §5 L3; §12.4 objectAtIndexedSubscript:",
                                     "Map.subscript §9 M13; §12.8 objectForKeyedSubscript:"]), "\(uses)")
        #expect(uses.contains { $0.hasPrefix("EmbeddedObject.isInvalidated") }, "\(uses)")
    }

    @Test("a projection made with init(projecting:) records that initialiser, its declared properties and methods, not its projected names")
    func recordsProjectionMembers() throws {
        let file = load("""
        func testA() throws {
            let realm = try Realm()
            let ann = Person(value: ["id": 1])
            try realm.write { realm.add(ann) }
            let p = PersonProjection(projecting: ann)
            XCTAssertEqual(p.firstName, "")
            XCTAssertFalse(p.isInvalidated)
            XCTAssertNotNil(p.realm)
            XCTAssertTrue(p.rootObject.isSameObject(as: ann))
            XCTAssertTrue(p.freeze().isFrozen)
        }
        """, models: testModels + """

        class PersonProjection: Projection<Person> {
            @Projected(\\Person.name) var firstName
        }

        """)
        #expect(file.diagnostics.isEmpty && file.scenarios.allSatisfy { $0.diagnostics.isEmpty },
                "\(file.diagnostics) \(file.scenarios.map(\.diagnostics))")
        let usage = try #require(file.scenarios.first?.apiUsage)
        let uses = Set(usage.members.filter { $0.receiver == "Projection" }.map { "\($0.name) \($0.ref)" })
        #expect(uses == ["init §11 P3", "isInvalidated §11 P12", "realm §11 P11", "rootObject §11 P2", "freeze §11 P14",
                         "isFrozen §11 P13"], "\(uses)")
    }

    @Test("assertThrows reasons are recorded as the literal's text, escapes resolved, or a name's literal; a kind or an interpolation records nothing")
    func recordsReasons() throws {
        let file = load(#"""
        func testA() throws {
            let realm = try Realm()
            assertThrows(realm.add(Person()), reason: "Can only add, remove, or create objects in a Realm in a \"write\" transaction")
            assertThrows(realm.add(Person()), .notInWriteTransaction, reason: "in a write transaction")
            assertThrows(realm.add(Person()), .notInWriteTransaction)
            let text = "Can only add"
            assertThrows(realm.add(Person()), reason: text)
            let other = 3
            assertThrows(realm.add(Person()), reason: "\(other)")
        }
        """#)
        let usage = try #require(file.scenarios.first?.apiUsage)
        #expect(usage.reasons == ["Can only add, remove, or create objects in a Realm in a \"write\" transaction", "in a write transaction",
                                  "Can only add"])
    }
}
