// Short renderings of calls and replies for messages and reports.

internal import RealmSpecCore

enum FuzzText {
    static func reply(_ r: EngineReply) -> String {
        switch r {
        case .none: return "()"
        case .value(let v): return v.description
        case .values(let vs): return "[" + vs.map(\.description).joined(separator: ", ") + "]"
        case .bool(let b): return String(b)
        case .int(let i): return String(i)
        case .optional(let v): return v.map { "optional(\($0.description))" } ?? "absent"
        case .key(let k): return k.map(\.description) ?? "no object"
        case .added(let root, let keys):
            return "added " + (root.map(\.description) ?? "") + (keys.isEmpty ? "" : " " + keys.map { "\($0.localId)→\($0.key)" }.joined(separator: " "))
        case .target(let t): return t.map { "\($0)" } ?? "nil"
        case .token(let t): return "token \(t)"
        case .deliveries(let ds): return ds.isEmpty ? "no deliveries" : ds.map { "\($0.token): \($0.change)" }.joined(separator: "; ")
        }
    }
}
