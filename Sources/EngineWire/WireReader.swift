// Reads vocabulary values from parsed JSON (WireJSON.swift): the inverse of
// WireWriter, for the wire's hot path. Every function answers nil for a shape
// it does not accept; the caller then asks JSONDecoder, so the result is
// always Codable's.

import RealmSpecCore

enum WireReader {
    // MARK: Shapes

    /// `{"name":{fields}}`: the case name and its fields.
    static func enumCase(_ node: JSONNode) -> (name: String, fields: JSONNode)? {
        guard case .object(let members) = node, members.count == 1,
              case .object = members[0].value else { return nil }
        return (members[0].key, members[0].value)
    }

    /// A field that may be absent or null.
    static func optional(_ node: JSONNode?) -> JSONNode?? {
        guard let node else { return .some(nil) }
        if case .null = node { return .some(nil) }
        return .some(node)
    }

    static func string(_ node: JSONNode?) -> String? {
        if case .string(let s)? = node { return s }
        return nil
    }

    static func int64(_ node: JSONNode?) -> Int64? {
        if case .number(let text)? = node { return Int64(text) }
        return nil
    }

    static func int(_ node: JSONNode?) -> Int? {
        if case .number(let text)? = node { return Int(text) }
        return nil
    }

    static func bool(_ node: JSONNode?) -> Bool? {
        if case .bool(let b)? = node { return b }
        return nil
    }

    static func double(_ node: JSONNode?) -> Double? {
        switch node {
        case .number(let text)?: return Double(text)
        case .string("NaN")?: return .nan
        case .string("Infinity")?: return .infinity
        case .string("-Infinity")?: return -.infinity
        default: return nil
        }
    }

    static func float(_ node: JSONNode?) -> Float? {
        switch node {
        case .number(let text)?:
            guard let f = Float(text), f.isFinite else { return nil }
            return f
        case .string("NaN")?: return .nan
        case .string("Infinity")?: return .infinity
        case .string("-Infinity")?: return -.infinity
        default: return nil
        }
    }

    /// Every element read with `read`, or nil if one fails.
    static func array<T>(_ node: JSONNode?, _ read: (JSONNode) -> T?) -> [T]? {
        guard case .array(let items)? = node else { return nil }
        var result: [T] = []
        result.reserveCapacity(items.count)
        for item in items {
            guard let value = read(item) else { return nil }
            result.append(value)
        }
        return result
    }

    static func strings(_ node: JSONNode?) -> [String]? { array(node) { string($0) } }

    // MARK: Keys and values

    static func key(_ node: JSONNode?) -> ObjectKey? {
        guard let node, let type = string(node["type"]), let id = int64(node["id"]),
              let version = optional(node["version"]) else { return nil }
        guard let version else { return ObjectKey(type: type, id: id) }
        guard let v = int64(version) else { return nil }
        return ObjectKey(type: type, id: id, version: v)
    }

    static func value(_ node: JSONNode?) -> Value? {
        guard let node, let (name, f) = enumCase(node) else { return nil }
        let x = f["_0"]
        switch name {
        case "null": return .null
        case "bool": return bool(x).map(Value.bool)
        case "int": return int64(x).map(Value.int)
        case "float": return float(x).map(Value.float)
        case "double": return double(x).map(Value.double)
        case "string": return string(x).map(Value.string)
        case "data": return array(x) { int($0).flatMap(UInt8.init(exactly:)) }.map(Value.data)
        case "date": return double(x).map(Value.date)
        case "objectId": return string(x).map(Value.objectId)
        case "uuid": return string(x).map(Value.uuid)
        case "decimal128": return string(x).map(Value.decimal128)
        case "link": return key(x).map(Value.link)
        case "list": return values(x).map(Value.list)
        case "set": return values(x).map(Value.set)
        case "map": return entries(x).map(Value.map)
        case "newObject": return newObject(x).map(Value.newObject)
        case "localRef": return int(x).map(Value.localRef)
        default: return nil
        }
    }

    static func values(_ node: JSONNode?) -> [Value]? { array(node) { value($0) } }

    static func entries(_ node: JSONNode?) -> [MapEntry]? {
        array(node) { e in
            guard let k = string(e["key"]), let v = value(e["value"]) else { return nil }
            return MapEntry(k, v)
        }
    }

    private static func newObject(_ node: JSONNode?) -> NewObject? {
        guard let node, let type = string(node["type"]), let localId = int(node["localId"]),
              let fields = entries(node["fields"]) else { return nil }
        return NewObject(type: type, localId: localId, fields: fields)
    }
}
