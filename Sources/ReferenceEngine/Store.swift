// The in-memory realm: one table per object type, stored column by column so
// that a million small objects cost a few arrays rather than a million
// allocations. `Store` is a value: copying it (a write's rollback point, a
// frozen version, a notification baseline) shares every array until one side
// writes to it.
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects.

import RealmRules
import RealmSpecCore

/// The address of one row: table index and stable object id.
struct RowRef: Hashable {
    var table: Int
    var id: Int64
}

/// The contents of one list, set or map property of one row.
///
/// Every element carries a slot id that survives moves and replacements, so
/// change sets can tell a moved element from a new one.
struct CollectionStore: Hashable {
    var slots: [Int64] = []
    var values: [Value] = []
    /// Map keys, parallel to `values`, kept sorted. Empty for lists and sets.
    var keys: [String] = []
}

/// The changes made by the write in progress, for notifications.
struct TouchLog {
    /// Properties written, by row.
    var properties: [RowRef: Set<Int>] = [:]
    /// List slots whose value was replaced.
    var slots: Set<Int64> = []
    /// Whether an element was moved within a list (change sets then need a full diff).
    var reordered = false

    mutating func merge(_ other: TouchLog) {
        for (row, props) in other.properties { properties[row, default: []].formUnion(props) }
        slots.formUnion(other.slots)
        reordered = reordered || other.reordered
    }
}

/// The rows of one object type.
struct Table {
    let schema: ObjectSchema
    let propertyIndex: [String: Int]
    let primaryKey: Int?
    /// Object ids in ascending order; deleted rows stay as tombstones until compaction.
    var ids: [Int64] = []
    var alive: [Bool] = []
    var liveCount = 0
    /// Per property: one value per row (single properties), else empty.
    var scalars: [Column]
    /// Per property: one collection per row (list, set and map properties), else empty.
    var collections: [[CollectionStore]]
    /// Primary key -> row index (see `PrimaryKeyIndex`).
    var primaryKeyIndex = PrimaryKeyIndex()
    /// The value each single property holds before anything is written.
    let blanks: [Value]
    /// Per property, what the hot paths check.
    let flags: [PropertyFlags]
    /// The stored (not computed) properties, in schema order.
    let storedProperties: [Int]
    /// Whether every property is a plain scalar (array-form creates of such
    /// a type can write their cells straight away).
    let allPlain: Bool
    /// Whether some stored property links to objects (only then can a row
    /// have embedded children).
    let hasLinks: Bool

    init(schema: ObjectSchema) {
        self.schema = schema
        name = schema.name
        var index: [String: Int] = [:]
        for (i, p) in schema.properties.enumerated() { index[p.name] = i }
        propertyIndex = index
        primaryKey = schema.properties.firstIndex(where: \.isPrimaryKey)
        scalars = Array(repeating: Column(), count: schema.properties.count)
        collections = Array(repeating: [], count: schema.properties.count)
        blanks = schema.properties.map { $0.isOptional ? .null : Scalars.zero(of: $0.type) }
        flags = schema.properties.map(PropertyFlags.init)
        storedProperties = schema.properties.indices.filter { !schema.properties[$0].isLinkingObjects }
        allPlain = flags.allSatisfy { $0.plain != nil }
        hasLinks = schema.properties.contains { $0.type.objectType != nil && !$0.isLinkingObjects }
    }

    let name: String

    /// The row index of a live object, by binary search over the ascending ids.
    @inline(__always) func row(of id: Int64) -> Int? {
        var low = 0, high = ids.count
        while low < high {
            let mid = (low + high) / 2
            if ids[mid] < id { low = mid + 1 } else { high = mid }
        }
        guard low < ids.count, ids[low] == id, alive[low] else { return nil }
        return low
    }

    /// The id of the live object with this primary key.
    @inline(__always) func object(primaryKey: Value) -> Int64? {
        guard let r = primaryKeyIndex.row(for: primaryKey), alive[r] else { return nil }
        return ids[r]
    }

    /// Appends a row of plain scalar values, one per property in order
    /// (only for `allPlain` tables, with values their kinds accept).
    mutating func appendRow(id: Int64, plain values: [Value]) -> Int {
        for (p, v) in values.enumerated() { scalars[p].append(v) }
        ids.append(id)
        alive.append(true)
        liveCount += 1
        return ids.count - 1
    }

    /// Appends an empty row with the given id; properties hold zero values
    /// (nil for optionals) until the caller writes them.
    mutating func appendRow(id: Int64) -> Int {
        for p in flags.indices {
            if flags[p].collection != .single { collections[p].append(CollectionStore()) }
            else { scalars[p].append(blanks[p]) }
        }
        ids.append(id)
        alive.append(true)
        liveCount += 1
        return ids.count - 1
    }

    /// Live row indices in insertion order.
    var liveRows: [Int] {
        var rows: [Int] = []
        rows.reserveCapacity(liveCount)
        for r in alive.indices where alive[r] { rows.append(r) }
        return rows
    }

    func isCollection(_ p: Int) -> Bool { schema.properties[p].collection != .single }
}

/// Every table of one realm, plus id counters and the current write's touches.
struct Store {
    var tables: [Table]
    let tableIndex: [String: Int]
    var nextId: Int64 = 1
    var nextSlot: Int64 = 1
    var touches = TouchLog()

    init(schema: Schema) {
        tables = schema.types.map(Table.init(schema:))
        var index: [String: Int] = [:]
        for (i, t) in schema.types.enumerated() { index[t.name] = i }
        tableIndex = index
    }

    func key(_ ref: RowRef) -> ObjectKey { ObjectKey(type: tables[ref.table].name, id: ref.id) }
    func link(_ ref: RowRef) -> Value { .link(key(ref)) }

    /// The live row a key names, or nil.
    func rowRef(_ key: ObjectKey) -> (ref: RowRef, row: Int)? {
        guard let t = tableIndex[key.type], let r = tables[t].row(of: key.id) else { return nil }
        return (RowRef(table: t, id: key.id), r)
    }

    func isAlive(_ ref: RowRef) -> Bool { tables[ref.table].row(of: ref.id) != nil }

    /// The stored value of a property: scalars as they are, collections as
    /// `.list`/`.set`/`.map`, linking objects as a `.list` of links.
    func value(table t: Int, row r: Int, property p: Int) -> Value {
        let table = tables[t]
        let prop = table.schema.properties[p]
        if prop.isLinkingObjects { return .list(linkingObjects(table: t, row: r, property: p).map(link)) }
        switch prop.collection {
        case .single: return table.scalars[p][r]
        case .list: return .list(table.collections[p][r].values)
        case .set: return .set(table.collections[p][r].values)
        case .map:
            let c = table.collections[p][r]
            return .map(zip(c.keys, c.values).map { MapEntry($0, $1) })
        }
    }

    mutating func makeSlot() -> Int64 {
        defer { nextSlot += 1 }
        return nextSlot
    }

    mutating func touch(_ ref: RowRef, property p: Int) {
        touches.properties[ref, default: []].insert(p)
    }
}
