// One run at a time writes a report folder's set: `ReportGeneration.write`
// holds an exclusive `flock` on `<report-dir>/.realmspec-reports/lock` from
// its first sweep to its last link, so one run's sweep never removes the
// generation another run is writing, and the last run to finish leaves its
// set whole. A second run waits for the first to finish writing (writing
// takes moments); past `ReportLock.patience` it stops with a message naming
// the process that holds the lock. The kernel drops the lock when its
// process ends, so a killed run never leaves the folder locked.
// Related: docs/reports.md, "Reports as a set".

internal import Foundation
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The exclusive lock on a report folder's store while a set is written.
struct ReportLock {
    /// The lock file's name inside `.realmspec-reports`.
    static let fileName = "lock"
    /// How long a run waits for another run to finish writing the same folder.
    static let patience: Duration = .seconds(120)

    let descriptor: Int32

    /// Takes the lock, waiting up to `patience` for another run to release it.
    ///
    /// - Throws: `ReportError` when the lock file cannot be opened (a link or
    ///   a folder in its place), or naming the process that holds it past `patience`.
    static func acquire(in store: String, patience: Duration = patience) throws(ReportError) -> ReportLock {
        let path = (store as NSString).appendingPathComponent(fileName)
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ReportError("cannot lock '\(path)': \(AtomicFile.lastErrno())") }
        let clock = ContinuousClock()
        let deadline = clock.now + patience
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                let reason = AtomicFile.lastErrno()
                close(fd)
                throw ReportError("cannot lock '\(path)': \(reason)")
            }
            guard clock.now < deadline else {
                let holder = holder(fd)
                close(fd)
                throw ReportError("cannot write the reports in '\(AtomicFile.folderOf(store))': another realmspec run"
                                  + (holder.map { " (process \($0))" } ?? "")
                                  + " is writing into the same report folder; wait for it to finish or choose another --report-dir")
            }
            usleep(20_000)
        }
        record(fd)
        return ReportLock(descriptor: fd)
    }

    /// Releases the lock.
    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Writes this process's id into the lock file, for another run's message.
    private static func record(_ fd: Int32) {
        let text = Array("\(getpid())\n".utf8)
        _ = ftruncate(fd, 0)
        _ = text.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    }

    /// The process id the holder wrote, when there is one.
    private static func holder(_ fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
