// Every temporary file of a run lives in one folder of its own,
// `<base>/realmspec-<pid>-XXXXXX`, where `<base>` is $REALMSPEC_TMPDIR, else
// $TMPDIR, else /tmp: SQLite databases, and the folders of engines the run
// starts (they get it as their $REALMSPEC_TMPDIR). A run removes its folder
// when it ends or is stopped by a signal; once removed, the folder is never
// made again by that process, so a thread still working while a signal ends
// the run cannot leave a second folder behind. A folder whose process is gone
// (a kill -9) is swept by the next run, and with it the engine process
// groups the dead run recorded there (see `RunTemporaries+EngineGroups.swift`):
// an engine's background children do not outlive the run.
// Related: docs/running.md, "Temporary files and signals".

internal import Foundation
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The per-run temporary folder and the engine processes a run started.
public enum RunTemporaries {
    /// The name every per-run folder starts with.
    public static let folderPrefix = "realmspec-"

    /// This process's folder and engine groups.
    static let shared = TemporaryFolder(base: nil)

    /// Where per-run folders are made.
    public static var base: String {
        let environment = ProcessInfo.processInfo.environment
        for name in ["REALMSPEC_TMPDIR", "TMPDIR"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return "/tmp"
    }

    /// This process's folder, made (and abandoned folders swept) on first use.
    public static var folder: String { shared.folder }

    /// A fresh path inside this process's folder: `<folder>/<prefix><random><suffix>`.
    public static func path(prefix: String, suffix: String) -> String {
        folder + "/" + prefix + UUID().uuidString + suffix
    }

    /// Removes this process's folder and everything in it; a later use makes a new one.
    public static func removeAll() { shared.remove(closing: false) }

    /// Removes the per-run folders in `base` whose process no longer runs,
    /// ending the engine process groups recorded in them first.
    public static func sweepAbandoned(in base: String? = nil) {
        TemporaryFolder.sweepAbandoned(in: base ?? Self.base)
    }

    /// The process id in a per-run folder's name, or nil for other names.
    static func owner(of name: String) -> Int32? {
        guard name.hasPrefix(folderPrefix) else { return nil }
        var rest = name.dropFirst(folderPrefix.count)
        if rest.hasSuffix(TemporaryFolder.removingSuffix) { rest = rest.dropLast(TemporaryFolder.removingSuffix.count) }
        let parts = rest.split(separator: "-")
        guard parts.count == 2, parts[1].count == 6, let pid = Int32(parts[0]), pid > 0 else { return nil }
        return pid
    }

    static func isRunning(_ pid: Int32) -> Bool { kill(pid, 0) == 0 || errno == EPERM }

    // MARK: Engine processes

    /// Records the process group of an engine the run started, in memory
    /// and in the run's folder (for the run after a kill -9).
    public static func register(processGroup: Int32) { shared.register(processGroup) }

    /// Forgets a process group once it has been ended.
    public static func unregister(processGroup: Int32) { shared.unregister(processGroup) }

    /// Kills every registered process group (SIGKILL).
    public static func killAll() { shared.killAll() }

    /// For signal handlers and the end of a command: ends every engine and
    /// removes the folder for good (a later use does not make another).
    public static func cleanUpNow() {
        shared.killAll()
        shared.remove(closing: true)
    }
}

/// One process's temporary folder: made on first use, removed once.
final class TemporaryFolder: @unchecked Sendable {
    // Sendable: every stored property is read and written only under `lock`.
    /// The suffix a folder gets while it is being removed.
    static let removingSuffix = ".removing"

    private let lock = NSLock()
    private let fixedBase: String?
    private var made: String?
    private var closed = false
    private var groups: Set<Int32> = []

    /// - Parameter base: where to make the folder; nil reads `RunTemporaries.base` on first use.
    init(base: String?) { fixedBase = base }

    /// The folder, made on first use. After `remove(closing: true)` it is
    /// the path the folder had, and nothing is made there again.
    var folder: String {
        lock.withLock {
            if let made { return made }
            let base = fixedBase ?? RunTemporaries.base
            try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
            Self.sweepAbandoned(in: base)
            var template = Array((base + "/" + RunTemporaries.folderPrefix + "\(getpid())-XXXXXX").utf8CString)
            let ok = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkdtemp($0) != nil } ?? false }
            let path = ok ? String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
                          : NSTemporaryDirectory()
            made = path
            for group in groups { Self.recordGroup(group, in: path) }
            return path
        }
    }

    /// Removes the folder. It is first renamed, so a thread still writing
    /// by its old path fails instead of filling it again; with `closing`,
    /// `folder` keeps that old path and never makes another folder.
    func remove(closing: Bool) {
        let path: String? = lock.withLock {
            let path = made
            if closing {
                closed = true
                if made == nil { made = (fixedBase ?? RunTemporaries.base) + "/" + RunTemporaries.folderPrefix + "\(getpid())-closed" }
            } else {
                made = nil
            }
            return path
        }
        guard let path, path.contains("/" + RunTemporaries.folderPrefix) else { return }
        let removing = path + Self.removingSuffix
        let target = rename(path, removing) == 0 ? removing : path
        try? FileManager.default.removeItem(atPath: target)
    }

    /// Whether `remove(closing: true)` has run.
    var isClosed: Bool { lock.withLock { closed } }

    func register(_ group: Int32) {
        lock.withLock {
            groups.insert(group)
            if let made, !closed { Self.recordGroup(group, in: made) }
        }
    }

    func unregister(_ group: Int32) {
        lock.withLock {
            groups.remove(group)
            if let made { Self.forgetGroup(group, in: made) }
        }
    }

    func killAll() {
        let all = lock.withLock { groups }
        for group in all { _ = kill(-group, SIGKILL) }
    }

    /// Removes the per-run folders in `base` whose process no longer runs.
    static func sweepAbandoned(in base: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] {
            guard let pid = RunTemporaries.owner(of: name), pid != getpid(), !RunTemporaries.isRunning(pid) else { continue }
            let path = base + "/" + name
            endRecordedGroups(in: path)
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
