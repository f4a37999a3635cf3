// Values as scenario-language literals.

internal import Foundation
internal import RealmSpecCore

extension ScenarioWriter {
    /// The literal for `v` where a value of `type` is expected (nil: any, e.g. a predicate argument).
    func literal(_ v: Value, _ type: PropertyType?) -> String? {
        switch v {
        case .list, .set, .map: break
        default: if case .mixed? = type { return mixedLiteral(v) }
        }
        switch v {
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .float(let f): return number(Double(f))
        case .double(let d): return number(d)
        case .string(let s): return Self.quoted(s)
        case .data(let bytes): return "Data([\(bytes.map(String.init).joined(separator: ", "))])"
        case .date(let t): return "Date(timeIntervalSince1970: \(number(t)))"
        case .objectId(let h): return "ObjectId(\(Self.quoted(h)))"
        case .uuid(let u): return "UUID(uuidString: \(Self.quoted(u)))"
        case .decimal128(let s): return "Decimal128(\(Self.quoted(s)))"
        case .link(let k): return exprs[k]
        case .list(let vs), .set(let vs):
            let items = vs.map { literal($0, type) }
            guard !items.contains(where: { $0 == nil }) else { return nil }
            return "[" + items.map { $0! }.joined(separator: ", ") + "]"
        case .map(let es):
            if es.isEmpty { return "[:]" }
            var parts: [String] = []
            for e in es {
                guard let item = literal(e.value, type) else { return nil }
                parts.append("\(Self.quoted(e.key)): \(item)")
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .newObject(let o): return objectLiteral(o.type, o.fields)
        case .localRef: return nil
        }
    }

    /// `FzObj(value: [...])` for an unmanaged object with these fields.
    /// Fields that hold their default are left out: `Type(value:)` fills them in.
    func objectLiteral(_ type: String, _ fields: [MapEntry]) -> String? {
        let defaults = schema[type: type] == nil ? [] : FuzzGenerator.unmanaged(type, [])
        let given = fields.filter { f in !defaults.contains(f) || f.key == "id" }
        guard let dict = fieldsLiteral(type, given) else { return nil }
        return "\(type)(value: \(dict))"
    }

    /// `["id": 1, "s": "a"]`, each value typed by its property.
    func fieldsLiteral(_ type: String, _ fields: [MapEntry]) -> String? {
        if fields.isEmpty { return "[:]" }
        var parts: [String] = []
        for f in fields {
            let p = schema[type: type]?[property: f.key]
            let item: String?
            switch f.value {
            case .newObject(let o):
                let defaults = schema[type: o.type] == nil ? [] : FuzzGenerator.unmanaged(o.type, [])
                item = fieldsLiteral(o.type, o.fields.filter { !defaults.contains($0) })
            case .map(let es) where p?.collection == .single: item = fieldsLiteral(p?.type.objectType ?? "", es)
            default: item = literal(f.value, p?.type)
            }
            guard let item else { return nil }
            parts.append("\(Self.quoted(f.key)): \(item)")
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }

    /// An `AnyRealmValue` case: `.int(3)`, `.string("a")`, `.none`, `.object(o1)`.
    func mixedLiteral(_ v: Value) -> String? {
        switch v {
        case .null: return ".none"
        case .link(let k): return exprs[k].map { ".object(\($0))" }
        // A collection nested in an AnyRealmValue.
        case .list(let vs):
            let items = vs.map(mixedLiteral)
            guard !items.contains(where: { $0 == nil }) else { return nil }
            return "AnyRealmValue.fromArray([" + items.map { $0! }.joined(separator: ", ") + "])"
        case .map(let es):
            let items = es.map { e in mixedLiteral(e.value).map { "\(Self.quoted(e.key)): \($0)" } }
            guard !items.contains(where: { $0 == nil }) else { return nil }
            return "AnyRealmValue.fromDictionary([" + (items.isEmpty ? ":" : items.map { $0! }.joined(separator: ", ")) + "])"
        case .set, .newObject, .localRef: return nil
        default: return literal(v, nil).map { ".\(v.kindName)(\($0))" }
        }
    }

    func number(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(format: "%.1f", d) }
        return "\(d)"
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}

extension Value {
    /// A list or dictionary, as one nested in an AnyRealmValue is.
    var isNestedCollection: Bool {
        switch self {
        case .list, .map: return true
        default: return false
        }
    }
}
