// Each Objective-C collection type earns its own rows: a value typed as
// the RLMCollection protocol credits RLMCollection's rows and not
// RLMArray's; RLMArray's own members and subscript setter credit
// RLMArray's; the four addNotificationBlock forms each credit their row;
// overloads differing only in their result type are told apart by context;
// and calls declared only on an Objective-C type run on the collection it wraps.

import Testing
@testable import ScenarioLanguage

@Suite("Objective-C collection receivers")
struct ObjcCollectionReceiverTests {
    /// The `receiver.name §row` of each use of the one scenario of `body`.
    static func uses(_ body: String) throws -> Set<String> {
        let file = load(body)
        #expect(file.diagnostics.isEmpty && file.scenarios.allSatisfy { $0.diagnostics.isEmpty },
                "\(file.diagnostics) \(file.scenarios.map(\.diagnostics))")
        let usage = try #require(file.scenarios.first?.apiUsage)
        return Set(usage.members.map { "\($0.receiver).\($0.name) \($0.rowText)" })
    }

    @Test("a binding annotated RLMCollection credits the protocol's rows, the RLMArray it holds its own")
    func protocolReceiver() throws {
        let uses = try Self.uses("""
        func testX() throws {
            let p = Person()
            let array = ObjectiveCSupport.convert(object: p.dogs)
            let c: RLMCollection = ObjectiveCSupport.convert(object: p.dogs)
            XCTAssertEqual(c.count, 0)
            XCTAssertEqual(array.count, 0)
            XCTAssertNil(c.firstObject())
            XCTAssertEqual(c.objects(where: "age > 1").count, 0)
            XCTAssertEqual((array.value(forKey: "name") as! [String]), [])
        }
        """)
        #expect(uses.isSuperset(of: ["RLMCollection.count §12.4 count", "RLMArray.count §12.5 #1",
                                     "RLMCollection.firstObject §12.4 firstObject", "RLMCollection.objects §12.4 objectsWhere:"]), "\(uses)")
        #expect(!uses.contains("RLMArray.firstObject §12.5 #10"), "\(uses)")
        // On the class, a requirement its header redeclares credits the class's row only; one it
        // does not (valueForKey:) credits RLMCollection's.
        #expect(!uses.contains("RLMArray.count §12.4 count"), "\(uses)")
        #expect(uses.contains("RLMArray.value §12.4 valueForKey:"), "\(uses)")
    }

    @Test("a member RLMCollection does not require is refused on a value typed as the protocol")
    func protocolRefusesClassMembers() {
        let file = load("""
        func testX() throws {
            let p = Person()
            let c: RLMCollection = ObjectiveCSupport.convert(object: p.dogs)
            c.addObject(Dog())
            let t = c.addNotificationBlock({ _, _, _ in }, keyPaths: ["name"])
        }
        """)
        let messages = file.scenarios.flatMap(\.diagnostics).map(\.message)
        #expect(messages.count == 2, "\(messages)")
    }

    @Test("only an Objective-C collection converts to RLMCollection")
    func annotationNeedsObjcCollection() {
        let file = load("""
        func testX() throws {
            let p = Person()
            let c: RLMCollection = p.dogs
        }
        """)
        let messages = file.scenarios.flatMap(\.diagnostics).map(\.message)
        #expect(messages.contains { $0.contains("does not conform to 'RLMCollection'") }, "\(messages)")
    }

    @Test("an RLMArray's subscript setter credits #32, its getter #31; the four notification forms #33 to #36")
    func arrayRows() throws {
        let uses = try Self.uses("""
        func testX() throws {
            let realm = try Realm()
            let p = Person()
            try realm.write { realm.add(p) }
            let dogs = ObjectiveCSupport.convert(object: p.dogs)
            var calls = 0
            let t1 = dogs.addNotificationBlock { _, _, _ in calls += 1 }
            let t2 = dogs.addNotificationBlock({ _, _, _ in calls += 1 }, queue: nil)
            let t3 = dogs.addNotificationBlock({ _, _, _ in calls += 1 }, keyPaths: ["name"], queue: nil)
            let t4 = dogs.addNotificationBlock({ _, _, _ in calls += 1 }, keyPaths: ["name"])
            try realm.write { dogs.add(Dog()) }
            try realm.write { dogs[0] = Dog() }
            XCTAssertEqual(dogs[0].age, 0)
            XCTAssertEqual(calls, 0)
        }
        """)
        #expect(uses.isSuperset(of: ["RLMArray.subscript §12.5 #31", "RLMArray.subscript §12.5 #32",
                                     "RLMArray.addNotificationBlock §12.5 #33", "RLMArray.addNotificationBlock §12.5 #34",
                                     "RLMArray.addNotificationBlock §12.5 #35", "RLMArray.addNotificationBlock §12.5 #36"]), "\(uses)")
    }

    @Test("key-value coding typed as Any? is RealmCollection's; untyped it is the list's own, which shadows it")
    func resultTypeOverloads() throws {
        let uses = try Self.uses("""
        func testX() throws {
            let p = Person()
            let own = p.dogs.value(forKey: "name")
            let shared: Any? = p.dogs.value(forKey: "age")
            let path = p.dogs.value(forKeyPath: "age") as Any?
            XCTAssertNotNil(own)
            XCTAssertNotNil(shared)
            XCTAssertNotNil(path)
        }
        """)
        #expect(uses.isSuperset(of: ["List.value §5 L4", "List.value §4 RC35", "List.value §4 RC36"]), "\(uses)")
        #expect(!uses.contains("List.value §5 L5"), "\(uses)")
    }

    @Test("RLMSet's algebra with another RLMSet runs on the sets they wrap and credits RLMSet's rows")
    func setAlgebraRuns() throws {
        let body = """
        func testX() throws {
            let a = Person(value: ["tags": ["x", "y"]])
            let b = Person(value: ["tags": ["y", "z"]])
            let mine = ObjectiveCSupport.convert(object: a.tags)
            let theirs = ObjectiveCSupport.convert(object: b.tags)
            XCTAssertTrue(mine.intersects(theirs))
            mine.union(theirs)
            XCTAssertEqual(a.tags.count, 3)
            mine.setSet(theirs)
            XCTAssertTrue(mine.isEqual(to: theirs))
        }
        """
        let uses = try Self.uses(body)
        #expect(uses.isSuperset(of: ["RLMSet.intersects §12.7 intersectsSet:", "RLMSet.union §12.7 unionSet:",
                                     "RLMSet.setSet §12.7 setSet:", "RLMSet.isEqual §12.7 isEqualToSet:"]), "\(uses)")
        let outcome = runOne(body)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("RLMSet's algebra given a MutableSet is a lint error at the argument and credits no row, as Swift takes only an RLMSet there")
    func setAlgebraNeedsRLMSet() throws {
        let file = load("""
        func testX() throws {
            let a = Person(value: ["tags": ["x"]])
            let b = Person(value: ["tags": ["y"]])
            let mine = ObjectiveCSupport.convert(object: a.tags)
            mine.union(b.tags)
            XCTAssertEqual(a.tags.count, 2)
        }
        """)
        let errors = file.scenarios.flatMap(\.diagnostics)
        #expect(errors.contains { $0.message.contains("argument of 'union' must be an 'RLMSet', not a 'MutableSet'") && $0.severity == .error }, "\(errors)")
        let uses = Set(file.scenarios.first?.apiUsage?.members.map { "\($0.receiver).\($0.name)" } ?? [])
        #expect(!uses.contains("RLMSet.union"), "\(uses)")
    }

    @Test("a cast to Set<T> takes a set's key-value coding and refuses elements of another type")
    func setCast() {
        let outcome = runOne("""
        func testX() throws {
            let p = Person(value: ["tags": ["x", "y"]])
            let tags: Any? = p.tags.value(forKey: "self")
            XCTAssertEqual((tags as! Set<String>).sorted(), ["x", "y"])
            XCTAssertNil(tags as? Set<Int>)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }
}
