// Key-value coding of a map by key path (api-surface.md §9 M16): an
// `@count`, `@min.`, `@max.`, `@sum.` or `@avg.` operator works over the
// map's values as the results of its values would; any other key path reads
// the entry of its first component and then the rest of the path on it.
// Related SDK sections: sdk-api (api-surface.md §9 M16, §4 RC36).

internal import RealmSpecCore

extension Interpreter {
    func mapValue(_ c: CollectionHandle, forKeyPath path: String) throws -> RValue {
        if path == "@count" { return .scalar(.int(Int64(try mapEntries(c).count))) }
        let operators: [String: AggregateOperator] = ["@min": .min, "@max": .max, "@sum": .sum, "@avg": .avg]
        if path.hasPrefix("@") {
            let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
            guard let op = operators[parts[0]], parts.count == 2 else {
                throw misuse("value(forKeyPath:) does not know the operator '\(parts[0])'")
            }
            return try aggregate(c, op, parts[1] == "self" ? .void : .scalar(.string(parts[1])))
        }
        var parts = path.split(separator: ".").map(String.init)
        guard !parts.isEmpty else { throw misuse("value(forKeyPath:) needs a key path") }
        var value = try mapGet(c, parts.removeFirst())
        for name in parts where !value.isNull { value = try member(value, name) }
        return value
    }
}
