// `NSNull()` is Foundation's null object, not Swift's nil: Realm stores it as
// null where null is allowed, and refuses it as `'<null>' of type 'NSNull'`
// where a value is required, while the Objective-C API's nil prints as
// `'(null)' of type '(null)'` or removes a dictionary key.

import ReferenceEngine
import Testing
@testable import ScenarioLanguage
@testable import ScenarioInterpreter

@Suite("NSNull as a value of its own")
struct ObjcNSNullTests {
    static let models = """
    class PrimaryIntObject: RLMObject {
        @objc dynamic var intCol: Int32 = 0
        override class func primaryKey() -> String? { "intCol" }
    }
    class PrimaryStringObject: RLMObject {
        @objc dynamic var stringCol: String?
        @objc dynamic var intCol: Int32 = 0
        override class func primaryKey() -> String? { "stringCol" }
        override class func requiredProperties() -> [String] { ["stringCol"] }
    }
    class PrimaryNullableStringObject: RLMObject {
        @objc dynamic var stringCol: String?
        @objc dynamic var intCol: Int32 = 0
        override class func primaryKey() -> String? { "stringCol" }
    }
    class Arrays: RLMObject {
        @objc dynamic var ints = RLMArray<NSObject>(objectType: .int, optional: false)
        @objc dynamic var optInts = RLMArray<NSObject>(objectType: .int, optional: true)
    }
    class Prims: RLMObject {
        @objc dynamic var ints = RLMDictionary<NSString, NSObject>(objectType: .int, optional: false, keyType: .string)
        @objc dynamic var optInts = RLMDictionary<NSString, NSObject>(objectType: .int, optional: true, keyType: .string)
    }

    """

    private func outcome(_ body: String) throws -> ScenarioOutcome? {
        let file = ScenarioLoader.load(source: Self.models + body, path: "Specs/language/Test.swift", options: LoadOptions())
        #expect(!file.hasErrors, "\(file.diagnostics.map(\.description))")
        guard let scenario = file.scenarios.first else { Issue.record("no scenario: \(file.diagnostics)"); return nil }
        return ScenarioInterpreter.run(scenario, of: file, on: ReferenceEngine())
    }

    @Test("objectForPrimaryKey: refuses NSNull and nil for a required key, each in its own words")
    func primaryKeyLookup() throws {
        let result = try outcome("""
        func testX() throws {
            assertThrows(PrimaryIntObject.object(forPrimaryKey: NSNull()),
                         reason: "Invalid value '<null>' of type 'NSNull' for 'int' property 'PrimaryIntObject.intCol'.")
            assertThrows(PrimaryIntObject.object(forPrimaryKey: nil),
                         reason: "Invalid value '(null)' of type '(null)' for 'int' property 'PrimaryIntObject.intCol'.")
            assertThrows(PrimaryStringObject.object(forPrimaryKey: NSNull()),
                         reason: "Invalid value '<null>' of type 'NSNull' for 'string' property 'PrimaryStringObject.stringCol'.")
            assertThrows(PrimaryStringObject.object(forPrimaryKey: nil),
                         reason: "Invalid value '(null)' of type '(null)' for 'string' property 'PrimaryStringObject.stringCol'.")
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            let nullKeyed = PrimaryNullableStringObject.create(in: realm, withValue: [NSNull(), 0])
            try realm.commitWriteTransaction()
            XCTAssertTrue(nullKeyed.isEqual(to: PrimaryNullableStringObject.object(forPrimaryKey: NSNull())))
            XCTAssertTrue(nullKeyed.isEqual(to: PrimaryNullableStringObject.object(forPrimaryKey: nil)))
        }
        """)
        #expect(result?.status == .passed, "\(String(describing: result?.error))")
    }

    @Test("a dictionary of required values refuses NSNull where nil removes the key; an optional one stores null")
    func dictionaryValues() throws {
        let result = try outcome("""
        func testX() throws {
            let p = Prims()
            p.ints.setValue(1, forKey: "a")
            assertThrows(p.ints.setValue(NSNull(), forKey: "a"),
                         reason: "Invalid value '<null>' of type 'NSNull' for expected type 'int'.")
            XCTAssertEqual(p.ints.count, 1)
            p.ints.setValue(nil, forKey: "a")
            XCTAssertEqual(p.ints.count, 0)
            p.optInts.setValue(NSNull(), forKey: "b")
            XCTAssertEqual(p.optInts.count, 1)
        }
        """)
        #expect(result?.status == .passed, "\(String(describing: result?.error))")
    }

    @Test("NSNull is not nil to Swift, yet equals a null the Objective-C API reads")
    func notNil() throws {
        let result = try outcome("""
        func testX() throws {
            let n: Any? = NSNull()
            XCTAssertNotNil(n)
            let p = Prims()
            p.optInts.setValue(NSNull(), forKey: "b")
            XCTAssertEqual(p.optInts["b"], NSNull())
        }
        """)
        #expect(result?.status == .passed, "\(String(describing: result?.error))")
    }

    @Test("init(value:) refuses NSNull among the values of a list of required values, as create does, and keeps it in an optional one")
    func nullElementOfRequiredList() throws {
        let result = try outcome("""
        func testX() throws {
            assertThrows(Arrays(value: ["ints": [1, NSNull()]]),
                         reason: "Invalid value '<null>' of type 'NSNull' for 'int' array property 'Arrays.ints'.")
            let a = Arrays(value: ["optInts": [1, NSNull()]])
            XCTAssertEqual(a.optInts.count, 2)
        }
        """)
        #expect(result?.status == .passed, "\(String(describing: result?.error))")
    }
}
