// A generated call sequence: symbolic engine calls and state checkpoints.

public import RealmSpecCore

/// The source form of a query, kept beside its tree so a shrunk scenario can
/// show it as the predicate string (or `where` closure) it came from.
public struct FuzzQueryText: Hashable, Sendable {
    /// Predicate format with `%@` placeholders.
    public var format: String
    public var arguments: [Value]
    /// The same query as a `where` closure body (`$0.i < 3`), when it has one.
    public var closure: String?
    public init(format: String, arguments: [Value], closure: String?) {
        self.format = format; self.arguments = arguments; self.closure = closure
    }
}

/// One step of a sequence.
public enum FuzzStep: Hashable, Sendable {
    /// One engine call with symbolic names: `FzObj#3` is the third FzObj the
    /// engine reported; a negative version `-k` is the snapshot of the
    /// sequence's k-th `freeze`; a negative token `-k` the observer of its
    /// k-th `observe`.
    case call(EngineCall, query: FuzzQueryText?)
    /// Compare the whole visible state: every object, every property, every collection.
    case checkpoint

    public var call: EngineCall? {
        if case .call(let c, _) = self { return c }
        return nil
    }
}

/// A generated sequence and the seed it came from.
public struct FuzzSequence: Hashable, Sendable {
    /// The seed of this sequence (derived from the run's seed and its index).
    public var seed: UInt64
    public var steps: [FuzzStep]
    public init(seed: UInt64, steps: [FuzzStep]) { self.seed = seed; self.steps = steps }
}

/// The fuzzer's numbers: SplitMix64, the same on every platform.
struct FuzzRandom {
    private var mix: SplitMix
    init(seed: UInt64) { mix = SplitMix(seed: seed) }

    mutating func next() -> UInt64 { mix.next() }

    /// 0..<n (n > 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
    /// true with probability p.
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// The seed of sequence `index` of a run: independent of how the run is split across jobs.
    static func sequenceSeed(run seed: UInt64, index: Int) -> UInt64 {
        var r = FuzzRandom(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return r.next()
    }
}
