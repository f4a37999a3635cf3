// A projection's observation by key path matches the SDK's origin key path
// of each projected property (the stored part of its key path: `name` for
// `\.name.localizedUppercase`, `address.street` for `\.address?.street`), and
// each `freeze()` of a projection is a new instance.

import ReferenceEngine
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("Projection observation by origin key path, and projection identity")
struct ProjectionObserveOriginTests {
    private let projection = """
    class LoudPerson: Projection<Person> {
        @Projected(\\Person.name.localizedUppercase) var loudName
        @Projected(\\Person.address?.street) var street
    }

    """

    private func outcome(_ body: String) -> ScenarioOutcome? {
        let file = load(projection + body)
        return file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
    }

    @Test("the stored key path of a computed projected property observes it; a Swift key path of it does too")
    func computedOrigin() {
        let o = outcome("""
        func testX() throws {
            let realm = try Realm()
            try realm.write { realm.add(Person(value: ["id": 1, "name": "ann", "address": ["street": "Main"]])) }
            let p = realm.objects(LoudPerson.self).first!
            var byString: [String] = []
            var bySwift: [String] = []
            let t1 = p.observe(keyPaths: ["name"]) { change in
                if case .change(_, let props) = change { byString += props.map { $0.name } }
            }
            let t2 = p.observe(keyPaths: [\\LoudPerson.loudName]) { change in
                if case .change(_, let props) = change {
                    bySwift += props.map { $0.name }
                    XCTAssertEqual(props[0].newValue as? String, "BEA")
                }
            }
            try realm.write { realm.objects(Person.self).first!.name = "bea" }
            realm.refresh()
            XCTAssertEqual(byString, ["loudName"])
            XCTAssertEqual(bySwift, ["loudName"])
            t1.invalidate()
            t2.invalidate()
        }
        """)
        #expect(o?.status == .passed, "\(String(describing: o?.error)) \(o?.failures ?? [])")
    }

    @Test("a property projected through an embedded object is observed through its dotted origin")
    func nestedOrigin() {
        let o = outcome("""
        func testX() throws {
            let realm = try Realm()
            try realm.write { realm.add(Person(value: ["id": 1, "name": "ann", "address": ["street": "Main"]])) }
            let p = realm.objects(LoudPerson.self).first!
            var names: [String] = []
            let t = p.observe(keyPaths: ["address.street"]) { change in
                if case .change(_, let props) = change { names += props.map { $0.name } }
            }
            try realm.write { realm.objects(Person.self).first!.address!.street = "High" }
            realm.refresh()
            XCTAssertEqual(names, ["street"])
            t.invalidate()
        }
        """)
        #expect(o?.status == .passed, "\(String(describing: o?.error)) \(o?.failures ?? [])")
    }

    @Test("two freezes of one projection are two instances, equal to each other")
    func freezeIdentity() {
        let o = outcome("""
        func testX() throws {
            let realm = try Realm()
            try realm.write { realm.add(Person(value: ["id": 1, "name": "ann"])) }
            let p = realm.objects(LoudPerson.self).first!
            let frozen = p.freeze()
            XCTAssertTrue(frozen === frozen)
            XCTAssertFalse(p.freeze() === frozen)
            XCTAssertEqual(p.freeze(), frozen)
        }
        """)
        #expect(o?.status == .passed, "\(String(describing: o?.error)) \(o?.failures ?? [])")
    }
}
