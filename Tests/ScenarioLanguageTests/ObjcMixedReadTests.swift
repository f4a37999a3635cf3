// What an Objective-C collection hands out: the values of an RLMArray, RLMSet
// or RLMDictionary of RLMValue as the Objective-C objects they bridge to
// (NSNumber, NSString, NSData, …, NSNull for null), never AnyRealmValue cases.
// NSNull is an object:
// an RLMDictionary stores it for optional values, refuses it with TY4 for
// required ones, and removes a key only for nil.

import RealmSpecCore
import ReferenceEngine
import Testing
@testable import ScenarioLanguage
@testable import ScenarioInterpreter

@Suite("Objective-C collections read their values as Objective-C objects")
struct ObjcMixedReadTests {
    static let models = """
    class Mixes: RLMObject {
        @objc dynamic var anys = RLMArray<NSObject>(objectType: .any, optional: false)
        @objc dynamic var anySet = RLMSet<NSObject>(objectType: .any, optional: false)
        @objc dynamic var anyDict = RLMDictionary<NSString, NSObject>(objectType: .any, optional: false, keyType: .string)
        @objc dynamic var ints = RLMDictionary<NSString, NSObject>(objectType: .int, optional: false, keyType: .string)
        @objc dynamic var optInts = RLMDictionary<NSString, NSObject>(objectType: .int, optional: true, keyType: .string)
    }

    """

    private func run(_ body: String) -> ScenarioOutcome? {
        let file = ScenarioLoader.load(source: Self.models + body, path: "Specs/language/Test.swift", options: LoadOptions())
        guard let scenario = file.scenarios.first else { Issue.record("no scenario: \(file.diagnostics)"); return nil }
        return ScenarioInterpreter.run(scenario, of: file, on: ReferenceEngine())
    }

    @Test("a managed RLMArray, RLMSet and RLMDictionary of RLMValue read NSNumber, NSString and NSNull, not AnyRealmValue cases")
    func managedMixedReads() {
        let outcome = run("""
        func testX() throws {
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            let m = Mixes.create(in: realm, withValue: [])
            m.anys.addObjects([true as NSNumber, "a" as NSString, NSNull()])
            m.anySet.add(2 as NSNumber)
            m.anyDict["k"] = Data([1]) as NSData
            try realm.commitWriteTransaction()
            XCTAssertEqual(m.anys[0], true as NSNumber)
            XCTAssertEqual(m.anys.firstObject(), true as NSNumber)
            XCTAssertEqual(m.anys[1], "a" as NSString)
            XCTAssertEqual(m.anys.lastObject(), NSNull())
            XCTAssertEqual(m.anySet.allObjects[0], 2 as NSNumber)
            XCTAssertEqual(m.anyDict["k"], Data([1]) as NSData)
        }
        """)
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.failures)) \(String(describing: outcome?.error))")
    }

    @Test("an unmanaged RLMArray and RLMDictionary of RLMValue read the Objective-C objects they were given")
    func unmanagedAndOptionalReads() {
        let outcome = run("""
        func testX() throws {
            let m = Mixes()
            m.anys.addObjects([false as NSNumber, NSNull()])
            XCTAssertEqual(m.anys[0], false as NSNumber)
            XCTAssertEqual(m.anys[1], NSNull())
            m.anyDict["k"] = "v" as NSString
            XCTAssertEqual(m.anyDict["k"], "v" as NSString)
            XCTAssertEqual(m.anyDict.allValues[0], "v" as NSString)
        }
        """)
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.failures)) \(String(describing: outcome?.error))")
    }

    @Test("NSNull set by key is refused for required values with TY4, stored for optional ones; nil removes the key")
    func nsNullByKey() {
        let outcome = run("""
        func testX() throws {
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            let m = Mixes.create(in: realm, withValue: [])
            m.ints["k"] = 1 as NSNumber
            assertThrows(m.ints["k"] = NSNull(), .typeMismatch, reason: "Invalid value '<null>' of type 'NSNull' for expected type 'int'.")
            assertThrows(m.ints.setValue(NSNull(), forKey: "k"), reason: "Invalid value '<null>' of type 'NSNull' for expected type 'int'.")
            XCTAssertEqual(m.ints["k"], 1 as NSNumber)
            m.ints["k"] = nil
            XCTAssertEqual(m.ints.count, 0)
            m.optInts["k"] = NSNull()
            XCTAssertEqual(m.optInts.count, 1)
            XCTAssertEqual(m.optInts.allKeys, ["k"])
            m.optInts["k"] = nil
            XCTAssertEqual(m.optInts.count, 0)
            XCTAssertNil(m.optInts["k"])
            try realm.commitWriteTransaction()
        }
        """)
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.failures)) \(String(describing: outcome?.error))")
    }
}
