import Foundation
import Testing
import RealmSpecCore
import EngineTestSupport
import ReferenceEngine
@testable import EngineWire

/// An engine reached through a served pipe: every call crosses the wire twice.
/// With `REALMSPEC_WIRE_KIT_RECORD` set, every line of the kit's connections
/// is recorded in that folder, for `make check-wire-schema` to validate
/// against the published schema. Only these connections read it: other tests
/// of the same run send malformed lines on purpose.
final class PipedEngine: Engine {
    private let served: ServedPipes
    private let connection: WireConnection
    let info: EngineInfo

    init(serving engine: any Engine) throws {
        served = ServedPipes(engine: RecordingEngine(wrapping: engine))
        connection = served.connect(recording: Self.kitRecording())
        info = try connection.handshake(timeout: 5)
    }

    deinit { _ = served.finish() }

    /// The variable naming the folder the kit's lines are recorded in.
    static let kitRecordVariable = "REALMSPEC_WIRE_KIT_RECORD"

    static func kitRecording() -> WireRecording? {
        guard let folder = ProcessInfo.processInfo.environment[kitRecordVariable], !folder.isEmpty else { return nil }
        return WireRecording(folder: folder)
    }

    func open(schema: Schema) throws(EngineError) {
        _ = try exchange { WireRequest(id: $0, open: schema) }
    }

    func perform(_ call: EngineCall) throws(EngineError) -> EngineReply {
        try exchange { WireRequest(id: $0, call: call) }
    }

    func close() { _ = try? exchange { WireRequest(id: $0, close: WireEmpty()) } }

    private func exchange(_ build: (Int) -> WireRequest) throws(EngineError) -> EngineReply {
        do { return try connection.request(build, timeout: 5).get() } catch let error as EngineError {
            throw error
        } catch {
            throw EngineError(.engineFailure, "the pipe broke: \(error)")
        }
    }
}

@Suite("Wire protocol: the reference engine through a pipe")
struct WireConformanceTests {
    @Test("the reference engine served over the wire passes every conformance check",
          arguments: EngineConformanceKit.checks)
    func conformsThroughThePipe(_ check: ConformanceCheck) {
        let factory: EngineFactory = { () throws(EngineError) -> any Engine in
            do { return try PipedEngine(serving: ReferenceEngine()) } catch {
                throw EngineError(.engineFailure, "could not connect: \(error)")
            }
        }
        let failures = check.run(factory: factory)
        #expect(failures.isEmpty, "\(failures.map(\.message).joined(separator: "\n"))")
    }
}
