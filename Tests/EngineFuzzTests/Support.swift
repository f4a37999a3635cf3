// Engines and helpers for the fuzzer's tests.

import EngineFuzz
import EngineTestSupport
import RealmSpecCore
import ReferenceEngine
import ScenarioInterpreter
import ScenarioLanguage

let referenceFactory: EngineFactory = { () throws(EngineError) -> any Engine in ReferenceEngine() }

func plantedFactory(_ bug: PlantedBugEngine.Bug) -> EngineFactory {
    { () throws(EngineError) -> any Engine in PlantedBugEngine(wrapping: ReferenceEngine(), bug: bug) }
}

/// Loads scenario text as a file of its own (no shared models).
func loadScenario(_ text: String) -> SpecFile {
    ScenarioLoader.load(source: text, path: "Fuzz.swift", options: LoadOptions())
}

/// Runs the file's only scenario on an engine.
func runScenario(_ file: SpecFile, on engine: any Engine) -> ScenarioOutcome {
    guard let s = file.scenarios.first else { return ScenarioOutcome(status: .error) }
    return ScenarioInterpreter.run(s, of: file, on: engine)
}

/// A run's configuration over named factories.
func configuration(seed: UInt64, count: Int, jobs: Int = 1, invalidShare: Double = 0.1,
                   _ engines: [(String, EngineFactory)]) -> FuzzConfiguration {
    FuzzConfiguration(seed: seed, count: count, time: nil, jobs: jobs,
                      generator: FuzzGenerator.Options(invalidShare: invalidShare),
                      engines: engines.map { (name: $0.0, factory: $0.1) })
}
