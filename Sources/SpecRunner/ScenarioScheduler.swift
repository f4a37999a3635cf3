// Runs scenario × engine jobs on worker threads, each worker with its own
// engine instances, each scenario under a deadline.

import Dispatch
import Foundation
import RealmSpecCore
import ScenarioLanguage
import SpecReports

/// Runs one scenario of a file on an engine; `ScenarioInterpreter.run` in
/// production, a closure in tests.
public typealias ScenarioRunFunction =
    @Sendable (ScenarioInfo, SpecFile, any Engine, CancellationFlag) -> ScenarioOutcome

/// An engine the runner runs scenarios on: a name for reports, a factory,
/// and the scenarios it is known to fail.
public struct RunnerEngine: @unchecked Sendable {
    public var name: String
    public var factory: EngineFactory
    public var expectations: Expectations
    public init(name: String, factory: @escaping EngineFactory, expectations: Expectations = Expectations()) {
        self.name = name; self.factory = factory; self.expectations = expectations
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
    private let plan: [PlannedScenario]
    private let engines: [RunnerEngine]
    private let options: SchedulerOptions
    private let runScenario: ScenarioRunFunction
    private let progress: @Sendable (CaseRecord) -> Void

    private let lock = NSLock()
    private var nextJob = 0
    private var stopped = false
    private var results: [Int: CaseRecord] = [:]

    /// - Parameters:
    ///   - plan: the scenarios; each runs once on every engine.
    ///   - progress: called once per finished case, one call at a time.
    public init(plan: [PlannedScenario], engines: [RunnerEngine], options: SchedulerOptions,
                runScenario: @escaping ScenarioRunFunction,
                progress: @escaping @Sendable (CaseRecord) -> Void = { _ in }) {
        self.plan = plan; self.engines = engines; self.options = options
        self.runScenario = runScenario; self.progress = progress
    }

    private var jobCount: Int { plan.count * engines.count }

    /// Runs every job and returns the records in plan order (scenario, then
    /// engine). With fail-fast, jobs not started after the first unexpected
    /// result are left out.
    public func run() -> [CaseRecord] {
        let group = DispatchGroup()
        for _ in 0..<min(options.jobs, max(jobCount, 1)) {
            group.enter()
            let worker = Worker(scheduler: self)
            let thread = Thread { worker.loop(); group.leave() }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
        return lock.withLock { results.keys.sorted().compactMap { results[$0] } }
    }

    /// The next job index, or nil when done or stopped.
    fileprivate func take() -> Int? {
        lock.withLock {
            guard !stopped, nextJob < jobCount else { return nil }
            defer { nextJob += 1 }
            return nextJob
        }
    }

    fileprivate func finish(_ job: Int, _ record: CaseRecord) {
        lock.withLock {
            results[job] = record
            if options.failFast && record.status.isUnexpected { stopped = true }
            progress(record)
        }
    }

    fileprivate func job(_ index: Int) -> (PlannedScenario, Int) {
        (plan[index / engines.count], index % engines.count)
    }

    fileprivate var engineList: [RunnerEngine] { engines }
    fileprivate var schedulerOptions: SchedulerOptions { options }
    fileprivate var runFunction: ScenarioRunFunction { runScenario }
}

/// One worker thread: its own engine instance per engine, made on first use
/// and replaced when a scenario hangs past its deadline.
private final class Worker: @unchecked Sendable {
    private let scheduler: ScenarioScheduler
    private var instances: [Int: any Engine] = [:]
    private var executor: Executor?

    init(scheduler: ScenarioScheduler) { self.scheduler = scheduler }

    func loop() {
        while let job = scheduler.take() {
            let (planned, engineIndex) = scheduler.job(job)
            scheduler.finish(job, runOne(planned, engineIndex: engineIndex))
        }
        for engine in instances.values { engine.close() }
        executor?.retire()
    }

    private func runOne(_ planned: PlannedScenario, engineIndex: Int) -> CaseRecord {
        let spec = scheduler.engineList[engineIndex]
        let engine: any Engine
        do {
            engine = try instance(engineIndex)
        } catch {
            return CaseRecord(planned, engine: spec.name, startFailure: "cannot start engine '\(spec.name)': \(error.message)",
                              expectations: spec.expectations)
        }
        let started = DispatchTime.now().uptimeNanoseconds
        let outcome = runWithDeadline(planned, engine: engine, engineIndex: engineIndex)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        return CaseRecord(planned, engine: spec.name, outcome: outcome, duration: seconds, expectations: spec.expectations)
    }

    private func instance(_ index: Int) throws(EngineError) -> any Engine {
        if let engine = instances[index] { return engine }
        let engine = try scheduler.engineList[index].factory()
        instances[index] = engine
        return engine
    }

    /// Runs the scenario on the worker's executor thread. Past the deadline the scenario's
    /// cancellation flag is set; if it still has not returned after the grace
    /// period, its engine and executor are abandoned (the executor's thread keeps
    /// the engine until the scenario returns) and the next scenario gets fresh ones.
    private func runWithDeadline(_ planned: PlannedScenario, engine: any Engine, engineIndex: Int) -> ScenarioOutcome {
        let options = scheduler.schedulerOptions
        let flag = CancellationFlag()
        let thread = executor ?? Executor()
        executor = thread
        let execution = Execution(on: thread, run: scheduler.runFunction, planned: planned, engine: engine, flag: flag)
        if execution.wait(seconds: options.timeout) { return execution.outcome ?? Self.lost(planned) }
        flag.cancel()
        let stopped = execution.wait(seconds: options.grace)
        if !stopped {
            instances[engineIndex] = nil
            thread.retire()
            executor = nil
        }
        let what = stopped ? "it was cancelled" : "it did not stop when cancelled, so its engine was replaced"
        return ScenarioOutcome(
            status: .timeout, failures: execution.outcome?.failures ?? [],
            error: ScenarioError(kind: "timeout", message: "the scenario ran longer than \(Self.format(options.timeout)) s; \(what)",
                                 location: planned.scenario.location),
            output: execution.outcome?.output ?? "")
    }

    private static func lost(_ planned: PlannedScenario) -> ScenarioOutcome {
        ScenarioOutcome(status: .error, error: ScenarioError(kind: "runtime", message: "the scenario returned no outcome",
                                                             location: planned.scenario.location))
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

/// The thread a worker's scenarios run on, kept from one scenario to the
/// next; retired (it ends after its current scenario) when one hangs.
private final class Executor: @unchecked Sendable {
    private let lock = NSLock()
    private let wake = DispatchSemaphore(value: 0)
    private var task: (() -> Void)?
    private var retired = false

    init() {
        let thread = Thread { [self] in loop() }
        thread.stackSize = 16 << 20
        thread.start()
    }

    private func loop() {
        while true {
            wake.wait()
            let (next, done) = lock.withLock { () -> ((() -> Void)?, Bool) in
                defer { task = nil }
                return (task, retired)
            }
            if let next { next(); continue }
            if done { return }
        }
    }

    func submit(_ body: @escaping () -> Void) {
        lock.withLock { task = body }
        wake.signal()
    }

    /// The thread ends once its current scenario, if any, returns.
    func retire() {
        lock.withLock { retired = true }
        wake.signal()
    }
}

/// One scenario running on an executor.
private final class Execution: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var result: ScenarioOutcome?

    init(on executor: Executor, run: @escaping ScenarioRunFunction, planned: PlannedScenario,
         engine: any Engine, flag: CancellationFlag) {
        executor.submit { [self] in
            let outcome = run(planned.scenario, planned.file, engine, flag)
            lock.withLock { result = outcome }
            done.signal()
        }
    }

    var outcome: ScenarioOutcome? { lock.withLock { result } }

    /// Whether the scenario returned within `seconds`.
    func wait(seconds: Double) -> Bool {
        done.wait(timeout: .now() + .nanoseconds(Int(max(0, seconds) * 1e9))) == .success
    }
}
