// Model defaults written as initialisers with constant arguments, force
// unwraps, `Data("…".utf8)` and `Model(value: […])`, as the SDK's own test
// models write them; a default outside the language names its construct.

import ReferenceEngine
import Testing
@testable import ScenarioLanguage

@Suite("SDK model defaults")
struct SdkModelDefaultTests {
    static let models = """
    class Flag: Object {
        @Persisted var on = false
    }
    class Holder: Object {
        @Persisted(primaryKey: true) var id = 0
        @Persisted var oid = ObjectId("1234567890ab1234567890ab")
        @Persisted var uuid = UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!
        @Persisted var bytes = Data("ab".utf8)
        @Persisted var flag: Flag? = Flag(value: [true])
        @Persisted var ratio = 1.25 as Float
        @Persisted var price = 0.5 as Decimal128
    }

    """

    @Test("initialiser defaults load as the constants they make, with no diagnostic")
    func defaultsLoad() throws {
        let file = load("", models: Self.models)
        #expect(file.diagnostics.filter { $0.severity == .error }.isEmpty, "\(file.diagnostics)")
        let holder = try #require(file.schema[type: "Holder"])
        #expect(holder[property: "oid"]?.defaultValue == .objectId("1234567890ab1234567890ab"))
        #expect(holder[property: "uuid"]?.defaultValue == .uuid("137decc8-b300-4954-a233-f89909f4fd89"))
        #expect(holder[property: "bytes"]?.defaultValue == .data([97, 98]))
        #expect(holder[property: "ratio"]?.type == .float && holder[property: "ratio"]?.defaultValue == .float(1.25))
        #expect(holder[property: "price"]?.type == .decimal128 && holder[property: "price"]?.defaultValue == .decimal128("0.5"))
    }

    @Test("a link default made from a constant value gives each new object its own, managed or not")
    func objectValueDefault() {
        let file = load("""
        func testX() throws {
            let a = Holder(value: ["id": 1])
            let b = Holder(value: ["id": 2])
            XCTAssertEqual(a.flag?.on, true)
            XCTAssertFalse(a.flag!.isSameObject(as: b.flag!))
            let realm = try Realm()
            try realm.write {
                realm.add(a)
                realm.create(Holder.self, value: ["id": 3])
            }
            XCTAssertEqual(realm.objects(Flag.self).count, 2)
            XCTAssertEqual(realm.object(ofType: Holder.self, forPrimaryKey: 3)?.flag?.on, true)
        }
        """, models: Self.models)
        let outcome = file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.failures)) \(String(describing: outcome?.error)) \(file.diagnostics)")
    }

    @Test("a default the language does not compute names its construct", arguments: [
        ("= makeFlag()", "a call to 'makeFlag'"),
        ("= ObjectId(\"nothex\")", "a call to 'ObjectId' with arguments it cannot read as constants"),
        ("= UUID(uuidString: \"x\")!", "a force unwrap of a call to 'UUID' with arguments it cannot read as constants"),
        ("= base", "a reference to 'base'"),
    ])
    func namesConstruct(_ initializer: String, _ construct: String) {
        let file = load("", models: "class Odd: Object {\n    @Persisted var v: ObjectId \(initializer)\n}\n")
        #expect(file.diagnostics.contains { $0.id == "schema-bad-default" && $0.message.contains("is \(construct), which") },
                "\(file.diagnostics.map(\.message))")
    }

    @Test("a default the language does not compute fails the scenarios that use its model, and only those")
    func badDefaultScope() {
        let models = """
        class Odd: Object {
            @Persisted var age: Int = computeAge()
        }
        class OddHolder: Object {
            @Persisted var odd: Odd?
        }
        class Plain: Object {
            @Persisted var n = 0
        }

        """
        let file = load("""
        func testUsesOdd() throws {
            _ = Odd()
        }
        func testUsesHolder() throws {
            _ = OddHolder()
        }
        func testPlain() throws {
            let realm = try Realm()
            try realm.write { realm.add(Plain()) }
            XCTAssertEqual(realm.objects(Plain.self).count, 1)
        }
        """, models: models)
        #expect(!file.fileDiagnostics.contains { $0.severity == .error }, "\(file.fileDiagnostics)")
        let byName = Dictionary(uniqueKeysWithValues: file.scenarios.map { ($0.name, $0) })
        let message = "default value 'computeAge()' of 'age' is a call to 'computeAge', which the scenario language does not compute"
        #expect(byName["testUsesOdd"]?.diagnostics.contains { $0.id == "schema-bad-default" && $0.message.hasPrefix(message) } == true)
        #expect(byName["testUsesHolder"]?.diagnostics.contains { $0.id == "schema-bad-default" } == true)
        #expect(byName["testPlain"]?.diagnostics.isEmpty == true, "\(String(describing: byName["testPlain"]?.diagnostics))")
        if let plain = byName["testPlain"] {
            #expect(ScenarioInterpreter.run(plain, of: file, on: ReferenceEngine()).status == .passed)
        }
    }

    @Test("a model with such a default that no scenario uses is a warning of the file")
    func unusedBadDefaultWarns() {
        let file = load("", models: "class A: Object {\n    @Persisted var age: Int = computeAge()\n}\n")
        #expect(file.diagnostics.contains { $0.id == "schema-bad-default" && $0.severity == .warning })
        #expect(!file.hasErrors)
    }
}
