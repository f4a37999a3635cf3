// A copy of every line of a connection, in both directions, for checking the
// wire against docs/engine-protocol.schema.json (`make check-wire-schema`).
// Set REALMSPEC_WIRE_RECORD to a folder: each client connection then writes
// one file there, each line the message prefixed with its direction.

internal import Foundation
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The recording of one connection: `> ` and the line for what the client
/// sent, `< ` and the line for what it received, one per line.
final class WireRecording {
    /// The environment variable naming the folder recordings go to.
    static let variable = "REALMSPEC_WIRE_RECORD"

    private let fd: Int32

    /// A recording in a new file of the folder `REALMSPEC_WIRE_RECORD` names;
    /// nil when it is not set.
    static func fromEnvironment() -> WireRecording? {
        guard let folder = ProcessInfo.processInfo.environment[variable], !folder.isEmpty else { return nil }
        return WireRecording(folder: folder)
    }

    /// A recording in a new file of `folder`, made when missing. A folder
    /// that cannot be written is reported on stderr, and nothing is recorded.
    init?(folder: String) {
        let path = (folder as NSString).appendingPathComponent("wire-\(getpid())-\(UUID().uuidString).log")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            FileHandle.standardError.write(Data("warning: \(Self.variable): cannot create '\(folder)': \(error)\n".utf8))
            return nil
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            FileHandle.standardError.write(Data("warning: \(Self.variable): cannot write '\(path)': \(String(cString: strerror(errno)))\n".utf8))
            return nil
        }
        self.fd = fd
    }

    deinit { close(fd) }

    /// A line the client sent, its newline included.
    func record(sent line: [UInt8]) { append([0x3E, 0x20] + line) }

    /// A line the client received, without its newline.
    func record(received line: Data) { append([0x3C, 0x20] + Array(line) + [0x0A]) }

    private func append(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw in write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return }
            offset += n
        }
    }
}
