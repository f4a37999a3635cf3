// Runs scenario × engine jobs on worker threads, each worker with its own
// engine instances, each scenario under a deadline. Scenarios run back to
// back on one thread per worker; a watching thread wakes only at deadlines.
// A worker takes the jobs of one file at a time, so two workers seldom touch
// the same file's compiled scenarios and schema at once.

internal import Dispatch
internal import Foundation
public import RealmSpecCore
public import ScenarioInterpreter
public import ScenarioLanguage
public import SpecRunModel
internal import Synchronization

/// Runs one scenario of a file on an engine; `ScenarioInterpreter.run` in
/// production, a closure in tests.
public typealias ScenarioRunFunction =
    @Sendable (ScenarioInfo, SpecFile, any Engine, CancellationFlag) -> ScenarioOutcome

/// An engine the runner runs scenarios on: a name for reports, a factory,
/// and the scenarios it is known to fail.
public struct RunnerEngine: Sendable {
    /// The label in every report: a registered name, or an external
    /// engine's name from its handshake.
    public var name: String
    public var factory: EngineFactory
    public var expectations: Expectations
    /// The command of an external engine, for the reports' properties.
    public var command: String?
    /// Why the engine could not start when it was tried before the run
    /// (`cannot start engine 'postgres': …`); each of its cases is then an
    /// error with this message, and the engine is not tried again.
    public var startFailure: String?
    public init(name: String, factory: @escaping EngineFactory, expectations: Expectations = Expectations(),
                command: String? = nil, startFailure: String? = nil) {
        self.name = name; self.factory = factory; self.expectations = expectations; self.command = command
        self.startFailure = startFailure
    }
}

/// How the scheduler runs.
public struct SchedulerOptions: Sendable {
    /// Worker threads.
    public var jobs: Int
    /// Seconds a scenario may take before it is cancelled.
    public var timeout: Double
    /// Seconds a cancelled scenario gets to stop before its engine is abandoned.
    public var grace: Double
    /// Stop taking new scenarios after the first unexpected result.
    public var failFast: Bool
    public init(jobs: Int = 1, timeout: Double = 10, grace: Double? = nil, failFast: Bool = false) {
        self.jobs = max(1, jobs); self.timeout = timeout
        self.grace = grace ?? min(2, max(0.2, timeout / 4)); self.failFast = failFast
    }
}

/// The worker pool.
public final class ScenarioScheduler: @unchecked Sendable {
    // Sendable: the `let`s are set in init and never change; `nextJob` and `results` are touched only under `lock`, `stopped` is an Atomic, and `progress` is called under `progressLock`, one call at a time.
    private let plan: [PlannedScenario]
    private let engines: [RunnerEngine]
    private let options: SchedulerOptions
    private let runScenario: ScenarioRunFunction
    private let progress: (@Sendable (CaseRecord) -> Void)?

    /// Guards `nextJob`. Workers take it once per chunk of jobs, never per
    /// job: a worker whose processor is taken away while holding a lock
    /// stalls every other worker.
    private let lock = NSLock()
    private var nextJob = 0
    private let stopped = Atomic<Bool>(false)
    /// Serialises `progress` calls.
    private let progressLock = NSLock()
    /// One slot per job. Each job is finished exactly once, by one thread,
    /// and the slots are read only after every worker has ended, so they
    /// need no lock.
    private let results: UnsafeMutableBufferPointer<CaseRecord?>
    /// For each planned scenario, the index of the first scenario of the next file.
    private let fileEnds: [Int]

    /// - Parameters:
    ///   - plan: the scenarios; each runs once on every engine.
    ///   - progress: called once per finished case, one call at a time.
    public init(plan: [PlannedScenario], engines: [RunnerEngine], options: SchedulerOptions,
                runScenario: @escaping ScenarioRunFunction,
                progress: (@Sendable (CaseRecord) -> Void)? = nil) {
        self.plan = plan; self.engines = engines; self.options = options
        self.runScenario = runScenario; self.progress = progress
        results = .allocate(capacity: plan.count * engines.count)
        results.initialize(repeating: nil)
        var ends = Array(repeating: plan.count, count: plan.count)
        var end = plan.count
        for index in plan.indices.reversed() {
            if index + 1 < plan.count, plan[index].file !== plan[index + 1].file { end = index + 1 }
            ends[index] = end
        }
        fileEnds = ends
    }

    deinit {
        results.deinitialize()
        results.deallocate()
    }

    private var jobCount: Int { plan.count * engines.count }

