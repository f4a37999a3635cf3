// RLMObject models whose properties are Objective-C collections of values
// (`RLMArray<NSObject>(objectType: .int, optional: false)`, RLMSet and
// RLMDictionary likewise): the schema they declare, the RLMPropertyType
// their `type` answers, the values they refuse (TY4) before anything
// changes, aggregates of `self` (AG3 unmanaged, Decimal128 totals), and
// the casts to NSNumber and the other classes the Objective-C API hands out.

import RealmSpecCore
import ReferenceEngine
import Testing
@testable import ScenarioLanguage
@testable import ScenarioInterpreter

@Suite("Objective-C collections of values")
struct ObjcValueCollectionsTests {
    static let models = """
    class Prims: RLMObject {
        @objc dynamic var ints = RLMArray<NSNumber>(objectType: .int, optional: false)
        @objc dynamic var optStrings = RLMArray<NSObject>(objectType: .string, optional: true)
        @objc dynamic var anys = RLMArray<NSObject>(objectType: .any, optional: false)
        @objc dynamic var dates = RLMSet<NSObject>(objectType: .date, optional: false)
        @objc dynamic var decimals = RLMDictionary<NSString, NSObject>(objectType: .decimal128, optional: true, keyType: .string)
        @objc dynamic var bools = RLMArray<NSObject>(objectType: .bool, optional: false)
    }

    """

    private func run(_ body: String) -> ScenarioOutcome? {
        let file = ScenarioLoader.load(source: Self.models + body, path: "Specs/language/Test.swift", options: LoadOptions())
        guard let scenario = file.scenarios.first else { Issue.record("no scenario: \(file.diagnostics)"); return nil }
        return ScenarioInterpreter.run(scenario, of: file, on: ReferenceEngine())
    }

    @Test("objectType: and optional: declare a collection of values of that RLMPropertyType")
    func schema() throws {
        let file = ScenarioLoader.load(source: Self.models, path: "Specs/language/Models.swift", options: LoadOptions())
        #expect(!file.hasErrors, "\(file.diagnostics.map(\.description))")
        let prims = try #require(file.schema[type: "Prims"])
        let ints = try #require(prims[property: "ints"])
        #expect(ints.type == .int && ints.collection == .list && !ints.isOptional)
        let optStrings = try #require(prims[property: "optStrings"])
        #expect(optStrings.type == .string && optStrings.collection == .list && optStrings.isOptional)
        #expect(prims[property: "anys"]?.type == .mixed)
        #expect(prims[property: "dates"]?.type == .date && prims[property: "dates"]?.collection == .set)
        let decimals = try #require(prims[property: "decimals"])
        #expect(decimals.type == .decimal128 && decimals.collection == .map && decimals.isOptional)
    }

    @Test("an objectType that names no value type is a schema error")
    func unknownObjectType() {
        let file = ScenarioLoader.load(source: """
        class Bad: RLMObject {
            @objc dynamic var things = RLMArray<NSObject>(objectType: .object, optional: false)
        }
        """, path: "Specs/language/Models.swift", options: LoadOptions())
        #expect(file.hasErrors)
    }

