// Writing report files so that readers never see half of one: the bytes go
// to a temporary file in the same folder, are flushed to disk, and the
// temporary file is renamed over the destination.

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Atomic replacement of a file's contents.
///
/// Either the destination holds the new bytes, or it is left as it was and
/// no temporary file remains.
///
///     try AtomicFile.write("<testsuites/>", to: "Reports/junit.xml")
public enum AtomicFile {
    /// Writes `bytes` to `path`, replacing any previous file atomically.
    ///
    /// - Throws: `ReportError` naming the path when the folder is missing or
    ///   unwritable, the disk is full, or the rename fails.
    public static func write(_ bytes: [UInt8], to path: String) throws(ReportError) {
        let folder = folderOf(path)
        var template = Array((folder + "/" + temporaryPrefix(of: path) + randomPart + temporarySuffix).utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemps($0, Int32(temporarySuffix.utf8.count)) } ?? -1
        }
        guard fd >= 0 else {
            throw ReportError("cannot write '\(path)': cannot create a temporary file in '\(folder)': \(lastErrno())")
        }
        let tempPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(ReportError) {
            try writeAll(bytes, to: fd, path: path)
            guard fsync(fd) == 0 else { throw ReportError("cannot write '\(path)': fsync failed: \(lastErrno())") }
        } catch {
            close(fd)
            unlink(tempPath)
            throw error
        }
        fchmod(fd, 0o644)
        guard close(fd) == 0 else {
            let reason = lastErrno()
            unlink(tempPath)
            throw ReportError("cannot write '\(path)': close failed: \(reason)")
        }
        guard rename(tempPath, path) == 0 else {
            let reason = lastErrno()
            unlink(tempPath)
            throw ReportError("cannot write '\(path)': rename failed: \(reason)")
        }
        syncFolder(folder)
    }

    /// Temporary files are named `.NAME.XXXXXX.tmp` beside the destination.
    private static let randomPart = "XXXXXX"
    private static let temporarySuffix = ".tmp"
    private static func temporaryPrefix(of path: String) -> String { "." + fileNameOf(path) + "." }

    /// Whether `name`, a file in `path`'s folder, is a temporary file that a
    /// write of `path` made (and left behind if it was killed midway).
    public static func isTemporaryName(_ name: String, of path: String) -> Bool {
        let prefix = temporaryPrefix(of: path)
        return name.hasPrefix(prefix) && name.hasSuffix(temporarySuffix)
            && name.count == prefix.count + randomPart.count + temporarySuffix.count
    }

    /// Writes `text` as UTF-8 to `path`, replacing any previous file atomically.
    ///
    /// - Throws: `ReportError` naming the path (see `write(_:to:)` for bytes).
    public static func write(_ text: String, to path: String) throws(ReportError) {
        try write(Array(text.utf8), to: path)
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(ReportError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                posixWrite(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw ReportError("cannot write '\(path)': \(lastErrno())")
            }
            offset += written
        }
    }

    /// The folder part of a path: "." when the path has none.
    public static func folderOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    public static func fileNameOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Makes the rename itself durable; failures here do not lose data.
    private static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    static func lastErrno() -> String {
        guard let text = strerror(errno) else { return "error \(errno)" }
        return String(cString: text)
    }
}

// `write` is shadowed inside AtomicFile by its own static methods.
#if canImport(Glibc)
private func posixWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { Glibc.write(fd, bytes, count) }
#elseif canImport(Darwin)
private func posixWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { Darwin.write(fd, bytes, count) }
#endif
