// `make bench`: every speed figure of the project, each next to its floor,
// measured in one run. Build in release mode: `make bench`.
//
//   realmspec-bench [--quick] [--specs DIR] [--only engine|sqlite|backends|postgres|storage|memory|collections|fuzz|language|runner]
//   (--only storage: the SQLite and PostgreSQL tables, each engine next to hand-written SQL)
//   realmspec-bench --runner-probe PATH JOBS [RUNS]   (one corpus, one worker count)
//   realmspec-bench --external-probe [CALLS]          (the external engine row alone)
//   realmspec-bench --timeline-probe PATH [RUNS]      (when each of two workers starts and ends)

internal import Foundation
internal import SpecRunner
internal import ScenarioLanguage
internal import Dispatch

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--memory-probe" {
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
    let floorOnly = arguments.contains("--floor")
    do { try EngineBench.memoryProbe(count: count, floorOnly: floorOnly) } catch { print("error: \(error)"); exit(1) }
    exit(0)
}

if arguments.first == "--external-probe" {
    // realmspec-bench --external-probe [CALLS]: the external engine row alone, for profiling.
    let calls = arguments.count > 1 ? Int(arguments[1]) ?? 20_000 : 20_000
    do {
        let row = try RunnerBench.external(realmspec: URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path + "/realmspec", calls: calls)
        print(String(format: "%.1f µs per call", row.measured * 1e6))
    } catch { print("error: \(error)"); exit(1) }
    exit(0)
}

if arguments.first == "--timeline-probe" {
    // realmspec-bench --timeline-probe PATH [RUNS]: runs the scenarios under
    // PATH with two workers, RUNS times, and prints when each worker started
    // its first scenario and ended its last, and how long it was busy, in
    // milliseconds from the start of the run.
    guard arguments.count >= 2 else { print("usage: --timeline-probe PATH [RUNS]"); exit(2) }
    final class Timeline: @unchecked Sendable {
        // Sendable: `spans` is appended to only under `lock` and read after the run.
        let lock = NSLock()
        var spans: [(thread: UInt, start: UInt64, end: UInt64)] = []
    }
    do {
        let corpus = try SpecCorpus.load(paths: [arguments[1]])
        for _ in 0..<(arguments.count > 2 ? Int(arguments[2]) ?? 8 : 8) {
            let timeline = Timeline()
            let start = DispatchTime.now().uptimeNanoseconds
            let run = SpecRun(corpus: corpus, engines: [RunnerBench.reference], options: SchedulerOptions(jobs: 2, timeout: 60),
                              runScenario: { scenario, file, engine, flag in
                                  let begun = DispatchTime.now().uptimeNanoseconds
                                  let outcome = ScenarioInterpreter.run(scenario, of: file, on: engine, cancellation: flag)
                                  let ended = DispatchTime.now().uptimeNanoseconds
                                  timeline.lock.withLock { timeline.spans.append((UInt(pthread_self()), begun, ended)) }
                                  return outcome
                              })
            _ = run.execute()
            let wall = DispatchTime.now().uptimeNanoseconds - start
            var workers: [UInt: (first: UInt64, last: UInt64, busy: UInt64)] = [:]
            for span in timeline.spans {
                let seen = workers[span.thread] ?? (.max, 0, 0)
                workers[span.thread] = (min(seen.first, span.start), max(seen.last, span.end), seen.busy + span.end - span.start)
            }
            let ms = { (ns: UInt64) in String(format: "%.2f", Double(ns) / 1e6) }
            print("wall \(ms(wall)) ms:" + workers.values.sorted { $0.first < $1.first }
                .map { " [start \(ms($0.first - start)) end \(ms($0.last - start)) busy \(ms($0.busy))]" }.joined())
        }
    } catch { print("error: \(error)"); exit(1) }
    exit(0)
}

if arguments.first == "--runner-probe" {
    // realmspec-bench --runner-probe PATH JOBS [RUNS]: loads the scenarios under PATH once,
    // runs it RUNS times with JOBS workers and prints the fastest run in
    // seconds. The two-process row starts it; it also serves for profiling
    // the run phase alone.
    guard arguments.count >= 3, let jobs = Int(arguments[2]) else { print("usage: --runner-probe PATH JOBS [RUNS]"); exit(2) }
    let runs = arguments.count > 3 ? Int(arguments[3]) ?? 3 : 3
    do {
        let corpus = try SpecCorpus.load(paths: [arguments[1]])
        print(RunnerBench.run(corpus, jobs: jobs, repeats: runs).0)
    } catch { print("error: \(error)"); exit(1) }
    exit(0)
}

/// The tables `--only` may name.
let tables = ["engine", "sqlite", "backends", "postgres", "storage", "memory", "collections", "fuzz", "language", "runner"]
let usage = """
    usage: realmspec-bench [--quick] [--specs DIR] [--only \(tables.joined(separator: "|"))]
           realmspec-bench --runner-probe PATH JOBS [RUNS] | --external-probe [CALLS] | --timeline-probe PATH [RUNS]
                         | --memory-probe [COUNT] [--floor]
    """
