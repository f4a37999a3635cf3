// The JSON of engine calls (see WireWriter.swift). Labels in sorted order:
// `_0`, `_1`, … then the named ones alphabetically, as JSONEncoder sorts them.

import RealmSpecCore

extension WireWriter {
    /// `{"name":{`
    mutating func begin(_ name: StaticString) {
        raw("{\""); raw(name); raw("\":{")
    }

    /// `"label":`, after a comma unless it is the first field.
    mutating func label(_ name: StaticString, first: Bool = false) {
        if !first { bytes.append(0x2C) }
        bytes.append(0x22); raw(name); raw("\":")
    }

    mutating func end() { raw("}}") }

    /// A case whose only field is a collection: `{"name":{"_0":C}}`.
    private mutating func onCollection(_ name: StaticString, _ c: CollectionRef) {
        begin(name); label("_0", first: true); collection(c); end()
    }

    /// Writes the call. The switch names every case, so a new call does not
    /// compile until it has its JSON here.
    mutating func call(_ call: EngineCall) {
        switch call {
        case .beginWrite: raw("{\"beginWrite\":{}}")
        case .commitWrite(let tokens):
            begin("commitWrite"); label("withoutNotifying", first: true); array(tokens) { $0.int($1) }; end()
        case .cancelWrite: raw("{\"cancelWrite\":{}}")
        case .isInWriteTransaction: raw("{\"isInWriteTransaction\":{}}")
        case .refresh: raw("{\"refresh\":{}}")
        case .reopen: raw("{\"reopen\":{}}")
        case .deleteAll: raw("{\"deleteAll\":{}}")
        case .add, .create, .delete, .deleteObjects, .isValid, .get, .set, .objectForPrimaryKey:
            objectCall(call)
        case .deleteCollection, .setForAll, .count, .element, .elements, .indexOf, .indexMatching, .contains, .aggregate:
            collectionCall(call)
        case .listInsert, .listAppend, .listRemove, .listRemoveAll, .listReplace, .listMove, .listSwap:
            listCall(call)
        case .setInsert, .setRemove, .setIntersect, .setRemoveAll, .mapSet, .mapRemove, .mapGet, .mapKeys, .mapRemoveAll:
            setOrMapCall(call)
        case .freeze, .thaw, .observe, .stopObserving:
            otherCall(call)
        }
    }

    private mutating func objectCall(_ call: EngineCall) {
        switch call {
        case .add(let v, let update):
            begin("add"); label("_0", first: true); value(v); label("update"); string(update.rawValue); end()
        case .create(let type, let v, let update):
            begin("create"); label("type", first: true); string(type); label("update"); string(update.rawValue)
            label("value"); value(v); end()
        case .delete(let k): begin("delete"); label("_0", first: true); key(k); end()
        case .deleteObjects(let ks): begin("deleteObjects"); label("_0", first: true); array(ks) { $0.key($1) }; end()
        case .isValid(let k): begin("isValid"); label("_0", first: true); key(k); end()
        case .get(let k, let property):
            begin("get"); label("_0", first: true); key(k); label("property"); string(property); end()
        case .set(let k, let property, let v):
            begin("set"); label("_0", first: true); key(k); label("property"); string(property); label("value"); value(v); end()
        case .objectForPrimaryKey(let type, let k):
            begin("objectForPrimaryKey"); label("key", first: true); value(k); label("type"); string(type); end()
        default: break  // the cases `call(_:)` sends elsewhere
        }
    }

    private mutating func collectionCall(_ call: EngineCall) {
        switch call {
        case .deleteCollection(let c): onCollection("deleteCollection", c)
        case .setForAll(let c, let property, let v):
            begin("setForAll"); label("_0", first: true); collection(c); label("property"); string(property)
            label("value"); value(v); end()
        case .count(let c): onCollection("count", c)
        case .element(let c, let index):
            begin("element"); label("_0", first: true); collection(c); label("index"); int(index); end()
        case .elements(let c): onCollection("elements", c)
        case .indexOf(let c, let v):
            begin("indexOf"); label("_0", first: true); collection(c); label("value"); value(v); end()
        case .indexMatching(let c, let q):
            begin("indexMatching"); label("_0", first: true); collection(c); label("_1"); query(q); end()
        case .contains(let c, let v):
            begin("contains"); label("_0", first: true); collection(c); label("value"); value(v); end()
        case .aggregate(let c, let op, let property):
            begin("aggregate"); label("_0", first: true); collection(c); label("_1"); string(op.rawValue)
            if let property { label("property"); string(property) }
            end()
        default: break  // the cases `call(_:)` sends elsewhere
        }
    }

    private mutating func listCall(_ call: EngineCall) {
        switch call {
        case .listInsert(let c, let vs, let at):
            begin("listInsert"); label("_0", first: true); collection(c); label("at"); int(at); label("values"); values(vs); end()
        case .listAppend(let c, let vs):
            begin("listAppend"); label("_0", first: true); collection(c); label("values"); values(vs); end()
        case .listRemove(let c, let at):
            begin("listRemove"); label("_0", first: true); collection(c); label("at"); int(at); end()
        case .listRemoveAll(let c): onCollection("listRemoveAll", c)
        case .listReplace(let c, let at, let v):
            begin("listReplace"); label("_0", first: true); collection(c); label("at"); int(at); label("value"); value(v); end()
        case .listMove(let c, let from, let to):
            begin("listMove"); label("_0", first: true); collection(c); label("from"); int(from); label("to"); int(to); end()
        case .listSwap(let c, let a, let b):
            begin("listSwap"); label("_0", first: true); collection(c); label("_1"); int(a); label("_2"); int(b); end()
        default: break  // the cases `call(_:)` sends elsewhere
        }
    }

    private mutating func setOrMapCall(_ call: EngineCall) {
        switch call {
        case .setInsert(let c, let vs): begin("setInsert"); label("_0", first: true); collection(c); label("values"); values(vs); end()
        case .setRemove(let c, let vs): begin("setRemove"); label("_0", first: true); collection(c); label("values"); values(vs); end()
        case .setIntersect(let c, let vs):
            begin("setIntersect"); label("_0", first: true); collection(c); label("values"); values(vs); end()
        case .setRemoveAll(let c): onCollection("setRemoveAll", c)
        case .mapSet(let c, let k, let v):
            begin("mapSet"); label("_0", first: true); collection(c); label("key"); string(k); label("value"); value(v); end()
        case .mapRemove(let c, let k): begin("mapRemove"); label("_0", first: true); collection(c); label("key"); string(k); end()
        case .mapGet(let c, let k): begin("mapGet"); label("_0", first: true); collection(c); label("key"); string(k); end()
        case .mapKeys(let c): onCollection("mapKeys", c)
        case .mapRemoveAll(let c): onCollection("mapRemoveAll", c)
        default: break  // the cases `call(_:)` sends elsewhere
        }
    }

    private mutating func otherCall(_ call: EngineCall) {
        switch call {
        case .freeze(let t): begin("freeze"); label("_0", first: true); target(t); end()
        case .thaw(let t): begin("thaw"); label("_0", first: true); target(t); end()
        case .observe(let t, let keyPaths):
            begin("observe"); label("_0", first: true); target(t)
            if let keyPaths { label("keyPaths"); strings(keyPaths) }
            end()
        case .stopObserving(let token): begin("stopObserving"); label("token", first: true); int(token); end()
        default: break  // the cases `call(_:)` sends elsewhere
        }
    }
}