    /// Runs every job and returns the records in plan order (scenario, then
    /// engine). With fail-fast, jobs not started after the first unexpected
    /// result are left out.
    public func run() -> [CaseRecord] {
        let group = DispatchGroup()
        // Every runner starts first, then the watchers, which only sleep.
        let workers = (0..<min(options.jobs, max(jobCount, 1))).map { _ in Worker(scheduler: self) }
        let runners = workers.map { Runner(worker: $0) }
        for (worker, first) in zip(workers, runners) {
            group.enter()
            let thread = Thread { worker.loop(first: first); group.leave() }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
        // Moved out slot by slot: copying ten thousand records and then
        // releasing the originals would be serial work while no worker runs.
        var ordered: [CaseRecord] = []
        ordered.reserveCapacity(results.count)
        for index in results.indices {
            if let record = results[index].take() { ordered.append(record) }
        }
        return ordered
    }

    /// The next jobs to run: the rest of the current file's, but no more
    /// than an even share of what is left, so workers finish together.
    /// Empty when done or stopped.
    fileprivate func takeChunk() -> Range<Int> {
        lock.withLock {
            guard !isStopped, nextJob < jobCount else { return 0..<0 }
            let fileEnd = fileEnds[nextJob / engines.count] * engines.count
            let share = max(1, (jobCount - nextJob) / (options.jobs * 4))
            let chunk = nextJob..<min(fileEnd, nextJob + share)
            nextJob = chunk.upperBound
            return chunk
        }
    }

    fileprivate var isStopped: Bool { stopped.load(ordering: .acquiring) }

    fileprivate func finish(_ job: Int, _ record: CaseRecord) {
        if options.failFast && record.status.isUnexpected { stopped.store(true, ordering: .releasing) }
        if let progress { progressLock.withLock { progress(record) } }
        results[job] = record
    }

    fileprivate func job(_ index: Int) -> (PlannedScenario, Int) {
        (plan[index / engines.count], index % engines.count)
    }

    fileprivate var engineList: [RunnerEngine] { engines }
    fileprivate var schedulerOptions: SchedulerOptions { options }
    fileprivate var runFunction: ScenarioRunFunction { runScenario }
}

/// One worker: a runner thread that takes scenarios one after another with
/// no hand-off between threads, watched by the worker's own thread, which
/// sleeps until the running scenario's deadline. Engine instances are made on
/// first use and kept; a scenario that hangs past its deadline and grace
/// period loses its engine and runner, and a fresh runner goes on.
private final class Worker: @unchecked Sendable {
    // Sendable: `instances` and `pending` are read and written only under `lock`; `scheduler` is a `let`.
    let scheduler: ScenarioScheduler
    private let lock = NSLock()
    private var instances: [Int: any Engine] = [:]
    /// Jobs taken from the scheduler and not started yet. They belong to the
    /// worker, not its runner, so a runner abandoned mid-file leaves them to
    /// the next.
    private var pending: Range<Int> = 0..<0

    init(scheduler: ScenarioScheduler) { self.scheduler = scheduler }

    /// The next job for this worker's runner, or nil when there is no more
    /// work or the run stopped.
    func nextJob() -> Int? {
        lock.withLock {
            if pending.isEmpty { pending = scheduler.takeChunk() } else if scheduler.isStopped { return nil }
            return pending.popFirst()
        }
    }

    func loop(first: Runner) {
        var runner = first
        while !watch(runner) { runner = Runner(worker: self) }
        for engine in lock.withLock({ instances.values }) { engine.close() }
    }

    /// The engine instance of this worker for `index`, made on first use.
    func instance(_ index: Int) throws(EngineError) -> any Engine {
        if let engine = lock.withLock({ instances[index] }) { return engine }
        let engine = try scheduler.engineList[index].factory()
        lock.withLock { instances[index] = engine }
        return engine
    }

    /// Sleeps until the running scenario's deadline, again and again, until
    /// the runner has no more work (true) or had to be abandoned (false).
    private func watch(_ runner: Runner) -> Bool {
        let options = scheduler.schedulerOptions
        while true {
            let deadline = runner.currentDeadline() ?? DispatchTime.now().uptimeNanoseconds + Self.nanoseconds(options.timeout)
            if runner.finished.wait(timeout: DispatchTime(uptimeNanoseconds: deadline)) == .success { return true }
            guard let slot = runner.timeOutCurrent() else { continue }
            slot.flag.cancel()
            if slot.done.wait(timeout: .now() + .nanoseconds(Int(Self.nanoseconds(options.grace)))) == .success { continue }
            guard runner.abandon(slot) else { continue }
            lock.withLock { instances[slot.engineIndex] = nil }
            scheduler.finish(slot.job, Runner.timeoutRecord(slot, outcome: nil, stopped: false, options: options, spec: scheduler.engineList[slot.engineIndex]))
            return false
        }
    }

