// Codable: `JSONEncoder().encode(x)` writes a Realm collection, an object of
// a Codable model class or a Swift array as JSON, and
// `JSONDecoder().decode(T.self, from: data)` reads one back. A list, a set
// or results is a JSON array of its elements and a map a JSON object of its
// entries (api-surface.md §4 RC49, §9 M38); `List<Int>`, `MutableSet` and
// `Map` decode into an unmanaged collection (§5 L24, §7 S20, §9 M37), a set
// keeping each value once. An object is written as Swift's synthesised
// `encode(to:)` writes it: its coding keys (or every persisted property) in
// order, links as nested objects, nil as null; a model class decodes the
// same shape into a new unmanaged object, a missing optional meaning nil.
// Values take their Foundation forms: Data as Base64, a Date as seconds
// since 2001 (`Date(timeIntervalSinceReferenceDate:)`), a Decimal128 as its
// text, an ObjectId as its hex digits and a UUID as its uppercase text. An
// object of a `@Persisted` model encodes only while unmanaged: the SDK's
// `Persisted.encode(to:)` throws for a managed one. An encoder's
// `outputFormatting` (`.prettyPrinted`, `.sortedKeys`,
// `.withoutEscapingSlashes`) and `keyEncodingStrategy`
// (`.convertToSnakeCase`) are Foundation's own; a `.custom` date or data
// strategy writes what its closure encodes (`try text.encode(to: encoder)`). The JSON is Foundation's,
// and a coding error is Foundation's EncodingError or DecodingError, thrown
// to the scenario as a Swift error.
// Related SDK sections: sdk-api (api-surface.md §4 RC49, §5 L24, §7 S20, §9 M37, M38).

internal import Foundation
internal import RealmSpecCore

/// A `JSONEncoder()` or `JSONDecoder()`: a class in Swift, so settings made
/// through one reference are seen through every other.
package final class JSONCoderHandle {
    let encodes: Bool
    /// The closures of `dateEncodingStrategy = .custom { … }` and `dataEncodingStrategy = .custom { … }`.
    var dateStrategy: Closure?
    var dataStrategy: Closure?
    /// The encoder a custom strategy's closure is handed: `value.encode(to: encoder)` leaves the value here.
    var written: RValue?
    /// The names of the `outputFormatting` options set.
    var formatting: Set<String> = []
    /// `keyEncodingStrategy = .convertToSnakeCase`.
    var snakeCaseKeys = false

    init(encodes: Bool) { self.encodes = encodes }

    /// `encoder.outputFormatting = [...]`, `encoder.keyEncodingStrategy = ...`.
    func set(_ name: String, _ value: RValue) throws {
        switch (name, encodes) {
        case ("outputFormatting", true):
            let items: [RValue]
            if case .array(let a) = value { items = a } else { items = [value] }
            var names: Set<String> = []
            for item in items {
                guard case .enumCase(let option, let args) = item, args.isEmpty, Self.formattingOptions.contains(option) else {
                    throw misuse("'outputFormatting' takes .prettyPrinted, .sortedKeys and .withoutEscapingSlashes here")
                }
                names.insert(option)
            }
            formatting = names
        case ("keyEncodingStrategy", true):
            guard case .enumCase(let strategy, let args) = value, args.isEmpty, ["useDefaultKeys", "convertToSnakeCase"].contains(strategy) else {
                throw misuse("'keyEncodingStrategy' takes .useDefaultKeys or .convertToSnakeCase here")
            }
            snakeCaseKeys = strategy == "convertToSnakeCase"
        case ("dateEncodingStrategy", true): dateStrategy = try Self.strategy(value, name, plain: "deferredToDate")
        case ("dataEncodingStrategy", true): dataStrategy = try Self.strategy(value, name, plain: "deferredToData")
        default:
            throw misuse("cannot set '\(name)' of a \(encodes ? "JSONEncoder" : "JSONDecoder") here")
        }
    }

    /// `.custom { value, encoder in … }`: its closure; the default strategy: nil.
    private static func strategy(_ value: RValue, _ name: String, plain: String) throws -> Closure? {
        if case .enumCase(plain, let args) = value, args.isEmpty { return nil }
        guard case .enumCase("custom", let args) = value, args.count == 1, case .closure(let c) = args[0] else {
            throw misuse("'\(name)' takes .\(plain) or .custom { value, encoder in … } here")
        }
        return c
    }

    private static let formattingOptions: Set<String> = ["prettyPrinted", "sortedKeys", "withoutEscapingSlashes"]

    /// Foundation's encoder with these settings.
    var foundationEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        var options: JSONEncoder.OutputFormatting = []
        if formatting.contains("prettyPrinted") { options.insert(.prettyPrinted) }
        if formatting.contains("sortedKeys") { options.insert(.sortedKeys) }
        if formatting.contains("withoutEscapingSlashes") { options.insert(.withoutEscapingSlashes) }
        encoder.outputFormatting = options
        if snakeCaseKeys { encoder.keyEncodingStrategy = .convertToSnakeCase }
        return encoder
    }
}

