// Evaluating a `CollectionRef` into its current contents (all objects of a
// type, a list/set/map/linking-objects property, and filtered, sorted and
// distinct views of them) and the reads on them: count, element, elements,
// index(of:), index(matching:), contains. Results are live: they are
// evaluated at each access.
//
// Related documentation: rlmarray#properties, rlmarray#accessing-objects,
// rlmarray#querying, crud-delete#delete-multiple-objects.

import RealmRules
import RealmSpecCore

/// The evaluated contents of a collection.
enum Items {
    /// Objects of one type, by id, in collection order.
    case objects(type: String, ids: [Int64])
    /// Values of a collection of primitives, AnyRealmValue or a map (values in key order).
    case values([Value], element: PropertySchema)

    var count: Int {
        switch self {
        case .objects(_, let ids): return ids.count
        case .values(let vs, _): return vs.count
        }
    }
}

extension SQLiteEngine {
    func items(_ ref: CollectionRef) throws(EngineError) -> Items {
        switch ref {
        case .objects(let type):
            _ = try objectSchema(type, "objects")
            return .objects(type: type, ids: try ids(of: type))
        case .property(let owner, let name):
            return try propertyItems(owner: owner, name: name)
        case .filtered(let base, let query):
            return try filter(try items(base), query)
        case .sorted(let base, let descriptors):
            return try sort(try items(base), by: descriptors)
        case .distinct(let base, let keyPaths):
            return try distinct(try items(base), keyPaths: keyPaths)
        case .frozen(let base, _):
            return try items(base)
        }
    }

    /// The owner's schema and the collection property, or `invalidated`/`typeMismatch`.
    func collectionProperty(owner: ObjectKey, name: String) throws(EngineError) -> (ObjectSchema, PropertySchema) {
        let schema = try objectSchema(owner.type, "collection")
        guard try exists(owner) else { throw Rule.ownerDeleted }
        let prop = try propertySchema(name, of: schema)
        if prop.collection == .single && !prop.isLinkingObjects {
            throw Rule.notACollection(name, type: owner.type, "collection")
        }
        return (schema, prop)
    }

    private func propertyItems(owner: ObjectKey, name: String) throws(EngineError) -> Items {
        let (_, prop) = try collectionProperty(owner: owner, name: name)
        if case let .linkingObjects(originType, originProperty) = prop.type {
            let keys = try linkingObjects(owner, originType: originType, originProperty: originProperty)
            return .objects(type: originType, ids: keys.map(\.id))
        }
        let values = try readContents(owner, prop).values
        if prop.collection != .map, case .object(let target) = prop.type {
            return .objects(type: target, ids: values.compactMap { $0.linkKey?.id })
        }
        return .values(values, element: prop)
    }

    func values(of items: Items) throws(EngineError) -> [Value] {
        switch items {
        case .objects(let type, let ids): return ids.map { .link(ObjectKey(type: type, id: $0)) }
        case .values(let vs, _): return vs
        }
    }

    /// The objects of a collection (for deletes and key-value coding).
    func objectKeys(_ ref: CollectionRef) throws(EngineError) -> [ObjectKey] {
        switch try items(ref) {
        case .objects(let type, let ids): return ids.map { ObjectKey(type: type, id: $0) }
        case .values(let vs, _): return vs.compactMap(\.linkKey)
        }
    }

    func count(_ ref: CollectionRef) throws(EngineError) -> Int {
        if case .objects(let type) = ref {
            _ = try objectSchema(type, "count")
            return Int(try db("count").integers("SELECT count(*) FROM \(layout.table(type))", operation: "count").first ?? 0)
        }
        return try items(ref).count
    }

    func element(_ ref: CollectionRef, at index: Int) throws(EngineError) -> EngineReply {
        let all = try values(of: try items(ref))
        guard index >= 0, index < all.count else { throw Rule.outOfBounds(index, all.count) }
        return .value(all[index])
    }

    func index(in ref: CollectionRef, of value: Value) throws(EngineError) -> Int {
        switch try items(ref) {
        case .objects(let type, let ids):
            guard let k = value.linkKey, k.type == type else { return -1 }
            return ids.firstIndex(of: k.id) ?? -1
        case .values(let vs, let element):
            let target = element.type == .mixed ? value : (Scalars.convert(value, to: element.type) ?? value)
            return vs.firstIndex { $0 == target.live } ?? -1
        }
    }

    func index(in ref: CollectionRef, matching query: Query) throws(EngineError) -> Int {
        switch try items(ref) {
        case .objects(let type, let ids):
            try validate(query, type: type, element: nil)
            for (i, id) in ids.enumerated() where try matches(query, .row(ObjectKey(type: type, id: id))) { return i }
            return -1
        case .values(let vs, let element):
            try validate(query, type: nil, element: element)
            for (i, v) in vs.enumerated() where try matches(query, .value(v)) { return i }
            return -1
        }
    }
}
