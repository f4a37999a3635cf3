// Reading replies and whole request and response lines (see WireReader.swift).

import RealmSpecCore

extension WireReader {
    static func reply(_ node: JSONNode?) -> EngineReply? {
        guard let node, let (name, f) = enumCase(node) else { return nil }
        let x = f["_0"]
        switch name {
        case "none": return EngineReply.none
        case "value": return value(x).map(EngineReply.value)
        case "values": return values(x).map(EngineReply.values)
        case "bool": return bool(x).map(EngineReply.bool)
        case "int": return int(x).map(EngineReply.int)
        case "optional": return optionalOf(x, value).map(EngineReply.optional)
        case "key": return optionalOf(x, key).map(EngineReply.key)
        case "target": return optionalOf(x, target).map(EngineReply.target)
        case "token": return int(x).map(EngineReply.token)
        case "added":
            guard let root = optionalOf(f["root"], key), let keys = array(f["keys"], localKey) else { return nil }
            return .added(root: root, keys: keys)
        case "deliveries": return array(x, delivery).map(EngineReply.deliveries)
        default: return nil
        }
    }

    private static func localKey(_ node: JSONNode) -> LocalKey? {
        guard let k = key(node["key"]), let id = int(node["localId"]) else { return nil }
        return LocalKey(localId: id, key: k)
    }

    private static func delivery(_ node: JSONNode) -> Delivery? {
        guard let token = int(node["token"]), let change = node["change"], let (name, f) = enumCase(change) else { return nil }
        switch name {
        case "initial": return Delivery(token: token, change: .initial)
        case "objectDeleted": return Delivery(token: token, change: .objectDeleted)
        case "update":
            guard let c = f["_0"], let d = array(c["deletions"], { int($0) }), let i = array(c["insertions"], { int($0) }),
                  let m = array(c["modifications"], { int($0) }) else { return nil }
            return Delivery(token: token, change: .update(CollectionChange(deletions: d, insertions: i, modifications: m)))
        case "objectChanged":
            return array(f["_0"], propertyChange).map { Delivery(token: token, change: .objectChanged($0)) }
        default: return nil
        }
    }

    private static func propertyChange(_ node: JSONNode) -> PropertyChange? {
        guard let n = string(node["name"]), let new = value(node["newValue"]),
              let old = optionalOf(node["oldValue"], value) else { return nil }
        return PropertyChange(name: n, oldValue: old, newValue: new)
    }

    /// A call or close request; nil for hello, open and anything unusual.
    static func request(_ node: JSONNode) -> WireRequest? {
        guard case .object(let members) = node, members.count == 2, let id = int(node["id"]) else { return nil }
        if let call = node["call"] { return WireReader.call(call).map { WireRequest(id: id, call: $0) } }
        if case .object(let body)? = node["close"], body.isEmpty { return WireRequest(id: id, close: WireEmpty()) }
        return nil
    }

    /// A reply or error response; nil for hello and anything unusual.
    static func response(_ node: JSONNode) -> WireResponse? {
        guard case .object(let members) = node, members.count == 2, let id = int(node["id"]) else { return nil }
        if let reply = node["reply"] { return WireReader.reply(reply).map { WireResponse(id: id, reply: $0) } }
        guard let e = node["error"], let kind = string(e["kind"]).flatMap(ErrorKind.init(rawValue:)),
              let message = string(e["message"]) else { return nil }
        return WireResponse(id: id, error: EngineError(kind, message))
    }
}