extension Interpreter {
    static var codableGlobals: [String: Member] { [
        "JSONEncoder": .method([[]]) { _, _, _ in .jsonCoder(JSONCoderHandle(encodes: true)) },
        "JSONDecoder": .method([[]]) { _, _, _ in .jsonCoder(JSONCoderHandle(encodes: false)) },
    ] }

    static var codableMembers: [String: Member] { [
        // An encoder's settings, read back as the options set (Foundation's names).
        "outputFormatting": .property { _, r in
            guard case .jsonCoder(let c) = r, c.encodes else { throw misuse("'outputFormatting' needs a JSONEncoder") }
            return .array(c.formatting.sorted().map { .enumCase($0, []) })
        },
        "dateEncodingStrategy": .property { _, r in
            guard case .jsonCoder(let c) = r, c.encodes else { throw misuse("'dateEncodingStrategy' needs a JSONEncoder") }
            return c.dateStrategy.map { .enumCase("custom", [.closure($0)]) } ?? .enumCase("deferredToDate", [])
        },
        "dataEncodingStrategy": .property { _, r in
            guard case .jsonCoder(let c) = r, c.encodes else { throw misuse("'dataEncodingStrategy' needs a JSONEncoder") }
            return c.dataStrategy.map { .enumCase("custom", [.closure($0)]) } ?? .enumCase("deferredToData", [])
        },
        "keyEncodingStrategy": .property { _, r in
            guard case .jsonCoder(let c) = r, c.encodes else { throw misuse("'keyEncodingStrategy' needs a JSONEncoder") }
            return .enumCase(c.snakeCaseKeys ? "convertToSnakeCase" : "useDefaultKeys", [])
        },
        "encode": .method([["_"], ["to"]]) { i, r, a in
            // `"text".encode(to: encoder)` inside a custom strategy: the value the strategy writes.
            if a.firstLabel == "to" {
                guard case .jsonCoder(let sink) = a[0], sink.encodes else { throw misuse("encode(to:) needs the encoder a custom strategy is given") }
                sink.written = r
                return .void
            }
            guard case .jsonCoder(let c) = r, c.encodes else { throw misuse("encode(_:) needs a JSONEncoder") }
            return .scalar(.data(try i.jsonEncode(a[0], with: c)))
        },
        "decode": .method([["_", "from"]]) { i, r, a in
            guard case .jsonCoder(let c) = r, !c.encodes else { throw misuse("decode(_:from:) needs a JSONDecoder") }
            guard case .scalar(.data(let bytes)) = a[1] else { throw misuse("decode(_:from:) needs Data") }
            return try i.jsonDecode(try typeName(a[0]), Data(bytes))
        },
    ] }

    /// `String(data: data, encoding: .utf8)`: the text, or nil when the bytes are not UTF-8.
    static func string(fromData v: RValue) throws -> RValue {
        guard case .scalar(.data(let bytes)) = v else { throw misuse("String(data:encoding:) needs Data") }
        return String(bytes: bytes, encoding: .utf8).map { .scalar(.string($0)) } ?? .null
    }

    func jsonEncode(_ v: RValue, with coder: JSONCoderHandle) throws -> [UInt8] {
        let encoder = coder.foundationEncoder
        do {
            let custom = coder.dateStrategy != nil || coder.dataStrategy != nil
            if case .collection(let c) = v, c.objectType == nil, !custom {
                if c.kind == .map {
                    let entries = try mapEntries(c).map { ($0.0, try JSONScalar(try toEngine($0.1, c.element), c.element)) }
                    return Array(try encoder.encode(JSONEntries(entries: entries)))
                }
                let items = try elements(of: v).map { try JSONScalar(try toEngine($0, c.element), c.element) }
                return Array(try encoder.encode(items))
            }
            switch v {
            case .collection, .object, .array: return Array(try encoder.encode(try jsonNode(v, depth: 0, coder)))
            default: throw misuse("JSONEncoder here encodes Realm collections, objects of Codable model classes and arrays, not \(v.kindName)")
            }
        } catch let e as EncodingError {
            throw Interrupt.thrown(.error(Self.describe(e)), nil)
        }
    }

    /// An EncodingError as Swift describes its case and debug description.
    static func describe(_ e: EncodingError) -> String {
        switch e {
        case .invalidValue(_, let context): return "invalidValue: \(context.debugDescription)"
        @unknown default: return "\(e)"
        }
    }

