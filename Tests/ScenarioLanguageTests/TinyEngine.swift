// A small in-memory engine for interpreter tests: objects, writes, simple
// queries and a call log, so tests can check both results and the lowering.

import RealmSpecCore

class TinyEngine: Engine {
    var info: EngineInfo { EngineInfo(name: "tiny", version: "1", capabilities: []) }
    var schema = Schema(types: [])
    var rows: [ObjectKey: [String: Value]] = [:]
    var order: [ObjectKey] = []
    var inWrite = false
    var nextId: Int64 = 1
    var log: [EngineCall] = []
    var snapshot: ([ObjectKey: [String: Value]], [ObjectKey])?

    func open(schema: Schema) throws(EngineError) { self.schema = schema; rows = [:]; order = [] }
    func close() {}

    func perform(_ call: EngineCall) throws(EngineError) -> EngineReply {
        log.append(call)
        switch call {
        case .beginWrite:
            if inWrite { throw EngineError(.alreadyInWriteTransaction, "already in a write transaction") }
            inWrite = true; snapshot = (rows, order); return .none
        case .commitWrite:
            if !inWrite { throw EngineError(.noWriteTransaction, "no write transaction") }
            inWrite = false; return .none
        case .cancelWrite:
            if !inWrite { throw EngineError(.noWriteTransaction, "no write transaction") }
            inWrite = false
            if let s = snapshot { rows = s.0; order = s.1 }
            return .none
        case .isInWriteTransaction: return .bool(inWrite)
        case .add(let v, _):
            try needWrite()
            var keys: [LocalKey] = []
            let root = try insert(v, &keys)
            return .added(root: root, keys: keys)
        case .create(let type, let v, _):
            try needWrite()
            var keys: [LocalKey] = []
            guard case .map(let entries) = v else { throw EngineError(.typeMismatch, "map expected") }
            let root = try insert(.newObject(NewObject(type: type, localId: -1, fields: entries)), &keys)
            // The root was sent as a dictionary, not as an object with a local id.
            return .added(root: root, keys: keys.filter { $0.localId != -1 })
        case .delete(let k):
            try needWrite()
            guard rows[k] != nil else { throw EngineError(.invalidated, "object has been deleted or invalidated") }
            rows[k] = nil; order.removeAll { $0 == k }
            return .none
        case .deleteCollection(let ref):
            try needWrite()
            for k in try keys(ref) { rows[k] = nil; order.removeAll { $0 == k } }
            return .none
        case .deleteAll:
            try needWrite(); rows = [:]; order = []; return .none
        case .isValid(let k): return .bool(rows[k] != nil)
        case .get(let k, let p):
            guard let row = rows[k] else { throw EngineError(.invalidated, "object has been deleted or invalidated") }
            return .value(row[p] ?? .null)
        case .set(let k, let p, let v):
            try needWrite()
            guard rows[k] != nil else { throw EngineError(.invalidated, "object has been deleted or invalidated") }
            rows[k]?[p] = v
            return .none
        case .objectForPrimaryKey(let type, let key):
            guard let pk = schema[type: type]?.primaryKey else { throw EngineError(.noPrimaryKey, "no primary key") }
            return .key(order.first { $0.type == type && rows[$0]?[pk.name] == key })
        case .count(let ref): return .int(try keys(ref).count)
        case .element(let ref, let i):
            let ks = try keys(ref)
            guard i >= 0, i < ks.count else { throw EngineError(.indexOutOfBounds, "Index \(i) is out of bounds") }
            return .value(.link(ks[i]))
        case .elements(let ref): return .values(try keys(ref).map { .link($0) })
        default: throw EngineError.unsupported(call)
        }
    }

    private func needWrite() throws(EngineError) {
        if !inWrite { throw EngineError(.notInWriteTransaction, "Cannot modify managed objects outside of a write transaction.") }
    }

    private func insert(_ v: Value, _ keys: inout [LocalKey]) throws(EngineError) -> ObjectKey? {
        guard case .newObject(let o) = v else { return nil }
        guard let type = schema[type: o.type] else { throw EngineError(.typeMismatch, "unknown type") }
        let key = ObjectKey(type: o.type, id: nextId)
        nextId += 1
        var row: [String: Value] = [:]
        for p in type.properties { row[p.name] = p.defaultValue ?? .null }
        for f in o.fields {
            if case .newObject = f.value { row[f.key] = try insert(f.value, &keys).map { .link($0) } ?? .null } else { row[f.key] = f.value }
        }
        if let pk = type.primaryKey, order.contains(where: { $0.type == o.type && rows[$0]?[pk.name] == row[pk.name] }) {
            throw EngineError(.primaryKeyExists, "Attempting to create an object of type '\(o.type)' with an existing primary key value")
        }
        rows[key] = row
        order.append(key)
        keys.append(LocalKey(localId: o.localId, key: key))
        return key
    }

    private func keys(_ ref: CollectionRef) throws(EngineError) -> [ObjectKey] {
        switch ref {
        case .objects(let type): return order.filter { $0.type == type }
        case .filtered(let base, let q): return try keys(base).filter { matches(q, rows[$0] ?? [:]) }
        default: throw EngineError(.unsupported, "collection")
        }
    }

    private func matches(_ q: Query, _ row: [String: Value]) -> Bool {
        switch q {
        case .truePredicate: return true
        case .falsePredicate: return false
        case .and(let qs): return qs.allSatisfy { matches($0, row) }
        case .or(let qs): return qs.contains { matches($0, row) }
        case .not(let q): return !matches(q, row)
        case .compare(let c):
            guard case .keyPath(let p) = c.lhs, case .constant(let v) = c.rhs, let name = p.first, let x = row[name] else { return false }
            switch (c.op, x, v) {
            case (.equal, _, _): return x == v
            case (.notEqual, _, _): return x != v
            case (.less, .int(let a), .int(let b)): return a < b
            case (.greater, .int(let a), .int(let b)): return a > b
            case (.beginsWith, .string(let a), .string(let b)): return a.hasPrefix(b)
            default: return false
            }
        }
    }
}
