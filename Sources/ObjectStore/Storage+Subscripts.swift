// Evaluating a subscripted key path: `dict['key']`, `mixed[0]['key']`,
// `mixed[#any]`. The key path (through to-one links) reaches a map or an
// AnyRealmValue; each subscript steps into the value: a key into a map, an
// index into a list, `[#any]` into every element of either. A key or index
// that is not there reads as nil, so `dict['missing'] != 5` holds, and
// `[#any]` makes the comparison hold when any element passes.
//
// Related documentation: sdk-query (query-rules.md §13).

internal import RealmRules
internal import RealmSpecCore

extension Storage {
    /// The values a subscripted key path reaches from a subject, and whether
    /// they are many (a `[#any]` or a to-many step on the way).
    func subscripted(_ path: [String], _ subscripts: [PathSubscript], _ subject: Subject) -> (values: [Value], many: Bool) {
        let steps = QueryValidator.steps(path)
        guard let last = steps.last else { return ([.null], false) }
        var many = false
        var owners = [subject]
        if steps.count > 1 {
            let followed = follow(Array(steps.dropLast()), subject)
            owners = followed.values.compactMap(subject(for:))
            many = followed.many
        }
        var current: [Value] = []
        for case let .row(t, r) in owners {
            guard let p = catalog.tables[t].propertyIndex[last] else { continue }
            current.append(fullValue(table: t, row: r, property: p))
        }
        for s in subscripts {
            current = current.flatMap { Self.step(into: $0, s) }
            if s == .anyElement { many = true }
        }
        return (!many && current.isEmpty) ? ([.null], false) : (current, many)
    }

    /// What one subscript reaches in a value: nothing when the value is
    /// not a collection of the right kind or lacks the key or index.
    static func step(into value: Value, _ s: PathSubscript) -> [Value] {
        switch (s, value) {
        case (.key(let k), .map(let entries)): return entries.first { $0.key == k }.map { [$0.value] } ?? []
        case (.index(let i), .list(let vs)): return vs.indices.contains(i) ? [vs[i]] : []
        case (.anyElement, .list(let vs)), (.anyElement, .set(let vs)): return vs
        case (.anyElement, .map(let entries)): return entries.map(\.value)
        default: return []
        }
    }
}
