// Notifications: observers registered on objects, collections or the realm
// are told what changed only when the realm refreshes. A collection
// observer's first delivery is `.initial`; objects and the realm have no
// initial call and hear of writes made after registering. Later deliveries
// coalesce every write since the observer's last delivery; a write that
// changes nothing the observer sees gives no delivery; `keyPaths` limit which
// property writes count; writes committed without notifying a token are not
// reported to it (what earlier writes changed for it is delivered first).
// Property writes are recorded as they reach SQL (see `record(_:_:)`).
//
// Related documentation: rlmarray#notifications.

import RealmRules
import RealmSpecCore

/// What an observer saw at its last delivery.
enum View {
    case collection([Value])
    case object(exists: Bool, values: [String: Value])
    case realm
}

/// One registered observer.
struct Observer {
    var target: Target
    var keyPaths: [[String]]?
    var started: Bool
    var base: View
    /// Property writes since `base`, by object.
    var touches: [ObjectKey: Set<String>] = [:]
    var committed = false
    var reportedDeletion = false
    /// Changes set aside by a write committed without notifying this observer.
    var stashed: [Change] = []
}

extension SQLiteEngine {
    func observe(_ target: Target, keyPaths: [String]?) throws(EngineError) -> EngineReply {
        if target.isFrozen { throw Rule.frozen("observe") }
        if inWrite {
            throw Rule.notificationInWrite
        }
        switch target {
        case .object(let key): try checkKeyPaths(keyPaths, type: try checkValid(key, "observe").name)
        case .collection(let ref):
            if case .objects(let type, _) = try items(ref) { try checkKeyPaths(keyPaths, type: type) }
        case .realm: break
        }
        let token = nextToken
        nextToken += 1
        var started = true
        if case .collection = target { started = false }
        observers[token] = Observer(target: target, keyPaths: keyPaths?.map { $0.split(separator: ".").map(String.init) },
                                    started: started, base: try view(of: target))
        return .token(token)
    }

    /// Every observed key path names properties of the type, through links.
    private func checkKeyPaths(_ keyPaths: [String]?, type: String) throws(EngineError) {
        try queryValidator.checkObserved(keyPaths, type: type)
    }

    /// Records that a write reached a property (called by every SQL write).
    func record(_ key: ObjectKey, _ property: String) {
        guard inWrite, !observers.isEmpty else { return }
        writeTouches[key.live, default: []].insert(property)
    }

    /// At `beginWrite`: what each observer would see now, in case the write
    /// is committed without notifying it.
    func rememberViews() {
        writeTouches = [:]
        preWriteViews = [:]
        for (token, o) in observers where o.started {
            preWriteViews[token] = try? view(of: o.target)
        }
    }

    /// After a commit: observers it must not notify set aside what earlier
    /// writes changed for them and move past it; the others collect its writes.
    func recordCommit(silent: [Int]) {
        for token in Array(observers.keys) {
            guard var o = observers[token] else { continue }
            if silent.contains(token) && o.started {
                if o.committed, let before = preWriteViews[token], let change = change(&o, to: before) { o.stashed.append(change) }
                o.base = (try? view(of: o.target)) ?? o.base
                o.touches = [:]
                o.committed = false
            } else {
                o.touches.merge(writeTouches) { $0.union($1) }
                o.committed = true
            }
            observers[token] = o
        }
        writeTouches = [:]
        preWriteViews = [:]
    }

    func refresh() -> EngineReply {
        guard !inWrite else { return .deliveries([]) }
        var out: [Delivery] = []
        for token in observers.keys.sorted() {
            guard var o = observers[token] else { continue }
            let now = (try? view(of: o.target)) ?? o.base
            if !o.started {
                o.started = true
                out.append(Delivery(token: token, change: .initial))
            } else {
                out += o.stashed.map { Delivery(token: token, change: $0) }
                if o.committed, let change = change(&o, to: now) { out.append(Delivery(token: token, change: change)) }
            }
            o.stashed = []
            o.base = now
            o.touches = [:]
            o.committed = false
            observers[token] = o
        }
        return .deliveries(out)
    }

