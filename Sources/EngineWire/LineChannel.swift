// Lines over file descriptors, with deadlines: poll(2) then read(2)/write(2),
// no threads, so a call costs two system calls each way and never waits
// past its deadline but for input that keeps arriving: that is read on while
// it comes (each wait at most `LineReader.graceStep`), for at most
// `LineReader.graceLimit` more, so a line past the length limit is reported
// as too long, not as late. A reader that expects an answer soon first polls
// without sleeping for a short while: waking a sleeping process costs more
// than most calls take.

internal import Foundation
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Why a line could not be read or written.
enum LineFailure: Error, Equatable {
    /// The other side closed its end.
    case endOfFile
    case timedOut
    /// A line longer than the limit, or an I/O error.
    case broken(String)
}

/// Reads newline-terminated lines from a file descriptor.
final class LineReader {
    /// Longer lines are refused, so garbage without newlines cannot exhaust memory.
    static let maximumLineLength = 64 << 20

    private let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanned = 0
    private var chunk = [UInt8](repeating: 0, count: 64 << 10)
    /// How long to poll without sleeping before each blocking wait.
    private let spin: Duration

    /// - Parameter spin: how long to keep checking for input, yielding the
    ///   processor between checks, before sleeping until it comes. Zero
    ///   sleeps at once.
    init(fd: Int32, spin: Duration = .zero) { self.fd = fd; self.spin = spin }

    /// The next line, without its newline (a final `\r` is dropped too).
    ///
    /// - Parameter deadline: when to give up; nil waits as long as it takes.
    func readLine(deadline: ContinuousClock.Instant?) throws(LineFailure) -> Data {
        while true {
            if let line = takeLine() {
                // A long line can arrive whole in one read; the limit holds all the same.
                guard line.count <= LineReader.maximumLineLength else {
                    throw .broken("a line longer than \(LineReader.maximumLineLength) bytes")
                }
                return line
            }
            try fill(deadline: deadline)
        }
    }

    private func takeLine() -> Data? {
        guard let newline = Self.newline(in: buffer, from: scanned) else {
            scanned = buffer.count
            return nil
        }
        var end = newline
        if end > start, buffer[end - 1] == 0x0D { end -= 1 }
        let line = Data(buffer[start..<end])
        start = newline + 1
        scanned = start
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0; scanned = 0
        }
        return line
    }

    private func fill(deadline: ContinuousClock.Instant?) throws(LineFailure) {
        guard buffer.count - start < LineReader.maximumLineLength else {
            throw .broken("a line longer than \(LineReader.maximumLineLength) bytes")
        }
        if spin <= .zero || !spinUntilReadable() {
            do {
                try waitFor(events: Int16(POLLIN), on: fd, deadline: deadline)
            } catch {
                guard error == .timedOut, let deadline else { throw error }
                try waitFor(events: Int16(POLLIN), on: fd, deadline: Self.graceDeadline(after: deadline))
            }
        }
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count == 0 { throw .endOfFile }
        if count < 0 {
            if errno == EINTR || errno == EAGAIN { return }
            throw .broken("read failed: \(String(cString: strerror(errno)))")
        }
        if start > 0, start == buffer.count { buffer.removeAll(keepingCapacity: true); start = 0; scanned = 0 }
        buffer.append(contentsOf: chunk[0..<count])
    }
}

extension LineReader {
    /// How long past its deadline input that is still arriving is read on,
    /// at most, so that a line past the length limit is reported as too
    /// long rather than as late; each wait for more of it is at most `graceStep`.
    static let graceLimit: Duration = .seconds(5)
    static let graceStep: Duration = .milliseconds(200)

    /// When to stop waiting for more of a line under way past `deadline`.
    static func graceDeadline(after deadline: ContinuousClock.Instant) -> ContinuousClock.Instant {
        min(ContinuousClock.now + graceStep, deadline + graceLimit)
    }

    /// The index of the first newline in `bytes` at or after `from`, found with memchr.
    static func newline(in bytes: [UInt8], from: Int) -> Int? {
        guard from < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { raw -> Int? in
            guard let base = raw.baseAddress, let found = memchr(base + from, 0x0A, raw.count - from) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Checks for input without sleeping until some arrives (true) or the
    /// spin time is up (false). Between checks the processor goes to any
    /// other thread that is ready to run.
    private func spinUntilReadable() -> Bool {
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: spin)
        var checks = 0
        while true {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&pfd, 1, 0) != 0 { return true }
            checks += 1
            if checks % 8 == 0, clock.now >= end { return false }
            sched_yield()
        }
    }
}

/// Writes whole lines to a file descriptor.
struct LineWriter {
    let fd: Int32

    /// Writes every byte, waiting at most until `deadline` for room in the pipe.
    func write(_ data: [UInt8], deadline: ContinuousClock.Instant?) throws(LineFailure) {
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { raw in
                systemWrite(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
            }
            if written >= 0 { offset += written; continue }
            switch errno {
            case EINTR: continue
            case EAGAIN: try waitFor(events: Int16(POLLOUT), on: fd, deadline: deadline)
            case EPIPE: throw .endOfFile
            default: throw .broken("write failed: \(String(cString: strerror(errno)))")
            }
        }
    }
}

private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, bytes, count)
}

/// Waits until `fd` is ready for `events` or the deadline passes.
private func waitFor(events: Int16, on fd: Int32, deadline: ContinuousClock.Instant?) throws(LineFailure) {
    while true {
        var pfd = pollfd(fd: fd, events: events, revents: 0)
        let timeout = try milliseconds(until: deadline)
        let ready = poll(&pfd, 1, timeout)
        if ready > 0 { return }
        if ready == 0 { throw .timedOut }
        if errno != EINTR { throw .broken("poll failed: \(String(cString: strerror(errno)))") }
    }
}

private func milliseconds(until deadline: ContinuousClock.Instant?) throws(LineFailure) -> Int32 {
    guard let deadline else { return -1 }
    let left = ContinuousClock.now.duration(to: deadline)
    guard left > .zero else { throw .timedOut }
    let (seconds, attoseconds) = left.components
    let ms = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: ms)
}

/// Makes writes to `fd` fail with EAGAIN instead of blocking.
func setNonBlocking(_ fd: Int32) {
    let flags = fcntl(fd, F_GETFL)
    if flags >= 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
}

/// Writing to a closed pipe must be an error the caller sees, not a signal
/// that ends this process.
let ignoreBrokenPipes: Void = {
    signal(SIGPIPE, SIG_IGN)
    return ()
}()
