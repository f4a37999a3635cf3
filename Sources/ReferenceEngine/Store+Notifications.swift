// Notifications: observers registered on objects, collections or the realm
// are told what changed only when the realm refreshes. A collection
// observer's first delivery is `.initial` (even when writes came first);
// objects and the realm have no initial call, as in the SDK, and hear of
// writes made after registering. Later deliveries coalesce every write since
// the observer's last delivery into one change set. A write that changes nothing the observer
// sees gives no delivery; `keyPaths` limit which property changes count;
// writes committed without notifying a token are not reported to it (what
// earlier writes changed for it is delivered first, before the skipped
// write, as Realm delivers it when that write begins).
//
// Related documentation: rlmarray#notifications.

import RealmRules
import RealmSpecCore

/// One registered observer.
struct Observer {
    var target: Target
    var keyPaths: [[String]]?
    var started = false
    /// The state the next change set is computed against.
    var baseline: Store
    var baselineVersion: Int64
    var reportedDeletion = false
    /// Changes of writes before a write committed without notifying this
    /// observer, delivered first at the next refresh (Realm delivers them
    /// when that write begins).
    var stashed: [Change] = []
}

/// One committed write, kept until every observer has seen it.
struct Commit {
    var version: Int64
    var touches: TouchLog
    var silent: Set<Int>
}

extension Store {
    /// Every observed key path names properties of the object type, through
    /// links; anything else is `unknownProperty`, as when registering in Realm.
    func checkKeyPaths(_ keyPaths: [String]?, table: Int) throws(EngineError) {
        try queryValidator.checkObserved(keyPaths, type: tables[table].name)
    }
}

extension ReferenceEngine {
    func observe(_ target: Target, keyPaths: [String]?) throws(EngineError) -> EngineReply {
        if isFrozen(target) { throw Rule.frozen("observe") }
        // rlmarray#notifications: the page forbids registering during a write
        // transaction at all (the shipped SDK allows it before any change).
        if inWrite { throw Rule.notificationInWrite }
        switch target {
        case .object(let key):
            let (ref, _) = try checkValid(key)
            try store.checkKeyPaths(keyPaths, table: ref.table)
        case .collection(let ref):
            if case .objects(let t, _) = try store.items(ref) { try store.checkKeyPaths(keyPaths, table: t) }
        case .realm: break
        }
        let committed = inWrite ? (rollback ?? store) : store
        let token = nextToken
        nextToken += 1
        var observer = Observer(target: target, keyPaths: keyPaths?.map { $0.split(separator: ".").map(String.init) },
                                baseline: committed, baselineVersion: version)
        if case .collection = target {} else { observer.started = true }
        observers[token] = observer
        return .token(token)
    }

    /// Records a committed write. Observers it must not notify skip it: what
    /// earlier writes changed for them is set aside against the state before
    /// this write, and their baseline moves past it.
    func recordCommit(touches: TouchLog, silent: Set<Int>, before: Store) {
        commits.append(Commit(version: version, touches: touches, silent: silent))
        for token in silent {
            guard var o = observers[token], o.started else { continue }
            if let change = pendingChange(for: &o, token: token, upTo: version - 1, current: before) {
                o.stashed.append(change)
            }
            o.baseline = store
            o.baselineVersion = version
            observers[token] = o
        }
        pruneCommits()
    }

    /// The change of the commits after an observer's baseline up to `last`
    /// that it was not excluded from, measured against `current`.
    private func pendingChange(for o: inout Observer, token: Int, upTo last: Int64, current: Store) -> Change? {
        guard o.baselineVersion < last else { return nil }
        let seen = commits.filter { $0.version > o.baselineVersion && $0.version <= last && !$0.silent.contains(token) }
        guard !seen.isEmpty else { return nil }
        var touches = TouchLog()
        for c in seen { touches.merge(c.touches) }
        return change(for: &o, touches: touches, current: current)
    }

    func refresh() -> EngineReply {
        guard !inWrite else { return .deliveries([]) }
        var out: [Delivery] = []
        for token in observers.keys.sorted() {
            guard var o = observers[token] else { continue }
            if !o.started {
                o.started = true
                out.append(Delivery(token: token, change: .initial))
            } else {
                var changes = o.stashed
                o.stashed = []
                if let change = pendingChange(for: &o, token: token, upTo: version, current: store) { changes.append(change) }
                out += changes.map { Delivery(token: token, change: $0) }
            }
            o.baseline = store
            o.baselineVersion = version
            observers[token] = o
        }
        pruneCommits()
        return .deliveries(out)
    }

    private func pruneCommits() {
        let oldest = observers.values.map(\.baselineVersion).min() ?? version
        commits.removeAll { $0.version <= oldest }
    }

    private func change(for o: inout Observer, touches: TouchLog, current: Store) -> Change? {
        switch o.target {
        case .realm:
            return .update(CollectionChange())
        case .object(let key):
            return objectChange(key, &o, touches: touches, current: current)
        case .collection(let ref):
            let diff = ChangeSet(old: o.baseline, new: current, ref: ref, touches: touches, keyPaths: o.keyPaths).compute()
            return diff.isEmpty ? nil : .update(diff)
        }
    }

    private func objectChange(_ key: ObjectKey, _ o: inout Observer, touches: TouchLog, current store: Store) -> Change? {
        guard let (ref, oldRow) = o.baseline.rowRef(key.live), !o.reportedDeletion else { return nil }
        guard let newRow = store.tables[ref.table].row(of: ref.id) else {
            o.reportedDeletion = true
            return .objectDeleted
        }
        var changes: [PropertyChange] = []
        let watch = ChangeSet.Watch(store: store, touches: touches, keyPaths: o.keyPaths)
        for (p, prop) in store.tables[ref.table].schema.properties.enumerated() where !prop.isLinkingObjects {
            guard watch.propertyChanged(ref, property: p) else { continue }
            changes.append(PropertyChange(name: prop.name,
                                          oldValue: o.baseline.value(table: ref.table, row: oldRow, property: p),
                                          newValue: store.value(table: ref.table, row: newRow, property: p)))
        }
        return changes.isEmpty ? nil : .objectChanged(changes)
    }
}
