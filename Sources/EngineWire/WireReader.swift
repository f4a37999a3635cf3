// Reads vocabulary values from parsed JSON (WireJSON.swift): the one decoder
// of the wire format (docs/engine-protocol.md, docs/engine-protocol.schema.json),
// the inverse of WireWriter. A shape it does not accept is an error naming
// where ("wrong type at .call.get.object: expected an object key").

internal import RealmSpecCore

/// Why a line is not a message of the protocol, and where.
struct WireDecodingError: Error, Equatable, CustomStringConvertible {
    enum Problem: Equatable {
        case notJSON
        case missing(String)
        case wrongType(String)
        /// A case name (of a call, value, query…) the protocol does not have.
        case unknownCase(String)
        /// Valid JSON that breaks a rule worth naming.
        case violation(String)
    }

    /// Member names and `[index]`es from the top of the line, outermost first.
    var path: [String]
    var problem: Problem

    init(_ problem: Problem, at path: [String] = []) { self.problem = problem; self.path = path }

    /// The same error one level further out.
    func inside(_ component: String) -> WireDecodingError {
        WireDecodingError(problem, at: [component] + path)
    }

    var location: String {
        path.isEmpty ? "the top level" : path.map { $0.hasPrefix("[") ? $0 : "." + $0 }.joined()
    }

    var description: String {
        switch problem {
        case .notJSON: return "not valid JSON"
        case .missing(let key): return "missing key '\(key)' at \(location)"
        case .wrongType(let expected): return "wrong type at \(location): expected \(expected)"
        case .unknownCase(let name): return "unknown case '\(name.prefix(80))' at \(location)"
        case .violation(let text): return text
        }
    }
}

/// Typed reads of one parsed node; errors carry the path from here down.
extension JSONNode {
    /// The member `key`, read with `read`.
    func field<T>(_ key: String, _ read: (JSONNode) throws(WireDecodingError) -> T) throws(WireDecodingError) -> T {
        guard case .object = self else { throw WireDecodingError(.wrongType("an object")) }
        guard let node = self[key] else { throw WireDecodingError(.missing(key)) }
        do { return try read(node) } catch { throw error.inside(key) }
    }

    /// The member `key` read with `read`, nil when it is absent or null.
    func optionalField<T>(_ key: String, _ read: (JSONNode) throws(WireDecodingError) -> T) throws(WireDecodingError) -> T? {
        guard case .object = self else { throw WireDecodingError(.wrongType("an object")) }
        guard let node = self[key], !node.isNull else { return nil }
        do { return try read(node) } catch { throw error.inside(key) }
    }

    /// `{"name":{fields}}`: the case name and its fields.
    func enumCase(_ what: String) throws(WireDecodingError) -> (name: String, fields: JSONNode) {
        guard case .object(let members) = self, members.count == 1, case .object = members[0].value else {
            throw WireDecodingError(.wrongType("\(what): an object with one member, the case name"))
        }
        return (members[0].key, members[0].value)
    }

    /// Every element read with `read`.
    func array<T>(_ read: (JSONNode) throws(WireDecodingError) -> T) throws(WireDecodingError) -> [T] {
        guard case .array(let items) = self else { throw WireDecodingError(.wrongType("an array")) }
        var result: [T] = []
        result.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            do { result.append(try read(item)) } catch { throw error.inside("[\(i)]") }
        }
        return result
    }

    var isNull: Bool { if case .null = self { return true } else { return false } }
}

/// The readers of each shape; the cases of calls, replies and messages are in
/// WireReader+Calls.swift, WireReader+Collections.swift and WireReader+Replies.swift.
enum WireReader {
    // MARK: Primitives

    static func string(_ node: JSONNode) throws(WireDecodingError) -> String {
        if case .string(let s) = node { return s }
        throw WireDecodingError(.wrongType("a string"))
    }

    static func int64(_ node: JSONNode) throws(WireDecodingError) -> Int64 {
        if case .number(let text) = node, let i = Int64(text) { return i }
        throw WireDecodingError(.wrongType("a 64-bit integer"))
    }

    static func int(_ node: JSONNode) throws(WireDecodingError) -> Int {
        if case .number(let text) = node, let i = Int(text) { return i }
        throw WireDecodingError(.wrongType("an integer"))
    }

