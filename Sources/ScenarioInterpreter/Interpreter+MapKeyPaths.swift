// Key-value coding of a map by key path (api-surface.md §9 M16): an
// `@count`, `@min.`, `@max.`, `@sum.`, `@avg.` or union operator works over
// the map's values as the results of its values would, and an unknown or
// incomplete operator is refused as on the collections (AG6, AG4); any
// other key path reads the entry of its first component and then the rest
// of the path on it.
// Related SDK sections: sdk-api (api-surface.md §9 M16, §4 RC36).

internal import RealmSpecCore

extension Interpreter {
    func mapValue(_ c: CollectionHandle, forKeyPath path: String) throws -> RValue {
        if path == "@count" { return .scalar(.int(Int64(try mapEntries(c).count))) }
        if path.hasPrefix("@") {
            let (name, keyPath) = try Self.collectionOperator(path)
            if let op = Self.keyPathAggregates[name] { return try aggregate(c, op, keyPath == "self" ? .void : .scalar(.string(keyPath))) }
            return try union(name, keyPath, of: try mapEntries(c).map(\.1))
        }
        var parts = path.split(separator: ".").map(String.init)
        guard !parts.isEmpty else { throw misuse("value(forKeyPath:) needs a key path") }
        var value = try mapGet(c, parts.removeFirst())
        for name in parts where !value.isNull { value = try member(value, name) }
        return value
    }
}
