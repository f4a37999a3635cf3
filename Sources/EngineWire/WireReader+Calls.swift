// Reading engine calls (see WireReader.swift and the "Calls and their
// replies" table of docs/engine-protocol.md).

internal import RealmSpecCore

extension WireReader {
    /// A call; a case name the protocol does not have is `.unknownCase` at the top level.
    static func call(_ node: JSONNode) throws(WireDecodingError) -> EngineCall {
        let (name, f) = try node.enumCase("a call")
        do { return try callCase(name, f) } catch { throw error.problem == .unknownCase(name) ? error : error.inside(name) }
    }

    private static func callCase(_ name: String, _ f: JSONNode) throws(WireDecodingError) -> EngineCall {
        switch name {
        case "beginWrite": return .beginWrite
        case "commitWrite": return .commitWrite(withoutNotifying: try f.field("withoutNotifying", ints))
        case "cancelWrite": return .cancelWrite
        case "isInWriteTransaction": return .isInWriteTransaction
        case "refresh": return .refresh
        case "reopen": return .reopen
        case "deleteAll": return .deleteAll
        case "add", "create", "delete", "deleteObjects", "isValid", "get", "set", "objectForPrimaryKey":
            return try objectCall(name, f)
        case "deleteCollection", "setForAll", "count", "element", "elements", "indexOf", "indexMatching", "contains", "aggregate":
            return try collectionCall(name, f)
        case "listInsert", "listAppend", "listRemove", "listRemoveAll", "listReplace", "listMove", "listSwap":
            return try listCall(name, f)
        case "setInsert", "setRemove", "setIntersect", "setRemoveAll", "mapSet", "mapRemove", "mapGet", "mapKeys", "mapRemoveAll":
            return try setOrMapCall(name, f)
        case "freeze", "thaw", "observe", "stopObserving":
            return try targetCall(name, f)
        default: throw WireDecodingError(.unknownCase(name))
        }
    }

    private static func policy(_ node: JSONNode) throws(WireDecodingError) -> UpdatePolicy {
        try raw(node, "\"error\", \"modified\" or \"all\"")
    }

    private static func objectCall(_ name: String, _ f: JSONNode) throws(WireDecodingError) -> EngineCall {
        switch name {
        case "add": return .add(try f.field("value", value), update: try f.field("update", policy))
        case "create":
            return .create(type: try f.field("type", string), value: try f.field("value", value), update: try f.field("update", policy))
        case "delete": return .delete(try f.field("object", key))
        case "deleteObjects": return .deleteObjects(try f.field("objects") { (n: JSONNode) throws(WireDecodingError) in try n.array(key) })
        case "isValid": return .isValid(try f.field("object", key))
        case "get": return .get(try f.field("object", key), property: try f.field("property", string))
        case "set":
            return .set(try f.field("object", key), property: try f.field("property", string), value: try f.field("value", value))
        default: return .objectForPrimaryKey(type: try f.field("type", string), key: try f.field("primaryKey", value))
        }
    }

    private static func collectionCall(_ name: String, _ f: JSONNode) throws(WireDecodingError) -> EngineCall {
        let c = try f.field("collection", collection)
        switch name {
        case "deleteCollection": return .deleteCollection(c)
        case "setForAll": return .setForAll(c, property: try f.field("property", string), value: try f.field("value", value))
        case "count": return .count(c)
        case "element": return .element(c, index: try f.field("index", int))
        case "elements": return .elements(c)
        case "indexOf": return .indexOf(c, value: try f.field("value", value))
        case "indexMatching": return .indexMatching(c, try f.field("query", query))
        case "contains": return .contains(c, value: try f.field("value", value))
        default: return .aggregate(c, try f.field("operator", aggregateOperator), property: try f.optionalField("property", string))
        }
    }

    private static func listCall(_ name: String, _ f: JSONNode) throws(WireDecodingError) -> EngineCall {
        let c = try f.field("collection", collection)
        switch name {
        case "listInsert": return .listInsert(c, values: try f.field("values", values), at: try f.field("at", int))
        case "listAppend": return .listAppend(c, values: try f.field("values", values))
        case "listRemove": return .listRemove(c, at: try f.field("at", int))
        case "listRemoveAll": return .listRemoveAll(c)
        case "listReplace": return .listReplace(c, at: try f.field("at", int), value: try f.field("value", value))
        case "listMove": return .listMove(c, from: try f.field("from", int), to: try f.field("to", int))
        default: return .listSwap(c, try f.field("first", int), try f.field("second", int))
        }
    }

    private static func setOrMapCall(_ name: String, _ f: JSONNode) throws(WireDecodingError) -> EngineCall {
        let c = try f.field("collection", collection)
        switch name {
        case "setInsert": return .setInsert(c, values: try f.field("values", values))
        case "setRemove": return .setRemove(c, values: try f.field("values", values))
        case "setIntersect": return .setIntersect(c, values: try f.field("values", values))
        case "setRemoveAll": return .setRemoveAll(c)
        case "mapSet": return .mapSet(c, key: try f.field("key", string), value: try f.field("value", value))
        case "mapRemove": return .mapRemove(c, key: try f.field("key", string))
        case "mapGet": return .mapGet(c, key: try f.field("key", string))
        case "mapKeys": return .mapKeys(c)
        default: return .mapRemoveAll(c)
        }
    }

    private static func targetCall(_ name: String, _ f: JSONNode) throws(WireDecodingError) -> EngineCall {
        switch name {
        case "freeze": return .freeze(try f.field("target", target))
        case "thaw": return .thaw(try f.field("target", target))
        case "observe": return .observe(try f.field("target", target), keyPaths: try f.optionalField("keyPaths", strings))
        default: return .stopObserving(token: try f.field("token", int))
        }
    }
}
