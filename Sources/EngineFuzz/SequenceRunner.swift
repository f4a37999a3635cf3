// Running one sequence on several engines at once, call by call, comparing
// each engine's normalised outcome with the reference engine's (the first).

public import RealmSpecCore

/// One call as it ran: the symbolic call and each engine's outcome.
public struct FuzzRecord: Hashable, Sendable {
    /// The call, with snapshot and observer aliases resolved to symbolic names.
    public var call: EngineCall
    public var query: FuzzQueryText?
    /// One per engine, the reference first.
    public var outcomes: [FuzzOutcome]
}

/// Two engines disagreeing on one call.
public struct FuzzDivergence: Hashable, Sendable {
    /// The engine that disagrees with the reference.
    public var engine: String
    /// The step of the sequence (a checkpoint's steps share its index).
    public var step: Int
    public var call: EngineCall
    public var query: FuzzQueryText?
    public var expected: FuzzOutcome
    public var actual: FuzzOutcome
    /// Groups divergences of one kind: "get FzObj.f", "listMove FzObj.ints".
    public var signature: String
    /// Whether the call was one of a checkpoint's reads.
    public var atCheckpoint: Bool

    public init(engine: String, step: Int, call: EngineCall, query: FuzzQueryText?, expected: FuzzOutcome,
                actual: FuzzOutcome, signature: String, atCheckpoint: Bool) {
        self.engine = engine; self.step = step; self.call = call; self.query = query
        self.expected = expected; self.actual = actual; self.signature = signature; self.atCheckpoint = atCheckpoint
    }
}

/// Runs sequences on a fixed set of engines; the first is the reference.
public final class SequenceRunner {
    public let names: [String]
    let engines: [any Engine]
    let schema = FuzzModel.schema

    /// Engine calls made so far, counted once per engine.
    public private(set) var callCount = 0

    public init(engines: [(name: String, engine: any Engine)]) {
        precondition(engines.count >= 2, "a comparison needs two engines")
        self.names = engines.map(\.name); self.engines = engines.map(\.engine)
    }

    public func close() { engines.forEach { $0.close() } }

    public struct Result: Sendable {
        public var records: [FuzzRecord]
        public var divergence: FuzzDivergence?
        /// Steps whose call was skipped on every engine.
        public var skipped: Int
    }

    private var ids: [Identities] = []
    private var freezeAliases: [Int64] = []
    private var observeAliases: [Int] = []
    private var records: [FuzzRecord] = []
    private var recording = false
    private var skipped = 0

    /// Runs `steps` on fresh realms; stops at the first divergence.
    /// - Throws: `EngineError` when an engine cannot open the fuzz schema.
    public func run(_ steps: [FuzzStep], record: Bool = false) throws(EngineError) -> Result {
        for e in engines { try e.open(schema: schema) }
        ids = engines.map { _ in Identities() }
        freezeAliases = []; observeAliases = []; records = []; recording = record; skipped = 0
        defer { records = [] }
        for (index, step) in steps.enumerated() {
            let divergence: FuzzDivergence?
            switch step {
            case .call(let call, let query): divergence = execute(call, query: query, step: index, checkpoint: false).divergence
            case .checkpoint: divergence = checkpoint(step: index)
            }
            if let divergence { return Result(records: records, divergence: divergence, skipped: skipped) }
        }
        return Result(records: records, divergence: nil, skipped: skipped)
    }

    /// The sequence's k-th freeze and observe, named as the reference engine named their results.
    private var deAlias: KeyRewrite {
        KeyRewrite(liveKey: { k in k }, version: { (v) throws(KeyRewrite.Unresolved) -> Int64 in
            guard v < 0 else { return v }
            let i = Int(-v - 1)
            guard i < self.freezeAliases.count, self.freezeAliases[i] > 0 else { throw KeyRewrite.Unresolved() }
            return self.freezeAliases[i]
        }, token: { (t) throws(KeyRewrite.Unresolved) -> Int in
            guard t < 0 else { return t }
            let i = -t - 1
            guard i < self.observeAliases.count, self.observeAliases[i] > 0 else { throw KeyRewrite.Unresolved() }
            return self.observeAliases[i]
        })
    }

