// The engine process groups a run started are recorded in its folder, one
// empty file `engine-group-<pgid>` each, removed when the engine ends. When
// the run is killed with SIGKILL it cannot end them; an engine's background
// children would then outlive it. The next run that sweeps the abandoned
// folder ends them: every process still in a recorded group whose
// environment names the abandoned folder (engines get it as
// $REALMSPEC_TMPDIR, and their children inherit it), so a group id reused
// by an unrelated process is never signalled.
// Related: docs/running.md, "Temporary files and signals".

internal import Foundation
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

extension TemporaryFolder {
    static let groupFilePrefix = "engine-group-"

    static func recordGroup(_ group: Int32, in folder: String) {
        let fd = open(folder + "/" + groupFilePrefix + String(group), O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        if fd >= 0 { close(fd) }
    }

    static func forgetGroup(_ group: Int32, in folder: String) {
        unlink(folder + "/" + groupFilePrefix + String(group))
    }

    /// The process groups recorded in a run's folder.
    static func recordedGroups(in folder: String) -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).compactMap { name in
            guard name.hasPrefix(groupFilePrefix), let group = Int32(name.dropFirst(groupFilePrefix.count)), group > 1 else { return nil }
            return group
        }
    }

    /// Kills what is left of the engines an abandoned run recorded in `folder`.
    static func endRecordedGroups(in folder: String) {
        let groups = Set(recordedGroups(in: folder))
        guard !groups.isEmpty else { return }
        #if os(Linux)
        for pid in leftovers(of: groups, startedFor: folder) { _ = kill(pid, SIGKILL) }
        #else
        for group in groups { _ = kill(-group, SIGKILL) }
        #endif
    }

    #if os(Linux)
    /// The processes in `groups` whose $REALMSPEC_TMPDIR is `folder`.
    static func leftovers(of groups: Set<Int32>, startedFor folder: String) -> [Int32] {
        let marker = Array("REALMSPEC_TMPDIR=\(folder)".utf8)
        return ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { name -> Int32? in
            guard let pid = Int32(name), pid != getpid(), let group = processGroup(of: pid), groups.contains(group),
                  let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return nil }
            let variables = environment.split(separator: 0, omittingEmptySubsequences: true)
            return variables.contains { Array($0) == marker } ? pid : nil
        }
    }

    /// The process group of `pid`, from /proc/PID/stat (the fifth field; the
    /// second, the command, is in parentheses and may hold spaces).
    static func processGroup(of pid: Int32) -> Int32? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
              let close = data.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = data[(close + 1)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 2 else { return nil }
        return Int32(String(decoding: fields[2], as: UTF8.self))
    }
    #endif
}
