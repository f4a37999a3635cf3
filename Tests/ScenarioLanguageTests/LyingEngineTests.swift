// A wrong reply never becomes a verdict: the whole corpus on a proxy over the
// reference engine that lies wherever a bool, int, value or optional reply is
// due. Every scenario that received a lie ends as an engine error naming the
// engine, the call and what was due; the others end as on the reference engine.

import EngineTestSupport
import Foundation
import RealmSpecCore
import ReferenceEngine
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

/// The folders of the corpus that hold scenarios.
let corpusFolders = ["crud-delete", "crud-update", "language", "rlmarray", "sdk"]

/// What the corpus did on a lying engine.
struct LyingRun {
    var lied = 0
    var honest = 0
    /// Scenarios that received a lie and still ended other than as an engine error.
    var verdicts: [String] = []
    /// Scenarios that received no lie and ended otherwise than on the reference engine.
    var drifted: [String] = []
}

func runCorpus(folder: String, lie: LyingEngine.Lie) -> LyingRun {
    var run = LyingRun()
    let liar = LyingEngine(wrapping: ReferenceEngine(), lie: lie)
    for path in specFiles(folder) {
        let file = corpusFile(path)
        guard !file.hasErrors else { continue }
        for s in file.scenarios {
            let outcome = ScenarioInterpreter.run(s, of: file, on: liar)
            let name = "\(folder)/\(s.name) [\(outcome.status.rawValue)]"
            guard liar.lies > 0 else {
                run.honest += 1
                let truth = ScenarioInterpreter.run(s, of: file, on: ReferenceEngine())
                if truth.status != outcome.status { run.drifted.append("\(name), on reference: \(truth.status.rawValue)") }
                continue
            }
            run.lied += 1
            let call = liar.liedAbout.first ?? "?"
            let named = outcome.error.map {
                $0.kind == "engine" && $0.message.contains("engine '\(liar.info.name)' answered '\(call)'")
                    && $0.message.contains("expected")
            } ?? false
            if outcome.status != .error || !named {
                run.verdicts.append("\(name) after a lie to '\(call)': \(outcome.error.map { "\($0.kind): \($0.message)" } ?? outcome.failures.first?.message ?? "")")
            }
        }
    }
    return run
}

/// Runs the only scenario of `body` (after the test models) on `engine`.
func runOn(_ engine: any Engine, _ body: String) -> ScenarioOutcome {
    let file = load(body)
    guard let s = file.scenarios.first else {
        return ScenarioOutcome(status: .error, error: ScenarioError(kind: "test", message: "no scenario: \(file.diagnostics)", location: nil))
    }
    return ScenarioInterpreter.run(s, of: file, on: engine)
}

@Suite("A lying engine gets no verdict")
struct LyingEngineTests {
    @Test("every corpus scenario that receives a wrong reply ends as an engine error naming it; no other outcome moves",
          arguments: LyingEngine.Lie.allCases, corpusFolders)
    func corpusOnALiar(_ lie: LyingEngine.Lie, _ folder: String) {
        let run = runCorpus(folder: folder, lie: lie)
        #expect(run.lied > 10, "the lie reached \(run.lied) scenarios of \(folder)")
        #expect(run.verdicts.isEmpty, "\(run.verdicts.joined(separator: "\n"))")
        #expect(run.drifted.isEmpty, "\(run.drifted.joined(separator: "\n"))")
        print("lying-\(lie.rawValue) on \(folder): \(run.lied) scenarios lied to, all engine errors; \(run.honest) not lied to")
    }

    @Test("a wrong reply is an engine error even where the scenario expects an error",
          arguments: LyingEngine.Lie.allCases)
    func assertionsDoNotTakeIt(_ lie: LyingEngine.Lie) {
        let liar = LyingEngine(wrapping: ReferenceEngine(), lie: lie)
        let outcomes = [
            runOn(liar, """
                func testThrowsError() throws {
                    let realm = try Realm()
                    XCTAssertThrowsError(try realm.write { _ = realm.objects(Dog.self).count })
                }
                """),
            runOn(liar, """
                func testAssertFalse() throws {
                    let realm = try Realm()
                    let dog = Dog()
                    try realm.write { realm.add(dog) }
                    XCTAssertFalse(dog.isInvalidated)
                }
                """),
        ]
        for outcome in outcomes {
            #expect(outcome.status == .error)
            #expect(outcome.error?.kind == "engine")
            #expect(outcome.error?.message.contains("engine 'lying-\(lie.rawValue)' answered") == true, "\(String(describing: outcome.error))")
        }
    }
}
