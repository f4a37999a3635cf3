// The typed API table against the generated api-surface.md data: every row
// a declaration or the out-of-scope list names exists; the in-scope count of
// each type is pinned; a call credits its own receiver's row only.

@testable import ScenarioAPI
@testable import ScenarioLanguage
@testable import SpecReports
import SpecRunModel
@testable import SpecRunner
import Testing

@Suite("API table and coverage")
struct ApiTableTests {
    /// The surface type a row names on a receiver: §4 rows belong to each Swift collection type.
    static func types(of row: ApiRow, receivers: [ApiReceiver]) -> [String] {
        guard row.section == .shared else { return [row.section.rawValue] }
        return receivers.flatMap { $0.sections(embedded: false) }.contains(.shared)
            ? receivers.filter { $0.sections(embedded: false).contains(.shared) }.map { $0.typeName(embedded: false) }
            : []
    }

    @Test("every row a declaration names is a member of its type in the generated surface")
    func declaredRowsExist() throws {
        for m in ApiDeclarations.all {
            for row in m.rows {
                let names = Self.types(of: row, receivers: m.receivers)
                #expect(!names.isEmpty, "\(m.signature): \(row) on none of its receivers")
                for name in names {
                    let type = try #require(ApiSurface.type(name), "\(name)")
                    let id = type.aliases[row.id] ?? row.id
                    #expect(type.members.contains { $0.id == id }, "\(m.signature): \(row) is not a member of \(name)")
                }
            }
        }
    }

    @Test("every out-of-scope row exists, and no declaration both declares and leaves out a row")
    func outOfScopeRowsExist() {
        let left = ApiOutOfScope.byType()
        for (type, ids) in left {
            let known = Set(ApiSurface.type(type)?.members.map(\.id) ?? [])
            #expect(!known.isEmpty, "\(type)")
            for id in ids.keys { #expect(known.contains(id), "\(type) \(id)") }
        }
        for m in ApiDeclarations.all {
            for r in m.receivers {
                guard let row = m.row(on: r), row.section != .shared else { continue }
                #expect(left[row.section.rawValue]?[row.id] == nil, "\(m.signature) declares \(row), which is out of scope")
            }
        }
    }

    /// The members in scope per type. Narrowing scope (adding to the out-of-scope list)
    /// changes these figures, so it is a visible, reviewed change.
    static let pinnedInScope: [String: Int] = [
        "Realm": 37, "Object": 28, "EmbeddedObject": 24, "List": 71, "Results": 50, "MutableSet": 65,
        "LinkingObjects": 45, "Map": 46, "AnyRealmValue": 33, "Projection": 13, "RLMRealm": 29, "RLMObject": 36,
        "RLMEmbeddedObject": 18, "RLMCollection": 34, "RLMArray": 43, "RLMResults": 32, "RLMSet": 37, "RLMDictionary": 38,
    ]

    @Test("the in-scope count of each type is pinned")
    func scopeIsPinned() {
        let api = SpecReports.ApiCoverage.compute(surface: ApiSurface.types, usages: [ScenarioApiUsage](), messages: [],
                                      outOfScope: ApiOutOfScope.byType())
        let counts = Dictionary(uniqueKeysWithValues: api.types.map { ($0.type, $0.members.total) })
        #expect(counts == Self.pinnedInScope)
        #expect(api.members.total == 679)
    }

    /// The coverage of the one scenario of `body` (with the test models).
    static func coverage(_ body: String) throws -> SpecReports.ApiCoverage {
        let models = """
            class Dog: Object {
                @Persisted var name = ""
                @Persisted var age = 0
            }
            class Person: Object {
                @Persisted var dogs: List<Dog>
            }

            """
        let file = ScenarioLoader.load(source: models + body, path: "Specs/language/Test.swift", options: LoadOptions())
        #expect(file.diagnostics.isEmpty && file.scenarios.allSatisfy { $0.diagnostics.isEmpty },
                "\(file.diagnostics) \(file.scenarios.map(\.diagnostics))")
        let usage = try #require(file.scenarios.first?.apiUsage)
        let called = ScenarioApiUsage(members: usage.members, checked: usage.members)
        return SpecReports.ApiCoverage.compute(surface: ApiSurface.types, usages: [called], messages: [], outOfScope: ApiOutOfScope.byType())
    }

    static func exercised(_ api: SpecReports.ApiCoverage, _ type: String) -> Set<String> {
        guard let t = api.types.first(where: { $0.type == type }), let surface = ApiSurface.type(type) else { return [] }
        let missing = Set(t.unexercised.map(\.id))
        return Set(surface.members.map(\.id)).subtracting(missing).subtracting(t.outOfScope.map(\.id))
    }

    @Test("an Objective-C row stays uncredited when its Swift twin is called")
    func objcTwinUncredited() throws {
        let api = try Self.coverage("""
            func testA() throws {
                let p = Person()
                p.dogs.append(Dog())
                XCTAssertEqual(p.dogs.count, 1)
                XCTAssertEqual(p.dogs.first?.age, 0)
            }
            """)
        #expect(Self.exercised(api, "List").isSuperset(of: ["RC3", "L6", "RC5"]), "\(Self.exercised(api, "List").sorted())")
        for objc in ["RLMArray", "RLMCollection", "RLMObject"] {
            #expect(Self.exercised(api, objc).isEmpty, "\(objc): \(Self.exercised(api, objc).sorted())")
        }
    }

    @Test("a call on an Objective-C type credits that type's row")
    func objcReceiverCredits() throws {
        let api = try Self.coverage("""
            func testA() throws {
                let realm = RLMRealm.default()
                XCTAssertFalse(realm.inWriteTransaction)
                XCTAssertTrue(realm.isEmpty)
            }
            """)
        #expect(Self.exercised(api, "RLMRealm") == ["#1", "#6", "#7"], "\(Self.exercised(api, "RLMRealm").sorted())")
        #expect(Self.exercised(api, "Realm").isEmpty, "\(Self.exercised(api, "Realm").sorted())")
    }

    @Test("one call of delete credits one row of Realm, not the five delete rows")
    func deleteCreditsOneRow() throws {
        let api = try Self.coverage("""
            func testA() throws {
                let realm = try Realm()
                try realm.write { realm.delete(realm.objects(Dog.self)) }
                XCTAssertEqual(realm.objects(Dog.self).count, 0)
            }
            """)
        let realm = Self.exercised(api, "Realm")
        #expect(realm.contains("#32"))
        #expect(realm.isDisjoint(with: ["#28", "#29", "#30", "#31"]), "\(realm.sorted())")
    }
}
