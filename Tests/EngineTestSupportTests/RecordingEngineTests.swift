import Testing
import RealmSpecCore
import EngineTestSupport

@Suite("Recording engine")
struct RecordingEngineTests {
    static let schema = Schema(types: [ObjectSchema(name: "Dog", properties: [])])

    @Test("scripted mode answers from the script and logs calls, replies and errors in order")
    func scripted() throws {
        let engine = RecordingEngine { call throws(EngineError) in
            switch call {
            case .count: return .int(3)
            case .beginWrite: throw EngineError(.alreadyInWriteTransaction, "already")
            default: return .none
            }
        }
        try engine.open(schema: Self.schema)
        #expect(try engine.perform(.count(.objects(type: "Dog"))) == .int(3))
        #expect(throws: EngineError(.alreadyInWriteTransaction, "already")) { try engine.perform(.beginWrite) }
        engine.close()

        #expect(engine.log == [
            .open(Self.schema),
            .call(.count(.objects(type: "Dog")), .success(.int(3))),
            .call(.beginWrite, .failure(EngineError(.alreadyInWriteTransaction, "already"))),
            .close,
        ])
        #expect(engine.callNames == ["count", "beginWrite"])
        #expect(engine.errors.map(\.kind) == [.alreadyInWriteTransaction])
        #expect(engine.openedSchemas == [Self.schema])
    }

    @Test("wrapping mode passes every call through and reports the wrapped engine's info")
    func wrapping() throws {
        let inner = RecordingEngine(info: EngineInfo(name: "inner", version: "2", capabilities: [.lists])) { _ throws(EngineError) in
            .bool(true)
        }
        let outer = RecordingEngine(wrapping: inner)
        try outer.open(schema: Self.schema)
        #expect(try outer.perform(.isInWriteTransaction) == .bool(true))
        outer.close()
        #expect(outer.info.name == "inner")
        #expect(outer.calls == [.isInWriteTransaction])
        #expect(inner.calls == [.isInWriteTransaction])
        #expect(inner.log.last == .close)
    }

    @Test("clearLog forgets what was logged")
    func clear() throws {
        let engine = RecordingEngine { _ throws(EngineError) in .none }
        _ = try engine.perform(.refresh)
        engine.clearLog()
        #expect(engine.log.isEmpty)
    }
}
