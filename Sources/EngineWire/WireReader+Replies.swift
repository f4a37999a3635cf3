// Reading replies, deliveries and whole request and response lines (see
// WireReader.swift).

internal import RealmSpecCore

extension WireReader {
    static func reply(_ node: JSONNode) throws(WireDecodingError) -> EngineReply {
        let (name, f) = try node.enumCase("a reply")
        do { return try replyCase(name, f) } catch { throw error.inside(name) }
    }

    private static func replyCase(_ name: String, _ f: JSONNode) throws(WireDecodingError) -> EngineReply {
        switch name {
        case "none": return EngineReply.none
        case "value": return .value(try f.field("value", value))
        case "values": return .values(try f.field("values", values))
        case "bool": return .bool(try f.field("value", bool))
        case "int": return .int(try f.field("value", int))
        case "optional": return .optional(try f.optionalField("value", value))
        case "key": return .key(try f.optionalField("key", key))
        case "target": return .target(try f.optionalField("target", target))
        case "token": return .token(try f.field("token", int))
        case "added":
            return .added(root: try f.optionalField("root", key),
                          keys: try f.field("keys") { (n: JSONNode) throws(WireDecodingError) in try n.array(localKey) })
        case "deliveries": return .deliveries(try f.field("deliveries") { (n: JSONNode) throws(WireDecodingError) in try n.array(delivery) })
        default: throw WireDecodingError(.unknownCase(name))
        }
    }

    private static func localKey(_ node: JSONNode) throws(WireDecodingError) -> LocalKey {
        LocalKey(localId: try node.field("localId", int), key: try node.field("key", key))
    }

    static func delivery(_ node: JSONNode) throws(WireDecodingError) -> Delivery {
        Delivery(token: try node.field("token", int), change: try node.field("change", change))
    }

    private static func change(_ node: JSONNode) throws(WireDecodingError) -> Change {
        let (name, f) = try node.enumCase("a change")
        do throws(WireDecodingError) {
            switch name {
            case "initial": return .initial
            case "objectDeleted": return .objectDeleted
            case "update":
                return .update(CollectionChange(deletions: try f.field("deletions", ints), insertions: try f.field("insertions", ints),
                                                modifications: try f.field("modifications", ints)))
            case "objectChanged":
                return .objectChanged(try f.field("properties") { (n: JSONNode) throws(WireDecodingError) in try n.array(propertyChange) })
            default: throw WireDecodingError(.unknownCase(name))
            }
        } catch { throw error.inside(name) }
    }

    private static func propertyChange(_ node: JSONNode) throws(WireDecodingError) -> PropertyChange {
        PropertyChange(name: try node.field("name", string), oldValue: try node.optionalField("oldValue", value),
                       newValue: try node.field("newValue", value))
    }

    // MARK: Lines

    /// A client line: `hello`, or an `id` with whatever of `open`, `call`
    /// and `close` it holds (the server checks there is exactly one).
    static func request(_ node: JSONNode) throws(WireDecodingError) -> WireRequest {
        guard case .object = node else { throw WireDecodingError(.wrongType("an object")) }
        var request = WireRequest(id: try node.optionalField("id", int))
        request.hello = try node.optionalField("hello", hello)
        request.open = try node.optionalField("open", schema)
        request.call = try node.optionalField("call", call)
        request.close = try node.optionalField("close") { (n: JSONNode) throws(WireDecodingError) in
            guard case .object = n else { throw WireDecodingError(.wrongType("{}")) }
            return WireEmpty()
        }
        return request
    }

    /// `{"protocols":[2]}`; the `{"protocol":1}` of version 1 is read as an offer of 1 alone.
    private static func hello(_ node: JSONNode) throws(WireDecodingError) -> WireHello {
        if let offered = try node.optionalField("protocols", ints) { return WireHello(protocols: offered) }
        if let old = try node.optionalField("protocol", int) { return WireHello(protocols: [old]) }
        throw WireDecodingError(.missing("protocols"))
    }

    /// A server line: `hello`, or a reply or error. A response with both
    /// `reply` and `error`, or an error kind the protocol does not have, is a
    /// violation that says so.
    static func response(_ node: JSONNode) throws(WireDecodingError) -> WireResponse {
        guard case .object = node else { throw WireDecodingError(.wrongType("an object")) }
        if let reply = node["reply"], let error = node["error"], !reply.isNull, !error.isNull {
            throw WireDecodingError(.violation("a response with both 'reply' and 'error'"))
        }
        var response = WireResponse(id: try node.optionalField("id", int))
        response.hello = try node.optionalField("hello", helloReply)
        response.reply = try node.optionalField("reply", reply)
        response.error = try node.optionalField("error", engineError)
        return response
    }

    private static func helloReply(_ node: JSONNode) throws(WireDecodingError) -> WireHelloReply {
        WireHelloReply(protocol: try node.field("protocol", int), name: try node.field("name", string),
                       version: try node.field("version", string), capabilities: try node.field("capabilities", strings))
    }

    private static func engineError(_ node: JSONNode) throws(WireDecodingError) -> EngineError {
        let kind = try node.field("kind", string)
        guard let known = ErrorKind(rawValue: kind) else {
            throw WireDecodingError(.violation("unknown error kind '\(kind.prefix(80))'; the kinds are listed in docs/engine-protocol.md"))
        }
        return EngineError(known, try node.field("message", string))
    }
}
