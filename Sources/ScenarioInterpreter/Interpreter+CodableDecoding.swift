// Decoding JSON into a new unmanaged object of a Codable model class, as
// Swift's synthesised `init(from:)` does over `@Persisted` properties: each
// coding key (or persisted property) is read from the JSON object, a missing
// key is nil for an optional property and a `keyNotFound` error otherwise,
// links decode as nested objects of their own Codable class, lists and sets
// from arrays and maps from objects. Values take Foundation's forms (see
// Interpreter+Codable.swift); a Decimal128 also decodes from a number. A
// Swift array of values (`[Decimal128].self`) decodes the same way, and
// `JSONSerialization.jsonObject(with:options:)` reads JSON as Swift values.
// Related SDK sections: sdk-api (api-surface.md §4 RC49, §5 L24, §9 M37).

internal import Foundation
internal import RealmSpecCore

extension Interpreter {
    /// `JSONSerialization.jsonObject(with: data, options: [])`: the JSON as Swift
    /// values, a dictionary's keys sorted.
    static var jsonSerializationMembers: [String: Member] { [
        "jsonObject": .method([["with", "options"]]) { i, r, a in
            guard try typeName(r) == "JSONSerialization" else { throw misuse(Messages.unknownMember("jsonObject", on: try typeName(r))) }
            guard case .scalar(.data(let bytes)) = a[0] else { throw misuse("jsonObject(with:options:) needs Data") }
            return try i.parseJSON(Data(bytes)).swiftValue
        },
    ] }

    func decodeModel(_ type: String, _ data: Data) throws -> RValue {
        let json = try parseJSON(data)
        return try decodedObject(type, json, path: [])
    }

    func decodeArray(_ elementText: String, _ data: Data) throws -> RValue {
        let optional = elementText.hasSuffix("?")
        let name = optional ? String(elementText.dropLast()) : elementText
        guard let element = ScalarTypes.type(named: name), element.objectType == nil else {
            throw misuse("decoding an array of '\(name)' is not supported here")
        }
        guard case .array(let items) = try parseJSON(data) else { throw Self.typeMismatch("Array<Any>", path: []) }
        return .array(try items.enumerated().map { try decodedElement($0.element, element, optional: optional, path: ["Index \($0.offset)"]) })
    }

    fileprivate func parseJSON(_ data: Data) throws -> JSONValue {
        do { return try JSONDecoder().decode(JSONValue.self, from: data) } catch let e as DecodingError {
            throw Interrupt.thrown(.error("dataCorrupted: The given data was not valid JSON. \(e)"), nil)
        }
    }

    private func decodedObject(_ type: String, _ json: JSONValue, path: [String]) throws -> RValue {
        guard let keys = catalog.codable[type], let schema = index.types[type] else {
            throw misuse("decoding '\(type)' needs a Codable model class: declare 'class \(type): Object, Codable'")
        }
        guard case .object(let fields) = json else { throw Self.typeMismatch("Dictionary<String, Any>", path: path) }
        var values: [(RValue, RValue)] = []
        for name in keys ?? schema.properties.filter({ !$0.isLinkingObjects }).map(\.name) {
            guard let p = schema[property: name], !p.isLinkingObjects else { continue }
            guard let field = fields[name] else {
                // An optional property is an `OptionalCodingWrapper`: a missing key is nil.
                if p.collection == .single && (p.isOptional || p.type.objectType != nil) { continue }
                throw Interrupt.thrown(.error("keyNotFound: No value associated with key '\(name)' (\"\(name)\")."), nil)
            }
            values.append((.scalar(.string(name)), try decodedValue(field, p, path: path + [name])))
        }
        return .object(try makeObject(type, value: .dictionary(values)))
    }

    private func decodedValue(_ json: JSONValue, _ p: PropertySchema, path: [String]) throws -> RValue {
        let optional = p.isOptional || p.type.objectType != nil && p.collection != .list && p.collection != .set
        switch p.collection {
        case .single:
            return try decodedElement(json, p.type, optional: optional, path: path)
        case .list, .set:
            guard case .array(let items) = json else { throw Self.typeMismatch("Array<Any>", path: path) }
            return .array(try items.enumerated().map { try decodedElement($0.element, p.type, optional: p.isOptional, path: path + ["Index \($0.offset)"]) })
        case .map:
            guard case .object(let entries) = json else { throw Self.typeMismatch("Dictionary<String, Any>", path: path) }
            return .dictionary(try entries.keys.sorted().map { key in
                (.scalar(.string(key)), try decodedElement(entries[key] ?? .null, p.type, optional: optional, path: path + [key]))
            })
        }
    }

