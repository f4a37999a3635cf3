// Engines of another package, registered through `RealmSpecTool`: they join
// the registry, and `conformance` on one with a planted bug reports exactly
// the checks the bug breaks.

import ArgumentParser
import EngineTestSupport
import Foundation
import RealmSpecCore
@testable import RealmSpecTool
import ReferenceEngine
import Testing

@Suite("Registered engines", .serialized)
struct RegisteredEngineTests {
    static func planted(_ bug: PlantedBugEngine.Bug) -> RegisteredEngine {
        RegisteredEngine(name: "planted-\(bug.rawValue)", summary: "the reference engine with a planted bug") {
            () throws(EngineError) -> any Engine in PlantedBugEngine(wrapping: ReferenceEngine(), bug: bug)
        }
    }

    @Test("a registered engine joins the built-in ones, and a taken name is refused")
    func joinsTheRegistry() {
        RealmSpecTool.added.withLock { $0 = [Self.planted(.listMoveOffByOne)] }
        defer { RealmSpecTool.added.withLock { $0 = [] } }
        #expect(EngineRegistry.names == ["reference", "sqlite", "postgres", "planted-listMoveOffByOne"])
        #expect(EngineRegistry.factory(for: "planted-listMoveOffByOne") != nil)
        #expect(RealmSpecTool.refusal(of: [Self.planted(.listMoveOffByOne)]) == nil)
        let taken = RegisteredEngine(name: "sqlite", summary: "", factory: { () throws(EngineError) -> any Engine in ReferenceEngine() })
        #expect(RealmSpecTool.refusal(of: [taken])?.message.contains("'sqlite'") == true)
    }

    @Test("conformance on a planted bug fails exactly the checks it breaks, in its JUnit report too",
          arguments: [(PlantedBugEngine.Bug.listMoveOffByOne, "append, insert, replace, move, swap and remove keep the list in order"),
                      (.filterDropsLastMatch, "filtered results match the query and stay live")])
    func plantedBug(_ bug: PlantedBugEngine.Bug, broken: String) throws {
        RealmSpecTool.added.withLock { $0 = [Self.planted(bug)] }
        defer { RealmSpecTool.added.withLock { $0 = [] } }
        let folder = NSTemporaryDirectory() + "realmspec-tool-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let command = try ConformanceCommand.parse(["--engine", "planted-\(bug.rawValue)", "--report-dir", folder])
        #expect(throws: ExitCode(1)) { try command.run() }
        let xml = try String(contentsOfFile: folder + "/conformance.xml", encoding: .utf8)
        let cases = xml.components(separatedBy: "<testcase ").dropFirst()
        #expect(cases.count == EngineConformanceKit.checks.count)
        let failing = cases.filter { $0.contains("<failure") }
        #expect(failing.count == 1, "\(failing)")
        #expect(failing.first?.contains("name=\"\(broken)\"") == true, "\(failing)")
    }
}
