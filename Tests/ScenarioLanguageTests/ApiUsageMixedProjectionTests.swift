// Lint records AnyRealmValue's cases (as values and as patterns), its
// statics and initialiser, and a projection's PersistedType and Swift
// key-path observe as uses of their api-surface.md rows (§10, §11).

import RealmSpecCore
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("AnyRealmValue and Projection uses recorded")
struct ApiUsageMixedProjectionTests {
    private static let projection = """

    class PersonProjection: Projection<Person> {
        @Projected(\\Person.name) var firstName
    }

    """

    private func uses(_ body: String) throws -> Set<String> { try recordedUses(body, models: testModels + Self.projection) }

    @Test("a case spelt as a value, with or without its type, and as a pattern records its row A1–A14")
    func recordsCases() throws {
        let found = try uses("""
        func testA() throws {
            let p = Person()
            p.companion = .int(1)
            p.companion = AnyRealmValue.string("x")
            p.companion = AnyRealmValue.none
            if case .bool(let b) = p.companion { XCTAssertTrue(b) }
            switch p.companion {
            case .uuid(let u): XCTAssertNotNil(u)
            case .none: break
            default: break
            }
            XCTAssertNotNil(AnyRealmValue.list(List<AnyRealmValue>()).listValue)
        }
        """)
        #expect(found.isSuperset(of: ["AnyRealmValue.int §10 A2", "AnyRealmValue.string §10 A6", "AnyRealmValue.none §10 A1",
                                      "AnyRealmValue.bool §10 A3", "AnyRealmValue.uuid §10 A12", "AnyRealmValue.list §10 A14",
                                      "AnyRealmValue.listValue §10 A27"]), "\(found)")
        #expect(!found.contains { $0.hasPrefix("AnyRealmValue.double") }, "\(found)")
    }

    @Test("fromArray, fromDictionary and AnyRealmValue() record A31, A30 and A29; another enum's case records nothing")
    func recordsStaticsAndInitialiser() throws {
        let found = try uses("""
        func testA() throws {
            let realm = try Realm()
            let a = AnyRealmValue.fromArray([.int(1)])
            let d = AnyRealmValue.fromDictionary(["k": .none])
            XCTAssertEqual(AnyRealmValue().hashValue, AnyRealmValue.none.hashValue)
            XCTAssertNil(a.dictionaryValue)
            XCTAssertNil(d.listValue)
            try realm.write { realm.add(Person(), update: .modified) }
        }
        """)
        #expect(found.isSuperset(of: ["AnyRealmValue.fromArray §10 A31", "AnyRealmValue.fromDictionary §10 A30",
                                      "AnyRealmValue.init §10 A29",
                                      "AnyRealmValue.hashValue §10 A32",
                                      "AnyRealmValue.dictionaryValue §10 A26", "AnyRealmValue.listValue §10 A27"]), "\(found)")
        #expect(!found.contains { $0.contains(".modified") }, "\(found)")
    }

    @Test("PersistedType records P1; observe with Swift key paths records P8, with strings P7")
    func recordsProjectionMembers() throws {
        let found = try uses("""
        func testA() throws {
            let realm = try Realm()
            let ann = Person(value: ["id": 1])
            try realm.write { realm.add(ann) }
            let p = PersonProjection(projecting: ann)
            XCTAssertTrue(PersonProjection.PersistedType.self == Person.self)
            let t1 = p.observe(keyPaths: [\\PersonProjection.firstName]) { _ in }
            let t2 = p.observe(keyPaths: ["name"]) { _ in }
            XCTAssertFalse(p.description.isEmpty)
            XCTAssertEqual(p.hashValue, p.hashValue)
            t1.invalidate()
            t2.invalidate()
        }
        """)
        #expect(found.isSuperset(of: ["Projection.PersistedType §11 P1", "Projection.observe §11 P8", "Projection.observe §11 P7",
                                      "Projection.description §11 P6"]), "\(found)")
    }

    @Test("a nested collection's place is found and replaced through lists and dictionaries; a place that is gone is nil")
    func nestedCollectionPaths() throws {
        let root = Value.list([.int(1), .map([MapEntry("a", .list([.string("x")]))])])
        let path: [NestedBinding.Step] = [.index(1), .key("a")]
        #expect(Interpreter.value(in: root, at: path[...]) == .list([.string("x")]))
        #expect(Interpreter.replacing(in: root, at: path[...], with: .list([])) == .list([.int(1), .map([MapEntry("a", .list([]))])]))
        #expect(Interpreter.value(in: root, at: [NestedBinding.Step.index(5)][...]) == nil)
        #expect(Interpreter.replacing(in: root, at: [NestedBinding.Step.index(0), .key("a")][...], with: .null) == nil)
        let fine = runOne("""
        func testA() throws {
            let v = AnyRealmValue.fromArray([.int(1), .int(2)])
            XCTAssertEqual(v.listValue?.count, 2)
            XCTAssertNil(v.dictionaryValue)
        }
        """)
        #expect(fine.status == .passed, "\(fine)")
    }
}
