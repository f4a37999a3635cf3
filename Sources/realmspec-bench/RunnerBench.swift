// Spec runner, speed: whole-corpus throughput with one and two jobs,
// a generated 10,000-scenario corpus, JUnit for 10,000 cases, and the
// external engine's cost per call over in-process.

internal import EngineWire
internal import Foundation
internal import RealmSpecCore
internal import ReferenceEngine
internal import ScenarioLanguage
internal import SpecReports
internal import SpecRunModel
internal import SpecRunner

enum RunnerBench {
    static let reference = RunnerEngine(name: "reference", factory: { ReferenceEngine() })

    /// The fastest of `repeats` runs. The timer stops when the run returns
    /// its record; freeing the record afterwards is not part of the run.
    static func run(_ corpus: SpecCorpus, jobs: Int, repeats: Int = 3) -> (Double, Int) {
        var best = Double.infinity, count = 0
        for _ in 0..<max(1, repeats) {
            var record: RunRecord?
            let t = fastest(repeats: 1) {
                record = SpecRun(corpus: corpus, engines: [reference], options: SchedulerOptions(jobs: jobs, timeout: 60)).execute()
            }
            count = record?.cases.count ?? 0
            record = nil
            best = min(best, t)
        }
        return (best, count)
    }

    /// The fastest of `rounds` runs with one worker and with two, taken in
    /// turn so that a slow spell of the machine hits both alike.
    static func alternating(_ corpus: SpecCorpus, rounds: Int) -> (one: Double, two: Double, cases: Int) {
        var one = Double.infinity, two = Double.infinity, cases = 0
        for _ in 0..<rounds {
            let (t1, n) = run(corpus, jobs: 1, repeats: 1)
            let (t2, _) = run(corpus, jobs: 2, repeats: 1)
            one = min(one, t1); two = min(two, t2); cases = n
        }
        return (one, two, cases)
    }

    /// Throughput on the whole corpus. One pass takes about ten
    /// milliseconds, short enough that starting threads and waking the
    /// second processor weigh on it; the aim is judged on the corpus run
    /// twenty times over in one run, where they do not.
    static func jobs(corpus: SpecCorpus) -> [BenchRow] {
        let (t1, t2, n) = alternating(corpus, rounds: 25)
        let passes = 20
        let repeated = SpecCorpus(root: corpus.root, catalog: corpus.catalog,
                                  files: Array(repeating: corpus.files, count: passes).flatMap { $0 })
        let (r1, r2, rn) = alternating(repeated, rounds: 11)
        return [
            BenchRow(name: "whole corpus (\(n) cases), one pass, --jobs 2 (floor: --jobs 1)",
                     measured: t2, floor: t1, aim: "report"),
            BenchRow(name: "whole corpus \(passes) times over in one run (\(rn) cases), --jobs 2 (floor: --jobs 1; below 1 is the speed-up's inverse)",
                     measured: r2, floor: r1, aim: "≤ 0.56× (≥ 1.8× faster)"),
        ]
    }

    /// The same on a generated corpus large enough that starting workers
    /// does not dominate (the real corpus runs in a few milliseconds), and
    /// what the machine itself gives: the same corpus in two processes at
    /// once, one worker each, against one process alone.
    static func jobs(generated size: Int, models: String) throws -> [BenchRow] {
        let root = try GeneratedCorpus.make(scenarios: size, models: models)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let corpus = try SpecCorpus.load(paths: [root + "/gen"], root: root)
        let (t1, t2, n) = alternating(corpus, rounds: 11)
        var rows = [BenchRow(name: "\(n) generated scenarios, --jobs 2 (floor: --jobs 1)", measured: t2, floor: t1,
                             aim: "≤ 0.56× (≥ 1.8× faster)")]
        let probe = ["--runner-probe", root + "/gen", "1", "5"]
        var alone = Double.infinity, pair = Double.infinity
        for _ in 0..<2 {
            if let t = runSelfNumbers([probe])[0] { alone = min(alone, t) }
            let both = runSelfNumbers([probe, probe]).compactMap { $0 }
            if both.count == 2 { pair = min(pair, both.max()!) }
        }
        if alone.isFinite, pair.isFinite {
            rows.append(BenchRow(name: "the machine: two processes at once, one worker each (floor: one process alone)",
                                 measured: pair, floor: alone, aim: "report (1× = two cores in full)"))
        }
        return rows
    }