    static func nanoseconds(_ seconds: Double) -> UInt64 { UInt64(max(0, seconds) * 1e9) }
}

/// The scenario a runner is running, and what became of it.
private final class Slot: @unchecked Sendable {
    // Sendable: the `let`s never change; `state` and the outcome are written by the runner thread and read by the watcher only under the owning Runner's `lock`, and `done` is signalled after the last write.
    enum State { case running, timedOut, abandoned, finished }
    let job: Int
    let planned: PlannedScenario
    let engineIndex: Int
    let started: UInt64
    let deadline: UInt64
    let flag = CancellationFlag()
    /// Signalled when the scenario returns.
    let done = DispatchSemaphore(value: 0)
    var state = State.running

    init(job: Int, planned: PlannedScenario, engineIndex: Int, timeout: Double) {
        self.job = job; self.planned = planned; self.engineIndex = engineIndex
        started = DispatchTime.now().uptimeNanoseconds
        deadline = started + Worker.nanoseconds(timeout)
    }

    var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 }
}

/// The thread that runs a worker's scenarios back to back.
private final class Runner: @unchecked Sendable {
    // Sendable: `current` is read and written only under `lock`; `worker` and `finished` are `let`s, and the runner's thread is the only one that runs scenarios on it.
    private let worker: Worker
    private let lock = NSLock()
    private var current: Slot?
    /// Signalled when the runner has taken its last job.
    let finished = DispatchSemaphore(value: 0)

    init(worker: Worker) {
        self.worker = worker
        let thread = Thread { [self] in loop() }
        thread.stackSize = 16 << 20
        thread.start()
    }

    func currentDeadline() -> UInt64? { lock.withLock { current.map(\.deadline) } }

    /// Marks the running scenario as past its deadline, if it is.
    func timeOutCurrent() -> Slot? {
        lock.withLock {
            guard let slot = current, slot.state == .running, DispatchTime.now().uptimeNanoseconds >= slot.deadline else { return nil }
            slot.state = .timedOut
            return slot
        }
    }

    /// Gives up a timed-out scenario that has not returned; false when it returned meanwhile.
    func abandon(_ slot: Slot) -> Bool {
        lock.withLock {
            guard slot.state == .timedOut else { return false }
            slot.state = .abandoned
            return true
        }
    }

    private func loop() {
        let scheduler = worker.scheduler
        while let job = worker.nextJob() {
            let (planned, engineIndex) = scheduler.job(job)
            let spec = scheduler.engineList[engineIndex]
            if let lint = ScenarioInterpreter.lintError(of: planned.scenario) {
                scheduler.finish(job, CaseRecord(planned, engine: spec.name, lintError: lint))
                continue
            }
            if let failure = spec.startFailure {
                scheduler.finish(job, CaseRecord(planned, engine: spec.name, startFailure: failure, expectations: spec.expectations))
                continue
            }
            let engine: any Engine
            do {
                engine = try worker.instance(engineIndex)
            } catch {
                scheduler.finish(job, CaseRecord(planned, engine: spec.name, startFailure: "cannot start engine '\(spec.name)': \(error.message)",
                                                 expectations: spec.expectations))
                continue
            }
            let slot = Slot(job: job, planned: planned, engineIndex: engineIndex, timeout: scheduler.schedulerOptions.timeout)
            lock.withLock { current = slot }
            let outcome = scheduler.runFunction(planned.scenario, planned.file, engine, slot.flag)
            let before = lock.withLock { () -> Slot.State in
                let state = slot.state
                if state != .abandoned { slot.state = .finished }
                current = nil
                return state
            }
            slot.done.signal()
            switch before {
            case .abandoned: return
            case .timedOut:
                scheduler.finish(job, Self.timeoutRecord(slot, outcome: outcome, stopped: true, options: scheduler.schedulerOptions, spec: spec))
            case .running, .finished:
                scheduler.finish(job, CaseRecord(planned, engine: spec.name, outcome: outcome, duration: slot.seconds, expectations: spec.expectations))
            }
        }
        finished.signal()
    }

    static func timeoutRecord(_ slot: Slot, outcome: ScenarioOutcome?, stopped: Bool, options: SchedulerOptions, spec: RunnerEngine) -> CaseRecord {
        let what = stopped ? "it was cancelled" : "it did not stop when cancelled, so its engine was replaced"
        let result = ScenarioOutcome(
            status: .timeout, failures: outcome?.failures ?? [],
            error: ScenarioError(kind: "timeout", message: "the scenario ran longer than \(format(options.timeout)) s; \(what)",
                                 location: slot.planned.scenario.location),
            output: outcome?.output ?? "")
        return CaseRecord(slot.planned, engine: spec.name, outcome: result, duration: slot.seconds, expectations: spec.expectations)
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
