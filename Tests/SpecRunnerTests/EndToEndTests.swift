// The runner with the real scenario loader and interpreter, on the
// reference engine and on external engines that misbehave.

import EngineWire
import Foundation
import RealmSpecCore
import ReferenceEngine
import ScenarioLanguage
import SpecReports
import Testing
@testable import SpecRunner

@Suite("running real scenario files")
struct EndToEndTests {
    static let models = """
    class Dog: Object {
        @Persisted var name = ""
        @Persisted var age = 0
    }
    """

    static let scenarios = """
    // page: demo
    // tags: delete

    /// Deleting an object removes it.
    /// - section: delete-an-object
    /// - claims: demo.delete
    func testDeleteRemoves() throws {
        let realm = try Realm()
        let rex = Dog(value: ["name": "Rex", "age": 1])
        try realm.write { realm.add(rex) }
        try realm.write { realm.delete(rex) }
        XCTAssertEqual(realm.objects(Dog.self).count, 0)
    }

    /// A deliberately wrong expectation.
    /// - section: delete-an-object
    func testWrongCount() throws {
        let realm = try Realm()
        try realm.write { realm.add(Dog(value: ["name": "Max", "age": 3])) }
        XCTAssertEqual(realm.objects(Dog.self).count, 5)
    }
    """

    func makeSpecs() throws -> String {
        let root = try temporaryFolder() + "/Specs"
        try write(Self.models, to: root + "/Models/Dog.swift")
        try write(Self.scenarios, to: root + "/demo/Delete.swift")
        // Top-level code is a file-level problem: the whole file is one error case.
        try write("// page: demo\n\nlet stray = 1\nfunc testBroken() {\n    repeat {} while false\n}\n", to: root + "/demo/Broken.swift")
        return root
    }

    func engine(_ name: String, _ factory: @escaping EngineFactory) -> RunnerEngine {
        RunnerEngine(name: name, factory: factory)
    }

    @Test("scenarios pass and fail on the reference engine; a file outside the subset is one error case")
    func reference() throws {
        let loaded = try SpecCorpus.load(paths: [try makeSpecs()])
        let run = SpecRun(corpus: loaded, engines: [engine("reference") { () throws(EngineError) -> any Engine in ReferenceEngine() }],
                          options: SchedulerOptions(jobs: 2))
        let cases = Dictionary(uniqueKeysWithValues: run.execute().cases.map { ($0.name, $0) })
        #expect(cases["testDeleteRemoves"]?.status == .pass)
        #expect(cases["testDeleteRemoves"]?.claims == ["demo.delete"])
        #expect(cases["testWrongCount"]?.status == .fail)
        #expect(cases["testWrongCount"]?.details?.contains("5") == true)
        #expect(cases["Broken.swift"]?.status == .error)
        #expect(cases["Broken.swift"]?.message?.contains("Broken.swift:3:") == true)
    }

    @Test("a scenario that loops forever ends as a timeout and the next one still runs")
    func loopingScenario() throws {
        let root = try makeSpecs()
        try write("// page: demo\nfunc testLoops() throws {\n    var n = 0\n    while true { n += 1 }\n}\n", to: root + "/demo/Loop.swift")
        let loaded = try SpecCorpus.load(paths: [root])
        let run = SpecRun(corpus: loaded, engines: [engine("reference") { () throws(EngineError) -> any Engine in ReferenceEngine() }],
                          options: SchedulerOptions(jobs: 1, timeout: 0.5))
        let cases = Dictionary(uniqueKeysWithValues: run.execute().cases.map { ($0.name, $0) })
        #expect(cases["testLoops"]?.status == .timeout)
        #expect(cases["testDeleteRemoves"]?.status == .pass)
    }

    @Test("an external engine that crashes costs each scenario an error and the run goes on")
    func crashingExternalEngine() throws {
        let loaded = try SpecCorpus.load(paths: [try makeSpecs()])
        let crashing = engine("external:crash") { () throws(EngineError) -> any Engine in
            ExternalEngine(command: "read line; exit 3", callTimeout: 2)
        }
        let cases = SpecRun(corpus: loaded, engines: [crashing], options: SchedulerOptions(jobs: 1, timeout: 5)).execute().cases
        let scenarios = cases.filter { $0.name.hasPrefix("test") }
        #expect(scenarios.count == 2)
        #expect(scenarios.allSatisfy { $0.status == .error })
        #expect(scenarios.allSatisfy { $0.message?.contains("exit") == true || $0.message?.contains("engineFailure") == true })
    }

    @Test("an external engine that hangs ends in an error or timeout, never a stuck run")
    func hangingExternalEngine() throws {
        let loaded = try SpecCorpus.load(paths: [try makeSpecs()])
        let hanging = engine("external:hang") { () throws(EngineError) -> any Engine in
            ExternalEngine(command: "sleep 30", callTimeout: 0.3)
        }
        let started = Date()
        let cases = SpecRun(corpus: loaded, engines: [hanging], options: SchedulerOptions(jobs: 1, timeout: 2)).execute().cases
        #expect(cases.filter { $0.name.hasPrefix("test") }.allSatisfy { $0.status == .error || $0.status == .timeout })
        #expect(Date().timeIntervalSince(started) < 10)
    }
}
