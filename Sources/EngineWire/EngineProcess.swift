// One running engine process: started with /bin/sh -c COMMAND in its own
// process group (a simple command through `exec`, so the shell does not
// hold the output pipe and end of output is seen), stdin/stdout as pipes,
// stderr into a pipe of which only the last 16 KiB are kept, to explain a
// crash. The process group is registered with `RunTemporaries`, so a
// signal to the run ends it too.

internal import Foundation
internal import RunTemporaries
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A child process speaking the protocol on its stdin and stdout.
final class EngineProcess {
    let connection: WireConnection
    private let process: Process
    private let toChild: Pipe
    private let fromChild: Pipe
    private let stderrTailKept: StderrTail
    private var killed = false

    /// Starts `command` under `/bin/sh -c`.
    ///
    /// - Throws: a description of why the process could not start.
    init(command: String) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", Self.shellCommand(command)]
        var environment = ProcessInfo.processInfo.environment
        // The engine's own temporary files go inside this run's folder.
        environment["REALMSPEC_TMPDIR"] = RunTemporaries.folder
        process.environment = environment
        toChild = Pipe()
        fromChild = Pipe()
        let errors = Pipe()
        process.standardInput = toChild
        process.standardOutput = fromChild
        process.standardError = errors
        do { try process.run() } catch {
            try? errors.fileHandleForReading.close()
            try? errors.fileHandleForWriting.close()
            throw error
        }
        RunTemporaries.register(processGroup: process.processIdentifier)
        // The child's ends belong to the child alone, so its exit is our end of file.
        try? toChild.fileHandleForReading.close()
        try? fromChild.fileHandleForWriting.close()
        try? errors.fileHandleForWriting.close()
        stderrTailKept = StderrTail(reading: errors.fileHandleForReading)
        connection = WireConnection(input: fromChild.fileHandleForReading.fileDescriptor,
                                    output: toChild.fileHandleForWriting.fileDescriptor)
    }

    deinit { kill() }

    /// Ends the process and everything it started, and closes the pipes.
    func kill() {
        guard !killed else { return }
        killed = true
        // Foundation starts the child as the leader of its own process group;
        // the group goes even when the shell has ended and left children.
        _ = systemKill(-process.processIdentifier, SIGKILL)
        if process.isRunning { _ = systemKill(process.processIdentifier, SIGKILL) }
        try? toChild.fileHandleForWriting.close()
        try? fromChild.fileHandleForReading.close()
        RunTemporaries.unregister(processGroup: process.processIdentifier)
    }

    /// `exec COMMAND` for a simple command, so the shell is replaced by the
    /// engine and holds no end of its pipes; a command with shell operators
    /// is left as written.
    static func shellCommand(_ command: String) -> String {
        let operators: Set<Character> = [";", "&", "|", "\n", "(", ")", "`", "<", ">"]
        let trimmed = command.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.contains(where: { operators.contains($0) }) || trimmed.hasPrefix("exec ") { return command }
        let first = trimmed.prefix { !$0.isWhitespace }
        // `NAME=value cmd` and shell keywords cannot follow `exec`.
        if first.contains("=") || ["if", "for", "while", "until", "case", "{", "!"].contains(String(first)) { return command }
        return "exec " + trimmed
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
        let data = stderrTailKept.bytes()
        guard !data.isEmpty else { return nil }
        let text = String(decoding: data.suffix(limit), as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Reads a child's stderr on a thread of its own and keeps only its last
/// `limit` bytes, so an engine that writes hundreds of megabytes costs a few
/// kilobytes of memory and no disk.
final class StderrTail: @unchecked Sendable {
    // Sendable: `kept` is read and written only under `lock`; the reading thread is the only writer, and `ended` is signalled once, after its last write.
    static let limit = 16 << 10
    private let lock = NSLock()
    private var kept: [UInt8] = []
    /// Signalled when the reader has seen the end of stderr.
    private let ended = DispatchSemaphore(value: 0)

    init(reading handle: FileHandle) {
        let fd = handle.fileDescriptor
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 64 << 10)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                append(buffer[0..<n])
            }
            try? handle.close()
            ended.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
    }

    private func append(_ chunk: ArraySlice<UInt8>) {
        lock.withLock {
            kept.append(contentsOf: chunk)
            if kept.count > 2 * Self.limit { kept.removeFirst(kept.count - Self.limit) }
        }
    }

    /// The last bytes read, at most `limit`, after waiting up to `wait`
    /// seconds for the rest of what an ending process wrote.
    func bytes(wait: Double = 0.5) -> [UInt8] {
        if ended.wait(timeout: .now() + wait) == .success { ended.signal() }
        return lock.withLock { Array(kept.suffix(Self.limit)) }
    }
}

private func systemKill(_ pid: pid_t, _ signal: Int32) -> Int32 { kill(pid, signal) }
