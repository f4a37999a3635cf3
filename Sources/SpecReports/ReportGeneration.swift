// Writing a run's reports as one set: every file goes into a fresh folder
// `<report-dir>/.realmspec-reports/gen-XXXXXX`, and one rename switches the
// symbolic link `.realmspec-reports/current` to it. Each report path
// (`junit.xml`, `results.json`, …) is a symbolic link through `current`, so
// after any kill a reader sees the old set or the new one, never a mix.
// Leftovers of a killed run (folders other than the current one, half-made
// links) are swept by the next run. Only what realmspec makes is swept: a
// real folder named `gen-XXXXXX` and a link named `.current.*`; the store
// itself must be a real folder, never a symbolic link. One run at a time
// writes into a report folder: the write holds an exclusive lock on
// `.realmspec-reports/lock` (see `ReportGeneration+Lock.swift`).

internal import Foundation
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A set of report files switched into place together.
///
///     try ReportGeneration(folder: "Reports").write([
///         .init(link: "Reports/junit.xml", name: "junit.xml", bytes: xml),
///         .init(link: "Reports/results.json", name: "results.json", bytes: json),
///     ])
public struct ReportGeneration: Sendable {
    /// One report: the path readers open, its name inside a generation and its bytes.
    public struct File: Sendable {
        public var link: String
        public var name: String
        public var bytes: [UInt8]
        public init(link: String, name: String, bytes: [UInt8]) { self.link = link; self.name = name; self.bytes = bytes }
    }

    /// The folder name that holds the generations, inside the report folder.
    public static let storeName = ".realmspec-reports"
    static let currentName = "current"
    static let generationPrefix = "gen-"

    public let folder: String
    public init(folder: String) { self.folder = folder.isEmpty ? "." : folder }

    var store: String { (folder as NSString).appendingPathComponent(Self.storeName) }
    var current: String { (store as NSString).appendingPathComponent(Self.currentName) }

    /// What a report path's link points at: through `current`, relative when
    /// the link is in the report folder itself, absolute otherwise.
    func target(of file: File) -> String {
        let linkFolder = AtomicFile.folderOf(file.link)
        if Self.samePath(linkFolder, folder) { return Self.storeName + "/" + Self.currentName + "/" + file.name }
        return Self.absolute(current) + "/" + file.name
    }

    /// Writes the set and switches it into place.
    ///
    /// - Throws: `ReportError` naming the path when a report path holds
    ///   something other than a regular file or one of these links, or a
    ///   write fails; the earlier set is then left whole.
    public func write(_ files: [File]) throws(ReportError) {
        for file in files { try Self.checkReportPath(file.link, ownTarget: target(of: file)) }
        try makeFolder(store)
        try Self.checkStore(store)
        let lock = try ReportLock.acquire(in: store)
        defer { lock.release() }
        try writeLocked(files)
    }

    private func writeLocked(_ files: [File]) throws(ReportError) {
        sweep()
        let generation = try makeGeneration()
        do throws(ReportError) {
            for file in files {
                try Self.writeFile(file.bytes, to: (generation as NSString).appendingPathComponent(file.name))
            }
            Self.syncFolder(generation)
            try switchCurrent(to: AtomicFile.fileNameOf(generation))
        } catch {
            try? FileManager.default.removeItem(atPath: generation)
            throw error
        }
        for file in files { try link(file) }
        sweep()
    }

    /// Removes every generation but the current one, and half-made links:
    /// only entries realmspec makes (a real folder `gen-XXXXXX`, a link
    /// `.current.*`), and nothing when the store is not a real folder.
    /// Call it holding the folder's lock (`write` does).
    func sweep() {
        guard (try? Self.checkStore(store)) != nil else { return }
        let fm = FileManager.default
        let keep = (try? fm.destinationOfSymbolicLink(atPath: current)).map { AtomicFile.fileNameOf($0) }
        for name in (try? fm.contentsOfDirectory(atPath: store)) ?? [] where name != keep {
            let path = (store as NSString).appendingPathComponent(name)
            guard Self.isSweepable(name: name, path: path) else { continue }
            try? fm.removeItem(atPath: path)
        }
    }

