// Notifications: observers registered on objects, collections or the realm
// are told what changed only when the realm refreshes. A collection
// observer's first delivery is `.initial` (even when writes came first);
// objects and the realm have no initial call, as in the SDK, and hear of
// writes made after registering. Later deliveries coalesce every write since
// the observer's last delivery into one change set. A write that changes
// nothing the observer sees gives no delivery, except to a realm observer,
// which hears every commit, an empty one too; `keyPaths` limit which
// property changes count; writes committed without notifying a token are not
// reported to it (what earlier writes changed for it is delivered first,
// before the skipped write, as Realm delivers it when that write begins).
//
// Related documentation: rlmarray#notifications.

internal import RealmRules
internal import RealmSpecCore

/// One registered observer.
struct Observer<S: Storage> {
    var target: Target
    var keyPaths: [[String]]?
    var started = false
    /// The state the next change set is computed against, and the first
    /// slot made after it.
    var baseline: S
    var baselineSlot: Int64
    var baselineVersion: Int64
    var reportedDeletion = false
    /// Changes of writes before a write committed without notifying this
    /// observer, delivered first at the next refresh.
    var stashed: [Change] = []
}

/// One committed write, kept until every observer has seen it.
struct Commit {
    var version: Int64
    var touches: TouchLog
    var silent: Set<Int>
}

extension ObjectStore {
    func observe(_ target: Target, keyPaths: [String]?) throws(EngineError) -> EngineReply {
        if target.isFrozen { throw Rule.frozenObserve }
        // rlmarray#notifications: the page forbids registering during a write
        // transaction at all (the shipped SDK allows it before any change).
        if inWrite { throw Rule.notificationInWrite }
        switch target {
        case .object(let key):
            let (ref, _) = try checkValid(key)
            try storage.queryValidator.checkObserved(keyPaths, type: catalog.tables[ref.table].name)
        case .collection(let ref):
            if case .objects(let t, _) = try storage.items(ref) {
                try storage.queryValidator.checkObserved(keyPaths, type: catalog.tables[t].name)
            }
        case .realm: break
        }
        let token = nextToken
        nextToken += 1
        var observer = Observer(target: target, keyPaths: keyPaths?.map { $0.split(separator: ".").map(String.init) },
                                baseline: committedSnapshot(), baselineSlot: nextSlot, baselineVersion: version)
        if case .collection = target {} else { observer.started = true }
        observers[token] = observer
        return .token(token)
    }

    /// Records a committed write. Observers it must not notify skip it: what
    /// earlier writes changed for them is set aside against the state before
    /// this write, and their baseline moves past it.
    func recordCommit(touches: TouchLog, silent: Set<Int>, before: S?) {
        commits.append(Commit(version: version, touches: touches, silent: silent))
        for token in silent {
            guard var o = observers[token], o.started else { continue }
            if let before, let change = pendingChange(for: &o, token: token, upTo: version - 1, current: before) {
                o.stashed.append(change)
            }
            moveBaseline(&o)
            observers[token] = o
        }
        pruneCommits()
    }

    private func moveBaseline(_ o: inout Observer<S>) {
        o.baseline = committedSnapshot()
        o.baselineSlot = nextSlot
        o.baselineVersion = version
    }

    /// The change of the commits after an observer's baseline up to `last`
    /// that it was not excluded from, measured against `current`.
    private func pendingChange(for o: inout Observer<S>, token: Int, upTo last: Int64, current: S) -> Change? {
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
                if o.baselineVersion < version,
                   let change = pendingChange(for: &o, token: token, upTo: version, current: committedSnapshot()) {
                    changes.append(change)
                }
                out += changes.map { Delivery(token: token, change: $0) }
            }
            if o.baselineVersion != version { moveBaseline(&o) }
            observers[token] = o
        }
        pruneCommits()
        return .deliveries(out)
    }

    private func pruneCommits() {
        let oldest = observers.values.map(\.baselineVersion).min() ?? version
        commits.removeAll { $0.version <= oldest }
    }

    private func change(for o: inout Observer<S>, touches: TouchLog, current: S) -> Change? {
        switch o.target {
        case .realm:
            return .update(CollectionChange())
        case .object(let key):
            return objectChange(key, &o, touches: touches, current: current)
        case .collection(let ref):
            let diff = ChangeSet(old: o.baseline, firstNewSlot: o.baselineSlot, new: current, ref: ref,
                                 touches: touches, keyPaths: o.keyPaths).compute()
            return diff.isEmpty ? nil : .update(diff)
        }
    }

    private func objectChange(_ key: ObjectKey, _ o: inout Observer<S>, touches: TouchLog, current: S) -> Change? {
        guard let (ref, oldRow) = o.baseline.rowRef(key.live), !o.reportedDeletion else { return nil }
        guard let newRow = current.row(table: ref.table, id: ref.id) else {
            o.reportedDeletion = true
            return .objectDeleted
        }
        var changes: [PropertyChange] = []
        let watch = ChangeSet<S>.Watch(store: current, touches: touches, keyPaths: o.keyPaths)
        for (p, prop) in catalog.tables[ref.table].schema.properties.enumerated() {
            if prop.isLinkingObjects {
                if let change = backlinkChange(ref, property: p, name: prop.name, o, oldRow: oldRow, newRow: newRow,
                                               watch: watch, current: current) { changes.append(change) }
                continue
            }
            guard watch.propertyChanged(ref, property: p) else { continue }
            changes.append(PropertyChange(name: prop.name,
                                          oldValue: o.baseline.fullValue(table: ref.table, row: oldRow, property: p),
                                          newValue: current.fullValue(table: ref.table, row: newRow, property: p)))
        }
        return changes.isEmpty ? nil : .objectChanged(changes)
    }

    /// A linking-objects property named first by one of the observer's key
    /// paths changes when an object starts or stops linking to the observed
    /// one, or when a property the rest of the path names changes on an
    /// object linking to it. Without key paths backlinks are not reported.
    private func backlinkChange(_ ref: RowRef, property p: Int, name: String, _ o: Observer<S>, oldRow: Int, newRow: Int,
                                watch: ChangeSet<S>.Watch, current: S) -> PropertyChange? {
        guard o.keyPaths?.contains(where: { $0.first == name }) == true else { return nil }
        let old = o.baseline.fullValue(table: ref.table, row: oldRow, property: p)
        let new = current.fullValue(table: ref.table, row: newRow, property: p)
        guard Set(S.elements(of: old)) != Set(S.elements(of: new)) || watch.propertyChanged(ref, property: p) else { return nil }
        return PropertyChange(name: name, oldValue: old, newValue: new)
    }
}