    private func decodedElement(_ json: JSONValue, _ type: PropertyType, optional: Bool, path: [String]) throws -> RValue {
        if case .null = json {
            guard optional || type == .mixed else {
                throw Interrupt.thrown(.error("valueNotFound: Expected \(ScalarTypes.swiftName(type)) value but found null instead."), nil)
            }
            return .null
        }
        if case .object(let target) = type { return try decodedObject(target, json, path: path) }
        if let value = Self.decodedScalar(json, type) { return .scalar(value) }
        throw Self.typeMismatch(ScalarTypes.swiftName(type), path: path, found: json)
    }

    /// A JSON value as the Codable form of a value of `type` reads it; nil when it cannot.
    private static func decodedScalar(_ json: JSONValue, _ type: PropertyType) -> Value? {
        switch (type, json) {
        case (.bool, .bool(let b)), (.mixed, .bool(let b)): return .bool(b)
        case (.int, .int(let n)), (.mixed, .int(let n)): return .int(n)
        case (.float, .int(let n)): return .float(Float(n))
        case (.float, .double(let d)): return .float(Float(d))
        case (.double, .int(let n)): return .double(Double(n))
        case (.double, .double(let d)), (.mixed, .double(let d)): return .double(d)
        case (.string, .string(let s)), (.mixed, .string(let s)): return .string(s)
        case (.date, .int(let n)): return .date(Double(n) + JSONCoderConstants.referenceDateOffset)
        case (.date, .double(let d)): return .date(d + JSONCoderConstants.referenceDateOffset)
        case (.data, .string(let s)): return Data(base64Encoded: s).map { .data(Array($0)) }
        case (.decimal128, .string(let s)): return DecimalText.decimal(.string(s)) == nil && !DecimalText.isNaN(s) ? nil : .decimal128(s)
        case (.decimal128, .int(let n)): return .decimal128(String(n))
        case (.decimal128, .double(let d)): return .decimal128(String(d))
        case (.objectId, .string(let s)):
            return s.count == 24 && s.allSatisfy(\.isHexDigit) ? .objectId(s.lowercased()) : nil
        case (.uuid, .string(let s)): return UUID(uuidString: s).map { .uuid($0.uuidString.lowercased()) }
        default: return nil
        }
    }

    private static func typeMismatch(_ expected: String, path: [String], found: JSONValue? = nil) -> Interrupt {
        let at = path.isEmpty ? "" : " at '\(path.joined(separator: "."))'"
        let what = found.map { " but found \($0.kindName) instead" } ?? ""
        return Interrupt.thrown(.error("typeMismatch: Expected to decode \(expected)\(what)\(at)."), nil)
    }
}

/// Constants of the Codable forms.
enum JSONCoderConstants {
    /// Seconds from 1970 to 2001, where `Date`'s Codable form counts from.
    static let referenceDateOffset = 978_307_200.0
}

/// Any JSON value, read with Foundation's decoder.
fileprivate indirect enum JSONValue: Decodable {
    case null, bool(Bool), int(Int64), double(Double), string(String), array([JSONValue]), object([String: JSONValue])

    /// The value as JSONSerialization hands it to Swift.
    var swiftValue: RValue {
        switch self {
        case .null: return .null
        case .bool(let b): return .scalar(.bool(b))
        case .int(let n): return .scalar(.int(n))
        case .double(let d): return .scalar(.double(d))
        case .string(let s): return .scalar(.string(s))
        case .array(let items): return .array(items.map(\.swiftValue))
        case .object(let fields): return .dictionary(fields.keys.sorted().map { (.scalar(.string($0)), fields[$0]?.swiftValue ?? .null) })
        }
    }

    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a bool"
        case .int, .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "a dictionary"
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: Decoder) throws {
        if let c = try? decoder.container(keyedBy: Key.self) {
            var fields: [String: JSONValue] = [:]
            for key in c.allKeys { fields[key.stringValue] = try c.decode(JSONValue.self, forKey: key) }
            self = .object(fields)
            return
        }
        if var c = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !c.isAtEnd { items.append(try c.decode(JSONValue.self)) }
            self = .array(items)
            return
        }
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null } else if let b = try? c.decode(Bool.self) { self = .bool(b) } else if let n = try? c.decode(Int64.self) {
            self = .int(n)
        } else if let d = try? c.decode(Double.self) { self = .double(d) } else { self = .string(try c.decode(String.self)) }
    }
}
