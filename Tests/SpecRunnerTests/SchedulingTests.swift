import Foundation
import RealmSpecCore
import ScenarioInterpreter
import ScenarioLanguage
import SpecReports
@testable import SpecRunner
import Testing

@Suite("scheduling")
struct SchedulingTests {
    @Test("a scenario that ignores cancellation ends as a timeout, its engine is replaced and the run goes on")
    func stuckScenario() {
        let counter = Counter()
        let file = specFile("Specs/p/A.swift", scenarios: [("testStuck", nil, []), ("testAfter", nil, []), ("testLast", nil, [])])
        let run = SpecRun(corpus: corpus([file]), engines: [idleEngine(counter: counter)],
                          options: SchedulerOptions(jobs: 1, timeout: 0.2, grace: 0.1), runScenario: scriptedRunner)
        let started = Date()
        let cases = run.execute().cases
        #expect(cases.map(\.status) == [.timeout, .pass, .pass])
        #expect(cases[0].message?.contains("replaced") == true)
        #expect(counter.count == 2, "the abandoned engine is replaced by a fresh one")
        #expect(Date().timeIntervalSince(started) < 2.5, "the run does not wait for the stuck scenario")
    }

    @Test("a hanging scenario that honours cancellation ends as a timeout and keeps its engine")
    func hangingScenario() {
        let counter = Counter()
        let file = specFile("Specs/p/A.swift", scenarios: [("testHang", nil, []), ("testAfter", nil, [])])
        let run = SpecRun(corpus: corpus([file]), engines: [idleEngine(counter: counter)],
                          options: SchedulerOptions(jobs: 1, timeout: 0.2, grace: 1), runScenario: scriptedRunner)
        let cases = run.execute().cases
        #expect(cases.map(\.status) == [.timeout, .pass])
        #expect(cases[0].message?.contains("cancelled") == true)
        #expect(counter.count == 1)
    }

    @Test("with several workers every scenario runs once per engine and records keep plan order")
    func parallelOrder() {
        let names = (0..<40).map { "test\($0)" }
        let file = specFile("Specs/p/A.swift", scenarios: names.map { ($0, nil, []) })
        let counter = Counter()
        let run = SpecRun(corpus: corpus([file]), engines: [idleEngine(named: "a", counter: counter), idleEngine(named: "b", counter: counter)],
                          options: SchedulerOptions(jobs: 3), runScenario: scriptedRunner)
        let cases = run.execute().cases
        #expect(cases.count == 80)
        #expect(cases.map(\.name) == names.flatMap { [$0, $0] })
        #expect(cases.map(\.engine) == Array(repeating: ["a", "b"], count: 40).flatMap { $0 })
        #expect(counter.count <= 6, "each worker makes at most one instance per engine")
        #expect(cases[0].output == "ran test0\n")
    }

    @Test("fail-fast stops taking scenarios after the first unexpected result")
    func failFast() {
        let file = specFile("Specs/p/A.swift", scenarios: [("testOne", nil, []), ("testFails", nil, []), ("testThree", nil, []), ("testFour", nil, [])])
        let stopping = SpecRun(corpus: corpus([file]), engines: [idleEngine()],
                               options: SchedulerOptions(jobs: 1, failFast: true), runScenario: scriptedRunner)
        #expect(stopping.execute().cases.map(\.name) == ["testOne", "testFails"])
        let going = SpecRun(corpus: corpus([file]), engines: [idleEngine()],
                            options: SchedulerOptions(jobs: 1), runScenario: scriptedRunner)
        #expect(going.execute().cases.count == 4)
    }

    @Test("an engine that cannot start makes its scenarios errors naming the engine")
    func engineStartFailure() {
        let broken = RunnerEngine(name: "broken", factory: { () throws(EngineError) -> any Engine in
            throw EngineError(.engineFailure, "no such program")
        })
        let file = specFile("Specs/p/A.swift", scenarios: [("testA", nil, [])])
        let cases = SpecRun(corpus: corpus([file]), engines: [broken], runScenario: scriptedRunner).execute().cases
        #expect(cases.first?.status == .error)
        #expect(cases.first?.message?.contains("cannot start engine 'broken'") == true)
    }