    func jsonDecode(_ typeText: String, _ data: Data) throws -> RValue {
        if index.types[typeText] != nil { return try decodeModel(typeText, data) }
        if typeText.hasPrefix("["), typeText.hasSuffix("]"), !typeText.contains(":") {
            return try decodeArray(String(typeText.dropFirst().dropLast()), data)
        }
        let kinds = Self.decodableCollections
        guard let open = typeText.firstIndex(of: "<"), typeText.hasSuffix(">"), let kind = kinds[String(typeText[..<open])] else {
            throw misuse("JSONDecoder here decodes List, MutableSet, Map, arrays and Codable model classes, not '\(typeText)'")
        }
        let params = typeText[typeText.index(after: open)..<typeText.index(before: typeText.endIndex)]
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let last = params.last, kind != .map || params.first == "String" else { throw misuse("cannot decode '\(typeText)'") }
        let optional = last.hasSuffix("?")
        let name = optional ? String(last.dropLast()) : last
        guard let element = ScalarTypes.type(named: name), [.int, .float, .double, .string, .bool].contains(element) else {
            throw misuse("decoding a collection of '\(name)' is not supported here")
        }
        let c = CollectionHandle(unmanaged: kind, element: element, elementOptional: optional)
        let decoder = JSONDecoder()
        do {
            if kind == .map {
                let entries = try decoder.decode([String: JSONScalar].self, from: data)
                for key in entries.keys.sorted() { try mapSet(c, key, try entries[key]!.value(element, optional: optional)) }
            } else {
                let values = try decoder.decode([JSONScalar].self, from: data).map { try $0.value(element, optional: optional) }
                if kind == .set { try setInsert(c, values) } else { try listAppend(c, values) }
            }
        } catch let e as DecodingError {
            throw Interrupt.thrown(.error("\(e)"), nil)
        }
        return .collection(c)
    }
}

extension Interpreter {
    /// An object as Swift's synthesised `encode(to:)` writes it: its coding keys
    /// (or every persisted property) in order, links as nested objects, lists and
    /// sets as arrays, maps as objects, nil as null. Linking objects, and any
    /// value the encoder here does not write, are a misuse that names them.
    fileprivate func jsonNode(_ v: RValue, depth: Int, _ coder: JSONCoderHandle) throws -> JSONNode {
        guard depth < 64 else { throw misuse("encoding loops: an object links back to itself through its coding keys") }
        switch v {
        case .null: return .scalar(.null)
        case .object(let o):
            guard let keys = catalog.codable[o.type], let schema = index.types[o.type] else {
                throw misuse("encoding '\(o.type)' needs a Codable model class: declare 'class \(o.type): Object, Codable'")
            }
            // `Persisted.encode(to:)` reads a value only while its object is unmanaged.
            if o.key != nil, catalog.persistedModels.contains(o.type) {
                throw EncodingError.invalidValue(o.type, .init(codingPath: [], debugDescription: Self.managedEncoding))
            }
            return try jsonObject(o, names: keys ?? schema.properties.filter { !$0.isLinkingObjects }.map(\.name), depth: depth, coder)
        case .collection(let c) where c.kind == .map:
            return .object(try mapEntries(c).map { ($0.0, try jsonNode($0.1, depth: depth + 1, coder)) })
        case .collection, .array:
            return .array(try elements(of: v).map { try jsonNode($0, depth: depth + 1, coder) })
        case .scalar(.date(let d)) where coder.dateStrategy != nil:
            return try customNode(.scalar(.date(d)), coder.dateStrategy, depth: depth, coder)
        case .scalar(.data(let bytes)) where coder.dataStrategy != nil:
            return try customNode(.scalar(.data(bytes)), coder.dataStrategy, depth: depth, coder)
        case .scalar(let s):
            return .scalar(try JSONScalar(s, nil))
        default:
            throw misuse("encoding \(v.kindName) is not supported here")
        }
    }

    /// A value as a custom strategy's closure writes it: a string, number or
    /// the like it encodes to the encoder it is given.
    private func customNode(_ value: RValue, _ strategy: Closure?, depth: Int, _ coder: JSONCoderHandle) throws -> JSONNode {
        guard let strategy else { throw misuse("no custom strategy") }
        let sink = JSONCoderHandle(encodes: true)
        _ = try call(strategy, [value, .jsonCoder(sink)])
        guard let written = sink.written else {
            throw EncodingError.invalidValue(value.kindName, .init(codingPath: [], debugDescription: "Top-level Date encoded no value."))
        }
        if case .scalar(.date) = written { throw misuse("a custom date strategy that encodes a Date loops") }
        if case .scalar(.data) = written { throw misuse("a custom data strategy that encodes Data loops") }
        return try jsonNode(written, depth: depth + 1, coder)
    }

