// RLMObject properties declared with Foundation's Objective-C classes:
// NSString, NSDate, NSData and NSUUID are the types they bridge, nullable;
// an NSNumber takes the number type of its default, and one without a
// default is a schema error with the SDK's words. An RLMValue property is
// mixed; `"a".data(using: .utf8)` and `UUID(uuidString:)` without `!` are
// optionals defaulting to their value.

import ReferenceEngine
import Testing
@testable import ScenarioLanguage

@Suite("Foundation-typed RLMObject properties")
struct ObjcFoundationPropertyTests {
    static let models = testModels + """
    class FoundationTyped: RLMObject {
        @objc dynamic var text: NSString?
        @objc dynamic var when: NSDate?
        @objc dynamic var bytes: NSData?
        @objc dynamic var id: NSUUID?
        @objc dynamic var count: NSNumber? = 3
        @objc dynamic var ratio: NSNumber? = 2.5
        @objc dynamic var small: NSNumber? = 1.5 as Float as NSNumber
        @objc dynamic var flag: NSNumber? = true
    }

    """

    @Test("each property has the type its class or default gives, starts at its default and stores what is set")
    func typesAndValues() {
        let file = load("", models: Self.models)
        #expect(!file.hasErrors, "\(file.diagnostics.map(\.description))")
        let schema = file.schema[type: "FoundationTyped"]
        let types = schema.map { s in s.properties.map { "\($0.name):\($0.type.name)\($0.isOptional ? "?" : "")" } } ?? []
        #expect(types == ["text:string?", "when:date?", "bytes:data?", "id:uuid?", "count:int?", "ratio:double?", "small:float?", "flag:bool?"],
                "\(types)")
        let outcome = runOne("""
        func testX() throws {
            let realm = RLMRealm.default()
            let o = FoundationTyped()
            XCTAssertNil(o.text)
            XCTAssertEqual(o.count, 3)
            XCTAssertEqual(o.ratio, 2.5)
            XCTAssertEqual(o.flag, true)
            try realm.transaction {
                realm.add(o)
                o.text = "hello"
                o.bytes = Data("hi".utf8) as NSData
                o.count = 7
                o.flag = nil
            }
            XCTAssertEqual(o.text, "hello")
            XCTAssertEqual(o.bytes, Data("hi".utf8) as NSData)
            XCTAssertEqual(o.count, 7)
            XCTAssertNil(o.flag)
        }
        """, models: Self.models)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("an NSNumber property without a default cannot be persisted")
    func numberWithoutDefault() {
        let file = load("", models: testModels + """
        class Unboxed: RLMObject {
            @objc dynamic var n: NSNumber?
        }

        """)
        let messages = file.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("Can't persist NSNumber without default value") }, "\(messages)")
    }

    @Test("RLMValue, data(using:) and UUID(uuidString:) defaults: mixed, Data? and UUID?, each starting at its value")
    func inferredDefaults() {
        let models = testModels + """
        class Defaults: RLMObject {
            @objc dynamic var any: RLMValue = "start" as NSString
            @objc dynamic var bytes = "ab".data(using: String.Encoding.utf8)
            @objc dynamic var id = UUID(uuidString: "00000000-0000-0000-0000-0000000000AB")
        }

        """
        let file = load("", models: models)
        #expect(!file.hasErrors, "\(file.diagnostics.map(\.description))")
        let types = file.schema[type: "Defaults"].map { s in s.properties.map { "\($0.name):\($0.type.name)\($0.isOptional ? "?" : "")" } } ?? []
        #expect(types == ["any:mixed", "bytes:data?", "id:uuid?"], "\(types)")
        let outcome = runOne("""
        func testX() throws {
            let realm = RLMRealm.default()
            let d = Defaults()
            try realm.transaction { realm.add(d) }
            let stored = Defaults.allObjects(in: realm).firstObject() as! Defaults
            XCTAssertEqual(stored.any as! NSString, NSString("start"))
            XCTAssertEqual(stored.bytes!, "ab".data(using: String.Encoding.utf8)!)
            XCTAssertEqual(stored.bytes!, "ab".data(using: .utf8)!)
            XCTAssertEqual(stored.id?.uuidString, "00000000-0000-0000-0000-0000000000AB")
            try realm.transaction { stored.any = NSString("next") }
            XCTAssertEqual(stored.any as! NSString, NSString("next"))
        }
        """, models: models)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("an NSNumber? property takes any number literal, converted to its type: 1.1 to an int is 1, 0 to a bool false")
    func boxedAssignment() {
        let file = load("""
        func testX() throws {
            let realm = RLMRealm.default()
            let o = FoundationTyped()
            try realm.transaction {
                realm.add(o)
                o.count = 1.9
                o.flag = 0
                o.ratio = 4
            }
            XCTAssertEqual(o.count, 1)
            XCTAssertEqual(o.flag, false)
            XCTAssertEqual(o.ratio, 4.0)
            try realm.transaction { o.count = -2.7 }
            XCTAssertEqual(o.count, -2)
        }
        """, models: Self.models)
        #expect(file.scenarios.allSatisfy { $0.diagnostics.isEmpty }, "\(file.scenarios.map(\.diagnostics))")
        let outcome = file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
        #expect(outcome?.status == .passed, "\(String(describing: outcome))")
    }

    @Test("a Swift Object's @objc dynamic NSString?, NSDate? and NSData? are stored as a string, a date and data")
    func swiftObjectFoundationTypes() {
        let models = testModels + """
        class LegacyFoundationTyped: Object {
            @objc dynamic var text: NSString?
            @objc dynamic var when: NSDate?
            @objc dynamic var bytes: NSData?
        }

        """
        let file = load("", models: models)
        #expect(!file.hasErrors, "\(file.diagnostics.map(\.description))")
        let types = file.schema[type: "LegacyFoundationTyped"].map { s in
            s.properties.map { "\($0.name):\($0.type.name)\($0.isOptional ? "?" : "")" }
        } ?? []
        #expect(types == ["text:string?", "when:date?", "bytes:data?"], "\(types)")
        let outcome = runOne("""
        func testX() throws {
            let realm = try Realm()
            let o = LegacyFoundationTyped()
            try realm.write {
                realm.add(o)
                o.text = "hello"
                o.bytes = Data("hi".utf8) as NSData
            }
            XCTAssertEqual(realm.objects(LegacyFoundationTyped.self).first!.text, "hello")
            XCTAssertEqual(o.bytes, Data("hi".utf8) as NSData)
            XCTAssertNil(o.when)
        }
        """, models: models)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("init(value:) takes a double for a float within Float's range or NaN, and refuses one past it")
    func doubleForFloat() {
        let outcome = runOne("""
        func testX() throws {
            XCTAssertEqual(FoundationTyped(value: ["small": 1.25]).small, 1.25 as Float as NSNumber)
            XCTAssertNotNil(FoundationTyped(value: ["small": Double.nan]).small)
            assertThrows(FoundationTyped(value: ["small": 1e39]), .typeMismatch,
                         reason: "Invalid value '1e+39' of type '__NSCFNumber' for 'float?' property 'FoundationTyped.small'.")
            assertThrows(FoundationTyped(value: ["small": Double.greatestFiniteMagnitude]), .typeMismatch)
        }
        """, models: Self.models)
        #expect(outcome.status == .passed, "\(outcome)")
    }
}
