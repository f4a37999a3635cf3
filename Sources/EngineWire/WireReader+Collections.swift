// Reading collections, queries and targets (see WireReader.swift).

import RealmSpecCore

extension WireReader {
    static func collection(_ node: JSONNode?) -> CollectionRef? {
        guard let node, let (name, f) = enumCase(node) else { return nil }
        switch name {
        case "objects": return string(f["type"]).map(CollectionRef.objects)
        case "property":
            guard let owner = key(f["owner"]), let n = string(f["name"]) else { return nil }
            return .property(owner: owner, name: n)
        case "filtered":
            guard let base = collection(f["_0"]), let q = query(f["_1"]) else { return nil }
            return .filtered(base, q)
        case "sorted":
            guard let base = collection(f["_0"]), let ds = array(f["_1"], sortDescriptor) else { return nil }
            return .sorted(base, ds)
        case "distinct":
            guard let base = collection(f["_0"]), let paths = strings(f["_1"]) else { return nil }
            return .distinct(base, paths)
        case "frozen":
            guard let base = collection(f["_0"]), let v = int64(f["version"]) else { return nil }
            return .frozen(base, version: v)
        default: return nil
        }
    }

    private static func sortDescriptor(_ node: JSONNode) -> SortDescriptor? {
        guard let path = string(node["keyPath"]), let ascending = bool(node["ascending"]) else { return nil }
        return SortDescriptor(keyPath: path, ascending: ascending)
    }

    static func query(_ node: JSONNode?) -> Query? {
        guard let node, let (name, f) = enumCase(node) else { return nil }
        switch name {
        case "truePredicate": return .truePredicate
        case "falsePredicate": return .falsePredicate
        case "and": return array(f["_0"]) { query($0) }.map(Query.and)
        case "or": return array(f["_0"]) { query($0) }.map(Query.or)
        case "not": return query(f["_0"]).map(Query.not)
        case "compare": return comparison(f["_0"]).map(Query.compare)
        default: return nil
        }
    }

    private static func comparison(_ node: JSONNode?) -> Comparison? {
        guard let node, let lhs = expression(node["lhs"]), let rhs = expression(node["rhs"]),
              let op = string(node["op"]).flatMap(ComparisonOperator.init(rawValue:)),
              let c = bool(node["caseInsensitive"]), let d = bool(node["diacriticInsensitive"]),
              let q = optional(node["quantifier"]) else { return nil }
        var quantifier: Quantifier?
        if let q {
            guard let parsed = string(q).flatMap(Quantifier.init(rawValue:)) else { return nil }
            quantifier = parsed
        }
        return Comparison(lhs, op, rhs, quantifier: quantifier, caseInsensitive: c, diacriticInsensitive: d)
    }

    private static func expression(_ node: JSONNode?) -> Expression? {
        guard let node, let (name, f) = enumCase(node) else { return nil }
        switch name {
        case "keyPath": return strings(f["_0"]).map(Expression.keyPath)
        case "constant": return value(f["_0"]).map(Expression.constant)
        case "count": return strings(f["_0"]).map(Expression.count)
        case "allKeys": return strings(f["_0"]).map(Expression.allKeys)
        case "aggregate":
            guard let op = aggregateOperator(f["_0"]), let path = strings(f["_1"]),
                  let property = optionalOf(f["property"], string) else { return nil }
            return .aggregate(op, path, property: property)
        default: return nil
        }
    }

    static func aggregateOperator(_ node: JSONNode?) -> AggregateOperator? {
        string(node).flatMap(AggregateOperator.init(rawValue:))
    }

    /// An optional field read with `read`: `.some(nil)` when absent or null,
    /// nil when `read` refuses it.
    static func optionalOf<T>(_ node: JSONNode?, _ read: (JSONNode?) -> T?) -> T?? {
        guard let present = optional(node) else { return nil }
        guard let present else { return .some(nil) }
        return read(present).map { .some($0) }
    }

    static func target(_ node: JSONNode?) -> Target? {
        guard let node, let (name, f) = enumCase(node) else { return nil }
        switch name {
        case "object": return key(f["_0"]).map(Target.object)
        case "collection": return collection(f["_0"]).map(Target.collection)
        case "realm": return optionalOf(f["version"], int64).map { .realm(version: $0) }
        default: return nil
        }
    }
}