/// Every argument is one the bench knows, and each option has its value: a
/// misspelt one would otherwise run the whole bench, or the wrong table.
func checkArguments() {
    if arguments.contains("--help") || arguments.contains("-h") { print(usage); exit(0) }
    var i = 0
    while i < arguments.count {
        switch arguments[i] {
        case "--quick": i += 1
        case "--specs", "--only":
            guard i + 1 < arguments.count else { print("error: \(arguments[i]) needs a value\n\(usage)"); exit(2) }
            if arguments[i] == "--only", !tables.contains(arguments[i + 1]) {
                print("error: --only '\(arguments[i + 1])' is not a table; tables are \(tables.joined(separator: ", "))"); exit(2)
            }
            i += 2
        default: print("error: unknown argument '\(arguments[i])'\n\(usage)"); exit(2)
        }
    }
}
checkArguments()

let quick = arguments.contains("--quick")
let specs = arguments.firstIndex(of: "--specs").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil } ?? "Specs"
let objects = quick ? 100_000 : 1_000_000
let only = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
/// Whether a table runs: all of them unless `--only` names one (`storage`
/// names the SQLite and the PostgreSQL tables).
func runs(_ table: String) -> Bool {
    only == nil || only == table || (only == "storage" && (table == "sqlite" || table == "postgres"))
}
let executableDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
let realmspec = executableDir + "/realmspec"

print("realmspec benchmarks (\(quick ? "quick" : "full") run, \(ProcessInfo.processInfo.activeProcessorCount) cores, \(Date()))")
print("Each ratio compares two figures measured side by side in this run.")
do {
    if runs("engine") {
        printTable(title: "Reference engine", rows: try EngineBench.run(count: objects, lookups: 100_000))
    }
    if runs("sqlite") {
        printTable(title: "SQLite engine vs hand-written SQL on the same driver",
                   rows: try SQLiteBench.run(count: quick ? 10_000 : 100_000, lookups: quick ? 1_000 : 10_000,
                                             appends: quick ? 1_000 : 10_000))
    }
    if runs("backends") {
        printTable(title: "Storage backends on the same workload (for information)",
                   rows: try BackendBench.run(count: quick ? 2_000 : 20_000, lookups: quick ? 200 : 2_000))
    }
    if runs("postgres") {
        do {
            printTable(title: "PostgreSQL engine next to hand-written SQL over libpq, same server",
                       rows: try PostgresBench.run(count: quick ? 10_000 : 100_000, lookups: quick ? 1_000 : 10_000,
                                                   appends: quick ? 1_000 : 10_000))
        } catch {
            print("note: the PostgreSQL rows are left out: \(error) (make bench starts the throwaway server)")
        }
    }
    let probe = { (args: [String]) in runSelfNumbers([args])[0] }
    let engineMB = runs("memory") ? probe(["--memory-probe", String(objects)]) : nil
    let floorMB = runs("memory") ? probe(["--memory-probe", String(objects), "--floor"]) : nil
    if let engineMB, let floorMB {
        printTable(title: "Peak memory, each in a process of its own", rows: [
            BenchRow(name: "\(objects) small objects, peak resident", measured: engineMB, floor: floorMB, unit: "MB", aim: "< 300 MB"),
        ])
    }
    if runs("collections") {
        printTable(title: "Collections and live behaviour",
                   rows: try CollectionBench.run(appends: objects, listSize: 100_000, changes: 1_000))
    }
    if runs("fuzz") {
        printTable(title: "Differential fuzzing, one job", rows: try FuzzBench.run(sequences: quick ? 50 : 500))
    }
    if !runs("language") && !runs("runner") { exit(0) }

    let models = specs + "/Models"
    let (parseRow, generated) = try LanguageBench.parseAndLint(scenarios: 1_000, models: models)
    if runs("language") {
        printTable(title: "Scenario language", rows: [
            parseRow,
            try LanguageBench.interpreterOverhead(corpus: generated),
            try LanguageBench.interpreterOverhead(corpus: try SpecCorpus.load(paths: [specs])),
        ])
    }
    if !runs("runner") { exit(0) }

    let corpus = try SpecCorpus.load(paths: [specs])
    var runnerRows = RunnerBench.jobs(corpus: corpus)
    runnerRows += try RunnerBench.jobs(generated: 10_000, models: models)
    runnerRows += try RunnerBench.growth(models: models)
    runnerRows.append(try RunnerBench.junit(cases: 10_000))
    if FileManager.default.isExecutableFile(atPath: realmspec) {
        do {
            runnerRows.append(try RunnerBench.external(realmspec: realmspec, calls: quick ? 2_000 : 20_000))
        } catch {
            print("note: the external engine row is left out: \(error)")
        }
    } else {
        print("note: \(realmspec) not built; the external engine row is left out")
    }
    printTable(title: "Spec runner", rows: runnerRows)
} catch {
    print("error: \(error)")
    exit(1)
}