    static func growth(models: String) throws -> [BenchRow] {
        var rows: [BenchRow] = []
        var perScenario: [Int: Double] = [:]
        for size in [1_000, 10_000] {
            let root = try GeneratedCorpus.make(scenarios: size, models: models)
            defer { try? FileManager.default.removeItem(atPath: root) }
            var cases = 0
            let t = try fastest(repeats: 1) {
                let corpus = try SpecCorpus.load(paths: [root + "/gen"], root: root)
                let record = SpecRun(corpus: corpus, engines: [reference], options: SchedulerOptions(jobs: 1, timeout: 60)).execute()
                cases = record.cases.filter { $0.status == .pass }.count
            }
            guard cases == size else { throw EngineError(.engineFailure, "generated corpus: \(cases) of \(size) passed") }
            perScenario[size] = t / Double(size)
            rows.append(BenchRow(name: "load + run \(size) generated scenarios, one core", measured: t, floor: nil,
                                 aim: "≥ 2,000/s (\(Int(Double(size) / t))/s)"))
        }
        if let small = perScenario[1_000], let large = perScenario[10_000] {
            rows.append(BenchRow(name: "time per scenario at 10,000 vs at 1,000 (linear growth = 1×)",
                                 measured: large, floor: small, aim: "≈ 1×"))
        }
        return rows
    }

    static func junit(cases: Int) throws -> BenchRow {
        let statuses: [CaseStatus] = [.pass, .pass, .pass, .fail, .error, .skipped, .xfail]
        let records = (0..<cases).map { i in
            CaseRecord(engine: "reference", page: "page\(i % 5)", section: "section\(i % 40)", name: "testCase\(i)",
                       file: "Specs/page/File\(i / 10).swift", line: i % 300 + 1, claims: ["claim.\(i % 90)"],
                       status: statuses[i % statuses.count],
                       message: i % 7 == 3 ? "XCTAssertEqual(a, b) failed: 3 is not 2 \u{1B}[31m]]>" : nil,
                       details: i % 7 == 3 ? "Specs/page/File.swift:12: expected 2" : nil,
                       failureType: i % 7 == 3 ? "assertion" : nil, output: "", duration: 0.001)
        }
        let run = RunRecord(cases: records, startedAt: 0, hostname: "bench")
        var size = 0
        let t = try fastest { size = try JUnitReport.render(run, profile: .strict).count }
        return BenchRow(name: "JUnit XML for \(cases) test cases (\(size / 1024) KiB)", measured: t, floor: nil, aim: "< 1 s")
    }

    /// Per-call cost of `external:realmspec serve --engine reference` over in-process.
    static func external(realmspec: String, calls: Int) throws -> BenchRow {
        let schema = EngineBench.schema
        let call = EngineCall.count(EngineBench.young)
        let local = ReferenceEngine()
        try local.open(schema: schema)
        let tLocal = try fastest { for _ in 0..<calls { _ = try local.perform(call) } }
        let remote = ExternalEngine(command: "'\(realmspec)' serve --engine reference", callTimeout: 30)
        try remote.open(schema: schema)
        defer { remote.close() }
        let tRemote = try fastest { for _ in 0..<calls { _ = try remote.perform(call) } }
        let perCall = (tRemote - tLocal) / Double(calls)
        return BenchRow(name: "external engine, cost per call over in-process (\(calls) calls)",
                        measured: perCall, floor: nil, aim: "≤ 50 µs")
    }
}