    @Test("type answers the RLMPropertyType's case, .any for mixed values")
    func typeCase() {
        let outcome = run("""
        func testX() {
            let p = Prims()
            XCTAssertEqual(p.ints.type, .int)
            XCTAssertEqual(p.anys.type, .any)
            XCTAssertTrue(p.optStrings.isOptional)
            XCTAssertFalse(p.ints.isOptional)
        }
        """)
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.failures)) \(String(describing: outcome?.error))")
    }

    @Test("a value of another type, or nil for required elements, is refused with TY4 and nothing is added")
    func refusedValues() {
        let outcome = run("""
        func testX() throws {
            let p = Prims()
            assertThrows(p.ints.add("a" as NSString), .typeMismatch, reason: "Invalid value 'a' of type '__NSCFString' for expected type 'int'.")
            assertThrows(p.ints.addObjects([1 as NSNumber, NSNull()]), reason: "Invalid value '<null>' of type 'NSNull' for expected type 'int'.")
            assertThrows(p.optStrings.add(2 as NSNumber), reason: "for expected type 'string?'")
            assertThrows(p.dates.add("a" as NSString), reason: "for expected type 'date'")
            assertThrows(p.decimals.setObject("a" as NSString, forKey: "k"), reason: "for expected type 'decimal128?'")
            XCTAssertEqual(p.ints.count, 0)
            p.optStrings.add(NSNull())
            p.anys.add(NSNull())
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            realm.add(p)
            assertThrows(p.ints.add(NSNull()), reason: "Invalid value '<null>' of type 'NSNull' for expected type 'int'.")
            XCTAssertEqual(p.ints.count, 0)
            try realm.commitWriteTransaction()
        }
        """)
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.failures)) \(String(describing: outcome?.error))")
    }

    @Test("aggregates of self: AG3 in the unmanaged collection's words, Decimal128 totals, NSNumber results")
    func aggregates() {
        let outcome = run("""
        func testX() throws {
            let p = Prims()
            assertThrows(p.bools.sum(ofProperty: "self"), .unsupportedAggregate, reason: "sumOfProperty: is not supported for bool array")
            assertThrows(p.dates.sum(ofProperty: "self"), reason: "sumOfProperty: is not supported for date set")
            assertThrows(p.optStrings.min(ofProperty: "self"), reason: "minOfProperty: is not supported for string? array")
            XCTAssertNil(p.ints.min(ofProperty: "self"))
            p.ints.addObjects([4 as NSNumber, 2 as NSNumber])
            p.anys.addObjects([1 as NSNumber, 5 as NSNumber])
            XCTAssertEqual(p.ints.min(ofProperty: "self") as! NSNumber, 2)
            XCTAssertEqual(p.anys.max(ofProperty: "self") as! NSNumber, 5)
            XCTAssertNil(p.ints.min(ofProperty: "self") as? NSString)
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            realm.add(p)
            p.decimals.setObject(Decimal128(2), forKey: "a")
            p.decimals.setObject(Decimal128(3), forKey: "b")
            try realm.commitWriteTransaction()
            XCTAssertEqual(p.decimals.sum(ofProperty: "self") as! RLMDecimal128, Decimal128(5))
            XCTAssertEqual((p.decimals.average(ofProperty: "self") as! NSNumber).doubleValue, 2.5)
            XCTAssertEqual(p.ints.sum(ofProperty: "self") as! NSNumber, 6)
        }
        """)
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.failures)) \(String(describing: outcome?.error))")
    }

    @Test("deleteObjects refuses a collection of values with DL1-DL4; an unmanaged move checks its source index first")
    func deleteAndMove() {
        let outcome = run("""
        func testX() throws {
            let p = Prims()
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            assertThrows(realm.deleteObjects(p.ints), reason: "Cannot delete objects from RLMArray<int>: only RLMObjects can be deleted.")
            assertThrows(realm.deleteObjects(p.dates), reason: "Cannot delete objects from RLMSet<date>: only RLMObjects can be deleted.")
            assertThrows(realm.deleteObjects(p.decimals), reason: "Cannot delete objects from RLMDictionary of type decimal128: only RLMObjects can be deleted.")
            realm.add(p)
            assertThrows(realm.deleteObjects(p.decimals), reason: "Cannot delete objects from RLMManagedDictionary<RLMString, decimal128?>: only RLMObjects can be deleted.")
            realm.cancelWriteTransaction()
            let q = Prims()
            assertThrows(q.ints.moveObject(at: 0, to: 1), reason: "Index 0 is out of bounds (must be less than 0).")
            assertThrows(q.ints.exchangeObject(at: 1, withObjectAt: 0), reason: "Index 1 is out of bounds (must be less than 0).")
            q.ints.add(5 as NSNumber)
            assertThrows(q.ints.moveObject(at: 0, to: 2), reason: "Index 2 is out of bounds (must be less than 1).")
        }
        """)
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.failures)) \(String(describing: outcome?.error))")
    }

    @Test("sortedResults of a managed collection of values refuses a key path other than self when it is made")
    func eagerValueSort() {
        let outcome = run("""
        func testX() throws {
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            let p = Prims.create(in: realm, withValue: [])
            assertThrows(p.ints.sortedResults(usingKeyPath: "not self", ascending: true), .invalidQuery,
                         reason: "Cannot sort on key path 'not self': arrays of 'int' can only be sorted on 'self'")
            p.ints.addObjects([3 as NSNumber, 1 as NSNumber])
            XCTAssertEqual(p.ints.sortedResults(usingKeyPath: "self", ascending: true).firstObject() as! NSNumber, 1)
            realm.cancelWriteTransaction()
        }
        """)
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.failures)) \(String(describing: outcome?.error))")
    }
}

