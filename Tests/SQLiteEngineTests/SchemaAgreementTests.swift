// The SQLite engine refuses the same schemas as the reference engine, with
// the same error kind ().

import RealmSpecCore
import Testing
@testable import SQLiteEngine

@Suite("SQLite schema agreement")
struct SchemaAgreementTests {
    static let dog = ObjectSchema(name: "Dog", properties: [PropertySchema(name: "name", type: .string)])

    @Test("a duplicate type name is refused as typeMismatch naming the type, as by the reference engine")
    func duplicateType() throws {
        let error = #expect(throws: EngineError.self) { try SQLiteEngine().open(schema: Schema(types: [Self.dog, Self.dog])) }
        #expect(error?.kind == .typeMismatch)
        #expect(error?.message.contains("Type 'Dog' appears more than once") == true, "\(String(describing: error))")
    }

    @Test("a duplicate property name is refused as typeMismatch naming the property")
    func duplicateProperty() throws {
        let twice = ObjectSchema(name: "Dog", properties: [PropertySchema(name: "name", type: .string),
                                                          PropertySchema(name: "name", type: .int)])
        let error = #expect(throws: EngineError.self) { try SQLiteEngine().open(schema: Schema(types: [twice])) }
        #expect(error?.kind == .typeMismatch)
    }
}
