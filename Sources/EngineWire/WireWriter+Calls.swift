// The JSON of engine calls (see WireWriter.swift and the "Calls and their
// replies" table of docs/engine-protocol.md). Each call's fields are written
// in sorted order.

internal import RealmSpecCore

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

    /// A case whose only field is its collection: `{"name":{"collection":C}}`.
    private mutating func onCollection(_ name: StaticString, _ c: CollectionRef) {
        begin(name); label("collection", first: true); collection(c); end()
    }

    /// A case whose fields are its collection and values: `{"name":{"collection":C,"values":[V…]}}`.
    private mutating func onValues(_ name: StaticString, _ c: CollectionRef, _ vs: [Value]) {
        begin(name); label("collection", first: true); collection(c); label("values"); values(vs); end()
    }

    /// Writes the call. The switches name every case, so a new call does not
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
        case .add(let v, let update):
            begin("add"); label("update", first: true); string(update.rawValue); label("value"); value(v); end()
        case .create(let type, let v, let update):
            begin("create"); label("type", first: true); string(type); label("update"); string(update.rawValue)
            label("value"); value(v); end()
        case .delete(let k): begin("delete"); label("object", first: true); key(k); end()
        case .deleteObjects(let ks): begin("deleteObjects"); label("objects", first: true); array(ks) { $0.key($1) }; end()
        case .isValid(let k): begin("isValid"); label("object", first: true); key(k); end()
        case .get(let k, let property):
            begin("get"); label("object", first: true); key(k); label("property"); string(property); end()
        case .set(let k, let property, let v):
            begin("set"); label("object", first: true); key(k); label("property"); string(property); label("value"); value(v); end()
        case .objectForPrimaryKey(let type, let k):
            begin("objectForPrimaryKey"); label("primaryKey", first: true); value(k); label("type"); string(type); end()
        case .deleteCollection(let c): onCollection("deleteCollection", c)
        case .setForAll(let c, let property, let v):
            begin("setForAll"); label("collection", first: true); collection(c); label("property"); string(property)
            label("value"); value(v); end()
        case .count(let c): onCollection("count", c)
        case .element(let c, let index):
            begin("element"); label("collection", first: true); collection(c); label("index"); int(index); end()
        case .elements(let c): onCollection("elements", c)
        case .indexOf(let c, let v):
            begin("indexOf"); label("collection", first: true); collection(c); label("value"); value(v); end()
        case .indexMatching(let c, let q):
            begin("indexMatching"); label("collection", first: true); collection(c); label("query"); query(q); end()
        case .contains(let c, let v):
            begin("contains"); label("collection", first: true); collection(c); label("value"); value(v); end()
        case .aggregate(let c, let op, let property):
            begin("aggregate"); label("collection", first: true); collection(c); label("operator"); string(op.rawValue)
            if let property { label("property"); string(property) }
            end()
        case .listInsert, .listAppend, .listRemove, .listRemoveAll, .listReplace, .listMove, .listSwap,
             .setInsert, .setRemove, .setIntersect, .setRemoveAll, .mapSet, .mapRemove, .mapGet, .mapKeys, .mapRemoveAll,
             .freeze, .thaw, .observe, .stopObserving:
            collectionEditOrTarget(call)
        }
    }

    /// The calls that edit a list, set or map, and those on targets.
    private mutating func collectionEditOrTarget(_ call: EngineCall) {
        switch call {
        case .listInsert(let c, let vs, let at):
            begin("listInsert"); label("at", first: true); int(at); label("collection"); collection(c); label("values"); values(vs); end()
        case .listAppend(let c, let vs): onValues("listAppend", c, vs)
        case .listRemove(let c, let at):
            begin("listRemove"); label("at", first: true); int(at); label("collection"); collection(c); end()
        case .listRemoveAll(let c): onCollection("listRemoveAll", c)
        case .listReplace(let c, let at, let v):
            begin("listReplace"); label("at", first: true); int(at); label("collection"); collection(c); label("value"); value(v); end()
        case .listMove(let c, let from, let to):
            begin("listMove"); label("collection", first: true); collection(c); label("from"); int(from); label("to"); int(to); end()
        case .listSwap(let c, let a, let b):
            begin("listSwap"); label("collection", first: true); collection(c); label("first"); int(a); label("second"); int(b); end()
        case .setInsert(let c, let vs): onValues("setInsert", c, vs)
        case .setRemove(let c, let vs): onValues("setRemove", c, vs)
        case .setIntersect(let c, let vs): onValues("setIntersect", c, vs)
        case .setRemoveAll(let c): onCollection("setRemoveAll", c)
        case .mapSet(let c, let k, let v):
            begin("mapSet"); label("collection", first: true); collection(c); label("key"); string(k); label("value"); value(v); end()
        case .mapRemove(let c, let k): begin("mapRemove"); label("collection", first: true); collection(c); label("key"); string(k); end()
        case .mapGet(let c, let k): begin("mapGet"); label("collection", first: true); collection(c); label("key"); string(k); end()
        case .mapKeys(let c): onCollection("mapKeys", c)
        case .mapRemoveAll(let c): onCollection("mapRemoveAll", c)
        case .freeze(let t): begin("freeze"); label("target", first: true); target(t); end()
        case .thaw(let t): begin("thaw"); label("target", first: true); target(t); end()
        case .observe(let t, let keyPaths):
            begin("observe")
            if let keyPaths { label("keyPaths", first: true); strings(keyPaths); label("target") } else { label("target", first: true) }
            target(t); end()
        case .stopObserving(let token): begin("stopObserving"); label("token", first: true); int(token); end()
        case .beginWrite, .commitWrite, .cancelWrite, .isInWriteTransaction, .refresh, .reopen, .deleteAll, .add, .create,
             .delete, .deleteObjects, .isValid, .get, .set, .objectForPrimaryKey, .deleteCollection, .setForAll, .count,
             .element, .elements, .indexOf, .indexMatching, .contains, .aggregate:
            self.call(call)
        }
    }
}