    @Test("a file with lint errors becomes one error case carrying its diagnostics while other files run")
    func brokenFile() throws {
        let diagnostics = [
            Diagnostic(id: "unsupported-construct", message: "'while' is not supported",
                       location: SourceLocation(file: "Specs/p/Bad.swift", line: 4, column: 5)),
            Diagnostic(id: "unknown-property", message: "unknown property 'agee' on 'Dog'",
                       location: SourceLocation(file: "Specs/p/Bad.swift", line: 9, column: 12)),
        ]
        let bad = specFile("Specs/p/Bad.swift", scenarios: [("testA", nil, []), ("testB", nil, [])], diagnostics: diagnostics)
        let good = specFile("Specs/p/Good.swift", scenarios: [("testC", nil, [])])
        let cases = SpecRun(corpus: corpus([bad, good]), engines: [idleEngine(named: "x"), idleEngine(named: "y")],
                            runScenario: scriptedRunner).execute().cases
        let errors = cases.filter { $0.status == .error }
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.name == "Bad.swift")
        #expect(error.message?.contains("Specs/p/Bad.swift:4:5: error: 'while' is not supported") == true)
        #expect(error.details?.contains("unknown property 'agee'") == true)
        #expect(cases.filter { $0.name == "testC" }.map(\.status) == [.pass, .pass])
    }
}

@Suite("scheduling by file")
struct FileChunkTests {
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var engines: [String: Set<ObjectIdentifier>] = [:]
        func add(_ file: String, _ engine: any Engine) { lock.withLock { _ = engines[file, default: []].insert(ObjectIdentifier(engine as AnyObject)) } }
        func workers(of file: String) -> Int { lock.withLock { engines[file]?.count ?? 0 } }
        var allEngines: Set<ObjectIdentifier> { lock.withLock { engines.values.reduce(into: []) { $0.formUnion($1) } } }
    }

    @Test("a worker takes a file's scenarios together while much work is left, and records keep plan order")
    func filesStayTogether() {
        let files = (0..<40).map { f in specFile("Specs/p/F\(f).swift", scenarios: (0..<5).map { ("test\(f)_\($0)", nil, []) }) }
        let seen = Seen()
        let cases = SpecRun(corpus: corpus(files), engines: [idleEngine()], options: SchedulerOptions(jobs: 2),
                            runScenario: { scenario, file, engine, _ in
                                seen.add(file.path, engine)
                                Thread.sleep(forTimeInterval: 0.0005)
                                return ScenarioOutcome(status: .passed, output: scenario.name)
                            }).execute().cases
        #expect(cases.map(\.name) == files.flatMap { $0.scenarios.map(\.name) })
        #expect(seen.allEngines.count == 2, "both workers ran scenarios")
        for f in 0..<20 { #expect(seen.workers(of: "Specs/p/F\(f).swift") == 1, "file F\(f) ran on one worker") }
    }
}

@Suite("scheduling many scenarios")
struct ManyScenariosTests {
    @Test("ten thousand scenarios on two workers all finish, each once")
    func tenThousand() {
        let file = specFile("Specs/p/Big.swift", scenarios: (0..<10_000).map { ("test\($0)", nil, []) })
        let started = Date()
        let cases = SpecRun(corpus: corpus([file]), engines: [idleEngine()], options: SchedulerOptions(jobs: 2),
                            runScenario: { _, _, _, _ in ScenarioOutcome(status: .passed) }).execute().cases
        print("10,000 scenarios scheduled in \(Date().timeIntervalSince(started)) s")
        #expect(cases.count == 10_000)
        #expect(Set(cases.map(\.name)).count == 10_000)
        #expect(cases.allSatisfy { $0.status == .pass })
    }
}
