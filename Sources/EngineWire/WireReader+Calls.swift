// Reading engine calls (see WireReader.swift).

import RealmSpecCore

extension WireReader {
    static func call(_ node: JSONNode?) -> EngineCall? {
        guard let node, let (name, f) = enumCase(node) else { return nil }
        switch name {
        case "beginWrite": return .beginWrite
        case "commitWrite": return array(f["withoutNotifying"]) { int($0) }.map(EngineCall.commitWrite)
        case "cancelWrite": return .cancelWrite
        case "isInWriteTransaction": return .isInWriteTransaction
        case "refresh": return .refresh
        case "reopen": return .reopen
        case "deleteAll": return .deleteAll
        default:
            return objectCall(name, f) ?? collectionCall(name, f) ?? listCall(name, f)
                ?? setOrMapCall(name, f) ?? targetCall(name, f)
        }
    }

    private static func policy(_ node: JSONNode?) -> UpdatePolicy? {
        string(node).flatMap(UpdatePolicy.init(rawValue:))
    }

    private static func objectCall(_ name: String, _ f: JSONNode) -> EngineCall? {
        switch name {
        case "add":
            guard let v = value(f["_0"]), let p = policy(f["update"]) else { return nil }
            return .add(v, update: p)
        case "create":
            guard let t = string(f["type"]), let v = value(f["value"]), let p = policy(f["update"]) else { return nil }
            return .create(type: t, value: v, update: p)
        case "delete": return key(f["_0"]).map(EngineCall.delete)
        case "deleteObjects": return array(f["_0"]) { key($0) }.map(EngineCall.deleteObjects)
        case "isValid": return key(f["_0"]).map(EngineCall.isValid)
        case "get":
            guard let k = key(f["_0"]), let p = string(f["property"]) else { return nil }
            return .get(k, property: p)
        case "set":
            guard let k = key(f["_0"]), let p = string(f["property"]), let v = value(f["value"]) else { return nil }
            return .set(k, property: p, value: v)
        case "objectForPrimaryKey":
            guard let t = string(f["type"]), let k = value(f["key"]) else { return nil }
            return .objectForPrimaryKey(type: t, key: k)
        default: return nil
        }
    }

    private static func collectionCall(_ name: String, _ f: JSONNode) -> EngineCall? {
        guard let c = collection(f["_0"]) else { return nil }
        switch name {
        case "deleteCollection": return .deleteCollection(c)
        case "setForAll":
            guard let p = string(f["property"]), let v = value(f["value"]) else { return nil }
            return .setForAll(c, property: p, value: v)
        case "count": return .count(c)
        case "element": return int(f["index"]).map { .element(c, index: $0) }
        case "elements": return .elements(c)
        case "indexOf": return value(f["value"]).map { .indexOf(c, value: $0) }
        case "indexMatching": return query(f["_1"]).map { .indexMatching(c, $0) }
        case "contains": return value(f["value"]).map { .contains(c, value: $0) }
        case "aggregate":
            guard let op = aggregateOperator(f["_1"]), let p = optionalOf(f["property"], string) else { return nil }
            return .aggregate(c, op, property: p)
        default: return nil
        }
    }

    private static func listCall(_ name: String, _ f: JSONNode) -> EngineCall? {
        guard name.hasPrefix("list"), let c = collection(f["_0"]) else { return nil }
        switch name {
        case "listInsert":
            guard let vs = values(f["values"]), let at = int(f["at"]) else { return nil }
            return .listInsert(c, values: vs, at: at)
        case "listAppend": return values(f["values"]).map { .listAppend(c, values: $0) }
        case "listRemove": return int(f["at"]).map { .listRemove(c, at: $0) }
        case "listRemoveAll": return .listRemoveAll(c)
        case "listReplace":
            guard let at = int(f["at"]), let v = value(f["value"]) else { return nil }
            return .listReplace(c, at: at, value: v)
        case "listMove":
            guard let from = int(f["from"]), let to = int(f["to"]) else { return nil }
            return .listMove(c, from: from, to: to)
        case "listSwap":
            guard let a = int(f["_1"]), let b = int(f["_2"]) else { return nil }
            return .listSwap(c, a, b)
        default: return nil
        }
    }

    private static func setOrMapCall(_ name: String, _ f: JSONNode) -> EngineCall? {
        guard name.hasPrefix("set") || name.hasPrefix("map"), let c = collection(f["_0"]) else { return nil }
        switch name {
        case "setInsert": return values(f["values"]).map { .setInsert(c, values: $0) }
        case "setRemove": return values(f["values"]).map { .setRemove(c, values: $0) }
        case "setIntersect": return values(f["values"]).map { .setIntersect(c, values: $0) }
        case "setRemoveAll": return .setRemoveAll(c)
        case "mapSet":
            guard let k = string(f["key"]), let v = value(f["value"]) else { return nil }
            return .mapSet(c, key: k, value: v)
        case "mapRemove": return string(f["key"]).map { .mapRemove(c, key: $0) }
        case "mapGet": return string(f["key"]).map { .mapGet(c, key: $0) }
        case "mapKeys": return .mapKeys(c)
        case "mapRemoveAll": return .mapRemoveAll(c)
        default: return nil
        }
    }

    private static func targetCall(_ name: String, _ f: JSONNode) -> EngineCall? {
        switch name {
        case "freeze": return target(f["_0"]).map(EngineCall.freeze)
        case "thaw": return target(f["_0"]).map(EngineCall.thaw)
        case "observe":
            guard let t = target(f["_0"]), let paths = optional(f["keyPaths"]) else { return nil }
            guard let paths else { return .observe(t, keyPaths: nil) }
            return strings(paths).map { .observe(t, keyPaths: $0) }
        case "stopObserving": return int(f["token"]).map { .stopObserving(token: $0) }
        default: return nil
        }
    }
}
