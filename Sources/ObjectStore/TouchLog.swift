// What the write in progress changed, recorded by the object store as it
// writes (its change capture): the properties written per object, the list
// slots whose value was replaced, and whether anything moved. Notifications
// read it at commit (rlmarray#notifications). What a call that failed had
// recorded is taken back with the call.
//
// Related documentation: rlmarray#notifications.

internal import RealmSpecCore

/// The address of one object: table index and object id.
struct RowRef: Hashable {
    var table: Int
    var id: Int64
}

/// The changes made by the write in progress, for notifications.
struct TouchLog {
    /// Properties written, by object.
    var properties: [RowRef: Set<Int>] = [:]
    /// List slots whose value was replaced.
    var slots: Set<Int64> = []
    /// Whether an element was moved within a list (change sets then need a full diff).
    var reordered = false
    /// What the current call added, so that a failed call can take it back.
    private var added: [(RowRef, Int)] = []
    private var addedSlots: [Int64] = []
    private var wasReordered = false

    mutating func touch(_ ref: RowRef, property p: Int) {
        if properties[ref, default: []].insert(p).inserted { added.append((ref, p)) }
    }

    mutating func replaced(_ slot: Int64) {
        if slots.insert(slot).inserted { addedSlots.append(slot) }
    }

    mutating func beginCall() {
        if !added.isEmpty { added.removeAll(keepingCapacity: true) }
        if !addedSlots.isEmpty { addedSlots.removeAll(keepingCapacity: true) }
        wasReordered = reordered
    }

    mutating func rollbackCall() {
        for (ref, p) in added { properties[ref]?.remove(p) }
        for slot in addedSlots { slots.remove(slot) }
        reordered = wasReordered
        added.removeAll()
        addedSlots.removeAll()
    }

    mutating func merge(_ other: TouchLog) {
        for (row, props) in other.properties { properties[row, default: []].formUnion(props) }
        slots.formUnion(other.slots)
        reordered = reordered || other.reordered
    }
}
