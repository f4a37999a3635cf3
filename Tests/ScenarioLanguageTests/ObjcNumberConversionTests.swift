// Int(_:) and UInt(_:) of the NSUInteger an Objective-C collection's
// index(of:) returns, the description of an RLMDictionary, and Foundation's
// NSDate and NSUUID as values.

import ReferenceEngine
import Testing
@testable import ScenarioLanguage

@Suite("Objective-C numbers and dictionary description")
struct ObjcNumberConversionTests {
    @Test("Int(_:) and UInt(_:) keep NSNotFound, which has no exact Double, and UInt refuses a negative number")
    func notFoundConverts() {
        let outcome = runOne("""
        func testX() throws {
            XCTAssertEqual(Int(NSNotFound), NSNotFound)
            XCTAssertEqual(UInt(NSNotFound), UInt(Int.max))
            XCTAssertEqual(Int(9223372036854775807), 9223372036854775807)
            XCTAssertEqual(Int(2.9), 2)
            XCTAssertEqual(UInt(3), 3)
            let p = Person()
            XCTAssertEqual(Int(ObjectiveCSupport.convert(object: p.dogs).index(of: Dog())), NSNotFound)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        let negative = runOne("""
        func testX() throws {
            let n = UInt(-1)
        }
        """)
        #expect(negative.status == .error, "\(negative)")
        #expect(negative.error?.message.contains("does not fit in a UInt") == true, "\(negative)")
    }

    @Test("an RLMDictionary describes itself as RLMDictionary, a Map as Map, with every entry")
    func dictionaryDescription() {
        let outcome = runOne("""
        func testX() throws {
            let p = Person(value: ["scores": ["a": 1, "b": 2]])
            XCTAssertTrue(p.scores.description.hasPrefix("Map<string, int> <0x"), p.scores.description)
            let objc = ObjectiveCSupport.convert(object: p.scores).description
            XCTAssertTrue(objc.hasPrefix("RLMDictionary<string, int> <0x"))
            XCTAssertTrue(objc.contains("[a]: 1"))
            XCTAssertTrue(objc.contains("[b]: 2"))
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("NSDate(…) is a Date and NSUUID(uuidString:) a UUID, or nil for text that is not one")
    func foundationValues() {
        let outcome = runOne("""
        func testX() throws {
            XCTAssertEqual(NSDate(timeIntervalSince1970: 5), Date(timeIntervalSince1970: 5))
            XCTAssertEqual(NSUUID(uuidString: "00000000-0000-0000-0000-000000000001"), UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
            XCTAssertNil(NSUUID(uuidString: "not a uuid"))
            let when = NSDate()
            XCTAssertTrue(when is NSDate)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("a realm is an instance of the class it was opened as: RLMRealm.default() an RLMRealm, Realm() a Realm")
    func realmClass() {
        let outcome = runOne("""
        func testX() throws {
            let objc = RLMRealm.default()
            XCTAssertTrue((objc as AnyObject) is RLMRealm)
            XCTAssertFalse((objc as AnyObject) is Realm)
            let swift = try Realm()
            XCTAssertTrue((swift as AnyObject) is Realm)
            XCTAssertFalse((swift as AnyObject) is RLMRealm)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }
}
