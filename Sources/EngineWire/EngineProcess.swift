// One running engine process: started with /bin/sh -c COMMAND in its own
// process group, stdin/stdout as pipes, stderr into a temporary file whose
// tail explains a crash.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process speaking the protocol on its stdin and stdout.
final class EngineProcess {
    let connection: WireConnection
    private let process: Process
    private let toChild: Pipe
    private let fromChild: Pipe
    private let stderrURL: URL
    private var killed = false

    /// Starts `command` under `/bin/sh -c`.
    ///
    /// - Throws: a description of why the process could not start.
    init(command: String) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        toChild = Pipe()
        fromChild = Pipe()
        stderrURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("realmspec-engine-\(UUID().uuidString).stderr")
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stderrFile = try FileHandle(forWritingTo: stderrURL)
        defer { try? stderrFile.close() }
        process.standardInput = toChild
        process.standardOutput = fromChild
        process.standardError = stderrFile
        do { try process.run() } catch {
            try? FileManager.default.removeItem(at: stderrURL)
            throw error
        }
        // The child's ends belong to the child alone, so its exit is our end of file.
        try? toChild.fileHandleForReading.close()
        try? fromChild.fileHandleForWriting.close()
        connection = WireConnection(input: fromChild.fileHandleForReading.fileDescriptor,
                                    output: toChild.fileHandleForWriting.fileDescriptor)
    }

    deinit { kill() }

    /// Ends the process and everything it started, and closes the pipes.
    func kill() {
        guard !killed else { return }
        killed = true
        if process.isRunning {
            // Foundation starts the child as the leader of its own process group.
            _ = systemKill(-process.processIdentifier, SIGKILL)
            _ = systemKill(process.processIdentifier, SIGKILL)
        }
        try? toChild.fileHandleForWriting.close()
        try? fromChild.fileHandleForReading.close()
        try? FileManager.default.removeItem(at: stderrURL)
    }

    /// How the process ended, waiting briefly for it: "exit status 3", "signal 9".
    func exitDescription() -> String? {
        let deadline = Date().addingTimeInterval(0.5)
        while process.isRunning, Date() < deadline { usleep(2_000) }
        guard !process.isRunning else { return nil }
        switch process.terminationReason {
        case .exit: return "exit status \(process.terminationStatus)"
        case .uncaughtSignal: return "signal \(process.terminationStatus)"
        @unknown default: return "status \(process.terminationStatus)"
        }
    }

    /// The last lines the process wrote to stderr, if any.
    func stderrTail(limit: Int = 400) -> String? {
        guard let data = try? Data(contentsOf: stderrURL), !data.isEmpty else { return nil }
        let text = String(decoding: data.suffix(limit), as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

private func systemKill(_ pid: pid_t, _ signal: Int32) -> Int32 { kill(pid, signal) }
