// A fuzzing run: sequences generated from one seed, run in parallel on pairs
// of engines, each divergence shrunk and written out as a scenario file.

internal import Foundation
public import RealmSpecCore

/// What a run is asked to do.
public struct FuzzConfiguration: Sendable {
    public var seed: UInt64
    /// Stop after this many sequences (nil: only `time` bounds the run).
    public var count: Int?
    /// Stop starting new sequences after this many seconds (nil: no bound).
    public var time: Double?
    public var jobs: Int
    public var generator: FuzzGenerator.Options
    /// Engines by name; the first is the reference the others are compared with.
    public var engines: [(name: String, factory: EngineFactory)]

    public init(seed: UInt64, count: Int?, time: Double?, jobs: Int,
                generator: FuzzGenerator.Options, engines: [(name: String, factory: EngineFactory)]) {
        self.seed = seed; self.count = count; self.time = time; self.jobs = jobs
        self.generator = generator; self.engines = engines
    }
}

/// One divergence a run found, with the first sequence that showed it.
public struct FoundDivergence: Sendable {
    public var divergence: FuzzDivergence
    /// The index of the first sequence that showed it.
    public var sequence: Int
    public var sequenceSeed: UInt64
    /// How many sequences showed a divergence with this engine and signature.
    public var occurrences: Int
    public var steps: [FuzzStep]
}

/// The totals of a run.
public struct FuzzSummary: Sendable {
    public init() {}
    public var sequences = 0
    /// Engine calls, counted once per engine.
    public var calls = 0
    /// Sequences that showed a divergence.
    public var divergingSequences = 0
    /// Distinct divergences (engine and signature), first occurrence first.
    public var divergences: [FoundDivergence] = []
    /// Engines that could not be started or opened: name and message.
    public var engineErrors: [String] = []
    public var seconds: Double = 0
}

public enum Fuzzer {
    /// Runs the sequences: sequence `i` is generated from `(seed, i)` alone,
    /// so the same seed and count find the same divergences with any `jobs`.
    /// - Parameter progress: called now and then with sequences and calls done so far.
    public static func run(_ config: FuzzConfiguration,
                           progress: (@Sendable (Int, Int) -> Void)? = nil) -> FuzzSummary {
        let start = Date()
        let deadline = config.time.map { start.addingTimeInterval($0) }
        let state = SharedState()
        let jobs = max(1, config.jobs)
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            worker(config, deadline: deadline, state: state, progress: progress)
        }
        var summary = state.summary()
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }

    private static func worker(_ config: FuzzConfiguration, deadline: Date?, state: SharedState,
                               progress: (@Sendable (Int, Int) -> Void)?) {
        let runner: SequenceRunner
        do {
            runner = SequenceRunner(engines: try config.engines.map { (name: $0.name, engine: try $0.factory()) })
        } catch {
            state.engineError("\(error)")
            return
        }
        defer { runner.close() }
        var lastCalls = 0
        while let index = state.next(limit: config.count, deadline: deadline) {
            let seed = FuzzRandom.sequenceSeed(run: config.seed, index: index)
            let sequence = FuzzGenerator.sequence(seed: seed, options: config.generator)
            do {
                let result = try runner.run(sequence.steps)
                state.finished(index: index, seed: seed, steps: sequence.steps, divergence: result.divergence,
                               calls: runner.callCount - lastCalls)
            } catch {
                state.engineError(error.message)
                state.finished(index: index, seed: seed, steps: sequence.steps, divergence: nil, calls: runner.callCount - lastCalls)
            }
            lastCalls = runner.callCount
            if index % 64 == 0, let progress { let (s, c) = state.progress(); progress(s, c) }
        }
    }

    /// Shrinks a divergence on its pair of engines (the reference and the one that disagreed).
    /// - Returns: the shrunk steps and their recorded run, or nil when the engines cannot open.
    public static func shrink(_ found: FoundDivergence, engines: [(name: String, factory: EngineFactory)],
                              budget: Int = 4_000) -> (steps: [FuzzStep], records: [FuzzRecord], divergence: FuzzDivergence)? {
        guard let reference = engines.first, let other = engines.first(where: { $0.name == found.divergence.engine }),
              let runner = try? SequenceRunner(engines: [(reference.name, try reference.factory()), (other.name, try other.factory())])
        else { return nil }
        defer { runner.close() }
        var shrinker = Shrinker(runner: runner)
        shrinker.budget = budget
        let steps = shrinker.shrink(found.steps, found.divergence)
        guard let result = try? runner.run(steps, record: true), let divergence = result.divergence else { return nil }
        return (steps, result.records, divergence)
    }
}

/// The run's shared counters and results, behind one lock.
private final class SharedState: @unchecked Sendable {
    // Sendable: every stored property is private and read or written only inside `lock.withLock`.
    private let lock = NSLock()
    private var issued = 0
    private var done = 0
    private var calls = 0
    private var diverging: [(index: Int, seed: UInt64, steps: [FuzzStep], divergence: FuzzDivergence)] = []
    private var errors: [String] = []

    func next(limit: Int?, deadline: Date?) -> Int? {
        lock.withLock {
            if let limit, issued >= limit { return nil }
            if let deadline, Date() >= deadline { return nil }
            guard errors.isEmpty else { return nil }
            defer { issued += 1 }
            return issued
        }
    }

    func finished(index: Int, seed: UInt64, steps: [FuzzStep], divergence: FuzzDivergence?, calls: Int) {
        lock.withLock {
            done += 1
            self.calls += calls
            if let divergence { diverging.append((index, seed, steps, divergence)) }
        }
    }

    func engineError(_ message: String) { lock.withLock { if !errors.contains(message) { errors.append(message) } } }

    func progress() -> (Int, Int) { lock.withLock { (done, calls) } }

    func summary() -> FuzzSummary {
        lock.withLock {
            var s = FuzzSummary()
            s.sequences = done; s.calls = calls; s.divergingSequences = diverging.count; s.engineErrors = errors
            var byKey: [String: Int] = [:]
            for d in diverging.sorted(by: { $0.index < $1.index }) {
                let key = d.divergence.engine + "\u{0}" + d.divergence.signature
                if let i = byKey[key] { s.divergences[i].occurrences += 1; continue }
                byKey[key] = s.divergences.count
                s.divergences.append(FoundDivergence(divergence: d.divergence, sequence: d.index, sequenceSeed: d.seed,
                                                     occurrences: 1, steps: d.steps))
            }
            return s
        }
    }
}
