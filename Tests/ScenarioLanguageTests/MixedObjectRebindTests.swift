// An unmanaged object put into a managed list of AnyRealmValue becomes
// managed itself, as the SDK adds that accessor to the realm.

import ReferenceEngine
import Testing
@testable import ScenarioLanguage

@Suite("Objects inside AnyRealmValues put into managed lists")
struct MixedObjectRebindTests {
    static let models = """
    class Holder: Object {
        @Persisted var items: List<AnyRealmValue>
        @Persisted var bag: MutableSet<AnyRealmValue>
    }
    class Leaf: Object {
        @Persisted var name = ""
    }

    """

    @Test("the object an appended or inserted AnyRealmValue holds is managed afterwards, and found by index(of:)")
    func appendedObjectIsManaged() {
        let file = load("""
        func testX() throws {
            let realm = try Realm()
            let leaf = Leaf(value: ["name": "a"])
            let other = Leaf(value: ["name": "b"])
            let value: AnyRealmValue = .object(leaf)
            try realm.write {
                let h = Holder()
                realm.add(h)
                h.items.append(value)
                h.items.insert(.object(other), at: 0)
                XCTAssertEqual(h.items.index(of: value), 1)
            }
            XCTAssertNotNil(leaf.realm)
            XCTAssertNotNil(other.realm)
        }
        """, models: Self.models)
        guard let s = file.scenarios.first else { Issue.record("no scenario: \(file.diagnostics)"); return }
        let outcome = ScenarioInterpreter.run(s, of: file, on: ReferenceEngine())
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("two sets holding the same row inside AnyRealmValues: one is a subset of the other")
    func subsetByRow() {
        let file = load("""
        func testX() throws {
            let realm = try Realm()
            let leaf = Leaf(value: ["name": "a"])
            try realm.write {
                let a = Holder()
                let b = Holder()
                realm.add(a)
                realm.add(b)
                a.bag.insert(.object(leaf))
                a.bag.insert(.int(1))
                b.bag.insert(.object(leaf))
                XCTAssertTrue(b.bag.isSubset(of: a.bag))
                XCTAssertFalse(a.bag.isSubset(of: b.bag))
            }
        }
        """, models: Self.models)
        guard let s = file.scenarios.first else { Issue.record("no scenario: \(file.diagnostics)"); return }
        let outcome = ScenarioInterpreter.run(s, of: file, on: ReferenceEngine())
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }
}
