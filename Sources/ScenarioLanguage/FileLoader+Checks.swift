// What a scenario file must be before it is parsed: at most
// `Budget.maximumFileBytes` long (parsing a file of megabytes takes minutes,
// outside any scenario's `--timeout`), and valid UTF-8 throughout (a byte
// that is not would otherwise be read as U+FFFD, silently changing a string
// literal). Either problem is one file-level error naming the file, and for
// bad UTF-8 the line and column of the first bad byte.
// Related documentation: docs/writing-scenarios.md#hostile-input.

internal import Foundation
internal import ScenarioInterpreter

extension FileLoader {
    /// A file's text, or the one diagnostic that refuses it.
    enum CheckedText {
        case text(String)
        case refused(Diagnostic)
    }

    /// Reads a scenario file, refusing one that is unreadable, over the size
    /// limit or not valid UTF-8.
    static func checkedText(_ path: String) -> CheckedText {
        let start = SourceLocation(file: path, line: 1, column: 1)
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
           size.intValue > Budget.maximumFileBytes {
            return .refused(Diagnostic(id: DiagnosticKind.fileTooLarge.rawValue, severity: .error,
                                       message: Messages.fileTooLarge(path, bytes: size.intValue), location: start))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .refused(Diagnostic(id: DiagnosticKind.unreadableFile.rawValue, message: "cannot read scenario file '\(path)'",
                                       location: start))
        }
        if data.count > Budget.maximumFileBytes {
            return .refused(Diagnostic(id: DiagnosticKind.fileTooLarge.rawValue, severity: .error,
                                       message: Messages.fileTooLarge(path, bytes: data.count), location: start))
        }
        let bytes = [UInt8](data)
        let text = String(decoding: bytes, as: UTF8.self)
        if let bad = firstInvalidUTF8(bytes) {
            let location = LineMap(file: path, text: text).location(offset: bad)
            return .refused(Diagnostic(id: DiagnosticKind.invalidUTF8.rawValue, severity: .error,
                                       message: "invalid UTF-8: byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) is not part of a valid character; save the file as UTF-8",
                                       location: location))
        }
        return .text(text)
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil.
    ///
    /// The bytes before it are valid, so the offset is also the UTF-8 offset
    /// of the replacement character in the decoded text.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
