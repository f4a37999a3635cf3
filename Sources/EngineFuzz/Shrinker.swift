// Reducing a diverging sequence to a small one that still diverges the same
// way: delta debugging over the calls, then one call at a time, then simpler
// values inside the calls that are left.

internal import RealmSpecCore

/// Shrinks a sequence that diverges on a pair of engines.
public struct Shrinker {
    let runner: SequenceRunner
    /// Runs made while shrinking (each a whole sequence on both engines).
    public private(set) var runs = 0
    /// A cap on runs, so one divergence cannot take the whole run's time.
    public var budget = 4_000

    public init(runner: SequenceRunner) { self.runner = runner }

    /// The shortest sequence found that still shows a divergence with the
    /// same signature, and that divergence. Checkpoints become the one read
    /// that diverged; steps after the divergence are dropped first.
    public mutating func shrink(_ steps: [FuzzStep], _ divergence: FuzzDivergence) -> [FuzzStep] {
        var current = Array(steps[..<divergence.step])
        current.append(.call(divergence.call, query: divergence.query))
        let signature = divergence.signature
        guard diverges(current, signature) else { return Array(steps[...divergence.step]) }
        current = deltaDebug(current, signature)
        current = simplifyValues(current, signature)
        return current
    }

    mutating func diverges(_ steps: [FuzzStep], _ signature: String) -> Bool {
        runs += 1
        guard let result = try? runner.run(steps) else { return false }
        return result.divergence?.signature == signature
    }

    /// ddmin: remove chunks of halving size while the divergence stays, then single steps.
    mutating func deltaDebug(_ steps: [FuzzStep], _ signature: String) -> [FuzzStep] {
        var current = steps
        var n = 2
        while current.count >= 2 && runs < budget {
            let chunk = (current.count + n - 1) / n
            var reduced = false
            var start = 0
            while start < current.count && runs < budget {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                if !candidate.isEmpty && diverges(candidate, signature) {
                    current = candidate
                    n = max(n - 1, 2)
                    reduced = true
                    break
                }
                start += chunk
            }
            if !reduced {
                if n >= current.count { break }
                n = min(current.count, n * 2)
            }
        }
        // One step at a time, from the end, until nothing more can go.
        var changed = true
        while changed && runs < budget {
            changed = false
            var i = current.count - 1
            while i >= 0 && runs < budget {
                var candidate = current
                candidate.remove(at: i)
                if !candidate.isEmpty && diverges(candidate, signature) { current = candidate; changed = true }
                i -= 1
            }
        }
        return current
    }

    /// Tries simpler forms of each call (fewer fields, zero-like values),
    /// keeping each that still diverges and trying again from it.
    mutating func simplifyValues(_ steps: [FuzzStep], _ signature: String) -> [FuzzStep] {
        var current = steps
        for i in current.indices {
            guard case .call(var best, let query) = current[i] else { continue }
            var progress = true
            while progress && runs < budget {
                progress = false
                for variant in ValueSimplifier.variants(of: best) where runs < budget {
                    var candidate = current
                    candidate[i] = .call(variant, query: query)
                    if diverges(candidate, signature) {
                        best = variant; current = candidate; progress = true
                        break
                    }
                }
            }
        }
        return current
    }
}

/// Simpler forms of a call, one change each.
enum ValueSimplifier {
    static func variants(of call: EngineCall) -> [EngineCall] {
        switch call {
        case .add(.newObject(let o), let u):
            var out: [EngineCall] = []
            if u != .error { out.append(.add(.newObject(o), update: .error)) }
            for (i, f) in o.fields.enumerated() where f.key != "id" {
                var fewer = o; fewer.fields.remove(at: i)
                out.append(.add(.newObject(fewer), update: u))
            }
            return out
        case .create(let t, .map(let fields), let u):
            var out: [EngineCall] = []
            if u != .error { out.append(.create(type: t, value: .map(fields), update: .error)) }
            for (i, f) in fields.enumerated() where f.key != "id" {
                var fewer = fields; fewer.remove(at: i)
                out.append(.create(type: t, value: .map(fewer), update: u))
            }
            return out
        case .set(let k, let p, let v): return simpler(v).map { .set(k, property: p, value: $0) }
        case .listAppend(let r, let vs) where vs.count == 1: return simpler(vs[0]).map { .listAppend(r, values: [$0]) }
        case .listInsert(let r, let vs, let at) where vs.count == 1:
            return simpler(vs[0]).map { .listInsert(r, values: [$0], at: at) } + (at != 0 ? [.listInsert(r, values: vs, at: 0)] : [])
        case .setInsert(let r, let vs) where vs.count == 1: return simpler(vs[0]).map { .setInsert(r, values: [$0]) }
        case .mapSet(let r, let k, let v): return simpler(v).map { .mapSet(r, key: k, value: $0) }
        default: return []
        }
    }

    /// A simpler value of the same kind, if there is one.
    static func simpler(_ v: Value) -> [Value] {
        let plain: Value?
        switch v {
        case .int(let i) where i != 0 && i != 1: plain = .int(1)
        case .string(let s) where s != "a" && s != "": plain = .string("a")
        case .double(let d) where d != 0 && d != 1: plain = .double(1)
        case .float(let f) where f != 0 && f != 1: plain = .float(1)
        case .decimal128(let s) where s != "0" && s != "1": plain = .decimal128("1")
        case .date(let t) where t != 0: plain = .date(0)
        case .data(let d) where !d.isEmpty: plain = .data([])
        case .list(let vs) where !vs.isEmpty: plain = .list(Array(vs.dropLast()))
        default: plain = nil
        }
        return plain.map { [$0] } ?? []
    }
}
