// `description` of objects and of lists, results, sets, linking objects and AnyRealmCollection,
// in the SDK's layout: `Dog {\n\tname = Rex;\n\tage = 3;\n}` and
// `List<Dog> <0x…> (\n\t[0] Dog {…},\n\t[1] …\n)`, nested to depth 5, at
// most 100 elements, children indented by one tab; a map as
// `Map<string, int> <0x…> (\n[a]: 1\n)`. Scalars print as their
// Objective-C descriptions (a Bool as 1 or 0, nil as "(null)"). The address
// is the handle's own, so only its shape can be compared.
// Related documentation: sdk-reference api-surface.md §2 #6, §4 RC4, §5 L14,
// §6 R1, §7 S15, §8 LO2, §9 M34.

internal import Foundation
internal import RealmSpecCore

extension Interpreter {
    static var descriptionMembers: [String: Member] { [
        "description": .property { i, r in .scalar(.string(try i.describe(r, depth: Self.descriptionDepth, top: true))) },
    ] }

    static let descriptionDepth = 5
    static let descriptionMaxElements = 100

    func describe(_ v: RValue, depth: Int, top: Bool = false) throws -> String {
        switch v {
        case .object(let o):
            if top, case .scalar(.bool(true)) = try member(v, "isInvalidated") { return "[invalid object]" }
            return try describeObject(o, depth)
        case .collection(let c) where c.kind == .map: return try describeMap(c, depth)
        case .collection(let c): return try describeCollection(c, depth)
        case .null: return "(null)"
        case .scalar(let s): return Self.describeScalar(s)
        case .enumCase(let name, let payload):
            guard let first = payload.first else { return name == "none" ? "(null)" : name }
            return try describe(first, depth: depth)
        default: return "\(v.kindName)"
        }
    }

    private func describeObject(_ o: ObjectHandle, _ depth: Int) throws -> String {
        if depth == 0 { return "<Maximum depth exceeded>" }
        let schema = try objectSchema(o.type)
        var out = "\(o.type) {\n"
        for p in schema.properties where !p.isLinkingObjects {
            let sub = try describe(try property(o, p.name), depth: depth - 1)
            out += "\t\(p.name) = \(sub.replacingOccurrences(of: "\n", with: "\n\t"));\n"
        }
        return out + "}"
    }

    private func describeCollection(_ c: CollectionHandle, _ depth: Int, as name: String? = nil) throws -> String {
        // `AnyRealmCollection(list)` describes the list it wraps under its own name
        // (RealmSwift's `RLMDescriptionWithMaxDepth("AnyRealmCollection", collection, …)`).
        if let wrapped = c.erasedFrom { return try describeCollection(wrapped, depth, as: "AnyRealmCollection") }
        if depth == 0 { return "<Maximum depth exceeded>" }
        let typeName = name ?? (c.isObjectiveC ? c.objectiveCName : c.kind.rawValue)
        var out = "\(typeName)<\(Self.elementTypeName(c))> <0x\(Self.address(c))> (\n"
        let items = try elements(of: .collection(c))
        for (n, item) in items.prefix(Self.descriptionMaxElements).enumerated() {
            let sub = try describe(item, depth: depth - 1)
            out += "\t[\(n)] \(sub.replacingOccurrences(of: "\n", with: "\n\t")),\n"
        }
        if !items.isEmpty { out.removeLast(2) }
        if items.count > Self.descriptionMaxElements {
            out += "\n\t... \(items.count - Self.descriptionMaxElements) objects skipped."
        }
        return out + "\n)"
    }

    /// `Map<string, Element> <0x…> (\n[key]: value,\n…\n)` (`RLMDictionary<…>` through the
    /// Objective-C API): every entry, children indented.
    private func describeMap(_ c: CollectionHandle, _ depth: Int) throws -> String {
        if depth == 0 { return "<Maximum depth exceeded>" }
        var out = "\(c.isObjectiveC ? c.objectiveCName : "Map")<string, \(Self.elementTypeName(c))> <0x\(Self.address(c))> (\n"
        let entries = try mapEntries(c)
        for (key, value) in entries {
            let sub = "[\(key)]: \(try describe(value, depth: depth - 1))"
            out += sub.replacingOccurrences(of: "\n", with: "\n\t") + ",\n"
        }
        if !entries.isEmpty { out.removeLast(2) }
        return out + "\n)"
    }

    /// The element type as the SDK names it: the class name, or the Objective-C type name.
    private static func elementTypeName(_ c: CollectionHandle) -> String {
        if let type = c.objectType { return type }
        switch c.element {
        case .objectId?: return "object id"
        case .mixed?: return "mixed"
        case let t?: return t.name
        case nil: return "object"
        }
    }

    private static func address(_ c: CollectionHandle) -> String {
        String(UInt(bitPattern: ObjectIdentifier(c).hashValue), radix: 16)
    }

    /// A scalar as its Objective-C object describes itself.
    static func describeScalar(_ s: Value) -> String {
        switch s {
        case .null: return "(null)"
        case .bool(let b): return b ? "1" : "0"
        case .int(let n): return String(n)
        case .float(let f): return numberText(Double(f), digits: 7)
        case .double(let d): return numberText(d, digits: 16)
        case .string(let t): return t
        case .objectId(let hex): return hex
        case .uuid(let u): return u.uppercased()
        case .decimal128(let t): return t
        case .date(let seconds):
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US_POSIX")
            f.timeZone = TimeZone(identifier: "UTC")
            f.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
            return f.string(from: Date(timeIntervalSince1970: seconds))
        case .data(let bytes):
            let shown = bytes.prefix(24).map { String(format: "%02x", $0) }.joined()
            return "<\(shown) — \(bytes.count) total bytes>"
        default: return "\(s)"
        }
    }

    /// An NSNumber's text: whole numbers without a fraction, others with `%g` at the
    /// precision of the number's type (7 digits for a float, 16 for a double).
    private static func numberText(_ d: Double, digits: Int) -> String {
        if d.isFinite, d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        if d.isNaN { return "nan" }
        if d.isInfinite { return d < 0 ? "-inf" : "inf" }
        return String(format: "%.\(digits)g", d)
    }
}
