// The value a property stores for a value it is given, collection by
// collection: a single value, a list (or set) given as a list or a set,
// with a set keeping each value once, and a map whose keys follow the
// map-key rule, with the last value given for a key winning and the keys
// kept sorted (an empty array, which has no keys, is an empty map). Nil
// (`NSNull`) given for a list, set or map leaves it empty, as the object
// store's `assign` removes every element of a collection given null. Each
// element goes through the engine's own conversion, which may make rows for
// unmanaged objects.
//
// Related documentation: crud-update#update-an-object,
// crud-update#update-a-mutableset-property, crud-update#update-a-map-dictionary,
// rlmarray#adding-removing-replacing.

public import RealmSpecCore

extension Value {
    /// Whether the SDK can enumerate the value given for a collection
    /// property (NSFastEnumeration): a list, set, map or object graph; nil
    /// is decided elsewhere.
    var isEnumerable: Bool {
        switch self {
        case .list, .set, .map, .null, .newObject, .localRef: return true
        default: return false
        }
    }
}

/// Shapes the value given for a property into the value it stores.
public enum CollectionInput {
    /// - Parameter element: converts one element, given whether it may be nil.
    /// - Throws: `typeMismatch` for a value of the wrong shape,
    ///   `invalidMapKey` for a bad map key, and whatever `element` throws.
    public static func storable(_ value: Value, for prop: PropertySchema, in type: String,
                                element: (Value, Bool) throws(EngineError) -> Value) throws(EngineError) -> Value {
        switch prop.collection {
        case .single:
            return try element(value, prop.isOptional || prop.type.alwaysNullable)
        case .list, .set:
            if value.isNull { return prop.collection == .set ? .set([]) : .list([]) }
            if !value.isEnumerable { throw Rule.notEnumerable(type, prop, value) }
            guard case let .list(vs) = value.asSequence else { throw Rule.typeMismatch(type, prop, value) }
            var out: [Value] = []
            var seen = Set<Value>()
            out.reserveCapacity(vs.count)
            for v in vs {
                let stored = try element(v, prop.isOptional || prop.type == .mixed)
                if prop.collection == .set, !seen.insert(stored).inserted { continue }
                out.append(stored)
            }
            return prop.collection == .set ? .set(SetOrder.sorted(out)) : .list(out)
        case .map:
            if value.isNull { return .map([]) }
            if !value.isEnumerable { throw Rule.notEnumerable(type, prop, value) }
            // The SDK enumerates the value's keys: an empty array has none, so it gives an empty map.
            if case .list(let vs) = value, vs.isEmpty { return .map([]) }
            guard case let .map(es) = value else { throw Rule.typeMismatch(type, prop, value) }
            return .map(try mapEntries(es) { v throws(EngineError) in try element(v, prop.isOptional || prop.type.alwaysNullable) })
        }
    }

    /// Map entries with checked keys, the last value of a key winning, sorted by key.
    public static func mapEntries(_ es: [MapEntry], _ element: (Value) throws(EngineError) -> Value) throws(EngineError) -> [MapEntry] {
        var out: [MapEntry] = []
        var position: [String: Int] = [:]
        for e in es {
            try Scalars.checkMapKey(e.key)
            let stored = try element(e.value)
            if let i = position[e.key] {
                out[i] = MapEntry(e.key, stored)
            } else {
                position[e.key] = out.count
                out.append(MapEntry(e.key, stored))
            }
        }
        return out.sorted { $0.key < $1.key }
    }
}
