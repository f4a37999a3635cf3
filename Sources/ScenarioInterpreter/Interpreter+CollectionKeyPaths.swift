// Key-value coding of a list, set, results or linking objects by key path
// (api-surface.md §4 RC36): `@count`; `@min.`, `@max.`, `@sum.` and `@avg.`
// as the collection's aggregates (nil for an empty collection's min, max and
// average, 0 for its sum); `@unionOfObjects.` and `@distinctUnionOfObjects.`
// the property's values, all of them or each once; `@unionOfArrays.` and
// `@distinctUnionOfArrays.` the elements of a collection property, joined
// (a dictionary's keys; the distinct ones keep the first of each value,
// objects by row).
// An operator the collections do not know, or one with no key path after
// it, is AG6; an aggregate over a nested key path is AG4. Any other key path
// reads its components in turn on every element.
// Related SDK sections: sdk-api (api-surface.md §4 RC36), sdk-messages (exceptions.md AG4, AG6).

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    /// `collection.value(forKeyPath: path)`.
    func collectionValue(_ r: RValue, forKeyPath path: String) throws -> RValue {
        guard path.hasPrefix("@") else {
            let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if let at = parts.firstIndex(where: { $0.hasPrefix("@") }) {
                return try unionAfterKey(r, parts, operatorAt: at, path: path)
            }
            return .array(try elements(of: r).map { try read($0, parts) })
        }
        if path == "@count" { return .scalar(.int(Int64(try elements(of: r).count))) }
        let (name, keyPath) = try Self.collectionOperator(path)
        if case .collection(let c) = r, c.kind == .set, c.ref == nil, name == "unionOfObjects" || name == "distinctUnionOfObjects" {
            throw Interrupt.realm(Rule.unmanagedSetUnion(name), nil)
        }
        if let op = Self.keyPathAggregates[name] {
            return try aggregate(try coll(r), op, keyPath == "self" ? .void : .scalar(.string(keyPath)))
        }
        return try union(name, keyPath, of: try elements(of: r))
    }

    static let keyPathAggregates: [String: AggregateOperator] = ["min": .min, "max": .max, "sum": .sum, "avg": .avg]

    /// The operator and key path of `@operator.keyPath`: AG6 for an operator
    /// the collections do not know or with no key path, AG4 for an aggregate
    /// over a nested key path.
    static func collectionOperator(_ path: String) throws -> (name: String, keyPath: String) {
        let dot = path.firstIndex(of: ".") ?? path.endIndex
        let name = String(path[path.index(after: path.startIndex)..<dot])
        let unions = ["unionOfObjects", "distinctUnionOfObjects", "unionOfArrays", "distinctUnionOfArrays"]
        guard keyPathAggregates[name] != nil || unions.contains(name) else {
            throw Interrupt.realm(Rule.unknownCollectionOperator(keyPath: path), nil)
        }
        guard dot < path.endIndex, path.index(after: dot) < path.endIndex else {
            throw Interrupt.realm(Rule.collectionOperatorWithoutKeyPath(name, keyPath: path), nil)
        }
        let keyPath = String(path[path.index(after: dot)...])
        if keyPathAggregates[name] != nil, keyPath.contains(".") { throw Interrupt.realm(Rule.nestedAggregateKeyPath, nil) }
        return (name, keyPath)
    }

    /// `@unionOfObjects.`, `@distinctUnionOfObjects.`, `@unionOfArrays.` and
    /// `@distinctUnionOfArrays.` over `elements`.
    func union(_ name: String, _ keyPath: String, of elements: [RValue]) throws -> RValue {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var values = try elements.map { try read($0, parts) }
        // A dictionary joins its keys, as enumerating an RLMDictionary gives them.
        if name.hasSuffix("Arrays") {
            values = try values.flatMap { v -> [RValue] in
                if case .collection(let c) = v, c.kind == .map { return try mapEntries(c).map { .scalar(.string($0.0)) } }
                return try self.elements(of: v)
            }
        }
        if name.hasPrefix("distinct") {
            var kept: [RValue] = []
            for v in values where !(try kept.contains { try rowEqual($0, v) }) { kept.append(v) }
            values = kept
        }
        return .array(values)
    }

    /// `employees.@unionOfArrays.name`: the key before the operator read on each
    /// element gives an array of collections (Foundation's NSArray key-value coding),
    /// and `@unionOfArrays.` or `@distinctUnionOfArrays.` joins the rest of the path read
    /// on each of their elements. Any other operator there is outside the scenario subset.
    private func unionAfterKey(_ r: RValue, _ parts: [String], operatorAt at: Int, path: String) throws -> RValue {
        let name = String(parts[at].dropFirst())
        guard at > 0, at + 1 < parts.count, name == "unionOfArrays" || name == "distinctUnionOfArrays" else {
            throw misuse("value(forKeyPath: \"\(path)\"): a collection operator after the first component is outside the scenario subset")
        }
        let inner = try elements(of: r).map { try read($0, Array(parts[..<at])) }
        let rest = Array(parts[(at + 1)...])
        var values = try inner.flatMap { try elements(of: $0).map { try read($0, rest) } }
        if name.hasPrefix("distinct") {
            var kept: [RValue] = []
            for v in values where !(try kept.contains { try rowEqual($0, v) }) { kept.append(v) }
            values = kept
        }
        return .array(values)
    }

    /// An element's value at a key path; `self` is the element itself.
    private func read(_ element: RValue, _ parts: [String]) throws -> RValue {
        var value = element
        for name in parts where name != "self" && !value.isNull { value = try member(value, name) }
        return value
    }
}
