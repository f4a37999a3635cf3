// Explaining plans is an optional capability of the seam: the object store
// answers it through `any Engine`, and an engine that does not implement it
// answers `unsupported`.

import Testing
import RealmSpecCore
import EngineTestSupport
import ReferenceEngine

@Suite("explain through the seam")
struct ExplainSeamTests {
    static let schema = Schema(types: [ObjectSchema(name: "Dog", properties: [
        PropertySchema(name: "age", type: .int, defaultValue: .int(0)),
    ])])
    static let young = Query.compare(Comparison(.keyPath(["age"]), .less, .constant(.int(2))))

    @Test("the reference engine explains its plans through any Engine")
    func referenceExplains() throws {
        let engine: any Engine = ReferenceEngine()
        try engine.open(schema: Self.schema)
        #expect(try engine.explain(Self.young, on: "Dog") != nil)
        _ = try engine.explain(.count(Self.young), on: "Dog")
        #expect(throws: EngineError.self) { try engine.explain(Self.young, on: "Cat") }
        #expect(throws: EngineError.self) { try engine.explain(.count(Self.young), on: "Cat") }
    }

    @Test("an engine without explain answers unsupported, for queries and for reads")
    func defaultIsUnsupported() throws {
        let engine: any Engine = RecordingEngine { _ throws(EngineError) in .none }
        try engine.open(schema: Self.schema)
        do {
            _ = try engine.explain(Self.young, on: "Dog")
            Issue.record("explain should throw")
        } catch {
            #expect(error.kind == .unsupported)
            #expect(error.message.contains("cannot explain"))
        }
        do {
            _ = try engine.explain(.sorted(nil, [SortDescriptor(keyPath: "age")], limit: nil), on: "Dog")
            Issue.record("explain should throw")
        } catch {
            #expect(error.kind == .unsupported)
        }
    }
}