    /// The SDK's reason for refusing to encode a managed object of a `@Persisted` model.
    static let managedEncoding = "Only unmanaged Realm objects can be encoded using automatic Codable synthesis. "
        + "You must explicitly define encode(to:) on your model class to support managed Realm objects."

    private func jsonObject(_ o: ObjectHandle, names: [String], depth: Int, _ coder: JSONCoderHandle) throws -> JSONNode {
        guard let schema = index.types[o.type] else { throw misuse(Messages.unknownType(o.type)) }
        var fields: [(String, JSONNode)] = []
        for name in names {
            guard let p = schema[property: name] else { continue }
            if p.isLinkingObjects { throw misuse("encoding '\(o.type).\(name)' (linking objects) is not supported here: leave it out of CodingKeys") }
            fields.append((name, try jsonNode(try member(.object(o), name), depth: depth + 1, coder)))
        }
        return .object(fields)
    }
}

/// A JSON value an encoded object is made of.
fileprivate indirect enum JSONNode: Encodable {
    case scalar(JSONScalar), array([JSONNode]), object([(String, JSONNode)])

    func encode(to encoder: Encoder) throws {
        switch self {
        case .scalar(let s): try s.encode(to: encoder)
        case .array(let items):
            var c = encoder.unkeyedContainer()
            for item in items { try c.encode(item) }
        case .object(let fields):
            var c = encoder.container(keyedBy: JSONEntries.Key.self)
            for (k, v) in fields { try c.encode(v, forKey: JSONEntries.Key(stringValue: k)) }
        }
    }
}

/// One JSON value of a collection of values.
fileprivate enum JSONScalar: Codable {
    case int(Int64), float(Float), double(Double), string(String), bool(Bool), null

    init(_ v: Value, _ element: PropertyType?) throws {
        switch v {
        case .null: self = .null
        case .int(let n): self = .int(n)
        case .float(let f): self = .float(f)
        case .double(let d): self = element == .float ? .float(Float(d)) : .double(d)
        case .string(let s): self = .string(s)
        case .bool(let b): self = .bool(b)
        // Foundation's forms: Base64, seconds since 2001, the SDK's texts.
        case .data(let bytes): self = .string(Data(bytes).base64EncodedString())
        case .date(let d): self = .double(d - JSONCoderConstants.referenceDateOffset)
        case .decimal128(let text): self = .string(DecimalText.codableText(text))
        case .objectId(let hex): self = .string(hex)
        case .uuid(let text): self = .string(text.uppercased())
        default: throw misuse("encoding a \(v) element is not supported here")
        }
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null; return }
        if let b = try? c.decode(Bool.self) { self = .bool(b); return }
        if let n = try? c.decode(Int64.self) { self = .int(n); return }
        if let d = try? c.decode(Double.self) { self = .double(d); return }
        self = .string(try c.decode(String.self))
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .int(let n): try c.encode(n)
        case .float(let f): try c.encode(f)
        case .double(let d): try c.encode(d)
        case .string(let s): try c.encode(s)
        case .bool(let b): try c.encode(b)
        case .null: try c.encodeNil()
        }
    }

    /// The element of a collection of `element`, as Swift's decoder of that type would take it.
    func value(_ element: PropertyType, optional: Bool) throws -> RValue {
        let wrong = { (found: String) in
            Interrupt.thrown(.error("typeMismatch: expected to decode \(ScalarTypes.swiftName(element)) but found \(found) instead."), nil)
        }
        switch (self, element) {
        case (.null, _):
            guard optional else { throw Interrupt.thrown(.error("valueNotFound: expected \(ScalarTypes.swiftName(element)) value but found null instead."), nil) }
            return .null
        case (.int(let n), .int): return .scalar(.int(n))
        case (.int(let n), .double): return .scalar(.double(Double(n)))
        case (.int(let n), .float): return .scalar(.float(Float(n)))
        case (.double(let d), .double): return .scalar(.double(d))
        case (.double(let d), .float): return .scalar(.float(Float(d)))
        case (.string(let s), .string): return .scalar(.string(s))
        case (.bool(let b), .bool): return .scalar(.bool(b))
        case (.bool, _): throw wrong("a bool")
        case (.string, _): throw wrong("a string")
        default: throw wrong("a number")
        }
    }
}

/// A map's entries as one JSON object, keys in the map's order.
fileprivate struct JSONEntries: Encodable {
    let entries: [(String, JSONScalar)]

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        for (k, v) in entries { try c.encode(v, forKey: Key(stringValue: k)) }
    }
}
