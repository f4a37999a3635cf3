// Reading the project's YAML files (pages.yaml, expectations) with positions,
// so every mistake in them is reported as file:line:col.

internal import Foundation
internal import Yams

/// A mistake in a configuration file of the corpus (pages.yaml, an
/// expectations file), or a problem reading one.
public struct SpecConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    /// Further problems of the same file found in the same pass, in file order.
    public var others: [SpecConfigError] = []

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }

    /// This problem and the others, each on its own.
    public var all: [SpecConfigError] {
        var first = self
        first.others = []
        return [first] + others.flatMap(\.all)
    }

    /// The first of `problems` carrying the rest; nil when there are none.
    static func combined(_ problems: [SpecConfigError]) -> SpecConfigError? {
        let flat = problems.flatMap(\.all)
        guard var first = flat.first else { return nil }
        first.others = Array(flat.dropFirst())
        return first
    }

    /// `file:line:col: error: message`, the compiler's format, one line per problem.
    public var description: String {
        ([self] + others).map { "\($0.file):\($0.line):\($0.column): error: \($0.message)" }.joined(separator: "\n")
    }
}

/// A YAML node with the file it came from, for located errors.
struct YAMLNode {
    let node: Node
    let file: String

    /// Parses `text`; an empty document is an empty mapping.
    static func parse(_ text: String, file: String) throws(SpecConfigError) -> YAMLNode {
        do {
            guard let root = try Yams.compose(yaml: text) else {
                return YAMLNode(node: .mapping(Node.Mapping([])), file: file)
            }
            return YAMLNode(node: root, file: file)
        } catch let error as YamlError {
            throw located(error, file: file)
        } catch {
            throw SpecConfigError(file: file, line: 1, column: 1, message: "cannot parse YAML: \(error)")
        }
    }

    /// Reads and parses a file.
    static func load(file: String) throws(SpecConfigError) -> YAMLNode {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw SpecConfigError(file: file, line: 1, column: 1, message: "cannot read '\(file)'")
        }
        let bytes = [UInt8](data)
        if let (line, column, byte) = firstInvalidUTF8(bytes) {
            throw SpecConfigError(file: file, line: line, column: column,
                                  message: "invalid UTF-8: byte 0x\(String(byte, radix: 16, uppercase: true)) is not part of a valid character; save the file as UTF-8")
        }
        return try parse(String(decoding: bytes, as: UTF8.self), file: file)
    }

    /// The line, column (in characters) and value of the first byte that is
    /// not part of valid UTF-8, or nil when every byte is.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (line: Int, column: Int, byte: UInt8)? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0, line = 1, column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput: return nil
            case .error: return (line, column, bytes[offset])
            }
        }
    }

    private static func located(_ error: YamlError, file: String) -> SpecConfigError {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return SpecConfigError(file: file, line: mark.line, column: mark.column, message: problem)
        case let .duplicatedKeysInMapping(duplicates, context):
            return SpecConfigError(file: file, line: context.mark.line, column: context.mark.column,
                                   message: "duplicate key '\(duplicates.joined(separator: "', '"))'")
        default:
            return SpecConfigError(file: file, line: 1, column: 1, message: "cannot parse YAML: \(error)")
        }
    }

    var line: Int { node.mark?.line ?? 1 }
    var column: Int { node.mark?.column ?? 1 }

    func error(_ message: String) -> SpecConfigError {
        SpecConfigError(file: file, line: line, column: column, message: message)
    }

    /// The pairs of a mapping node.
    func mapping(_ what: String) throws(SpecConfigError) -> [(key: String, keyNode: YAMLNode, value: YAMLNode)] {
        guard case .mapping(let mapping) = node else { throw error("\(what) must be a mapping") }
        var pairs: [(key: String, keyNode: YAMLNode, value: YAMLNode)] = []
        for (key, value) in mapping {
            pairs.append((key.string ?? "", YAMLNode(node: key, file: file), YAMLNode(node: value, file: file)))
        }
        return pairs
    }

    /// Whether the node is empty (`key:` with nothing after it, `~`, `null`).
    var isNull: Bool {
        guard case .scalar(let scalar) = node else { return false }
        return node.null != nil || (scalar.string.isEmpty && scalar.style == .plain)
    }

    /// The items of a sequence node; an empty node is an empty list.
    func sequence(_ what: String) throws(SpecConfigError) -> [YAMLNode] {
        if isNull { return [] }
        guard case .sequence(let sequence) = node else { throw error("\(what) must be a list") }
        return sequence.map { YAMLNode(node: $0, file: file) }
    }

    /// A scalar node's text.
    func string(_ what: String) throws(SpecConfigError) -> String {
        guard case .scalar(let scalar) = node else { throw error("\(what) must be a single value") }
        return scalar.string
    }

    /// A list of scalars (`[ko, zh]` or one item per line).
    func strings(_ what: String) throws(SpecConfigError) -> [String] {
        var result: [String] = []
        for item in try sequence(what) { result.append(try item.string("each of \(what)")) }
        return result
    }
}

/// Checks the keys of one mapping: required ones present, no unknown ones.
struct YAMLFields {
    private var values: [String: YAMLNode] = [:]
    let owner: YAMLNode
    let what: String

    init(_ owner: YAMLNode, what: String, allowed: Set<String>) throws(SpecConfigError) {
        self.owner = owner; self.what = what
        for (key, keyNode, value) in try owner.mapping(what) {
            guard allowed.contains(key) else {
                let known = allowed.sorted().joined(separator: ", ")
                throw keyNode.error("unknown key '\(key)' in \(what) (known keys: \(known))")
            }
            values[key] = value
        }
    }

    func optional(_ key: String) -> YAMLNode? { values[key] }

    func required(_ key: String) throws(SpecConfigError) -> YAMLNode {
        guard let value = values[key] else { throw owner.error("\(what) lacks '\(key)'") }
        return value
    }
}
