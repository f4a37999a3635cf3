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
        let usesA = Set(a.members.map { "\($0.receiver).\($0.name) \($0.rowText)" })
        #expect(usesA.isSuperset(of: ["Realm.init §1 #8", "Realm.write §1 #14", "Realm.add §1 #24", "List.append §5 L6",
                                      "List.count §4 RC3", "Object.isInvalidated §2 #5"]), "\(usesA)")
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
        let uses = Set(usage.members.map { "\($0.receiver).\($0.name) \($0.rowText)" })
        #expect(uses.isSuperset(of: ["Object.init §2 #2", "Object.init §2 #1", "EmbeddedObject.init §3 #1",
                                     "Object.subscript §2 #7", "List.subscript §5 L3",
                                     "Map.subscript §9 M13"]), "\(uses)")
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
        let uses = Set(usage.members.filter { $0.receiver == "Projection" }.map { "\($0.name) \($0.rowText)" })
        #expect(uses == ["init §11 P3", "isInvalidated §11 P12", "realm §11 P11", "rootObject §11 P2", "freeze §11 P14",
                         "isFrozen §11 P13"], "\(uses)")
    }

    @Test("assertThrows reasons are recorded as the literal's text, escapes resolved, or a name's literal, interpolated constants folded; a kind records nothing")
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
                                  "Can only add", "3"])
    }

    @Test("== and != of two receivers of one SDK type, XCTAssertEqual of them, and for … in over a collection are recorded")
    func recordsEqualityAndIteration() throws {
        let file = load("""
        func testEquality() throws {
            let realm = try Realm()
            let other = try Realm()
            let p = Person(value: ["id": 1])
            let q = Person(value: ["id": 2])
            let dog = Dog()
            try realm.write { realm.add(p); realm.add(q); realm.add(dog) }
            let all = realm.objects(Person.self)
            XCTAssertTrue(realm == other)
            XCTAssertFalse(p == q)
            XCTAssertEqual(p.dogs, p.dogs)
            XCTAssertNotEqual(p.tags, q.tags)
            XCTAssertTrue(p.scores != q.scores)
            XCTAssertTrue(all == all)
            XCTAssertTrue(dog.owners == dog.owners)
            XCTAssertTrue(p.companion == .none)
            XCTAssertTrue(p.address == q.address)
        }

        func testIteration() throws {
            let realm = try Realm()
            let p = Person(value: ["id": 1])
            let dog = Dog()
            try realm.write { realm.add(p); realm.add(dog) }
            var n = 0
            for d in p.dogs { n += d.age }
            for t in p.tags { n += t.count }
            for e in p.scores { n += e.value }
            for x in realm.objects(Person.self) { n += x.id }
            for o in dog.owners { n += o.id }
            XCTAssertEqual(n, 1)
        }

        func testNeither() throws {
            let p = Person(value: ["id": 1])
            XCTAssertEqual(p.dogs.count, 0)
            XCTAssertTrue(p.name == "")
            XCTAssertFalse(p.dogs.isEmpty == false)
        }
        """, models: testModels.replacingOccurrences(of: "    @Persisted var nickname: String?", with: """
            @Persisted var nickname: String?
            @Persisted(originProperty: "dogs") var owners: LinkingObjects<Person>
        """))
        #expect(file.diagnostics.isEmpty && file.scenarios.allSatisfy { $0.diagnostics.isEmpty },
                "\(file.diagnostics) \(file.scenarios.map(\.diagnostics))")
        func uses(_ name: String) throws -> Set<String> {
            let usage = try #require(file.scenarios.first { $0.name == name }?.apiUsage)
            return Set(usage.members.filter { ["==", "makeIterator"].contains($0.name) }.map { "\($0.receiver).\($0.name) \($0.rowText)" })
        }
        #expect(try uses("testEquality") == ["Realm.== §1 #51", "Object.== §2 #26", "List.== §5 L26", "MutableSet.== §7 S22",
                                             "Map.== §9 M39", "Results.== §6 R3", "LinkingObjects.== §8 LO4",
                                             "AnyRealmValue.== §10 A33", "EmbeddedObject.== §3 #22"])
        #expect(try uses("testIteration") == ["List.makeIterator §5 L23", "MutableSet.makeIterator §7 S16", "Map.makeIterator §9 M35",
                                              "Results.makeIterator §6 R4", "LinkingObjects.makeIterator §8 LO5"])
        #expect(try uses("testNeither").isEmpty)
    }

    @Test("range subscripts, List<T>()/MutableSet<T>()/Map<String, T>(), observe with Swift key paths, projectTo, a map's value(forKeyPath:) and linking objects declared by initialiser are recorded")
    func recordsCollectionForms() throws {
        let file = load("""
        func testForms() throws {
            let realm = try Realm()
            let p = Person(value: ["id": 1])
            try realm.write { realm.add(p) }
            let l = List<Int>()
            let s = MutableSet<String>()
            let m = Map<String, Int>()
            XCTAssertEqual(l.count + s.count + m.count, 0)
            XCTAssertEqual(Array(p.dogs[0..<0]).count, 0)
            XCTAssertEqual(Array(realm.objects(Dog.self)[0..<0]).count, 0)
            XCTAssertEqual(Array(p.tags[0..<0]).count, 0)
            let token = p.dogs.observe(keyPaths: [\\Dog.age]) { _ in }
            let plain = p.dogs.observe(keyPaths: ["age"]) { _ in }
            XCTAssertEqual(p.dogs.projectTo.name.count, 0)
            XCTAssertNil(p.scores.value(forKeyPath: "a"))
            XCTAssertEqual(Dog().owners.count, 0)
        }
        """, models: testModels.replacingOccurrences(of: "    @Persisted var nickname: String?", with: """
            @Persisted var nickname: String?
            let owners = LinkingObjects(fromType: Person.self, property: "dogs")
        """))
        #expect(file.diagnostics.isEmpty && file.scenarios.allSatisfy { $0.diagnostics.isEmpty },
                "\(file.diagnostics) \(file.scenarios.map(\.diagnostics))")
        let usage = try #require(file.scenarios.first?.apiUsage)
        let uses = Set(usage.members.map { "\($0.receiver).\($0.name) \($0.rowText)" })
        #expect(uses.isSuperset(of: ["List.init §5 L1", "MutableSet.init §7 S1", "Map.init §9 M5",
                                     "List.subscript §5 L16", "Results.subscript §4 RC7",
                                     "MutableSet.subscript §4 RC7", "List.observe §4 RC39",
                                     "List.projectTo §5 L25", "Map.value §9 M16",
                                     "LinkingObjects.init §8 LO1"]), "\(uses)")
        #expect(usage.members.filter { $0.row == .shared("RC39") }.count == 1)
    }

    @Test("JSONEncoder().encode(collection) and JSONDecoder().decode(List<T>.self, from:) are recorded; an encoded Swift array is not")
    func recordsCoding() throws {
        let file = load("""
        func testCoding() throws {
            let p = Person(value: ["id": 1])
            let a = try JSONEncoder().encode(p.tags)
            let b = try JSONEncoder().encode(p.scores)
            let c = try JSONEncoder().encode([1, 2])
            let l = try JSONDecoder().decode(List<Int>.self, from: a)
            let s = try JSONDecoder().decode(MutableSet<String>.self, from: a)
            let m = try JSONDecoder().decode(Map<String, Int>.self, from: b)
            XCTAssertEqual(l.count + s.count + m.count + c.count, 0)
        }
        """)
        #expect(file.diagnostics.isEmpty && file.scenarios.allSatisfy { $0.diagnostics.isEmpty },
                "\(file.diagnostics) \(file.scenarios.map(\.diagnostics))")
        let usage = try #require(file.scenarios.first?.apiUsage)
        let uses = Set(usage.members.filter { $0.id.hasSuffix("encode(to:)") || $0.id.hasSuffix("init(from:)") }
            .map { "\($0.id) \($0.rowText)" })
        #expect(uses == ["MutableSet.encode(to:) §4 RC49", "Map.encode(to:) §9 M38", "List.init(from:) §5 L24",
                         "MutableSet.init(from:) §7 S20", "Map.init(from:) §9 M37"], "\(uses)")
    }
}