    static func bool(_ node: JSONNode) throws(WireDecodingError) -> Bool {
        if case .bool(let b) = node { return b }
        throw WireDecodingError(.wrongType("true or false"))
    }

    static func double(_ node: JSONNode) throws(WireDecodingError) -> Double {
        switch node {
        case .number(let text): if let d = Double(text) { return d }
        case .string("NaN"): return .nan
        case .string("Infinity"): return .infinity
        case .string("-Infinity"): return -.infinity
        default: break
        }
        throw WireDecodingError(.wrongType("a number, \"NaN\", \"Infinity\" or \"-Infinity\""))
    }

    static func float(_ node: JSONNode) throws(WireDecodingError) -> Float {
        if case .number(let text) = node, let f = Float(text), f.isFinite { return f }
        if case .string = node, let d = try? double(node) { return Float(d) }
        throw WireDecodingError(.wrongType("a 32-bit number, \"NaN\", \"Infinity\" or \"-Infinity\""))
    }

    static func byte(_ node: JSONNode) throws(WireDecodingError) -> UInt8 {
        if case .number(let text) = node, let b = UInt8(text) { return b }
        throw WireDecodingError(.wrongType("a byte, 0 to 255"))
    }

    static func strings(_ node: JSONNode) throws(WireDecodingError) -> [String] { try node.array(string) }

    static func ints(_ node: JSONNode) throws(WireDecodingError) -> [Int] { try node.array(int) }

    /// A string enum (`"error"`, `"@sum"`, `"=="`) through its raw value;
    /// `what` lists the values for the message.
    static func raw<T: RawRepresentable>(_ node: JSONNode, _ what: String) throws(WireDecodingError) -> T
        where T.RawValue == String {
        guard case .string(let s) = node else { throw WireDecodingError(.wrongType("a string, \(what)")) }
        guard let value = T(rawValue: s) else { throw WireDecodingError(.unknownCase(s)) }
        return value
    }

    // MARK: Keys and values

    static func key(_ node: JSONNode) throws(WireDecodingError) -> ObjectKey {
        let type = try node.field("type", string)
        let id = try node.field("id", int64)
        guard let version = try node.optionalField("version", int64) else { return ObjectKey(type: type, id: id) }
        return ObjectKey(type: type, id: id, version: version)
    }

    static func value(_ node: JSONNode) throws(WireDecodingError) -> Value {
        let (name, f) = try node.enumCase("a value")
        do { return try valueCase(name, f) } catch { throw error.inside(name) }
    }

    private static func valueCase(_ name: String, _ f: JSONNode) throws(WireDecodingError) -> Value {
        switch name {
        case "null": return .null
        case "bool": return .bool(try f.field("value", bool))
        case "int": return .int(try f.field("value", int64))
        case "float": return .float(try f.field("value", float))
        case "double": return .double(try f.field("value", double))
        case "string": return .string(try f.field("value", string))
        case "data": return .data(try f.field("value") { (n: JSONNode) throws(WireDecodingError) in try n.array(byte) })
        case "date": return .date(try f.field("value", double))
        case "objectId": return .objectId(try f.field("value", string))
        case "uuid": return .uuid(try f.field("value", string))
        case "decimal128": return .decimal128(try f.field("value", string))
        case "link": return .link(try f.field("key", key))
        case "list": return .list(try f.field("elements", values))
        case "set": return .set(try f.field("elements", values))
        case "map": return .map(try f.field("entries", entries))
        case "newObject":
            return .newObject(NewObject(type: try f.field("type", string), localId: try f.field("localId", int),
                                        fields: try f.field("fields", entries)))
        case "localRef": return .localRef(try f.field("localId", int))
        default: throw WireDecodingError(.unknownCase(name))
        }
    }

    static func values(_ node: JSONNode) throws(WireDecodingError) -> [Value] { try node.array(value) }

    static func entries(_ node: JSONNode) throws(WireDecodingError) -> [MapEntry] {
        try node.array { (e: JSONNode) throws(WireDecodingError) in MapEntry(try e.field("key", string), try e.field("value", value)) }
    }
}
