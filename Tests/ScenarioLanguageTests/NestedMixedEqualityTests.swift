// A list or dictionary nested in a managed mixed property is == only to the
// same nested collection read again (RLMManagedArray's and
// RLMManagedDictionary's isEqual: compare what they are backed by): two
// objects given equal contents hold unequal nested collections.

import ReferenceEngine
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("Nested mixed collection equality")
struct NestedMixedEqualityTests {
    @Test("the same nested dictionary read twice is equal; another object's with equal contents is not")
    func nestedIdentity() {
        let file = load("""
        func testX() throws {
            let realm = try Realm()
            let a = Person(value: ["id": 1])
            let b = Person(value: ["id": 2])
            a.companion = AnyRealmValue.fromDictionary(["k": AnyRealmValue.fromArray([.int(1)])])
            b.companion = AnyRealmValue.fromDictionary(["k": AnyRealmValue.fromArray([.int(1)])])
            XCTAssertEqual(a.companion, b.companion)
            try realm.write {
                realm.add(a)
                realm.add(b)
            }
            XCTAssertEqual(a.companion, a.companion)
            XCTAssertEqual(a.companion.dictionaryValue?["k"], a.companion.dictionaryValue?["k"])
            XCTAssertNotEqual(a.companion, b.companion)
            XCTAssertNotEqual(a.companion.dictionaryValue?["k"], b.companion.dictionaryValue?["k"])
        }
        """)
        let o = file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
        #expect(o?.status == .passed, "\(String(describing: o?.error)) \(o?.failures ?? [])")
    }
}
