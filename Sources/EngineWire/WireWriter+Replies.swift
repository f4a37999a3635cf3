// The JSON of replies, deliveries and whole request and response lines
// (see WireWriter.swift).

import RealmSpecCore

extension WireWriter {
    mutating func reply(_ reply: EngineReply) {
        switch reply {
        case .none: raw("{\"none\":{}}")
        case .value(let v): begin("value"); label("_0", first: true); value(v); end()
        case .values(let vs): begin("values"); label("_0", first: true); values(vs); end()
        case .bool(let b): begin("bool"); label("_0", first: true); bool(b); end()
        case .int(let i): begin("int"); label("_0", first: true); int(i); end()
        case .optional(let v):
            begin("optional")
            if let v { label("_0", first: true); value(v) }
            end()
        case .key(let k):
            begin("key")
            if let k { label("_0", first: true); key(k) }
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
            if let t { label("_0", first: true); target(t) }
            end()
        case .token(let t): begin("token"); label("_0", first: true); int(t); end()
        case .deliveries(let ds): begin("deliveries"); label("_0", first: true); array(ds) { $0.delivery($1) }; end()
        }
    }

    private mutating func delivery(_ d: Delivery) {
        raw("{\"change\":")
        switch d.change {
        case .initial: raw("{\"initial\":{}}")
        case .objectDeleted: raw("{\"objectDeleted\":{}}")
        case .update(let c):
            begin("update"); label("_0", first: true)
            raw("{\"deletions\":"); array(c.deletions) { $0.int($1) }
            raw(",\"insertions\":"); array(c.insertions) { $0.int($1) }
            raw(",\"modifications\":"); array(c.modifications) { $0.int($1) }
            raw("}"); end()
        case .objectChanged(let changes):
            begin("objectChanged"); label("_0", first: true)
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

    /// `{"call":CALL,"id":N}` and a newline.
    mutating func callLine(_ call: EngineCall, id: Int) {
        raw("{\"call\":")
        self.call(call)
        raw(",\"id\":"); int(id); raw("}\n")
    }

    /// A reply or error response and a newline.
    mutating func responseLine(id: Int?, reply: EngineReply?, error: EngineError?) {
        bytes.append(0x7B)
        var first = true
        if let error { raw("\"error\":"); self.error(error); first = false }
        if let id { if !first { bytes.append(0x2C) }; raw("\"id\":"); int(id); first = false }
        if let reply { if !first { bytes.append(0x2C) }; raw("\"reply\":"); self.reply(reply) }
        raw("}\n")
    }
}
