// A call credits exactly the row of the overload lint resolves from its
// labels, its arguments' static types and its receiver: never every row of
// a name, and never an Objective-C type's row through a Swift receiver.

@testable import ScenarioAPI
@testable import ScenarioLanguage
import Testing

@Suite("Credit per overload and per receiver")
struct ApiOverloadTests {
    /// The rows the one scenario of `body` credits, as "Receiver id §row".
    func credits(_ body: String) throws -> Set<String> {
        let file = load(body)
        #expect(file.diagnostics.isEmpty && file.scenarios.allSatisfy { $0.diagnostics.isEmpty },
                "\(file.diagnostics) \(file.scenarios.map(\.diagnostics))")
        let usage = try #require(file.scenarios.first?.apiUsage)
        return Set(usage.members.map { "\($0.id) \($0.rowText)" })
    }

    @Test("realm.delete credits the one overload its argument's static type selects")
    func deleteByArgumentType() throws {
        let uses = try credits("""
        func testA() throws {
            let realm = try Realm()
            let p = Person()
            try realm.write {
                realm.add(p)
                realm.delete(realm.objects(Dog.self))
                realm.delete(p.dogs)
                realm.delete(p)
            }
            XCTAssertTrue(p.isInvalidated)
        }
        """)
        let deletes = uses.filter { $0.hasPrefix("Realm.delete") }
        #expect(deletes == ["Realm.delete(_: Results) §1 #32", "Realm.delete(_: List) §1 #30", "Realm.delete(_: Object) §1 #28"],
                "\(deletes.sorted())")
        #expect(uses.contains("Realm.add(_: Object, update: UpdatePolicy) §1 #24"), "\(uses.sorted())")
    }

    @Test("filter with a format string is the String overload, with an NSPredicate the NSPredicate one")
    func filterByArgumentType() throws {
        let format = try credits("""
        func testA() throws {
            let realm = try Realm()
            XCTAssertEqual(realm.objects(Dog.self).filter("age > 1").count, 0)
        }
        """)
        #expect(format.contains("Results.filter(_:_:) §4 RC13"), "\(format.sorted())")
        #expect(!format.contains { $0.contains("RC14") })
        let predicate = try credits("""
        func testA() throws {
            let realm = try Realm()
            XCTAssertEqual(realm.objects(Dog.self).filter(NSPredicate(format: "age > 1")).count, 0)
        }
        """)
        #expect(predicate.contains("Results.filter(_: NSPredicate) §4 RC14"), "\(predicate.sorted())")
        #expect(!predicate.contains { $0.contains("RC13") })
    }

    @Test("a fake overload added to the table is not credited by a call to its sibling, and is by a call to itself")
    func fakeOverload() throws {
        let fake = ApiMember.method([.realm], "delete", [.u(.collection(.set))], lowers: "none", rows: [.realm("#99")])
        let body = """
        func testA() throws {
            let realm = try Realm()
            let p = Person()
            try realm.write {
                realm.add(p)
                realm.delete(realm.objects(Dog.self))
            }
            XCTAssertEqual(realm.objects(Dog.self).count, 0)
        }
        """
        let sibling = try ApiDeclarations.$added.withValue([fake]) { try credits(body) }
        #expect(sibling.contains("Realm.delete(_: Results) §1 #32"), "\(sibling.sorted())")
        #expect(!sibling.contains { $0.contains("#99") }, "\(sibling.sorted())")
        let itself = try ApiDeclarations.$added.withValue([fake]) {
            try credits(body.replacingOccurrences(of: "realm.delete(realm.objects(Dog.self))", with: "realm.delete(p.tags)"))
        }
        #expect(itself.contains("Realm.delete(_: MutableSet) §1 #99"), "\(itself.sorted())")
    }

    @Test("a name bound by let to an array literal has the literal's shape: delete(dogs) is the sequence overload")
    func arrayBindingSelectsSequenceOverload() throws {
        let uses = try credits("""
        func testA() throws {
            let realm = try Realm()
            let dogs = [Dog(), Dog()]
            try realm.write { realm.add(dogs); realm.delete(dogs) }
            XCTAssertEqual(realm.objects(Dog.self).count, 0)
        }
        """)
        let deletes = uses.filter { $0.hasPrefix("Realm.delete") }
        #expect(deletes.count == 1 && deletes.first?.hasSuffix("§1 #29") == true, "\(uses.sorted())")
        #expect(uses.contains { $0.hasPrefix("Realm.add") && $0.hasSuffix("§1 #25") }, "\(uses.sorted())")
    }

    @Test("a collection's isEqual(_:) credits no row; == earns the collection's == row")
    func isEqualIsNotEquals() throws {
        let uses = try credits("""
        func testA() throws {
            let a = MutableSet<String>()
            let b = MutableSet<String>()
            XCTAssertTrue(a.isEqual(b))
        }
        """)
        #expect(!uses.contains { $0.hasSuffix("S22") }, "\(uses.sorted())")
        let operatorUses = try credits("""
        func testA() throws {
            let a = MutableSet<String>()
            let b = MutableSet<String>()
            XCTAssertTrue(a == b)
        }
        """)
        #expect(operatorUses.contains { $0.hasSuffix("§6 S22") || $0.hasSuffix(" S22") }, "\(operatorUses.sorted())")
    }

    @Test("a MutableSet given where an RLMSet is declared is a lint error at the argument; the converted set is not")
    func swiftCollectionForObjcParameter() throws {
        let bad = load("""
        func testA() throws {
            let p = Person()
            ObjectiveCSupport.convert(object: p.tags).union(p.tags)
        }
        """)
        let messages = bad.scenarios.flatMap(\.diagnostics).map(\.message)
        #expect(messages.contains { $0.contains("must be an 'RLMSet', not a 'MutableSet'") }, "\(messages)")
        let good = try credits("""
        func testA() throws {
            let p = Person()
            ObjectiveCSupport.convert(object: p.tags).union(ObjectiveCSupport.convert(object: p.tags))
            XCTAssertEqual(p.tags.count, 0)
        }
        """)
        #expect(good.contains { $0.hasPrefix("RLMSet.union") }, "\(good.sorted())")
    }

    @Test("a call whose argument types lint cannot tell apart credits no overload")
    func ambiguousCreditsNothing() throws {
        let uses = try credits("""
        func testA() throws {
            let realm = try Realm()
            let dogs = Array(realm.objects(Dog.self))
            try realm.write { realm.delete(dogs) }
            XCTAssertEqual(realm.objects(Dog.self).count, 0)
        }
        """)
        #expect(!uses.contains { $0.hasPrefix("Realm.delete") }, "\(uses.sorted())")
    }

    @Test("an Objective-C spelling on a Swift receiver credits no row; the Swift member credits the Swift row only")
    func objcRowsNeedAnObjcReceiver() throws {
        let uses = try credits("""
        func testA() throws {
            let p = Person()
            p.dogs.append(Dog())
            XCTAssertEqual(p.dogs.count, 1)
            XCTAssertNotNil(p.dogs.first)
        }
        """)
        #expect(uses.contains("List.count §4 RC3"), "\(uses.sorted())")
        #expect(uses.contains("List.first §4 RC5"), "\(uses.sorted())")
        #expect(!uses.contains { $0.contains("§12.") }, "\(uses.sorted())")
    }

    @Test("every declaration names at most one row per section, and a call on a Swift receiver never credits an Objective-C row")
    func oneRowPerSection() {
        let objc: Set<ApiReceiver> = [.rlmRealmClass, .rlmArrayClass, .rlmSetClass, .rlmArray, .rlmSet, .rlmResults, .rlmDictionary,
                                       .rlmCollection, .rlmRealm, .rlmObject, .rlmObjectClass]
        for m in ApiDeclarations.all {
            let sections = m.rows.map(\.section)
            #expect(Set(sections).count == sections.count, "\(m.signature): \(m.rows)")
            if m.origin != .sdk { #expect(m.rows.isEmpty, "\(m.signature)") } else { #expect(!m.rows.isEmpty, "\(m.signature)") }
            for r in m.receivers {
                let credited = m.row(on: r)?.section.isObjectiveC
                if objc.contains(r) { #expect(credited != false, "\(r.rawValue) \(m.signature)") } else { #expect(credited != true, "\(r.rawValue) \(m.signature)") }
            }
        }
    }

    @Test("a call on an RLMArray credits RLMArray's row; the same member on the List it wraps credits the List's")
    func objcReceiverCreditsObjcRow() throws {
        let uses = try credits("""
        func testA() throws {
            let p = Person()
            let dogs = RLMArray<Dog>(objectClassName: "Dog")
            dogs.add(Dog())
            XCTAssertEqual(dogs.count, 1)
            XCTAssertEqual(ObjectiveCSupport.convert(object: p.dogs).count, 0)
            XCTAssertEqual(p.dogs.count, 0)
            XCTAssertEqual(ObjectiveCSupport.convert(object: p.scores).count, 0)
            let realm = try Realm()
            XCTAssertFalse(ObjectiveCSupport.convert(object: realm.objects(Dog.self)).isInvalidated)
            let wrapped = ObjectiveCSupport.convert(object: p.dogs)
            XCTAssertEqual(wrapped.objects(where: "age > 1").count, 0)
            XCTAssertEqual(p.dogs.filter("age > 1").count, 0)
        }
        """)
        #expect(uses.isSuperset(of: ["RLMArray.add(_:) §12.5 #12", "RLMArray.count §12.5 #1", "List.count §4 RC3",
                                     "RLMDictionary.count §12.8 count", "RLMResults.isInvalidated §12.6 invalidated",
                                     "RLMArray.objects(where:_:) §12.5 #25", "RLMResults.count §12.6 count",
                                     "List.filter(_:_:) §4 RC13", "Results.count §4 RC3"]), "\(uses.sorted())")
        #expect(!uses.contains { $0.hasPrefix("List.add") }, "\(uses.sorted())")
    }

    @Test("member ids follow Swift's spelling, with argument types only where labels repeat")
    func memberIds() {
        #expect(ApiDeclarations.members(.list, named: "append").map(\.id).sorted() == ["List.append(_:)", "List.append(objectsIn:)"])
        #expect(ApiDeclarations.members(.list, named: "count").first?.id(on: .list) == "List.count")
        #expect(ApiDeclarations.members(.realm, named: "object").first?.id == "Realm.object(ofType:forPrimaryKey:)")
        #expect(ApiDeclarations.members(.set, named: "remove").first?.id == "MutableSet.remove(_:)")
        #expect(ApiDeclarations.members(.realm, named: "delete").map(\.id).contains("Realm.delete(_: Results)"))
    }
}
