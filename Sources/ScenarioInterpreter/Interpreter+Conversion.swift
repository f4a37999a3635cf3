// Runtime values ↔ engine values: an unmanaged object graph becomes one
// `.newObject` value with `.localRef` closing cycles; engine links become
// managed object handles.
// Related documentation: crud-update#update-an-object, crud-delete#delete-realm-objects.

package import RealmSpecCore

/// Collects the unmanaged objects of one `add`/`create` so that their handles
/// can be rebound to the keys the engine answers with.
final class GraphBuilder {
    /// Local id n is `handles[n - 1]`.
    private(set) var handles: [ObjectHandle] = []
    /// Graphs are small: a scan beats hashing until they are not.
    private var ids: [ObjectIdentifier: Int]?

    func id(for o: ObjectHandle) -> (Int, isNew: Bool) {
        if let ids {
            if let id = ids[ObjectIdentifier(o)] { return (id, false) }
        } else if let at = handles.firstIndex(where: { $0 === o }) {
            return (at + 1, false)
        }
        handles.append(o)
        let id = handles.count
        if ids != nil {
            ids?[ObjectIdentifier(o)] = id
        } else if handles.count > 32 {
            ids = Dictionary(uniqueKeysWithValues: handles.enumerated().map { (ObjectIdentifier($0.element), $0.offset + 1) })
        }
        return (id, true)
    }

    /// Makes each handle managed with the key its local id became.
    func rebind(_ keys: [LocalKey], generation: Int) {
        for k in keys where k.localId >= 1 && k.localId <= handles.count {
            handles[k.localId - 1].bind(k.key, generation: generation)
        }
    }
}

extension Interpreter {
    /// `.nan` and `.infinity` given where a float, double or Decimal128 property
    /// is expected: the value Swift infers from the property's type.
    static func specialNumber(_ name: String, _ type: PropertyType) -> Value? {
        switch (name, type) {
        case ("nan", .float): return .float(.nan)
        case ("nan", .double): return .double(.nan)
        case ("nan", .decimal128): return .decimal128("NaN")
        case ("infinity", .float): return .float(.infinity)
        case ("infinity", .double): return .double(.infinity)
        case ("infinity", .decimal128): return .decimal128("Inf")
        default: return nil
        }
    }

    /// The engine form of a runtime value; `type` is the expected property type, when known.
    func toEngine(_ v: RValue, _ type: PropertyType? = nil, graph: GraphBuilder? = nil) throws -> Value {
        switch v {
        case .null, .void: return .null
        case .scalar(let s):
            // Only an Int or a Double literal ever changes type on the way to a property.
            switch s {
            case .int, .double:
                if let type, let c = ValueCoercion.coerce(s, to: type) { return c }
                return s
            default: return s
            }
        case .object(let o): return try objectValue(o, graph ?? GraphBuilder())
        case .projection(let p): return try objectValue(p.object, graph ?? GraphBuilder())
        case .array(let items):
            let graph = graph ?? GraphBuilder()
            return .list(try items.map { try toEngine($0, type, graph: graph) })
        case .dictionary(let pairs):
            let graph = graph ?? GraphBuilder()
            return .map(try pairs.map { pair in
                guard case .scalar(.string(let k)) = pair.0 else { throw misuse("dictionary keys must be strings") }
                return MapEntry(k, try toEngine(pair.1, nil, graph: graph))
            })
        case .enumCase(let name, let args):
            if name == "none" { return .null }
            if args.isEmpty, let type, let special = Self.specialNumber(name, type) { return special }
            guard let inner = args.first else { throw misuse("'.\(name)' is not a value an engine can store") }
            return try toEngine(inner, Self.mixedCases[name], graph: graph)
        case .collection(let c):
            let graph = graph ?? GraphBuilder()
            if c.isManaged {
                if c.kind == .map { return .map(try mapEntries(c).map { MapEntry($0.0, try toEngine($0.1, c.element, graph: graph)) }) }
                let items = try elements(of: v).map { try toEngine($0, c.element, graph: graph) }
                return c.kind == .set ? .set(items) : .list(items)
            }
            switch c.kind {
            case .map: return .map(try c.entries.map { MapEntry($0.0, try toEngine($0.1, c.element, graph: graph)) })
            case .set: return .set(try c.items.map { try toEngine($0, c.element, graph: graph) })
            default: return .list(try c.items.map { try toEngine($0, c.element, graph: graph) })
            }
        default:
            throw misuse("\(v.kindName) cannot be stored in a realm")
        }
    }

    /// Several values of one call: unmanaged objects among them share one graph.
    func toEngine(_ values: [RValue], _ type: PropertyType?) throws -> [Value] {
        let graph = GraphBuilder()
        return try values.map { try toEngine($0, type, graph: graph) }
    }

