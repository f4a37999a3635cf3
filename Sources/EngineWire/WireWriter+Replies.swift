// The JSON of replies, deliveries and whole request and response lines
// (see WireWriter.swift).

internal import RealmSpecCore

extension WireWriter {
    mutating func reply(_ reply: EngineReply) {
        switch reply {
        case .none: raw("{\"none\":{}}")
        case .value(let v): begin("value"); label("value", first: true); value(v); end()
        case .values(let vs): begin("values"); label("values", first: true); values(vs); end()
        case .bool(let b): begin("bool"); label("value", first: true); bool(b); end()
        case .int(let i): begin("int"); label("value", first: true); int(i); end()
        case .optional(let v):
            begin("optional")
            if let v { label("value", first: true); value(v) }
            end()
        case .key(let k):
            begin("key")
            if let k { label("key", first: true); key(k) }
            end()
        case .added(let root, let keys):
            begin("added"); label("keys", first: true)
            array(keys) { w, k in
                w.raw("{\"key\":"); w.key(k.key); w.raw(",\"localId\":"); w.int(k.localId); w.raw("}")
            }
            if let root { label("root"); key(root) }
            end()
        case .target(let t):
            begin("target")
            if let t { label("target", first: true); target(t) }
            end()
        case .token(let t): begin("token"); label("token", first: true); int(t); end()
        case .deliveries(let ds): begin("deliveries"); label("deliveries", first: true); array(ds) { $0.delivery($1) }; end()
        }
    }

    private mutating func delivery(_ d: Delivery) {
        raw("{\"change\":")
        switch d.change {
        case .initial: raw("{\"initial\":{}}")
        case .objectDeleted: raw("{\"objectDeleted\":{}}")
        case .update(let c):
            raw("{\"update\":{\"deletions\":"); array(c.deletions) { $0.int($1) }
            raw(",\"insertions\":"); array(c.insertions) { $0.int($1) }
            raw(",\"modifications\":"); array(c.modifications) { $0.int($1) }
            raw("}}")
        case .objectChanged(let changes):
            begin("objectChanged"); label("properties", first: true)
            array(changes) { w, c in
                w.raw("{\"name\":"); w.string(c.name)
                w.raw(",\"newValue\":"); w.value(c.newValue)
                if let old = c.oldValue { w.raw(",\"oldValue\":"); w.value(old) }
                w.raw("}")
            }
            end()
        }
        raw(",\"token\":"); int(d.token); raw("}")
    }

    mutating func error(_ e: EngineError) {
        raw("{\"kind\":"); string(e.kind.rawValue); raw(",\"message\":"); string(e.message); raw("}")
    }

    /// `"name":` after a comma unless `first`, which it then clears.
    private mutating func member(_ name: StaticString, _ first: inout Bool) {
        if !first { bytes.append(0x2C) }
        first = false
        bytes.append(0x22); raw(name); raw("\":")
    }

    /// A request and a newline: `{"call":CALL,"id":N}`, `{"hello":{"protocols":[2]}}`, …
    mutating func requestLine(_ r: WireRequest) {
        bytes.append(0x7B)
        var first = true
        if let call = r.call { member("call", &first); self.call(call) }
        if r.close != nil { member("close", &first); raw("{}") }
        if let hello = r.hello { member("hello", &first); raw("{\"protocols\":"); array(hello.protocols) { $0.int($1) }; raw("}") }
        if let id = r.id { member("id", &first); int(id) }
        if let schema = r.open { member("open", &first); self.schema(schema) }
        raw("}\n")
    }

    /// A response and a newline: a reply or error with its id, or the answer to `hello`.
    mutating func responseLine(_ r: WireResponse) {
        bytes.append(0x7B)
        var first = true
        if let error = r.error { member("error", &first); self.error(error) }
        if let hello = r.hello {
            member("hello", &first)
            raw("{\"capabilities\":"); strings(hello.capabilities); raw(",\"name\":"); string(hello.name)
            raw(",\"protocol\":"); int(hello.protocol); raw(",\"version\":"); string(hello.version); raw("}")
        }
        if let id = r.id { member("id", &first); int(id) }
        if let reply = r.reply { member("reply", &first); self.reply(reply) }
        raw("}\n")
    }
}
