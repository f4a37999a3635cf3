// Every recorded use carries its member id in Swift's spelling, and every id
// a scenario of the corpus can earn is one pages.yaml may name.

import Foundation
@testable import ScenarioAPI
@testable import ScenarioLanguage
import Testing

@Suite("member ids")
struct ApiMemberIdsTests {
    @Test("a declaration's id is its receiver, name and declared labels; a property has no parentheses")
    func declaredIds() {
        #expect(ApiMemberIds.declared.contains("MutableSet.remove(_:)"))
        #expect(ApiMemberIds.declared.contains("Realm.delete(_: Results)") && ApiMemberIds.undeclared.contains("Realm.delete(_:)"))
        #expect(ApiMemberIds.declared.contains("List.count"))
        #expect(ApiMemberIds.declared.contains("Realm.object(ofType:forPrimaryKey:)"))
        #expect(ApiMemberIds.declared.contains("Realm.write(withoutNotifying:_:)"))
        #expect(ApiMemberIds.declared.contains("RLMObject.objects(with:)") && !ApiMemberIds.declared.contains("Object.objects(with:)"))
        #expect(!ApiMemberIds.declared.contains("List.count()"))
        #expect(ApiMemberIds.declared == ApiMemberIds.declared.sorted() && Set(ApiMemberIds.declared).count == ApiMemberIds.declared.count)
        #expect(ApiMemberIds.all.isSuperset(of: ApiMemberIds.undeclared))
        #expect(ApiMemberIds.id("List", "insert", labels: ["_", "at"]) == "List.insert(_:at:)")
        #expect(ApiMemberIds.id("List", "count", labels: nil) == "List.count")
        #expect(ApiMemberIds.id("Realm", "deleteAll", labels: []) == "Realm.deleteAll()")
    }

    @Test("uses record the id of the overload lint bound, and of initialisers, subscripts, ==, iteration and AnyRealmValue cases")
    func recordedIds() throws {
        let file = load("""
        func testA() throws {
            let realm = try Realm()
            let p = Person(value: ["id": 1])
            try realm.write {
                realm.add(p)
                p.dogs.append(Dog())
                p.tags.insert("a")
                p.tags.remove("a")
                p.companion = .int(3)
            }
            XCTAssertEqual(p.dogs.count, 1)
            XCTAssertEqual(p.dogs[0].name, "")
            XCTAssertEqual(p.dogs, p.dogs)
            for d in p.dogs { XCTAssertEqual(d.name, "") }
            XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 1)?.name, "")
            XCTAssertEqual(p.companion, .int(3))
            XCTAssertEqual(p.dogs.sorted(byKeyPath: "age").count, 1)
        }
        """)
        #expect(file.scenarios.allSatisfy { $0.diagnostics.isEmpty }, "\(file.scenarios.map(\.diagnostics))")
        let usage = try #require(file.scenarios.first?.apiUsage)
        let ids = usage.creditedIds
        #expect(ids.isSuperset(of: [
            "Realm.init()", "Object.init(value:)", "Object.init()", "Realm.write(withoutNotifying:_:)", "Realm.add(_:update:)",
            "List.append(_:)", "MutableSet.insert(_:)", "MutableSet.remove(_:)", "AnyRealmValue.int(_:)", "List.count",
            "List.subscript(_:)", "List.==(_:)", "List.makeIterator()", "Realm.object(ofType:forPrimaryKey:)",
            "List.sorted(byKeyPath:ascending:)", "AnyRealmValue.==(_:)",
        ]), "\(ids.sorted())")
        #expect(!ids.contains("List.sorted(by:ascending:)"), "a sibling overload is not credited: \(ids.sorted())")
        #expect(ids.isSubset(of: ApiMemberIds.all), "\(ids.subtracting(ApiMemberIds.all).sorted())")
        #expect(ids == Set(usage.checked.flatMap { [$0.id, ApiMemberIds.family($0.id)] }))
    }

    @Test("on an embedded object a member has the EmbeddedObject id, in the family of the Object id")
    func embeddedIds() throws {
        let file = load("""
        func testA() throws {
            let p = Person(value: ["id": 1])
            p.address = Address()
            XCTAssertEqual(p.address?.isInvalidated, false)
        }
        """)
        let usage = try #require(file.scenarios.first?.apiUsage)
        let invalidated = try #require(usage.members.first { $0.name == "isInvalidated" })
        #expect(invalidated.receiver == "EmbeddedObject" && invalidated.id == "EmbeddedObject.isInvalidated")
        #expect(ApiMemberIds.family(invalidated.id) == "Object.isInvalidated" && usage.creditedIds.contains("Object.isInvalidated"))
        #expect(usage.members.contains { $0.receiver == "EmbeddedObject" && $0.id == "EmbeddedObject.init()" })
    }

    @Test("every id a scenario of the corpus uses is a known id pages.yaml may name")
    func corpusIdsAreKnown() {
        var unknown: Set<String> = []
        var seen = 0
        for folder in ["crud-delete", "crud-update", "rlmarray", "sdk", "language"] {
            for path in specFiles(folder) {
                for scenario in corpusFile(path).scenarios {
                    let ids = scenario.apiUsage?.creditedIds ?? []
                    seen += ids.count
                    unknown.formUnion(ids.subtracting(ApiMemberIds.all))
                }
            }
        }
        #expect(seen > 1000)
        #expect(unknown.isEmpty, "\(unknown.sorted())")
    }

    @Test("a misspelt id gets the id of the same member with other labels, else the nearest spelling")
    func nearest() {
        #expect(ApiMemberIds.nearest("MutableSet.remove(_:_:)") == "MutableSet.remove(_:)")
        #expect(ApiMemberIds.nearest("List.count()") == "List.count")
        #expect(ApiMemberIds.nearest("MutableSet.remuve(_:)") == "MutableSet.remove(_:)")
        #expect(ApiMemberIds.nearest("Zzzz.qqqq") == nil)
    }
}
