// What one call did on one engine, normalised, and when two engines agree.
//
// Normalisations (each one is listed in docs/fuzzing.md):
// - object identities: keys, frozen versions and observer tokens are named
//   symbolically (see `Identities`);
// - the order of unsorted results, sets and linking objects: compared as
//   multisets (their elements sorted into one canonical order);
// - notification deliveries of one refresh: ordered by observer;
// - sum and average of double and float properties: equal within a relative
//   1e-9 (double) or 1e-5 (float), since the documentation leaves the order
//   of summation open;
// - errors: compared by kind; messages may differ.

internal import Foundation
public import RealmSpecCore

/// What a call did on one engine.
public enum FuzzOutcome: Hashable, Sendable, CustomStringConvertible {
    case reply(EngineReply)
    case error(ErrorKind)
    /// The call names an object or snapshot the reference engine never reported.
    case skipped

    public var description: String {
        switch self {
        case .reply(let r): return FuzzText.reply(r)
        case .error(let k): return "error '\(k.rawValue)'"
        case .skipped: return "skipped"
        }
    }
}

enum FuzzComparison {
    /// Whether the order of `ref`'s elements is defined by the documentation.
    static func isOrdered(_ ref: CollectionRef, schema: Schema) -> Bool {
        switch ref {
        case .objects: return false
        case .property(let owner, let name):
            guard let p = schema[type: owner.type]?[property: name] else { return true }
            return !p.isLinkingObjects && p.collection != .set
        case .filtered(let b, _), .distinct(let b, _), .frozen(let b, _): return isOrdered(b, schema: schema)
        case .sorted: return true
        }
    }

    /// The canonical form of a normalised reply to `call`.
    static func canonical(_ reply: EngineReply, for call: EngineCall, schema: Schema) -> EngineReply {
        switch (call, reply) {
        case (.elements(let ref), .values(let vs)) where !isOrdered(ref, schema: schema):
            return .values(sortedValues(vs))
        case (_, .deliveries(let ds)):
            return .deliveries(ds.sorted { $0.token < $1.token })
        case (_, .value(.set(let vs))):
            return .value(.set(sortedValues(vs)))
        default:
            return reply
        }
    }

    static func sortedValues(_ vs: [Value]) -> [Value] {
        vs.map { ("\($0)", $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Whether two engines' outcomes of `call` agree.
    static func agree(_ a: FuzzOutcome, _ b: FuzzOutcome, call: EngineCall) -> Bool {
        if a == b { return true }
        guard case .aggregate(_, let op, _) = call, op == .sum || op == .avg,
              case .reply(.value(let x)) = a, case .reply(.value(let y)) = b else { return false }
        switch (x, y) {
        case (.double(let p), .double(let q)): return close(p, q, 1e-9)
        case (.float(let p), .float(let q)): return close(Double(p), Double(q), 1e-5)
        default: return false
        }
    }

    private static func close(_ p: Double, _ q: Double, _ tolerance: Double) -> Bool {
        if p == q { return true }
        guard p.isFinite, q.isFinite else { return false }
        return abs(p - q) <= tolerance * max(abs(p), abs(q))
    }

    /// A short name for the kind of divergence, used to group the runs that
    /// find the same one and in the expectations' `fuzz-divergences:`.
    static func signature(_ call: EngineCall) -> String {
        switch call {
        case .get(let k, let p), .set(let k, let p, _): return "\(call.name) \(k.type).\(p)"
        case .aggregate(let ref, let op, let p): return "aggregate \(op.rawValue) \(ref.base.typeName).\(p ?? "self")"
        case .elements(let ref), .count(let ref), .element(let ref, _), .listInsert(let ref, _, _), .listAppend(let ref, _),
             .listRemove(let ref, _), .listMove(let ref, _, _), .listSwap(let ref, _, _), .listReplace(let ref, _, _),
             .listRemoveAll(let ref), .setInsert(let ref, _), .setRemove(let ref, _), .contains(let ref, _),
             .mapSet(let ref, _, _), .mapGet(let ref, _), .mapKeys(let ref), .mapRemove(let ref, _), .indexOf(let ref, _):
            return "\(call.name) \(ref.base.typeName)"
        default: return call.name
        }
    }
}

extension CollectionRef {
    /// "FzObj" for all objects of a type, "FzObj.ints" for a property.
    var typeName: String {
        switch self {
        case .objects(let t): return t
        case .property(let owner, let name): return "\(owner.type).\(name)"
        default: return base.typeName
        }
    }
}
