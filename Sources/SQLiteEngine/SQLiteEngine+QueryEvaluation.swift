// Filtering: a query the SQL translation covers runs as one SELECT over the
// type's table; anything else (ANY/ALL/NONE over to-many key paths,
// aggregates in queries, AnyRealmValue and decimal comparisons, collections
// of primitives) is evaluated here, in Swift, on values read from the
// database.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

import RealmRules
import RealmSpecCore

/// What a query is evaluated on: an object, or one primitive value (SELF).
enum Subject {
    case row(ObjectKey)
    case value(Value)
}

extension SQLiteEngine {
    /// The elements of `items` that match `query`, in order.
    ///
    /// - Throws: `invalidQuery` for unknown key paths and incompatible constants.
    func filter(_ items: Items, _ query: Query) throws(EngineError) -> Items {
        switch items {
        case .objects(let type, let ids):
            try validate(query, type: type, element: nil)
            if let clause = QueryTranslator(layout: layout).translate(query, type: type) {
                let sql = "SELECT r0.id FROM \(layout.table(type)) AS r0 WHERE \(clause.sql)"
                let matching = Set(try db("filter").integers(sql, clause.arguments, operation: "filter"))
                return .objects(type: type, ids: ids.filter(matching.contains))
            }
            var kept: [Int64] = []
            for id in ids where try matches(query, .row(ObjectKey(type: type, id: id))) { kept.append(id) }
            return .objects(type: type, ids: kept)
        case .values(let vs, let element):
            try validate(query, type: nil, element: element)
            var kept: [Value] = []
            for v in vs where try matches(query, .value(v)) { kept.append(v) }
            return .values(kept, element: element)
        }
    }

    func matches(_ query: Query, _ subject: Subject) throws(EngineError) -> Bool {
        switch query {
        case .truePredicate: return true
        case .falsePredicate: return false
        case .and(let qs):
            for q in qs where !(try matches(q, subject)) { return false }
            return true
        case .or(let qs):
            for q in qs where try matches(q, subject) { return true }
            return false
        case .not(let q): return !(try matches(q, subject))
        case .compare(let c): return try matches(c, subject)
        }
    }

    private func matches(_ c: Comparison, _ subject: Subject) throws(EngineError) -> Bool {
        let (lhs, lhsMany) = try operand(c.lhs, subject)
        let (rhs, rhsMany) = try operand(c.rhs, subject)
        return c.holds(lhs: lhs, lhsMany: lhsMany, rhs: rhs, rhsMany: rhsMany)
    }

    /// The values an expression yields, and whether it crossed a to-many key path.
    private func operand(_ e: Expression, _ subject: Subject) throws(EngineError) -> (values: [Value], many: Bool) {
        switch e {
        case .constant(let v):
            return ([v], false)
        case .keyPath(let path):
            let (vs, many) = try follow(path, subject)
            return (!many && vs.isEmpty) ? ([.null], false) : (vs, many)
        case .count(let path):
            return ([.int(Int64(try follow(path, subject).values.count))], false)
        case .aggregate(let op, let path, let property):
            let vs = try follow(path + (property.map { [$0] } ?? []), subject).values.filter { !$0.isNull }
            return ([Aggregate.compute(op, vs, kind: vs.first)], false)
        }
    }

    /// Walks a key path from a subject; nil links end the walk.
    func follow(_ path: [String], _ subject: Subject) throws(EngineError) -> (values: [Value], many: Bool) {
        let steps = QueryValidator.steps(path)
        if steps.isEmpty {
            switch subject {
            case .value(let v): return ([v], false)
            case .row(let k): return ([.link(k)], false)
            }
        }
        var current: [ObjectKey] = []
        if case .row(let k) = subject { current = [k] }
        var many = false
        for (i, name) in steps.enumerated() {
            var next: [Value] = []
            for key in current {
                guard let prop = layout[type: key.type]?[property: name] else { continue }
                let value = try read(key, prop)
                if prop.collection == .single && !prop.isLinkingObjects {
                    next.append(value)
                } else {
                    many = true
                    next.append(contentsOf: Self.members(value))
                }
            }
            if i == steps.count - 1 { return (next, many) }
            current = next.compactMap(\.linkKey)
        }
        return ([], many)
    }
}