    /// Whether a store entry is one realmspec made and may sweep: a real
    /// folder named like a generation, or a half-made link to `current`.
    static func isSweepable(name: String, path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        let kind = info.st_mode & S_IFMT
        if name.hasPrefix(".current."), kind == S_IFLNK { return true }
        let suffix = name.dropFirst(generationPrefix.count)
        return name.hasPrefix(generationPrefix) && kind == S_IFDIR && suffix.count == 6
            && suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// Refuses a store (`.realmspec-reports`) that is a symbolic link or
    /// anything but a real folder: writing or sweeping through it would
    /// touch files elsewhere.
    ///
    /// - Throws: `ReportError` naming the path and what is there.
    static func checkStore(_ path: String) throws(ReportError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw ReportError("cannot use '\(path)': \(AtomicFile.lastErrno())") }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return
        case S_IFLNK: throw ReportError("cannot write into '\(path)': it is a symbolic link realmspec did not make; remove it or choose another report folder")
        default: throw ReportError("cannot write into '\(path)': it is not a folder; remove it or choose another report folder")
        }
    }

    /// The link an earlier write made at `path`, if it is one: its target.
    public static func ownLink(_ path: String) -> String? {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path),
              target.contains(storeName + "/") else { return nil }
        return target
    }

    /// Refuses a report path that holds anything but a regular file, nothing,
    /// or the link this set would put there.
    ///
    /// - Throws: `ReportError` naming the path and what is there.
    public static func checkReportPath(_ path: String, ownTarget: String? = nil) throws(ReportError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw ReportError("cannot write '\(path)': a folder is in the way")
        case S_IFLNK:
            if let ownTarget, (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == ownTarget { return }
            throw ReportError("cannot write '\(path)': it is a symbolic link realmspec did not make; remove it or choose another path")
        case S_IFCHR, S_IFBLK: throw ReportError("cannot write '\(path)': it is a device, not a regular file")
        case S_IFIFO: throw ReportError("cannot write '\(path)': it is a FIFO, not a regular file")
        case S_IFSOCK: throw ReportError("cannot write '\(path)': it is a socket, not a regular file")
        default: throw ReportError("cannot write '\(path)': it is not a regular file")
        }
    }

    private func makeFolder(_ path: String) throws(ReportError) {
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw ReportError("cannot create '\(path)': \(AtomicFile.lastErrno())")
        }
    }

    private func makeGeneration() throws(ReportError) -> String {
        var template = Array((store + "/" + Self.generationPrefix + "XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkdtemp($0) != nil } ?? false }
        guard made else { throw ReportError("cannot create a report folder in '\(store)': \(AtomicFile.lastErrno())") }
        chmod(template.withUnsafeBufferPointer { $0.baseAddress! }, 0o755)
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// One rename: a new link beside `current`, renamed over it.
    private func switchCurrent(to generationName: String) throws(ReportError) {
        let temporary = store + "/.current." + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        guard symlink(generationName, temporary) == 0 else {
            throw ReportError("cannot switch the reports in '\(store)': \(AtomicFile.lastErrno())")
        }
        guard rename(temporary, current) == 0 else {
            let reason = AtomicFile.lastErrno()
            unlink(temporary)
            throw ReportError("cannot switch the reports in '\(store)': \(reason)")
        }
        Self.syncFolder(store)
    }

    /// Makes a report path the link through `current`, unless it already is.
    private func link(_ file: File) throws(ReportError) {
        let target = target(of: file)
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: file.link)) == target { return }
        let folder = AtomicFile.folderOf(file.link)
        let temporary = folder + "/." + AtomicFile.fileNameOf(file.link) + "." + String(UInt32.random(in: 0...UInt32.max), radix: 36) + ".link"
        guard symlink(target, temporary) == 0 else {
            throw ReportError("cannot write '\(file.link)': \(AtomicFile.lastErrno())")
        }
        guard rename(temporary, file.link) == 0 else {
            let reason = AtomicFile.lastErrno()
            unlink(temporary)
            throw ReportError("cannot write '\(file.link)': rename failed: \(reason)")
        }
        Self.syncFolder(folder)
    }

    private static func writeFile(_ bytes: [UInt8], to path: String) throws(ReportError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw ReportError("cannot write '\(path)': \(AtomicFile.lastErrno())") }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in posixWrite(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw ReportError("cannot write '\(path)': \(AtomicFile.lastErrno())")
            }
            offset += written
        }
        guard fsync(fd) == 0 else { throw ReportError("cannot write '\(path)': fsync failed: \(AtomicFile.lastErrno())") }
    }

    static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (full as NSString).standardizingPath
    }

    static func samePath(_ a: String, _ b: String) -> Bool { absolute(a) == absolute(b) }
}

#if canImport(Glibc)
private func posixWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { Glibc.write(fd, bytes, count) }
#elseif canImport(Darwin)
private func posixWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { Darwin.write(fd, bytes, count) }
#endif
