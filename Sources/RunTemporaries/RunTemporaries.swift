// Every temporary file of a run lives in one folder of its own,
// `<base>/realmspec-<pid>-XXXXXX`, where `<base>` is $REALMSPEC_TMPDIR, else
// $TMPDIR, else /tmp: SQLite databases, and the folders of engines the run
// starts (they get it as their $REALMSPEC_TMPDIR). A run removes its folder
// when it ends or is stopped by a signal; a folder whose process is gone (a
// kill -9) is swept by the next run.
// Related: issue 15, "Signal handling", "All temp files of a run live in one
// per-run folder".

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The per-run temporary folder and the engine processes a run started.
public enum RunTemporaries {
    /// The name every per-run folder starts with.
    public static let folderPrefix = "realmspec-"

    private static let lock = NSLock()
    nonisolated(unsafe) private static var made: String?
    nonisolated(unsafe) private static var groups: Set<Int32> = []

    /// Where per-run folders are made.
    public static var base: String {
        let environment = ProcessInfo.processInfo.environment
        for name in ["REALMSPEC_TMPDIR", "TMPDIR"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return "/tmp"
    }

    /// This process's folder, made (and abandoned folders swept) on first use.
    public static var folder: String {
        lock.withLock {
            if let made { return made }
            let base = base
            try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
            sweepAbandoned(in: base)
            var template = Array((base + "/" + folderPrefix + "\(getpid())-XXXXXX").utf8CString)
            let ok = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkdtemp($0) != nil } ?? false }
            let path = ok ? String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
                          : NSTemporaryDirectory()
            made = path
            return path
        }
    }

    /// A fresh path inside this process's folder: `<folder>/<prefix><random><suffix>`.
    public static func path(prefix: String, suffix: String) -> String {
        folder + "/" + prefix + UUID().uuidString + suffix
    }

    /// Removes this process's folder and everything in it.
    public static func removeAll() {
        let path: String? = lock.withLock {
            defer { made = nil }
            return made
        }
        if let path, path.contains("/" + folderPrefix) { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Removes the per-run folders in `base` whose process no longer runs.
    public static func sweepAbandoned(in base: String? = nil) {
        let base = base ?? Self.base
        for name in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] {
            guard let pid = owner(of: name), pid != getpid(), !isRunning(pid) else { continue }
            try? FileManager.default.removeItem(atPath: base + "/" + name)
        }
    }

    /// The process id in a per-run folder's name, or nil for other names.
    static func owner(of name: String) -> Int32? {
        guard name.hasPrefix(folderPrefix) else { return nil }
        let parts = name.dropFirst(folderPrefix.count).split(separator: "-")
        guard parts.count == 2, parts[1].count == 6, let pid = Int32(parts[0]), pid > 0 else { return nil }
        return pid
    }

    private static func isRunning(_ pid: Int32) -> Bool { kill(pid, 0) == 0 || errno == EPERM }

    // MARK: Engine processes

    /// Records the process group of an engine the run started.
    public static func register(processGroup: Int32) { _ = lock.withLock { groups.insert(processGroup) } }

    /// Forgets a process group once it has been ended.
    public static func unregister(processGroup: Int32) { _ = lock.withLock { groups.remove(processGroup) } }

    /// Kills every registered process group (SIGKILL).
    public static func killAll() {
        let all = lock.withLock { groups }
        for group in all { _ = kill(-group, SIGKILL) }
    }

    /// For signal handlers: ends every engine and removes the folder.
    public static func cleanUpNow() {
        killAll()
        removeAll()
    }
}
