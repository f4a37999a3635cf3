// setValue(_:forKey:) on an RLMArray or RLMSet of values (self is each
// element; any other key is Foundation's undefined-key refusal, UP2), and
// indexOfObject(where:) on an unmanaged RLMArray, which tests the predicate
// on each element.

import RealmSpecCore
import ReferenceEngine
import Testing
@testable import ScenarioLanguage
@testable import ScenarioInterpreter

@Suite("Key-value coding of Objective-C collections of values")
struct ObjcValuesKeyValueCodingTests {
    static let models = """
    class KVCValues: RLMObject {
        @objc dynamic var ints = RLMArray<NSObject>(objectType: .int, optional: false)
        @objc dynamic var optInts = RLMArray<NSObject>(objectType: .int, optional: true)
        @objc dynamic var intSet = RLMSet<NSObject>(objectType: .int, optional: false)
    }

    class KVCPerson: RLMObject {
        @objc dynamic var name = ""
    }

    class KVCTeam: RLMObject {
        @objc dynamic var people = RLMArray<KVCPerson>(objectClassName: KVCPerson.className())
    }

    """

    private func run(_ body: String) -> ScenarioOutcome? {
        let file = ScenarioLoader.load(source: Self.models + body, path: "Specs/language/Test.swift", options: LoadOptions())
        guard let scenario = file.scenarios.first else { Issue.record("no scenario: \(file.diagnostics)"); return nil }
        return ScenarioInterpreter.run(scenario, of: file, on: ReferenceEngine())
    }

    @Test("self puts the value at every index of an array, unmanaged or managed; a wrong value is refused first, even when empty")
    func arraySelf() {
        let outcome = run("""
        func testX() throws {
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            for v in [KVCValues(), KVCValues.create(in: realm, withValue: []) as! KVCValues] {
                assertThrows(v.ints.setValue("a" as NSString, forKey: "self"), .typeMismatch, reason: "for expected type 'int'")
                v.ints.setValue(7 as NSNumber, forKey: "self")
                XCTAssertEqual(v.ints.count, 0)
                v.ints.addObjects([1 as NSNumber, 2 as NSNumber, 3 as NSNumber])
                v.ints.setValue(7 as NSNumber, forKey: "self")
                XCTAssertEqual(v.ints.value(forKey: "self") as! NSArray, [7, 7, 7] as NSArray)
                v.optInts.addObjects([1 as NSNumber, NSNull()])
                v.optInts.setValue(NSNull(), forKey: "self")
                XCTAssertEqual(v.optInts.value(forKey: "self") as! NSArray, [NSNull(), NSNull()] as NSArray)
            }
            realm.cancelWriteTransaction()
        }
        """)
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.failures)) \(String(describing: outcome?.error))")
    }

    @Test("self empties a set and leaves the value alone in it, unmanaged or managed")
    func setSelf() {
        let outcome = run("""
        func testX() throws {
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            for v in [KVCValues(), KVCValues.create(in: realm, withValue: []) as! KVCValues] {
                v.intSet.setValue(4 as NSNumber, forKey: "self")
                XCTAssertEqual(v.intSet.count, 1)
                v.intSet.addObjects([1 as NSNumber, 2 as NSNumber])
                v.intSet.setValue(9 as NSNumber, forKey: "self")
                XCTAssertEqual(v.intSet.count, 1)
                XCTAssertTrue(v.intSet.contains(9 as NSNumber))
                assertThrows(v.intSet.setValue(NSNull(), forKey: "self"), reason: "Invalid value '<null>' of type 'NSNull' for expected type 'int'")
                XCTAssertEqual(v.intSet.count, 1)
            }
            realm.cancelWriteTransaction()
        }
        """)
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.failures)) \(String(describing: outcome?.error))")
    }

    @Test("a key other than self is UP2, naming the collection's class, and changes nothing")
    func undefinedKey() {
        let outcome = run("""
        func testX() throws {
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            let v = KVCValues.create(in: realm, withValue: [[5]]) as! KVCValues
            assertThrows(v.ints.setValue(1 as NSNumber, forKey: "count"), .unknownProperty,
                         reason: "[<RLMManagedArray 0x…> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key count.")
            assertThrows(KVCValues().intSet.setValue(1 as NSNumber, forKey: "x"), .unknownProperty,
                         reason: "[<RLMSet 0x…> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key x.")
            XCTAssertEqual(v.ints.value(forKey: "self") as! NSArray, [5] as NSArray)
            realm.cancelWriteTransaction()
        }
        """)
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.failures)) \(String(describing: outcome?.error))")
    }

    @Test("indexOfObject(where:) on an unmanaged array of managed objects answers the first element the predicate matches")
    func unmanagedIndexWhere() {
        let outcome = run("""
        func testX() throws {
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            let a = KVCPerson.create(in: realm, withValue: ["a"]) as! KVCPerson
            let b = KVCPerson.create(in: realm, withValue: ["b"]) as! KVCPerson
            let team = KVCTeam()
            team.people.addObjects([b, a, b])
            XCTAssertEqual(team.people.indexOfObject(where: "name = 'b'"), 0)
            XCTAssertEqual(team.people.indexOfObject(where: "name = 'a'"), 1)
            XCTAssertEqual(team.people.indexOfObject(where: "name = 'c'"), NSNotFound)
            realm.cancelWriteTransaction()
        }
        """)
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.failures)) \(String(describing: outcome?.error))")
    }

    @Test("indexOfObject(where:) on an unmanaged array tests unmanaged elements and values too")
    func unmanagedElementsAndValues() {
        let outcome = run("""
        func testX() throws {
            let team = KVCTeam()
            let p = KVCPerson()
            p.name = "b"
            team.people.addObjects([KVCPerson(), p])
            XCTAssertEqual(team.people.indexOfObject(where: "name = 'b'"), 1)
            let v = KVCValues()
            v.ints.addObjects([1 as NSNumber, 2 as NSNumber])
            XCTAssertEqual(v.ints.indexOfObject(where: "TRUEPREDICATE"), 0)
            XCTAssertEqual(v.ints.indexOfObject(where: "FALSEPREDICATE"), NSNotFound)
        }
        """)
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.failures)) \(String(describing: outcome?.error))")
    }
}
