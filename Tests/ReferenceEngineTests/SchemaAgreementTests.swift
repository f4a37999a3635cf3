// Every engine accepts and refuses the same schemas: the object store checks
// them once for all ().

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("schema agreement")
struct SchemaAgreementTests {
    static let dog = ObjectSchema(name: "Dog", properties: [PropertySchema(name: "name", type: .string)])

    @Test("a duplicate type name is refused as typeMismatch naming the type")
    func duplicateType() {
        let error = #expect(throws: EngineError.self) { try ReferenceEngine().open(schema: Schema(types: [Self.dog, Self.dog])) }
        #expect(error?.kind == .typeMismatch)
        #expect(error?.message.contains("Type 'Dog' appears more than once") == true, "\(String(describing: error))")
    }

    @Test("a duplicate property name is refused as typeMismatch naming the property")
    func duplicateProperty() {
        let twice = ObjectSchema(name: "Dog", properties: [PropertySchema(name: "name", type: .string),
                                                          PropertySchema(name: "name", type: .int)])
        let error = #expect(throws: EngineError.self) { try ReferenceEngine().open(schema: Schema(types: [twice])) }
        #expect(error?.kind == .typeMismatch)
        #expect(error?.message.contains("'Dog.name' appears more than once") == true)
    }
}