    /// The change from the observer's base to `now`, or nil when it sees none.
    private func change(_ o: inout Observer, to now: View) -> Change? {
        switch (o.base, now) {
        case (.realm, _):
            return .update(CollectionChange())
        case (.collection(let before), .collection(let after)):
            let watch = Watch(engine: self, touches: o.touches, keyPaths: o.keyPaths)
            let diff = ChangeSet.diff(before, after) { v in v.linkKey.map { watch.objectChanged($0) } ?? false }
            return diff.isEmpty ? nil : .update(diff)
        case (.object(let existed, let old), .object(let exists, let new)):
            guard existed, !o.reportedDeletion, case .object(let key) = o.target else { return nil }
            guard exists else { o.reportedDeletion = true; return .objectDeleted }
            let watch = Watch(engine: self, touches: o.touches, keyPaths: o.keyPaths)
            var changes: [PropertyChange] = []
            for prop in layout[type: key.type]?.properties ?? [] where prop.isStored && watch.propertyChanged(key.live, prop.name) {
                changes.append(PropertyChange(name: prop.name, oldValue: old[prop.name], newValue: new[prop.name] ?? .null))
            }
            return changes.isEmpty ? nil : .objectChanged(changes)
        default:
            return nil
        }
    }

    /// What a target looks like now.
    func view(of target: Target) throws(EngineError) -> View {
        switch target {
        case .realm: return .realm
        case .collection(let ref):
            guard let items = try? items(ref) else { return .collection([]) }
            return .collection(try values(of: items))
        case .object(let key):
            guard let schema = layout[type: key.type], try exists(key.live) else { return .object(exists: false, values: [:]) }
            var values: [String: Value] = [:]
            for prop in schema.properties where prop.isStored { values[prop.name] = try read(key.live, prop) }
            return .object(exists: true, values: values)
        }
    }
}

/// Which property writes an observer sees.
struct Watch {
    let engine: SQLiteEngine
    let touches: [ObjectKey: Set<String>]
    let keyPaths: [[String]]?

    /// Whether a property of an object counts as changed for this observer.
    func propertyChanged(_ key: ObjectKey, _ name: String) -> Bool {
        guard !touches.isEmpty else { return false }  // nothing written: nothing to read
        guard let keyPaths else { return changed(key, name, rest: []) }
        return keyPaths.contains { path in path.first == name && changed(key, name, rest: Array(path.dropFirst())) }
    }

    private func changed(_ key: ObjectKey, _ name: String, rest: [String]) -> Bool {
        if touches[key]?.contains(name) == true { return true }
        guard let next = rest.first else { return false }
        return linked(key, name).contains { changed($0, next, rest: Array(rest.dropFirst())) }
    }

    /// Whether any observed property of an object was written (and, with no
    /// key paths, of the objects it links to, one level deep).
    func objectChanged(_ key: ObjectKey, depth: Int = 0) -> Bool {
        guard !touches.isEmpty else { return false }  // nothing written: nothing to read
        let key = key.live
        guard let schema = engine.layout[type: key.type] else { return false }
        if keyPaths != nil { return schema.properties.contains { propertyChanged(key, $0.name) } }
        if !(touches[key]?.isEmpty ?? true) { return true }
        guard depth < 1 else { return false }
        for prop in schema.properties where prop.isStored && prop.type.objectType != nil {
            if linked(key, prop.name).contains(where: { objectChanged($0, depth: depth + 1) }) { return true }
        }
        return false
    }

    private func linked(_ key: ObjectKey, _ name: String) -> [ObjectKey] {
        guard let prop = engine.layout[type: key.type]?[property: name], prop.isStored,
              let value = try? engine.read(key, prop) else { return [] }
        return SQLiteEngine.members(value).compactMap { $0.linkKey?.live }
    }
}
