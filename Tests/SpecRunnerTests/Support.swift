// Test doubles: a scenario file made in memory, an engine that does nothing,
// and scenario-runner closures standing in for the interpreter.

import Foundation
import RealmSpecCore
import ScenarioInterpreter
import ScenarioLanguage
import SpecReports
@testable import SpecRunner

/// An engine that answers every call with `.none` and counts its instances.
final class IdleEngine: Engine, @unchecked Sendable {
    var info: EngineInfo { EngineInfo(name: "idle", version: "1", capabilities: []) }
    func open(schema: Schema) throws(EngineError) {}
    func perform(_ call: EngineCall) throws(EngineError) -> EngineReply { .none }
    func close() {}
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int { lock.withLock { value += 1; return value } }
    var count: Int { lock.withLock { value } }
}

func idleEngine(named name: String = "idle", counter: Counter? = nil,
                expectations: Expectations = Expectations()) -> RunnerEngine {
    RunnerEngine(name: name, factory: { () throws(EngineError) -> any Engine in
        _ = counter?.next()
        return IdleEngine()
    }, expectations: expectations)
}

/// A scenario file with these functions, as the loader would give it.
func specFile(_ path: String, page: String? = "p", scenarios: [(name: String, section: String?, tags: [String])],
              diagnostics: [Diagnostic] = []) -> SpecFile {
    let infos = scenarios.enumerated().map { index, item in
        ScenarioInfo(name: item.name, location: SourceLocation(file: path, line: 3 + index * 5, column: 1),
                     metadata: ScenarioMetadata(page: page, section: item.section, tags: item.tags), isAsync: false)
    }
    return SpecFile(path: path, metadata: ScenarioMetadata(page: page), scenarios: infos,
                    diagnostics: diagnostics, schema: Schema(types: []))
}

func corpus(_ files: [SpecFile], root: String = "Specs") -> SpecCorpus {
    SpecCorpus(root: root, catalog: nil, files: files)
}

/// Ends each scenario by its name: names containing "Fail" fail, "Error"
/// error, "Skip" skip, "Hang" wait for cancellation, "Stuck" ignore it.
let scriptedRunner: ScenarioRunFunction = { scenario, _, _, flag in
    let name = scenario.name
    if name.contains("Fail") {
        return ScenarioOutcome(status: .failed, failures: [AssertionFailure(
            assertion: "XCTAssertEqual", message: "XCTAssertEqual failed: (\"1\") is not equal to (\"2\")",
            expected: "2", actual: "1", location: scenario.location)])
    }
    if name.contains("Error") {
        return ScenarioOutcome(status: .error, error: ScenarioError(kind: "invalidated", message: "object was deleted",
                                                                    location: scenario.location))
    }
    if name.contains("Skip") {
        return ScenarioOutcome(status: .skipped, error: ScenarioError(kind: "unsupported", message: "no lists",
                                                                      location: scenario.location))
    }
    if name.contains("Hang") {
        while !flag.isCancelled { Thread.sleep(forTimeInterval: 0.005) }
        return ScenarioOutcome(status: .timeout)
    }
    if name.contains("Stuck") {
        Thread.sleep(forTimeInterval: 3)
        return ScenarioOutcome(status: .passed)
    }
    return ScenarioOutcome(status: .passed, output: "ran \(name)\n")
}

/// A fresh temporary folder.
func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "realmspec-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                            withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}