    /// Runs one call on every engine; returns the reference's outcome and any divergence.
    private func execute(_ raw: EngineCall, query: FuzzQueryText?, step: Int,
                         checkpoint: Bool) -> (reference: FuzzOutcome, divergence: FuzzDivergence?) {
        var outcomes: [FuzzOutcome] = []
        if let call = try? deAlias.call(raw), let first = try? ids[0].resolve.call(call) {
            outcomes.append(perform(first, symbolic: call, on: 0))
            for i in 1..<engines.count {
                if let real = try? ids[i].resolve.call(call) {
                    outcomes.append(perform(real, symbolic: call, on: i))
                } else {
                    outcomes.append(.skipped)
                }
            }
            noteAliases(call, outcomes[0])
            if recording { records.append(FuzzRecord(call: call, query: query, outcomes: outcomes)) }
            for i in 1..<engines.count where !FuzzComparison.agree(outcomes[0], outcomes[i], call: call) {
                return (outcomes[0], FuzzDivergence(engine: names[i], step: step, call: call, query: query, expected: outcomes[0],
                                                    actual: outcomes[i], signature: FuzzComparison.signature(call), atCheckpoint: checkpoint))
            }
            return (outcomes[0], nil)
        }
        skipped += 1
        noteAliases(raw, .skipped)
        return (.skipped, nil)
    }

    private func perform(_ real: EngineCall, symbolic: EngineCall, on i: Int) -> FuzzOutcome {
        callCount += 1
        do {
            let reply = try engines[i].perform(real)
            guard let named = try? ids[i].normalise.reply(reply) else { return .error(.engineFailure) }
            return .reply(FuzzComparison.canonical(named, for: symbolic, schema: schema))
        } catch {
            return .error(error.kind)
        }
    }

    private func noteAliases(_ call: EngineCall, _ outcome: FuzzOutcome) {
        switch call {
        case .freeze:
            var version: Int64 = 0
            if case .reply(.target(let t?)) = outcome {
                switch t {
                case .object(let k): version = k.version ?? 0
                case .collection(let r): version = r.frozenVersion ?? 0
                case .realm(let v): version = v ?? 0
                }
            }
            freezeAliases.append(version)
        case .observe:
            if case .reply(.token(let t)) = outcome { observeAliases.append(t) } else { observeAliases.append(0) }
        default: break
        }
    }

    // MARK: Checkpoints

    /// Reads every object, property and collection on every engine.
    private func checkpoint(step: Int) -> FuzzDivergence? {
        var embedded: [ObjectKey] = []
        for type in FuzzModel.objectTypes {
            let (all, d) = execute(.elements(.objects(type: type)), query: nil, step: step, checkpoint: true)
            if let d { return d }
            guard case .reply(.values(let links)) = all else { continue }
            for case .link(let key) in links {
                if let d = readAll(key, step: step, embedded: &embedded) { return d }
            }
        }
        var i = 0
        while i < embedded.count {
            if let d = readAll(embedded[i], step: step, embedded: &embedded) { return d }
            i += 1
        }
        return nil
    }

    private func readAll(_ key: ObjectKey, step: Int, embedded: inout [ObjectKey]) -> FuzzDivergence? {
        guard let type = schema[type: key.type] else { return nil }
        for p in type.properties {
            let calls: [EngineCall]
            switch p.collection {
            case .single where !p.isLinkingObjects: calls = [.get(key, property: p.name)]
            case .map: calls = [.mapKeys(.property(owner: key, name: p.name)), .elements(.property(owner: key, name: p.name))]
            default: calls = [.elements(.property(owner: key, name: p.name))]
            }
            let isEmbedded = p.type.objectType.flatMap { schema[type: $0]?.isEmbedded } ?? false
            for call in calls {
                let (outcome, d) = execute(call, query: nil, step: step, checkpoint: true)
                if let d { return d }
                guard isEmbedded else { continue }
                var found: [Value] = []
                if case .reply(.value(let v)) = outcome { found = [v] }
                if case .reply(.values(let vs)) = outcome { found = vs }
                for case .link(let e) in found where !embedded.contains(e) { embedded.append(e) }
            }
        }
        return nil
    }
}