    private func objectValue(_ o: ObjectHandle, _ graph: GraphBuilder) throws -> Value {
        if let key = o.key {
            try checkValid(.object(o), "use the object")
            return .link(key)
        }
        let (id, isNew) = graph.id(for: o)
        guard isNew else { return .localRef(id) }
        guard let type = index.types[o.type] else { throw misuse(Messages.unknownType(o.type)) }
        var fields: [MapEntry] = []
        for p in type.properties where !p.isLinkingObjects {
            guard let v = o.fields[p.name] else { continue }
            fields.append(MapEntry(p.name, try toEngine(v, p.type, graph: graph)))
        }
        return .newObject(NewObject(type: o.type, localId: id, fields: fields))
    }

    /// The runtime form of an engine value read from a property.
    func fromEngine(_ v: Value, _ p: PropertySchema?) -> RValue {
        if p?.type == .mixed { return mixed(v) }
        return fromEngine(v)
    }

    func fromEngine(_ v: Value) -> RValue {
        switch v {
        case .null: return .null
        case .link(let k): return .object(ObjectHandle(managed: k, generation: generation))
        case .list(let items), .set(let items): return .array(items.map { fromEngine($0) })
        case .map(let entries): return .dictionary(entries.map { (.scalar(.string($0.key)), fromEngine($0.value)) })
        case .newObject, .localRef: return .null
        default: return .scalar(v)
        }
    }

    /// The scalar type each `AnyRealmValue` case holds.
    package static let mixedCases: [String: PropertyType] = [
        "bool": .bool, "int": .int, "float": .float, "double": .double, "string": .string, "data": .data,
        "date": .date, "objectId": .objectId, "uuid": .uuid, "decimal128": .decimal128,
    ]

    /// An `AnyRealmValue` as its enum case.
    func mixed(_ v: Value) -> RValue {
        switch v {
        case .list, .map: return snapshotMixed(v)
        case .null: return .enumCase("none", [])
        case .link(let k): return .enumCase("object", [.object(ObjectHandle(managed: k, generation: generation))])
        case .string, .int, .bool, .float, .double, .data, .date, .objectId, .uuid, .decimal128:
            return .enumCase(v.kindName, [.scalar(v)])
        default: return fromEngine(v)
        }
    }

    // MARK: Sequences

    /// The elements of anything a `for` loop or `Array(...)` walks.
    func elements(of v: RValue) throws -> [RValue] {
        switch v {
        case .array(let items): return items
        case .tuple(let items): return items
        case .range(.scalar(.int(let lo)), .scalar(.int(let hi))):
            guard lo <= hi else { return [] }
            let (span, overflow) = hi.subtractingReportingOverflow(lo)
            guard !overflow, span < 1_000_000 else {
                throw misuse("range \(lo)...\(hi) is too large to hold as an array")
            }
            return (lo...hi).map { .scalar(.int($0)) }
        case .dictionary(let pairs): return pairs.map { .tuple([$0.0, $0.1]) }
        case .projectedCollection(let p): return try elements(of: .collection(p.backing)).map { try follow($0, p.path[...]) }
        case .collection(let c):
            try checkValid(v, "iterate")
            if c.nested != nil { try refreshNested(c) }
            guard let ref = c.ref else {
                return c.kind == .map ? c.entries.map { .tuple([.scalar(.string($0.0)), objcRead($0.1, of: c)]) } : c.items.map { objcRead($0, of: c) }
            }
            if c.kind == .map { return try mapEntries(c).map { .tuple([.scalar(.string($0.0)), $0.1]) } }
            return try readValues(.elements(ref)).map { element($0, of: c) }
        default: throw misuse("\(v.kindName) is not a sequence")
        }
    }

    /// One element of a managed collection in runtime form.
    func element(_ v: Value, of c: CollectionHandle) -> RValue {
        if c.element == .mixed { return objcRead(mixed(v), of: c) }
        let r = fromEngine(v)
        if let p = c.projectionType, case .object(let o) = r { return .projection(ProjectionHandle(projectionType: p, object: o)) }
        return objcRead(r, of: c)
    }

    /// The keys of a map, in the order `mapEntries` gives them, with one engine call.
    func mapKeys(_ c: CollectionHandle) throws -> [String] {
        guard let ref = c.ref else { return c.entries.map(\.0).sorted() }
        let keys = try readValues(.mapKeys(ref))
        return try keys.map { key in
            guard case .string(let k) = key else { throw wrongReply(.values(keys), to: .mapKeys(ref)) }
            return k
        }
    }

    /// The entries of a map, in key order.
    func mapEntries(_ c: CollectionHandle) throws -> [(String, RValue)] {
        guard let ref = c.ref else { return c.entries.sorted { $0.0 < $1.0 }.map { ($0.0, objcRead($0.1, of: c)) } }
        let keys = try readValues(.mapKeys(ref))
        return try keys.map { key -> (String, RValue) in
            // ReplyCheck holds map keys to strings; a key listed must be there.
            guard case .string(let k) = key else { throw wrongReply(.values(keys), to: .mapKeys(ref)) }
            let get = EngineCall.mapGet(ref, key: k)
            guard let v = try readOptional(get) else {
                throw wrongReply(.optional(nil), to: get, expected: "the value of a key 'mapKeys' listed")
            }
            return (k, element(v, of: c))
        }
    }
}
