// Integer literals in hexadecimal, octal and binary, with `_` separators,
// and Decimal128 from a string literal, as the SDK's own tests write them.

import ReferenceEngine
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("SDK literals")
struct SdkLiteralTests {
    static let models = """
    class Ledger: Object {
        @Persisted(primaryKey: true) var id = 0
        @Persisted var amount = Decimal128(0)
        @Persisted var mask = 0x0F
        @Persisted var bits = 0b1010
    }

    """

    @Test("integer literals read in every radix Swift has, with separators", arguments: [
        ("0x1F", Int64(31)), ("0o17", 15), ("0b101", 5), ("0xFF_FF", 65535), ("1_000", 1000), ("0x7fffffffffffffff", Int64.max),
    ])
    func integerRadixes(_ text: String, _ value: Int64) {
        #expect(LiteralReader.integer(text) == value)
    }

    @Test("an integer literal that does not fit, or has no digits, reads as nothing")
    func integerOutOfRange() {
        #expect(LiteralReader.integer("0x10000000000000000") == nil)
        #expect(LiteralReader.integer("0x") == nil)
        #expect(LiteralReader.integer("0b2") == nil)
    }

    @Test("hexadecimal, octal and binary literals work in expressions, values and model defaults")
    func radixLiteralsInScenarios() {
        let outcome = runOnReference("""
        func testX() throws {
            XCTAssertEqual(0x1F, 31)
            XCTAssertEqual(0o17 + 0b1, 16)
            XCTAssertEqual(-0x10, -16)
            let realm = try Realm()
            try realm.write {
                realm.add(Ledger(value: ["id": 0x2A]))
            }
            let l = realm.object(ofType: Ledger.self, forPrimaryKey: 42)!
            XCTAssertEqual(l.mask, 15)
            XCTAssertEqual(l.bits, 10)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("a Decimal128 takes a string literal: a typed constant, a value for init(value:), an assignment")
    func decimalFromString() {
        let outcome = runOnReference("""
        func testX() throws {
            let d: Decimal128 = "1.5"
            XCTAssertEqual(d, Decimal128(1.5))
            let realm = try Realm()
            try realm.write {
                realm.add(Ledger(value: ["id": 1, "amount": "2.25"]))
            }
            let l = realm.object(ofType: Ledger.self, forPrimaryKey: 1)!
            XCTAssertEqual(l.amount, Decimal128(2.25))
            try realm.write {
                l.amount = "7.5"
                realm.create(Ledger.self, value: ["id": 2, "amount": "-3E+2"])
            }
            XCTAssertEqual(l.amount, Decimal128(7.5))
            XCTAssertEqual(realm.object(ofType: Ledger.self, forPrimaryKey: 2)!.amount, Decimal128(-300))
            try realm.write {
                assertThrows(realm.create(Ledger.self, value: ["id": 3, "amount": "abc"]), .typeMismatch)
            }
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    /// Runs the only scenario of `body`, after the ledger model, on the reference engine.
    private func runOnReference(_ body: String) -> ScenarioOutcome {
        let file = load(body, models: Self.models)
        guard let s = file.scenarios.first else {
            return ScenarioOutcome(status: .error, error: ScenarioError(kind: "test", message: "no scenario: \(file.diagnostics)", location: nil))
        }
        return ScenarioInterpreter.run(s, of: file, on: ReferenceEngine())
    }
}
