import Foundation
import RealmSpecCore
import EngineTestSupport
@testable import EngineWire

/// An `EngineServer` on a background thread, reached through in-memory pipes.
final class ServedPipes: @unchecked Sendable {
    let engine: RecordingEngine
    private let requests = Pipe()
    private let responses = Pipe()
    private let finished = DispatchSemaphore(value: 0)
    private lazy var reader = LineReader(fd: responses.fileHandleForReading.fileDescriptor)

    init(engine: RecordingEngine) {
        self.engine = engine
        let thread = Thread { [self] in
            EngineServer.serve(engine, input: requests.fileHandleForReading, output: responses.fileHandleForWriting)
            finished.signal()
        }
        thread.start()
    }

    /// A client connection to the server.
    func connect(recording: WireRecording? = nil) -> WireConnection {
        WireConnection(input: responses.fileHandleForReading.fileDescriptor,
                       output: requests.fileHandleForWriting.fileDescriptor, recording: recording)
    }

    /// Writes one raw line (a newline is added).
    func send(_ line: String) throws {
        try requests.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Reads one raw response line, waiting at most five seconds.
    func receive() throws -> String {
        String(decoding: try reader.readLine(deadline: .now + .seconds(5)), as: UTF8.self)
    }

    /// Ends the input and waits for the server to return.
    func finish() -> Bool {
        try? requests.fileHandleForWriting.close()
        return finished.wait(timeout: .now() + 5) == .success
    }
}

/// A scripted engine that answers `replies[i]` to the i-th call and logs everything.
func scriptedEngine(_ replies: [EngineReply] = [.none]) -> RecordingEngine {
    var index = 0
    return RecordingEngine(info: EngineInfo(name: "scripted", version: "3.1", capabilities: [.lists, .freeze])) { _ throws(EngineError) in
        defer { index += 1 }
        return replies[index % replies.count]
    }
}
