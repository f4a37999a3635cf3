// One engine process spoken to line by line, for the protocol suite: the
// suite sends lines a well-behaved client never sends (malformed requests,
// requests before the handshake), so it does not go through
// `WireConnection`, which only sends what it can encode.

internal import Foundation
internal import RunTemporaries
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// What one line sent to the engine brought back.
enum ProtocolAnswer {
    case response(WireResponse)
    /// A line that is not a valid response, described.
    case garbage(String)
    /// No line: the engine ended its output, broke the pipe or ran out of time.
    case silence(String)
}

/// A fresh engine process and its pipes.
final class ProtocolSession {
    private let process = Process()
    private let reader: LineReader
    private let writer: LineWriter
    private let toChild = Pipe()
    private let fromChild = Pipe()
    private let codec = WireCodec()
    private let timeout: Double

    /// Starts `command` under `/bin/sh -c`, its stderr discarded.
    ///
    /// - Throws: why the process could not start.
    init(command: String, timeout: Double) throws {
        self.timeout = timeout
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", EngineProcess.shellCommand(command)]
        var environment = ProcessInfo.processInfo.environment
        environment["REALMSPEC_TMPDIR"] = RunTemporaries.folder
        process.environment = environment
        process.standardInput = toChild
        process.standardOutput = fromChild
        process.standardError = FileHandle.nullDevice
        try process.run()
        RunTemporaries.register(processGroup: process.processIdentifier)
        try? toChild.fileHandleForReading.close()
        try? fromChild.fileHandleForWriting.close()
        reader = LineReader(fd: fromChild.fileHandleForReading.fileDescriptor)
        writer = LineWriter(fd: toChild.fileHandleForWriting.fileDescriptor)
        _ = ignoreBrokenPipes
        setNonBlocking(toChild.fileHandleForWriting.fileDescriptor)
    }

    deinit {
        _ = kill(-process.processIdentifier, SIGKILL)
        if process.isRunning { _ = kill(process.processIdentifier, SIGKILL) }
        try? toChild.fileHandleForWriting.close()
        try? fromChild.fileHandleForReading.close()
        RunTemporaries.unregister(processGroup: process.processIdentifier)
    }

    /// Sends a request as the client's codec writes it and reads the answer.
    func send(_ request: WireRequest) -> ProtocolAnswer {
        send(line: codec.line(request))
    }

    /// Sends bytes as they are (a newline is added) and reads the answer.
    func send(line: [UInt8]) -> ProtocolAnswer {
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int64(timeout * 1000)))
        var bytes = line
        if bytes.last != 0x0A { bytes.append(0x0A) }
        do { try writer.write(bytes, deadline: deadline) } catch {
            return .silence(Self.describe(error, timeout: timeout))
        }
        let answer: Data
        do { answer = try reader.readLine(deadline: deadline) } catch {
            return .silence(Self.describe(error, timeout: timeout))
        }
        do { return .response(try codec.response(from: answer)) } catch {
            return .garbage("\(error) in \(WireConnection.excerpt(answer))")
        }
    }

    /// A request's JSON object, to be changed into one a client never sends.
    func object(of request: WireRequest) -> [String: Any] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(codec.line(request))) as? [String: Any] else { return [:] }
        return object
    }

    /// A JSON object as one line.
    static func line(_ object: [String: Any]) -> [UInt8] {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return [UInt8](data)
    }

    private static func describe(_ failure: LineFailure, timeout: Double) -> String {
        switch failure {
        case .endOfFile: return "the engine closed its output (it exited or crashed)"
        case .timedOut: return "no answer within \(timeout) s"
        case .broken(let why): return why
        }
    }
}
